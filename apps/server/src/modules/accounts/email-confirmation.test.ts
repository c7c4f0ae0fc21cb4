/**
 * An e-mail address added to an account made with a phone (issue 49): it is the account's only once
 * the link mailed to it is opened. The link's flow (on another device, or signed in), a link opened
 * by another account, run out, used, forged or replaced, an address taken before or meanwhile, the
 * limits on the links one account or one address gets, and that nothing else is mailed to an
 * address before it is confirmed.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq, like, sql } from "drizzle-orm";
import { emailLinkDays } from "@app/shared/phone-accounts";
import { insertResume } from "../../db/factories.ts";
import { emailConfirmations, mailOutbox, phoneOutbox, rateLimits, user } from "../../db/schema/index.ts";
import { expectError, expectStatus } from "../../test/responses.ts";
import { createTestApp, postJob, signUpAgent, signUpFromOwnAddress, whoIs, type Agent, type SignedUp, type TestApp } from "../../test/test-app.ts";
import { rateLimitRules } from "../rate-limits/rate-limits.service.ts";

/** Trusts X-Forwarded-For: each account signs up from a network of its own. */
let testApp: TestApp;
let employer: SignedUp;

beforeAll(async () => {
  testApp = await createTestApp({ TRUST_PROXY: "1" });
  employer = await signUpFromOwnAddress(testApp, "employer", { company: "Chamundi Travels" });
});
afterAll(() => testApp.close());

let counter = 0;

/** An account made with a mobile number through the routes, its code read from the SMS queued. */
async function signUpByPhone(type: "candidate" | "employer" = "candidate") {
  counter += 1;
  const digits = `97${String(counter).padStart(8, "0")}`;
  const agent = testApp.agent({ "x-forwarded-for": `10.58.${counter >> 8}.${counter & 255}` });
  const details = type === "candidate" ? { name: "Manjunath Gowda" } : { name: "Lakshmi Rao", company: "Mysuru Silks" };
  await expectStatus(agent.api.accounts.phone["sign-up"][":type"].code.$post({ param: { type }, json: { ...details, phoneNumber: digits } }), 200);
  const [sms] = await testApp.db.select().from(phoneOutbox).where(eq(phoneOutbox.recipient, `+91${digits}`)).orderBy(desc(phoneOutbox.id));
  const code = sms!.text.match(/\d{6}/)![0];
  const { user: signedUp } = await expectStatus(agent.api.accounts.phone["sign-up"][":type"].$post({ param: { type }, json: { ...details, phoneNumber: digits, code } }), 201);
  return { agent, user: signedUp };
}

/** An address no other test uses. */
function address(name = "asha") {
  counter += 1;
  return `${name}.${counter}@example.com`;
}

const addEmail = (agent: Agent, email: string, language?: "en" | "kn") => agent.api.accounts.email.$post({ json: { email, ...(language ? { language } : {}) } });
const confirm = (agent: Agent, token: string) => agent.api.accounts.email.confirm.$post({ json: { token } });
const pendingOf = async (agent: Agent) => (await expectStatus(agent.api.accounts.email.pending.$get(), 200)).pending;
const mailsTo = (email: string) => testApp.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email)).orderBy(mailOutbox.id);
const accountRow = async (id: string) => (await testApp.db.select().from(user).where(eq(user.id, id)))[0]!;
const linkRow = async (userId: string) => (await testApp.db.select().from(emailConfirmations).where(eq(emailConfirmations.userId, userId)))[0];

/** The token of the newest link mailed to `email`, read from the mail as its reader would. */
async function tokenMailedTo(email: string): Promise<string> {
  const mails = await mailsTo(email);
  const token = /http:\/\/localhost:3000\/confirm-email\?token=([A-Za-z0-9_-]{43})/.exec(mails.at(-1)?.text ?? "")?.[1];
  if (!token) return expect.fail(`no link mailed to ${email}`);
  return token;
}

/** A stranger's browser: signed out, on a network of its own. */
function guest() {
  counter += 1;
  return testApp.agent({ "x-forwarded-for": `10.59.${counter >> 8}.${counter & 255}` });
}

