/**
 * The signed-in account's mobile number changed and removed (ADR 054, amended): a new number is the
 * account's only once its code comes back, the old one signing in until then, and the news texts
 * still waiting for the old one are then dropped; `DELETE
 * /api/accounts/phone/number` takes the number off an account that signs in by e-mail and password
 * too, and with it the WhatsApp opt-in, every SMS and WhatsApp choice and the news texts still
 * waiting; an account that signs in by its number alone is refused, and no one removes another
 * account's number.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import type { NotificationPreferencesInput } from "@app/shared/notifications";
import { insertResume } from "../../db/factories.ts";
import { mailOutbox, notificationPreferences, phoneCodes, phoneOutbox, user } from "../../db/schema/index.ts";
import { codeSentTo, letCodeGapPass } from "../../test/phone-codes.ts";
import { expectError, expectStatus } from "../../test/responses.ts";
import { createTestApp, postJob, signUpFromOwnAddress, whoIs, type SignedUp, type TestApp } from "../../test/test-app.ts";

let testApp: TestApp;
let employer: SignedUp;

beforeAll(async () => {
  testApp = await createTestApp({ TRUST_PROXY: "1" });
  employer = await signUpFromOwnAddress(testApp, "employer", { company: "Chamundi Travels" });
});
afterAll(() => testApp.close());

let counter = 0;
/** A fresh Indian mobile number (E.164) and a network of its own. */
function fresh() {
  counter += 1;
  const digits = `97${String(Math.floor(Math.random() * 1000)).padStart(3, "0")}${String(counter).padStart(5, "0")}`;
  return { number: `+91${digits}`, network: { "x-forwarded-for": `10.75.${counter >> 8}.${counter & 255}` } };
}

/** Asks the add-number code for `phoneNumber` as `who` and answers it: the route's answer. */
async function confirmNumber(who: SignedUp, phoneNumber: string) {
  await letCodeGapPass(testApp.db);
  await expectStatus(who.agent.api.accounts.phone.number.code.$post({ json: { phoneNumber } }), 200);
  return who.agent.api.accounts.phone.number.$post({ json: { phoneNumber, code: await codeSentTo(testApp.db, phoneNumber) } });
}

const removeNumber = (who: SignedUp, phoneNumber: string) => who.agent.api.accounts.phone.number.$delete({ json: { phoneNumber } });
const readSettings = (who: SignedUp) => who.agent.api.notifications.preferences.$get();
const saveSettings = (who: SignedUp, json: NotificationPreferencesInput) => who.agent.api.notifications.preferences.$put({ json });
const rowOf = async (id: string) => (await testApp.db.select().from(user).where(eq(user.id, id)))[0]!;

/** A candidate who signed up by e-mail and password and added a number through the route. */
async function candidateWithNumber() {
  const candidate = await signUpFromOwnAddress(testApp, "candidate");
  const { number } = fresh();
  await expectStatus(confirmNumber(candidate, number), 200);
  return { ...candidate, phoneNumber: number };
}

/** A candidate made with a mobile number and its code: no address, no password. */
async function phoneOnlyCandidate() {
  const { number, network } = fresh();
  const agent = testApp.agent(network);
  await expectStatus(agent.api.accounts.phone["sign-up"][":type"].code.$post({ param: { type: "candidate" }, json: { name: "Manjunath Gowda", phoneNumber: number } }), 200);
  const code = await codeSentTo(testApp.db, number);
  const { user: signedUp } = await expectStatus(
    agent.api.accounts.phone["sign-up"][":type"].$post({ param: { type: "candidate" }, json: { name: "Manjunath Gowda", phoneNumber: number, code } }),
    201,
  );
  return { agent, input: { email: "", password: "" }, user: { ...signedUp, email: "" }, phoneNumber: number } as unknown as SignedUp & { phoneNumber: string };
}

/** Whether a sign-in code for `phoneNumber` is sent to it now (one is sent only to a number an account signs in with). */
async function signsInWith(phoneNumber: string) {
  await letCodeGapPass(testApp.db);
  const before = await testApp.db.select({ id: phoneOutbox.id }).from(phoneOutbox).where(and(eq(phoneOutbox.recipient, phoneNumber), eq(phoneOutbox.kind, "code")));
  await expectStatus(testApp.agent(fresh().network).api.accounts.phone["sign-in"][":type"].code.$post({ param: { type: "candidate" }, json: { phoneNumber } }), 200);
  const after = await testApp.db.select({ id: phoneOutbox.id }).from(phoneOutbox).where(and(eq(phoneOutbox.recipient, phoneNumber), eq(phoneOutbox.kind, "code")));
  return after.length > before.length;
}

