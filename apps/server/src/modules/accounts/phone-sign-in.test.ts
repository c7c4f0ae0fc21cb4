/**
 * Signing up and in with a mobile number and a one-time code (issue 49, ADR 054): the codes' limits,
 * expiry, tries and purposes, no answer that tells whether a number has an account, adding a number
 * to an e-mail account and an e-mail address to a phone-only one, and the stand-in address never shown.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq, sql } from "drizzle-orm";
import { smsParts } from "../../phone/sms-parts.ts";
import { mailOutbox, phoneCodes, phoneOutbox, user } from "../../db/schema/index.ts";
import { expectError } from "../../test/responses.ts";
import { createTestApp, signIn, signInAdmin, signUpAgent, whoIs, type Agent, type TestApp } from "../../test/test-app.ts";
import { codeSentTo as codeIn, letCodeGapPass } from "../../test/phone-codes.ts";
import { phoneCodeSmsText } from "./phone-code-sms.ts";

/** Trusts X-Forwarded-For: each test asks from a network of its own, so the per-network limit does not interfere. */
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ TRUST_PROXY: "1" });
});
afterAll(async () => {
  await testApp.close();
});

let counter = 0;
/** A fresh network and a fresh Indian mobile number, as typed (`98xxx xxxxx`) and as kept (E.164). */
function fresh() {
  counter += 1;
  const digits = `98${String(counter).padStart(8, "0")}`;
  return {
    network: { "x-forwarded-for": `10.49.${counter >> 8}.${counter & 255}` },
    typed: `${digits.slice(0, 5)} ${digits.slice(5)}`,
    number: `+91${digits}`,
  };
}

/** The code SMSes queued for a number, newest first. */
async function smsTo(number: string) {
  return testApp.db.select().from(phoneOutbox).where(eq(phoneOutbox.recipient, number)).orderBy(desc(phoneOutbox.id));
}

const codeSentTo = (number: string) => codeIn(testApp.db, number);