describe("adding an e-mail address to an account made with a phone", () => {
  it("mails a link and keeps the stand-in until the link is opened, on another device; a second opening is told it was used", async () => {
    const account = await signUpByPhone("candidate");
    const standIn = (await accountRow(account.user.id)).email;
    const email = address();

    const answer = await expectStatus(addEmail(account.agent, ` ${email.toUpperCase()} `), 200);
    expect(answer).toMatchObject({ confirmationSent: true, pending: { email, expired: false } });
    expect(Date.parse(answer.pending.expiresAt) - Date.parse(answer.pending.sentAt)).toBe(emailLinkDays * 24 * 60 * 60_000);
    expect(await whoIs(account.agent)).toMatchObject({ email: null });
    expect(await accountRow(account.user.id)).toMatchObject({ email: standIn, emailVerified: false });
    expect(await pendingOf(account.agent)).toEqual(answer.pending);

    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe("Nagara Jobs: confirm your e-mail address / ನಿಮ್ಮ ಇಮೇಲ್ ವಿಳಾಸ ಖಚಿತಪಡಿಸಿ");
    expect(mail!.text).toContain(`open this link within ${emailLinkDays} days`);
    expect(mail!.text).toContain("If it was not you, ignore this e-mail: the address is not added to any account, and nothing more is sent to it.");
    expect(mail!.text).toContain("ನೀವು ಕೇಳಿಲ್ಲದಿದ್ದರೆ ಈ ಇಮೇಲ್ ಅನ್ನು ಬಿಟ್ಟುಬಿಡಿ");
    // Nothing the asker typed but the address: not their name.
    expect(mail!.text).not.toContain("Manjunath");
    const token = await tokenMailedTo(email);
    // Only a hash of the token is kept.
    expect(JSON.stringify(await linkRow(account.user.id))).not.toContain(token);

    const elsewhere = guest();
    expect(await expectStatus(confirm(elsewhere, token), 200)).toEqual({ email, role: "candidate" });
    expect(await whoIs(account.agent)).toMatchObject({ email, phoneNumber: account.user.phoneNumber });
    expect(await accountRow(account.user.id)).toMatchObject({ email, emailVerified: true });
    expect(await pendingOf(account.agent)).toBeNull();

    await expectError(confirm(elsewhere, token), 409, "email_link_used");
    await expectError(addEmail(account.agent, address()), 409, "email_already_set");
    expect(await accountRow(account.user.id)).toMatchObject({ email, emailVerified: true });
  });

  it("writes the mail in the page's language first; an employer confirms signed in", async () => {
    const account = await signUpByPhone("employer");
    const email = address("lakshmi");
    await expectStatus(addEmail(account.agent, email, "kn"), 200);
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe("Nagara Jobs: ನಿಮ್ಮ ಇಮೇಲ್ ವಿಳಾಸ ಖಚಿತಪಡಿಸಿ / confirm your e-mail address");
    expect(mail!.text.indexOf("ನಮಸ್ಕಾರ")).toBeLessThan(mail!.text.indexOf("Hello"));
    expect(mail!.text).toContain(`${emailLinkDays} ದಿನಗಳ ಒಳಗೆ ಈ ಲಿಂಕ್ ತೆರೆದು`);

    expect(await expectStatus(confirm(account.agent, await tokenMailedTo(email)), 200)).toEqual({ email, role: "employer" });
    expect(await whoIs(account.agent)).toMatchObject({ email, role: "employer", company: "Mysuru Silks" });
  });

  it("another address, or Send again, replaces the link: the older one no longer works", async () => {
    const account = await signUpByPhone();
    const typo = address("asha-typo");
    const meant = address();
    await expectStatus(addEmail(account.agent, typo), 200);
    const typoToken = await tokenMailedTo(typo);
    await expectStatus(addEmail(account.agent, meant), 200);
    const firstToken = await tokenMailedTo(meant);
    expect(await pendingOf(account.agent)).toMatchObject({ email: meant });
    // Send again: the same address, a new link.
    await expectStatus(addEmail(account.agent, meant), 200);
    const newest = await tokenMailedTo(meant);
    expect(newest).not.toBe(firstToken);
    expect(await mailsTo(meant)).toHaveLength(2);

    await expectError(confirm(guest(), typoToken), 404, "email_link_invalid");
    await expectError(confirm(guest(), firstToken), 404, "email_link_invalid");
    expect(await accountRow(account.user.id)).toMatchObject({ emailVerified: false });
    await expectStatus(confirm(guest(), newest), 200);
    expect(await whoIs(account.agent)).toMatchObject({ email: meant });
  });

  it("refuses a link opened in a browser signed in to another account, and shows nobody else's waiting address", async () => {
    const asker = await signUpByPhone();
    const other = await signUpByPhone();
    const email = address();
    await expectStatus(addEmail(asker.agent, email), 200);
    const token = await tokenMailedTo(email);
    expect(await pendingOf(other.agent)).toBeNull();

    await expectError(confirm(other.agent, token), 403, "email_link_other_account");
    await expectError(confirm(employer.agent, token), 403, "email_link_other_account");
    expect(await whoIs(other.agent)).toMatchObject({ email: null });
    expect(await whoIs(asker.agent)).toMatchObject({ email: null });
    expect(await linkRow(asker.user.id)).toMatchObject({ email, confirmedAt: null });

    // A guest can neither ask nor read; the link itself still works.
    await expectError(addEmail(guest(), address()), 401, "unauthenticated");
    await expectError(guest().api.accounts.email.pending.$get(), 401, "unauthenticated");
    await expectStatus(confirm(asker.agent, token), 200);
  });

  it("refuses a link that ran out, and shows it as run out until a new one is sent", async () => {
    const account = await signUpByPhone();
    const email = address();
    await expectStatus(addEmail(account.agent, email), 200);
    const token = await tokenMailedTo(email);
    await testApp.db
      .update(emailConfirmations)
      .set({ createdAt: sql`now() - make_interval(days => ${emailLinkDays}, secs => 1)`, expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailConfirmations.userId, account.user.id));

    const refused = await expectError(confirm(guest(), token), 410, "email_link_expired");
    expect(refused.message).toBe(`This link has run out: it works for ${emailLinkDays} days. Ask for a new one where you added the address.`);
    expect(refused.params).toEqual({ days: String(emailLinkDays) });
    expect(await accountRow(account.user.id)).toMatchObject({ emailVerified: false });
    expect(await whoIs(account.agent)).toMatchObject({ email: null });
    expect(await pendingOf(account.agent)).toMatchObject({ email, expired: true });

    await expectStatus(addEmail(account.agent, email), 200);
    expect(await pendingOf(account.agent)).toMatchObject({ email, expired: false });
    await expectStatus(confirm(guest(), await tokenMailedTo(email)), 200);
  });

  it("refuses a forged link: 404 for a token never sent, 400 for one of the wrong shape; nothing changes", async () => {
    const account = await signUpByPhone();
    const email = address();
    await expectStatus(addEmail(account.agent, email), 200);
    const token = await tokenMailedTo(email);
    const forged = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    await expectError(confirm(guest(), forged), 404, "email_link_invalid");
    await expectError(confirm(account.agent, "x".repeat(43)), 404, "email_link_invalid");
    await expectError(confirm(guest(), "short"), 400, "invalid_input");
    await expectError(guest().post("/api/accounts/email/confirm", {}), 400, "invalid_input");
    await expectError(guest().post("/api/accounts/email/confirm", `token=${token}`, { "content-type": "application/x-www-form-urlencoded" }), 415);
    expect(await accountRow(account.user.id)).toMatchObject({ emailVerified: false });
    expect(await linkRow(account.user.id)).toMatchObject({ confirmedAt: null });
  });
});