describe("changing the account's number", () => {
  it("keeps the old number, signing in, until the new one's code comes back; then only the new one", async () => {
    const candidate = await candidateWithNumber();
    const { number: wanted } = fresh();
    await letCodeGapPass(testApp.db);
    await expectStatus(candidate.agent.api.accounts.phone.number.code.$post({ json: { phoneNumber: wanted } }), 200);
    expect(await whoIs(candidate.agent)).toMatchObject({ phoneNumber: candidate.phoneNumber });
    const code = await codeSentTo(testApp.db, wanted);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    await expectError(candidate.agent.api.accounts.phone.number.$post({ json: { phoneNumber: wanted, code: wrong } }), 400, "phone_code_invalid");
    expect(await rowOf(candidate.user.id)).toMatchObject({ phoneNumber: candidate.phoneNumber, phoneNumberVerified: true });
    expect(await signsInWith(candidate.phoneNumber)).toBe(true);

    expect(await expectStatus(candidate.agent.api.accounts.phone.number.$post({ json: { phoneNumber: wanted, code } }), 200)).toMatchObject({ user: { phoneNumber: wanted } });
    expect(await signsInWith(wanted)).toBe(true);
    expect(await signsInWith(candidate.phoneNumber)).toBe(false);
  });

  it("drops the news texts still waiting for the old number once the new one is confirmed; another account's stay", async () => {
    const candidate = await candidateWithNumber();
    const other = await candidateWithNumber();
    const waitingFor = async (who: SignedUp, recipient: string) =>
      (
        await testApp.db
          .insert(phoneOutbox)
          .values({ channel: "sms", recipient, kind: "status", language: "en", text: "waiting", userId: who.user.id, sendAfter: sql`now() + interval '1 day'` })
          .returning()
      )[0]!;
    const oldNumbers = await waitingFor(candidate, candidate.phoneNumber);
    const others = await waitingFor(other, other.phoneNumber);
    const [sent] = await testApp.db
      .insert(phoneOutbox)
      .values({ channel: "sms", recipient: candidate.phoneNumber, kind: "status", language: "en", text: "sent", userId: candidate.user.id, sentAt: new Date() })
      .returning();

    const { number: changedTo } = fresh();
    await expectStatus(confirmNumber(candidate, changedTo), 200);
    const left = (await testApp.db.select({ id: phoneOutbox.id }).from(phoneOutbox)).map((row) => row.id);
    expect(left).not.toContain(oldNumbers.id);
    expect(left).toContain(others.id);
    expect(left).toContain(sent!.id);
  });
});