/** A six-digit code other than `code`. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

function askSignUpCode(agent: Agent, type: "candidate" | "employer", json: Record<string, string>) {
  return agent.post(`/api/accounts/phone/sign-up/${type}/code`, json);
}

async function signUpByPhone(type: "candidate" | "employer" = "candidate", extra: Record<string, string> = {}) {
  const { network, typed, number } = fresh();
  const agent = testApp.agent(network);
  const name = type === "candidate" ? "Manjunath Gowda" : "Lakshmi Rao";
  const company: Record<string, string> = type === "employer" ? { company: "Mysuru Silks" } : {};
  const asked = await askSignUpCode(agent, type, { name, phoneNumber: typed, ...company, ...extra });
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  const code = await codeSentTo(number);
  const response = await agent.post(`/api/accounts/phone/sign-up/${type}`, { name, phoneNumber: typed, code, ...company });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { agent, network, number, typed, user: (response.body as { user: Record<string, unknown> }).user };
}

describe("sign-up with a mobile number", () => {
  it("a candidate asks for a code, gets it by SMS, and is signed up and in: no e-mail shown, the number verified", async () => {
    const { network, typed, number } = fresh();
    const agent = testApp.agent(network);
    const asked = await askSignUpCode(agent, "candidate", { name: "Manjunath Gowda", phoneNumber: typed });
    expect(asked).toMatchObject({ status: 200, body: { phoneNumber: number, resendAfterSeconds: 30 } });

    const [sms] = await smsTo(number);
    expect(sms).toMatchObject({ channel: "sms", kind: "code", language: "en", parts: 1, userId: null });
    const code = await codeSentTo(number);
    expect(sms!.text).toBe(phoneCodeSmsText(code, "en", testApp.config.site.name));
    expect(sms!.text).toMatch(/5 minutes/);
    expect(sms!.text).toMatch(/Do not share/);
    // Delivered by the phone outbox as a file, by default.
    expect(await testApp.phoneOutbox()).toContainEqual(expect.objectContaining({ channel: "sms", to: number, kind: "code", language: "en", text: sms!.text }));
    // Only its HMAC is stored.
    const [stored] = await testApp.db.select().from(phoneCodes).where(eq(phoneCodes.phoneNumber, number));
    expect(stored).toMatchObject({ purpose: "sign-up", userId: null, attempts: 0, consumedAt: null });
    expect(stored!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.codeHash).not.toContain(code);

    const response = await agent.post("/api/accounts/phone/sign-up/candidate", { name: "Manjunath Gowda", phoneNumber: typed, code });
    expect(response.status).toBe(201);
    expect((response.body as { user: unknown }).user).toEqual({
      id: expect.any(String),
      name: "Manjunath Gowda",
      email: null,
      role: "candidate",
      phoneNumber: number,
      phone: number,
      company: null,
    });
    expect(await whoIs(agent)).toMatchObject({ name: "Manjunath Gowda", email: null, phoneNumber: number, role: "candidate" });
    const [account] = await testApp.db.select().from(user).where(eq(user.phoneNumber, number));
    expect(account).toMatchObject({ phoneNumberVerified: true, role: "candidate" });
    expect(account!.email).toMatch(/^[0-9a-f-]{36}@phone\.invalid$/);
    const [consumed] = await testApp.db.select().from(phoneCodes).where(eq(phoneCodes.id, stored!.id));
    expect(consumed!.consumedAt).not.toBeNull();
  });

  it("an employer gives their company: refused without it, kept with it", async () => {
    const { network, typed } = fresh();
    const refused = await expectError(askSignUpCode(testApp.agent(network), "employer", { name: "Lakshmi Rao", phoneNumber: typed }), 400, "invalid_input");
    expect(refused.fields).toMatchObject({ company: ["Company name is required for employer accounts."] });

    const { user: employer } = await signUpByPhone("employer");
    expect(employer).toMatchObject({ role: "employer", company: "Mysuru Silks", email: null });
  });

  it("a Kannada reader's SMS is in Kannada and one part", async () => {
    const { network, typed, number } = fresh();
    await askSignUpCode(testApp.agent(network), "candidate", { name: "Manjunath Gowda", phoneNumber: typed, language: "kn" });
    const [sms] = await smsTo(number);
    expect(sms).toMatchObject({ language: "kn", parts: 1 });
    expect(sms!.text).toContain("ನಿಮಿಷ");
    expect(smsParts(sms!.text)).toBe(1);
  });

  it("a long site name is left out of the Kannada SMS rather than make it two parts", () => {
    expect(smsParts(phoneCodeSmsText("123456", "kn", "Mysuru Mandya Chamarajanagar Jobs"))).toBe(1);
    expect(phoneCodeSmsText("123456", "kn", "Nagara Jobs")).toContain("Nagara Jobs");
  });

  it("a number in any usual shape is the same E.164 number; a landline or a wrong number is a field error", async () => {
    const { network, number } = fresh();
    const agent = testApp.agent(network);
    const local = number.slice(3);
    const asked = await askSignUpCode(agent, "candidate", { name: "Manjunath Gowda", phoneNumber: `+91 ${local.slice(0, 5)}-${local.slice(5)}` });
    expect(asked.body).toMatchObject({ phoneNumber: number });

    const landline = await expectError(askSignUpCode(agent, "candidate", { name: "Manjunath Gowda", phoneNumber: "080 2222 3333" }), 400, "invalid_input");
    expect(landline.fields).toEqual({ phoneNumber: ["This is not a mobile number. Please enter a mobile number that gets SMS."] });
    expect(landline.fieldKeys).toEqual({ phoneNumber: ["validation.mobile.notMobile"] });
    const letters = await expectError(askSignUpCode(agent, "candidate", { name: "Manjunath Gowda", phoneNumber: "98450 abcde" }), 400, "invalid_input");
    expect(letters.fieldKeys).toEqual({ phoneNumber: ["validation.mobile.invalid"] });
    const tooShort = await expectError(askSignUpCode(agent, "candidate", { name: "Manjunath Gowda", phoneNumber: "12345" }), 400, "invalid_input");
    expect(tooShort.fieldKeys).toEqual({ phoneNumber: ["validation.mobile.notMobile"] });
  });

  it("signing up again with a number that has an account signs its owner in to it; another role is told its login", async () => {
    const first = await signUpByPhone("candidate");
    await letCodeGapPass(testApp.db);
    const again = testApp.agent(first.network);
    await askSignUpCode(again, "candidate", { name: "Someone Else", phoneNumber: first.typed });
    const code = await codeSentTo(first.number);
    const response = await again.post("/api/accounts/phone/sign-up/candidate", { name: "Someone Else", phoneNumber: first.typed, code });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ user: { id: first.user.id, name: "Manjunath Gowda" } });
    expect(await testApp.db.select().from(user).where(eq(user.phoneNumber, first.number))).toHaveLength(1);

    await letCodeGapPass(testApp.db);
    const employer = testApp.agent(first.network);
    await askSignUpCode(employer, "employer", { name: "Someone Else", company: "Other Co", phoneNumber: first.typed });
    const employerCode = await codeSentTo(first.number);
    const refused = employer.post("/api/accounts/phone/sign-up/employer", { name: "Someone Else", company: "Other Co", phoneNumber: first.typed, code: employerCode });
    expect(await expectError(refused, 403, "wrong_account_type")).toMatchObject({
      message: "This account is registered as a candidate. Please use the candidate login.",
    });
    expect(await whoIs(employer)).toBeNull();
  });
});

describe("sign-in with a mobile number", () => {
  it("signs a phone-only candidate in with a code; the employer login tells them theirs", async () => {
    const account = await signUpByPhone("candidate");
    await letCodeGapPass(testApp.db);
    const agent = testApp.agent(account.network);
    const asked = await agent.post("/api/accounts/phone/sign-in/candidate/code", { phoneNumber: account.typed });
    expect(asked).toMatchObject({ status: 200, body: { phoneNumber: account.number, resendAfterSeconds: 30 } });
    const code = await codeSentTo(account.number);
    const [stored] = await testApp.db
      .select()
      .from(phoneCodes)
      .where(and(eq(phoneCodes.phoneNumber, account.number), eq(phoneCodes.purpose, "sign-in")));
    expect(stored).toBeDefined();

    const wrongLogin = agent.post("/api/accounts/phone/sign-in/employer", { phoneNumber: account.typed, code });
    await expectError(wrongLogin, 403, "wrong_account_type");
    expect(await whoIs(agent)).toBeNull();

    await letCodeGapPass(testApp.db);
    await agent.post("/api/accounts/phone/sign-in/candidate/code", { phoneNumber: account.typed });
    const response = await agent.post("/api/accounts/phone/sign-in/candidate", { phoneNumber: account.number, code: await codeSentTo(account.number) });
    expect(response).toMatchObject({ status: 200, body: { user: { id: account.user.id, email: null, phoneNumber: account.number } } });
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith("nj.session_token="))).toBe(true);
    expect(await whoIs(agent)).toMatchObject({ id: account.user.id });
  });

  it("answers the same for a number with an account and one without, and sends nothing to the one without", async () => {
    const account = await signUpByPhone("candidate");
    await letCodeGapPass(testApp.db);
    const stranger = fresh();
    const before = (await smsTo(account.number)).length;

    const withAccount = await testApp.agent(account.network).post("/api/accounts/phone/sign-in/candidate/code", { phoneNumber: account.typed });
    const withoutAccount = await testApp.agent(stranger.network).post("/api/accounts/phone/sign-in/candidate/code", { phoneNumber: stranger.typed });
    expect(withoutAccount.status).toBe(withAccount.status);
    expect(withoutAccount.body).toEqual({ ...(withAccount.body as object), phoneNumber: stranger.number });
    expect(await smsTo(account.number)).toHaveLength(before + 1);
    expect(await smsTo(stranger.number)).toHaveLength(0);

    // A guess answers as a wrong code does for a number with an account.
    const guessed = await testApp.agent(stranger.network).post("/api/accounts/phone/sign-in/candidate", { phoneNumber: stranger.typed, code: "123456" });
    const code = await codeSentTo(account.number);
    const mistyped = await testApp.agent(account.network).post("/api/accounts/phone/sign-in/candidate", { phoneNumber: account.typed, code: wrong(code) });
    expect(guessed.status).toBe(400);
    expect(mistyped.status).toBe(400);
    const bodyOf = (response: { body: unknown }) => (response.body as { error: { code: string; message: string } }).error;
    expect([bodyOf(guessed).code, bodyOf(guessed).message]).toEqual([bodyOf(mistyped).code, bodyOf(mistyped).message]);
    // The limits count a number without an account as any other.
    await expectError(testApp.agent(stranger.network).post("/api/accounts/phone/sign-in/candidate/code", { phoneNumber: stranger.typed }), 429, "rate_limited");
  });

  it("the admin cannot sign in by phone, even with a number on the account", async () => {
    const { network, typed, number } = fresh();
    await signInAdmin(testApp, network);
    await testApp.db.update(user).set({ phoneNumber: number, phoneNumberVerified: true }).where(eq(user.email, testApp.config.adminEmail));
    const agent = testApp.agent(network);
    expect((await agent.post("/api/accounts/phone/sign-in/candidate/code", { phoneNumber: typed })).status).toBe(200);
    expect(await smsTo(number)).toHaveLength(0);
    await expectError(agent.post("/api/accounts/phone/sign-in/admin/code", { phoneNumber: typed }), 404, "not_found");
    await expectError(agent.post("/api/accounts/phone/sign-in/admin", { phoneNumber: typed, code: "123456" }), 404, "not_found");
    await expectError(agent.post("/api/accounts/phone/sign-up/admin/code", { name: "Admin", phoneNumber: typed }), 404, "not_found");
    await expectError(agent.post("/api/accounts/phone/sign-in/candidate", { phoneNumber: typed, code: "123456" }), 400);
    expect(await whoIs(agent)).toBeNull();
    await testApp.db.update(user).set({ phoneNumber: null, phoneNumberVerified: false }).where(eq(user.email, testApp.config.adminEmail));
  });

  it("Better Auth's own phone endpoints are not reachable", async () => {
    const { network, number } = fresh();
    const agent = testApp.agent(network);
    for (const path of ["/api/auth/phone-number/send-otp", "/api/auth/phone-number/verify", "/api/auth/sign-in/phone-number"]) {
      expect((await agent.post(path, { phoneNumber: number, code: "123456", password: "x" })).status).toBe(404);
    }
    expect(await testApp.db.select().from(phoneCodes).where(eq(phoneCodes.phoneNumber, number))).toHaveLength(0);
  });
});

describe("a code's life", () => {
  async function askedCode() {
    const account = fresh();
    const agent = testApp.agent(account.network);
    await askSignUpCode(agent, "candidate", { name: "Manjunath Gowda", phoneNumber: account.typed });
    return { ...account, agent, code: await codeSentTo(account.number) };
  }
  const signUpWith = (asked: { agent: Agent; typed: string }, code: string) =>
    asked.agent.post("/api/accounts/phone/sign-up/candidate", { name: "Manjunath Gowda", phoneNumber: asked.typed, code });

  it("is good for 5 minutes", async () => {
    const asked = await askedCode();
    const [stored] = await testApp.db.select().from(phoneCodes).where(eq(phoneCodes.phoneNumber, asked.number));
    const lifetime = stored!.expiresAt.getTime() - stored!.createdAt.getTime();
    expect(lifetime).toBe(5 * 60_000);
    await testApp.db.update(phoneCodes).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(phoneCodes.id, stored!.id));
    await expectError(signUpWith(asked, asked.code), 400, "phone_code_expired");
    expect(await whoIs(asked.agent)).toBeNull();
  });

  it("has 3 tries: two wrong ones leave the third, three wrong ones end it", async () => {
    const kept = await askedCode();
    await expectError(signUpWith(kept, wrong(kept.code)), 400, "phone_code_invalid");
    await expectError(signUpWith(kept, wrong(kept.code)), 400, "phone_code_invalid");
    expect((await signUpWith(kept, kept.code)).status).toBe(201);

    const lost = await askedCode();
    await expectError(signUpWith(lost, wrong(lost.code)), 400, "phone_code_invalid");
    await expectError(signUpWith(lost, wrong(lost.code)), 400, "phone_code_invalid");
    const third = await expectError(signUpWith(lost, wrong(lost.code)), 400, "phone_code_expired");
    expect(third.message).toBe("This code has expired or was tried too many times. Please ask for a new code.");
    await expectError(signUpWith(lost, lost.code), 400, "phone_code_expired");
    expect(await whoIs(lost.agent)).toBeNull();
  });

  it("counts once: a used code does not sign in again", async () => {
    const asked = await askedCode();
    expect((await signUpWith(asked, asked.code)).status).toBe(201);
    const other = testApp.agent(asked.network);
    await expectError(other.post("/api/accounts/phone/sign-up/candidate", { name: "Manjunath Gowda", phoneNumber: asked.typed, code: asked.code }), 400, "phone_code_expired");
    await expectError(other.post("/api/accounts/phone/sign-in/candidate", { phoneNumber: asked.typed, code: asked.code }), 400, "phone_code_expired");
    expect(await whoIs(other)).toBeNull();
  });

  it("is for its purpose only: a sign-up code does not sign in, a sign-in code does not sign up", async () => {
    const account = await signUpByPhone("candidate");
    await letCodeGapPass(testApp.db);
    const agent = testApp.agent(account.network);
    await askSignUpCode(agent, "candidate", { name: "Manjunath Gowda", phoneNumber: account.typed });
    const signUpCode = await codeSentTo(account.number);
    await expectError(agent.post("/api/accounts/phone/sign-in/candidate", { phoneNumber: account.typed, code: signUpCode }), 400);
    await expectError(agent.post("/api/accounts/phone/number", { phoneNumber: account.typed, code: signUpCode }), 401, "unauthenticated");

    await letCodeGapPass(testApp.db);
    await agent.post("/api/accounts/phone/sign-in/candidate/code", { phoneNumber: account.typed });
    const signInCode = await codeSentTo(account.number);
    await expectError(agent.post("/api/accounts/phone/sign-up/candidate", { name: "X Y", phoneNumber: account.typed, code: signInCode }), 400);
    expect(await whoIs(agent)).toBeNull();
  });

  it("only the newest code of a number counts", async () => {
    const asked = await askedCode();
    await letCodeGapPass(testApp.db);
    await askSignUpCode(asked.agent, "candidate", { name: "Manjunath Gowda", phoneNumber: asked.typed });
    const newest = await codeSentTo(asked.number);
    if (newest !== asked.code) await expectError(signUpWith(asked, asked.code), 400, "phone_code_invalid");
    expect((await signUpWith(asked, newest)).status).toBe(201);
  });
});

describe("how often a code may be asked for", () => {
  it("once each 30 s for a number, with Retry-After", async () => {
    const { network, typed } = fresh();
    const agent = testApp.agent(network);
    expect((await askSignUpCode(agent, "candidate", { name: "Manjunath Gowda", phoneNumber: typed })).status).toBe(200);
    // From another network as well: the gap is the number's.
    const again = await testApp.agent(fresh().network).post("/api/accounts/phone/sign-in/candidate/code", { phoneNumber: typed });
    expect(again.status).toBe(429);
    const retryAfter = Number(again.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(30);
    await letCodeGapPass(testApp.db);
    expect((await askSignUpCode(agent, "candidate", { name: "Manjunath Gowda", phoneNumber: typed })).status).toBe(200);
  });

  it("5 an hour for a number", async () => {
    const { typed } = fresh();
    for (let asked = 1; asked <= 5; asked += 1) {
      expect((await askSignUpCode(testApp.agent(fresh().network), "candidate", { name: "Manjunath Gowda", phoneNumber: typed })).status).toBe(200);
      await letCodeGapPass(testApp.db);
    }
    const sixth = await askSignUpCode(testApp.agent(fresh().network), "candidate", { name: "Manjunath Gowda", phoneNumber: typed });
    await expectError(sixth, 429, "rate_limited");
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(50 * 60);
  });

  it("20 an hour from one network", async () => {
    const { network } = fresh();
    const agent = testApp.agent(network);
    for (let asked = 1; asked <= 20; asked += 1) {
      expect((await agent.post("/api/accounts/phone/sign-in/candidate/code", { phoneNumber: fresh().typed })).status).toBe(200);
    }
    const refused = await agent.post("/api/accounts/phone/sign-in/candidate/code", { phoneNumber: fresh().typed });
    await expectError(refused, 429, "rate_limited");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(50 * 60);
  });
});

describe("a number added to an e-mail account", () => {
  it("is asked for and confirmed by a code while signed in; the account then signs in with it too", async () => {
    const { network, typed, number } = fresh();
    const account = await signUpAgent(testApp, "candidate", {}, network);
    const asked = await account.agent.post("/api/accounts/phone/number/code", { phoneNumber: typed, language: "kn" });
    expect(asked).toMatchObject({ status: 200, body: { phoneNumber: number, resendAfterSeconds: 30 } });
    const [sms] = await smsTo(number);
    expect(sms).toMatchObject({ language: "kn", userId: account.user.id });
    const [stored] = await testApp.db.select().from(phoneCodes).where(eq(phoneCodes.phoneNumber, number));
    expect(stored).toMatchObject({ purpose: "add-number", userId: account.user.id });

    const added = await account.agent.post("/api/accounts/phone/number", { phoneNumber: typed, code: await codeSentTo(number) });
    expect(added).toMatchObject({ status: 200, body: { user: { id: account.user.id, email: account.input.email, phoneNumber: number } } });
    expect(await whoIs(account.agent)).toMatchObject({ phoneNumber: number, email: account.input.email });

    await letCodeGapPass(testApp.db);
    const phone = testApp.agent(network);
    await phone.post("/api/accounts/phone/sign-in/candidate/code", { phoneNumber: typed });
    expect((await phone.post("/api/accounts/phone/sign-in/candidate", { phoneNumber: typed, code: await codeSentTo(number) })).status).toBe(200);
    expect(await whoIs(phone)).toMatchObject({ id: account.user.id });
    // The e-mail and password still sign in.
    expect((await signIn(testApp.agent(network), "candidate", { email: account.input.email, password: account.input.password })).status).toBe(200);
  });

  it("a number another account signs in with is refused only after its code proved it", async () => {
    const owner = await signUpByPhone("candidate");
    await letCodeGapPass(testApp.db);
    const other = await signUpAgent(testApp, "employer", {}, owner.network);
    const asked = await other.agent.post("/api/accounts/phone/number/code", { phoneNumber: owner.typed });
    expect(asked).toMatchObject({ status: 200, body: { phoneNumber: owner.number, resendAfterSeconds: 30 } });
    const code = await codeSentTo(owner.number);
    await expectError(other.agent.post("/api/accounts/phone/number", { phoneNumber: owner.typed, code: wrong(code) }), 400, "phone_code_invalid");
    await expectError(other.agent.post("/api/accounts/phone/number", { phoneNumber: owner.typed, code }), 409, "phone_number_taken");
    expect(await whoIs(other.agent)).toMatchObject({ phoneNumber: null });
  });

  it("a code asked by one account does not add the number to another", async () => {
    const { network, typed, number } = fresh();
    const asker = await signUpAgent(testApp, "candidate", {}, network);
    const other = await signUpAgent(testApp, "candidate", {}, network);
    await asker.agent.post("/api/accounts/phone/number/code", { phoneNumber: typed });
    const code = await codeSentTo(number);
    await expectError(other.agent.post("/api/accounts/phone/number", { phoneNumber: typed, code }), 400, "phone_code_expired");
    expect(await whoIs(other.agent)).toMatchObject({ phoneNumber: null });
    expect((await asker.agent.post("/api/accounts/phone/number", { phoneNumber: typed, code })).status).toBe(200);
  });

  it("needs a signed-in account", async () => {
    const { network, typed } = fresh();
    await expectError(testApp.agent(network).post("/api/accounts/phone/number/code", { phoneNumber: typed }), 401, "unauthenticated");
  });
});

describe("the stand-in address of a phone-only account", () => {
  it("is never shown, never signs in by e-mail, and gives way to an address the person adds", async () => {
    const account = await signUpByPhone("candidate");
    const [row] = await testApp.db.select().from(user).where(eq(user.id, String(account.user.id)));
    expect(account.user.email).toBeNull();
    expect(JSON.stringify(await whoIs(account.agent))).not.toContain("phone.invalid");
    const profile = await account.agent.get("/api/profile");
    expect(profile).toMatchObject({ status: 200, body: { profile: { email: null, phone: account.number } } });
    expect(JSON.stringify(profile.body)).not.toContain("phone.invalid");
    await expectError(signIn(testApp.agent(account.network), "candidate", { email: row!.email, password: "anything-at-all" }), 401, "login_failed");

    // An address the person adds is theirs once the link mailed to it is opened (email-confirmation.test.ts).
    const email = `phone-${account.number.slice(1)}@example.com`;
    const added = await account.agent.post("/api/accounts/email", { email: ` ${email.toUpperCase()} ` });
    expect(added).toMatchObject({ status: 200, body: { confirmationSent: true, pending: { email } } });
    expect(await whoIs(account.agent)).toMatchObject({ email: null, phoneNumber: account.number });
    const [mail] = await testApp.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
    const token = /\/confirm-email\?token=([A-Za-z0-9_-]{43})/.exec(mail!.text)![1];
    expect((await account.agent.post("/api/accounts/email/confirm", { token })).status).toBe(200);
    expect(await whoIs(account.agent)).toMatchObject({ email, phoneNumber: account.number });
    await expectError(account.agent.post("/api/accounts/email", { email: "another@example.com" }), 409, "email_already_set");
  });

  it("is not shown to the admin either, in the lists of candidates and employers", async () => {
    const candidate = await signUpByPhone("candidate");
    const employer = await signUpByPhone("employer");
    const admin = await signInAdmin(testApp, candidate.network);
    const candidates = await admin.get(`/api/admin/candidates?q=${encodeURIComponent("Manjunath")}`);
    expect(candidates.status).toBe(200);
    const listed = (candidates.body as { candidates: { id: string; email: string | null }[] }).candidates.find((row) => row.id === candidate.user.id);
    expect(listed).toMatchObject({ email: null, phone: candidate.number });
    const employers = await admin.get(`/api/admin/employers?q=${encodeURIComponent("Mysuru Silks")}`);
    const listedEmployer = (employers.body as { employers: { id: string; email: string | null }[] }).employers.find((row) => row.id === employer.user.id);
    expect(listedEmployer).toMatchObject({ email: null, company: "Mysuru Silks" });
    expect(JSON.stringify([candidates.body, employers.body])).not.toContain("phone.invalid");
  });

  it("an address another account has, or the admin's, is refused", async () => {
    const account = await signUpByPhone("candidate");
    const other = await signUpAgent(testApp, "candidate", {}, account.network);
    await expectError(account.agent.post("/api/accounts/email", { email: other.input.email }), 409, "email_taken");
    await expectError(account.agent.post("/api/accounts/email", { email: testApp.config.adminEmail }), 400, "email_reserved");
    await expectError(account.agent.post("/api/accounts/email", { email: "not-an-address" }), 400, "invalid_input");
    expect(await whoIs(account.agent)).toMatchObject({ email: null });
    expect(await testApp.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, other.input.email))).toEqual([]);
  });
});