describe("an address another account has", () => {
  it("is refused when asked for, as the e-mail sign-up refuses it, and so are the admin's, a stand-in and a wrong one; nothing is mailed or kept", async () => {
    const account = await signUpByPhone();
    const owner = await signUpFromOwnAddress(testApp, "candidate");
    const refused = await expectError(addEmail(account.agent, owner.input.email.toUpperCase()), 409, "email_taken");
    // The sign-up's own answer for that address: nothing more is told here.
    const signUp = await expectError(guest().post("/api/accounts/sign-up/employer", { ...owner.input, company: "Any Co" }), 409, "email_taken");
    expect(refused.message).toBe(signUp.message);

    const admin = await expectError(addEmail(account.agent, testApp.config.adminEmail), 400, "email_reserved");
    expect(Object.keys(admin.fields ?? {})).toEqual(["email"]);
    const standIn = await expectError(addEmail(account.agent, "919700000001@phone.invalid"), 400, "invalid_input");
    expect(standIn.fieldKeys).toEqual({ email: ["validation.email.invalid"] });
    await expectError(addEmail(account.agent, "not-an-address"), 400, "invalid_input");
    await expectError(account.agent.post("/api/accounts/email", { email: address(), language: "fr" }), 400, "invalid_input");
    await expectError(owner.agent.api.accounts.email.$post({ json: { email: address() } }), 409, "email_already_set");

    expect(await linkRow(account.user.id)).toBeUndefined();
    expect(await linkRow(owner.user.id)).toBeUndefined();
    expect(await mailsTo(owner.input.email)).toEqual([]);
    expect(await mailsTo(testApp.config.adminEmail)).toEqual([]);
  });

  it("taken by an e-mail sign-up meanwhile: the link is refused and nothing changes", async () => {
    const account = await signUpByPhone();
    const email = address();
    await expectStatus(addEmail(account.agent, email), 200);
    const token = await tokenMailedTo(email);
    await signUpAgent(testApp, "candidate", { email }, { "x-forwarded-for": "10.60.0.1" });

    await expectError(confirm(guest(), token), 409, "email_taken");
    expect(await whoIs(account.agent)).toMatchObject({ email: null });
    expect(await accountRow(account.user.id)).toMatchObject({ emailVerified: false });
    expect(await linkRow(account.user.id)).toMatchObject({ confirmedAt: null });
  });

  it("waited for by two accounts: both get a link, the first opened wins, the other is refused", async () => {
    const first = await signUpByPhone();
    const second = await signUpByPhone();
    const email = address();
    await expectStatus(addEmail(first.agent, email), 200);
    const firstToken = await tokenMailedTo(email);
    // Someone else's waiting for the address is not told.
    await expectStatus(addEmail(second.agent, email), 200);
    const secondToken = await tokenMailedTo(email);

    await expectStatus(confirm(guest(), secondToken), 200);
    await expectError(confirm(guest(), firstToken), 409, "email_taken");
    expect(await whoIs(second.agent)).toMatchObject({ email });
    expect(await whoIs(first.agent)).toMatchObject({ email: null });
  });
});