describe("removing the account's number", () => {
  it("an account with an address and a password: the number, its opt-in and every SMS and WhatsApp choice go; news heard by phone alone comes by e-mail", async () => {
    const candidate = await candidateWithNumber();
    // Status by WhatsApp only, interviews by SMS and e-mail, messages by SMS only, alerts not at all.
    const chosen = {
      status: { email: false, sms: false, whatsapp: true },
      interviews: { email: true, sms: true, whatsapp: false },
      messages: { email: false, sms: true, whatsapp: false },
      alerts: { email: false, sms: false, whatsapp: false },
    };
    await expectStatus(saveSettings(candidate, { channels: chosen, language: "kn", whatsappOptIn: true }), 200);
    // A news SMS waiting for tomorrow's room under the cap, and one sent before: the first is dropped, the second kept.
    const [waiting] = await testApp.db
      .insert(phoneOutbox)
      .values({ channel: "sms", recipient: candidate.phoneNumber, kind: "status", language: "kn", text: "waiting", userId: candidate.user.id, sendAfter: sql`now() + interval '1 day'` })
      .returning();
    const [sent] = await testApp.db
      .insert(phoneOutbox)
      .values({ channel: "sms", recipient: candidate.phoneNumber, kind: "status", language: "kn", text: "sent", userId: candidate.user.id, sentAt: new Date() })
      .returning();

    const removed = await expectStatus(removeNumber(candidate, candidate.phoneNumber), 200);
    expect(removed.user).toMatchObject({ id: candidate.user.id, email: candidate.user.email, phoneNumber: null });
    expect(await whoIs(candidate.agent)).toMatchObject({ phoneNumber: null, email: candidate.user.email });
    expect(await rowOf(candidate.user.id)).toMatchObject({ phoneNumber: null, phoneNumberVerified: false, whatsappOptInAt: null });

    const settings = await expectStatus(readSettings(candidate), 200);
    expect(settings).toMatchObject({ phoneNumber: null, whatsappOptIn: false, email: candidate.user.email, language: "kn", saved: true });
    expect(settings.channels).toEqual({
      status: { email: true, sms: false, whatsapp: false },
      interviews: { email: true, sms: false, whatsapp: false },
      messages: { email: true, sms: false, whatsapp: false },
      alerts: { email: false, sms: false, whatsapp: false },
    });
    const rows = await testApp.db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, candidate.user.id));
    expect(rows.filter((row) => row.sms || row.whatsapp)).toEqual([]);
    // What the card then shows saves as it is.
    await expectStatus(saveSettings(candidate, { channels: settings.channels, language: settings.language, whatsappOptIn: false }), 200);

    const left = await testApp.db.select({ id: phoneOutbox.id }).from(phoneOutbox).where(eq(phoneOutbox.userId, candidate.user.id));
    expect(left.map((row) => row.id)).toContain(sent!.id);
    expect(left.map((row) => row.id)).not.toContain(waiting!.id);

    // Status news now goes by e-mail, nothing by phone; the number no longer signs in.
    await insertResume(testApp.deps, candidate.user.id);
    const job = await postJob(employer.agent, { title: "Driver", location: "Kuvempunagar, Mysuru", type: "Full-time", description: "A driver for our tourist cabs." });
    const { application } = await expectStatus(candidate.agent.api.applications.$post({ json: { jobId: job.id } }), 201);
    await expectStatus(employer.agent.api.applications[":id"].$patch({ param: { id: application.id }, json: { status: "shortlisted" } }), 200);
    const mails = await testApp.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, candidate.user.email));
    expect(mails.filter((mail) => mail.subject.includes("Shortlisted"))).toHaveLength(1);
    expect(await testApp.db.select({ id: phoneOutbox.id }).from(phoneOutbox).where(and(eq(phoneOutbox.userId, candidate.user.id), sql`${phoneOutbox.id} > ${sent!.id}`))).toEqual([]);
    expect(await signsInWith(candidate.phoneNumber)).toBe(false);

    // Added again later, it starts from SMS and WhatsApp off, the opt-in not given.
    await expectStatus(confirmNumber(candidate, candidate.phoneNumber), 200);
    const again = await expectStatus(readSettings(candidate), 200);
    expect(again).toMatchObject({ phoneNumber: candidate.phoneNumber, whatsappOptIn: false });
    expect(Object.values(again.channels).some((kind) => kind.sms || kind.whatsapp)).toBe(false);
  }, 20_000);

  it("an account that signs in by its number alone is refused, and keeps its number", async () => {
    const candidate = await phoneOnlyCandidate();
    const refused = await expectError(removeNumber(candidate, candidate.phoneNumber), 409, "phone_number_only_sign_in");
    expect(refused.message).toBe(
      "You sign in only with this number, so it cannot be removed. First add an e-mail address and set a password (“Forgot password?” on the login page sets one), or change to another number instead.",
    );
    expect(await whoIs(candidate.agent)).toMatchObject({ phoneNumber: candidate.phoneNumber });
    expect(await rowOf(candidate.user.id)).toMatchObject({ phoneNumber: candidate.phoneNumber, phoneNumberVerified: true });
    expect(await signsInWith(candidate.phoneNumber)).toBe(true);

    // With an address confirmed but no password set, the number is still its only way in.
    await testApp.db.update(user).set({ email: `confirmed-${candidate.phoneNumber.slice(1)}@example.com`, emailVerified: true }).where(eq(user.id, candidate.user.id));
    await expectError(removeNumber(candidate, candidate.phoneNumber), 409, "phone_number_only_sign_in");
    expect(await rowOf(candidate.user.id)).toMatchObject({ phoneNumber: candidate.phoneNumber });
  });

  it("no one removes another account's number: a number not the account's own is refused, and nothing changes", async () => {
    const owner = await candidateWithNumber();
    const other = await candidateWithNumber();
    const stranger = await signUpFromOwnAddress(testApp, "employer");

    const refused = await expectError(removeNumber(other, owner.phoneNumber), 404, "phone_number_not_on_account");
    expect(refused.message).toBe("This number is no longer on your account. Reload the page to see the number your account has now.");
    await expectError(removeNumber(stranger, owner.phoneNumber), 404, "phone_number_not_on_account");
    expect(await rowOf(owner.user.id)).toMatchObject({ phoneNumber: owner.phoneNumber, phoneNumberVerified: true });
    expect(await rowOf(other.user.id)).toMatchObject({ phoneNumber: other.phoneNumber, phoneNumberVerified: true });
    expect(await whoIs(owner.agent)).toMatchObject({ phoneNumber: owner.phoneNumber });
  });

  it("a number changed meanwhile (in another tab) is not removed by a page that still shows the old one", async () => {
    const candidate = await candidateWithNumber();
    const { number: changedTo } = fresh();
    await expectStatus(confirmNumber(candidate, changedTo), 200);
    await expectError(removeNumber(candidate, candidate.phoneNumber), 404, "phone_number_not_on_account");
    expect(await whoIs(candidate.agent)).toMatchObject({ phoneNumber: changedTo });
  });

  it("needs a signed-in account and a mobile number", async () => {
    const owner = await candidateWithNumber();
    await expectError(testApp.agent(fresh().network).api.accounts.phone.number.$delete({ json: { phoneNumber: owner.phoneNumber } }), 401, "unauthenticated");
    const notMobile = await expectError(removeNumber(owner, "080 2222 3333"), 400, "invalid_input");
    expect(notMobile.fieldKeys).toEqual({ phoneNumber: ["validation.mobile.notMobile"] });
    await expectError(owner.agent.request("DELETE", "/api/accounts/phone/number", {}), 400, "invalid_input");
    expect(await rowOf(owner.user.id)).toMatchObject({ phoneNumber: owner.phoneNumber });
    // Nothing was asked of the number either.
    expect(await testApp.db.select().from(phoneCodes).where(and(eq(phoneCodes.phoneNumber, owner.phoneNumber), eq(phoneCodes.purpose, "sign-in")))).toEqual([]);
  });
});