describe("the limits on the links", () => {
  it(`mails one address at most ${rateLimitRules.alertPerEmail.max} links a day, whichever accounts ask`, async () => {
    const email = address("target");
    const askers = [await signUpByPhone(), await signUpByPhone(), await signUpByPhone()];
    for (let index = 0; index < rateLimitRules.alertPerEmail.max; index += 1) await expectStatus(addEmail(askers[index % 2]!.agent, email), 200);
    const refused = await askers[2]!.agent.api.accounts.email.$post({ json: { email } });
    await expectError(refused, 429, "rate_limited");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(23 * 60 * 60);
    expect(await mailsTo(email)).toHaveLength(rateLimitRules.alertPerEmail.max);
    expect(await linkRow(askers[2]!.user.id)).toBeUndefined();
  });

  it(`gives one account at most ${rateLimitRules.signUpPerContact.max} links an hour, whatever the addresses`, async () => {
    const account = await signUpByPhone();
    const sent: string[] = [];
    for (let index = 0; index < rateLimitRules.signUpPerContact.max; index += 1) {
      sent.push(address());
      await expectStatus(addEmail(account.agent, sent.at(-1)!), 200);
    }
    const another = address();
    await expectError(addEmail(account.agent, another), 429, "rate_limited");
    expect(await mailsTo(another)).toEqual([]);
    expect(await pendingOf(account.agent)).toMatchObject({ email: sent.at(-1) });

    // Once the hour is over, the account asks again.
    await testApp.db
      .update(rateLimits)
      .set({ windowStartedAt: sql`${rateLimits.windowStartedAt} - interval '61 minutes'` })
      .where(like(rateLimits.key, `add-email-account:${account.user.id}`));
    await expectStatus(addEmail(account.agent, another), 200);
  });
});

describe("an address waiting for its link", () => {
  it("gets no news, alert or reset link: only the confirmation, until it is confirmed", async () => {
    const candidate = await signUpByPhone();
    const email = address();
    await expectStatus(addEmail(candidate.agent, email), 200);

    // Status news goes by SMS to a phone-only account, never to the waiting address.
    await insertResume(testApp.deps, candidate.user.id);
    const job = await postJob(employer.agent, { title: "Cab Driver", location: "Kuvempunagar, Mysuru", type: "Full-time", description: "A driver for our tourist cabs." });
    const applied = await expectStatus(candidate.agent.api.applications.$post({ json: { jobId: job.id } }), 201);
    await expectStatus(employer.agent.api.applications[":id"].$patch({ param: { id: applied.application.id }, json: { status: "shortlisted" } }), 200);
    expect(await testApp.db.select().from(phoneOutbox).where(and(eq(phoneOutbox.userId, candidate.user.id), eq(phoneOutbox.kind, "status")))).toHaveLength(1);
    // No alert to it, and no reset link: the address is nobody's yet.
    await expectError(candidate.agent.api.alerts.$post({ json: { criteria: { q: "driver" }, frequency: "instant", language: "en" } }), 400, "invalid_input");
    await expectStatus(guest().api.accounts["forgot-password"].$post({ json: { email } }), 200);
    expect((await mailsTo(email)).map((mail) => mail.subject)).toEqual(["Nagara Jobs: confirm your e-mail address / ನಿಮ್ಮ ಇಮೇಲ್ ವಿಳಾಸ ಖಚಿತಪಡಿಸಿ"]);

    // Confirmed, it gets the news by e-mail like any address.
    await expectStatus(confirm(guest(), await tokenMailedTo(email)), 200);
    const second = await postJob(employer.agent, { title: "Van Driver", location: "Hebbal, Mysuru", type: "Full-time", description: "A driver for our school vans." });
    const again = await expectStatus(candidate.agent.api.applications.$post({ json: { jobId: second.id } }), 201);
    await expectStatus(employer.agent.api.applications[":id"].$patch({ param: { id: again.application.id }, json: { status: "shortlisted" } }), 200);
    expect((await mailsTo(email)).map((mail) => mail.subject).slice(1).join()).toContain("Shortlisted");
  });
});
