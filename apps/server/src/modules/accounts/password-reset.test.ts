/**
 * POST /api/accounts/forgot-password and /reset-password — SPEC.md §5 Reset password: the link is
 * mailed (outbox in tests), the answer does not reveal whether an account exists, a reset ends
 * every session of the account and the token works once.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { session, verification } from "../../db/schema/index.ts";
import { createTestApp, signUpAgent, type TestApp } from "../../test/test-app.ts";

let testApp: TestApp;
beforeAll(async () => {
  // Own client address per test: the reset routes are limited per address.
  testApp = await createTestApp({ TRUST_PROXY: "1" });
});
afterAll(() => testApp.close());

let addressCounter = 0;
function nextAddress() {
  addressCounter += 1;
  return `10.30.0.${addressCounter}`;
}

type Mail = Awaited<ReturnType<TestApp["outbox"]>>[number];

function recipient(mail: Mail): string | undefined {
  const to = mail.to;
  const first = Array.isArray(to) ? to[0] : to;
  return first?.value[0]?.address;
}

/** The mail is sent without awaiting: wait up to ~2 s for one addressed to `email`. */
async function waitForMail(email: string): Promise<Mail> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const mail = (await testApp.outbox()).find((message) => recipient(message) === email);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${email} in the outbox`);
}

function resetToken(mail: Mail): string {
  const match = /http:\/\/localhost:3000\/reset-password\?token=([^\s]+)/.exec(mail.text ?? "");
  expect(match, mail.text).not.toBeNull();
  return decodeURIComponent(match![1]!);
}

describe("forgot-password", () => {
  it("answers 200 { ok: true } for an existing and an unknown e-mail alike; only the existing one gets a link", async () => {
    const address = nextAddress();
    const account = await signUpAgent(testApp, "candidate", {}, { "x-forwarded-for": address });
    const agent = testApp.agent({ "x-forwarded-for": address });

    const unknown = await agent.post("/api/accounts/forgot-password", { email: "nobody-here@example.com" });
    const known = await agent.post("/api/accounts/forgot-password", { email: account.input.email.toUpperCase() });
    for (const response of [unknown, known]) {
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ ok: true });
    }

    const mail = await waitForMail(account.input.email);
    expect(mail.subject).toContain(testApp.config.site.name);
    expect(mail.text).toContain(`Hello ${account.input.name},`);
    const token = resetToken(mail);
    expect(token.length).toBeGreaterThanOrEqual(16);
    // The token is stored for that user only.
    const rows = await testApp.db.select().from(verification).where(eq(verification.identifier, `reset-password:${token}`));
    expect(rows.map((row) => row.value)).toEqual([account.user.id]);
    expect((await testApp.outbox()).filter((message) => recipient(message) === "nobody-here@example.com")).toEqual([]);
  });

  it("validates the e-mail", async () => {
    const agent = testApp.agent({ "x-forwarded-for": nextAddress() });
    const missing = await agent.post("/api/accounts/forgot-password", {});
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({ code: "invalid_input", fields: { email: ["Email is required"] } });
    const bad = await agent.post("/api/accounts/forgot-password", { email: "asha" });
    expect(bad.body.error.fields).toEqual({ email: ["Please enter a valid email address"] });
  });

  it("refuses the 6th request from one address within 10 minutes", async () => {
    const agent = testApp.agent({ "x-forwarded-for": nextAddress() });
    for (let index = 0; index < 5; index += 1) {
      expect((await agent.post("/api/accounts/forgot-password", { email: `nobody${index}@example.com` })).status).toBe(200);
    }
    const sixth = await agent.post("/api/accounts/forgot-password", { email: "nobody@example.com" });
    expect(sixth.status).toBe(429);
    expect(sixth.body.error.code).toBe("rate_limited");
  });
});

describe("reset-password", () => {
  it("sets the new password, ends every session, and the token works only once", async () => {
    const address = nextAddress();
    const account = await signUpAgent(testApp, "employer", {}, { "x-forwarded-for": address });
    // A second session, opened before the reset.
    const other = testApp.agent({ "x-forwarded-for": address });
    const credentials = { email: account.input.email, password: account.input.password };
    expect((await other.post("/api/accounts/sign-in/employer", credentials)).status).toBe(200);
    expect(await testApp.db.$count(session, eq(session.userId, account.user.id))).toBe(2);

    const guest = testApp.agent({ "x-forwarded-for": address });
    expect((await guest.post("/api/accounts/forgot-password", { email: account.input.email })).status).toBe(200);
    const token = resetToken(await waitForMail(account.input.email));

    const reset = await guest.post("/api/accounts/reset-password", { token, password: "brand-new-pass", confirmPassword: "brand-new-pass" });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ ok: true });

    // Sessions opened before the reset are over.
    expect((await account.agent.get("/api/accounts/me")).body).toEqual({ user: null });
    expect((await other.get("/api/accounts/me")).body).toEqual({ user: null });
    expect(await testApp.db.$count(session, eq(session.userId, account.user.id))).toBe(0);

    const oldPassword = await testApp.agent({ "x-forwarded-for": address }).post("/api/accounts/sign-in/employer", credentials);
    expect(oldPassword.status).toBe(401);
    expect(oldPassword.body.error.code).toBe("login_failed");
    const newPassword = await testApp
      .agent({ "x-forwarded-for": nextAddress() })
      .post("/api/accounts/sign-in/employer", { email: account.input.email, password: "brand-new-pass" });
    expect(newPassword.status).toBe(200);
    expect(newPassword.body.user.id).toBe(account.user.id);

    const again = await guest.post("/api/accounts/reset-password", { token, password: "third-pass-1", confirmPassword: "third-pass-1" });
    expect(again.status).toBe(400);
    expect(again.body.error).toMatchObject({ code: "reset_failed", message: "Failed to reset password. Please try again." });
    expect(await testApp.db.$count(verification, eq(verification.identifier, `reset-password:${token}`))).toBe(0);
    // The password did not change the second time.
    const third = await testApp
      .agent({ "x-forwarded-for": nextAddress() })
      .post("/api/accounts/sign-in/employer", { email: account.input.email, password: "third-pass-1" });
    expect(third.status).toBe(401);
  });

  it("refuses an unknown token with 400 reset_failed", async () => {
    const response = await testApp
      .agent({ "x-forwarded-for": nextAddress() })
      .post("/api/accounts/reset-password", { token: "not-a-real-token", password: "secret-pass", confirmPassword: "secret-pass" });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: "reset_failed", message: "Failed to reset password. Please try again." });
  });

  it.each([
    [
      "a missing token",
      { password: "secret-pass", confirmPassword: "secret-pass" },
      { token: ["Missing access token. Please request a new password reset link."] },
    ],
    [
      "an empty token",
      { token: "", password: "secret-pass", confirmPassword: "secret-pass" },
      { token: ["Missing access token. Please request a new password reset link."] },
    ],
    [
      "a mismatched confirmation",
      { token: "some-token", password: "secret-pass", confirmPassword: "secret-pasS" },
      { confirmPassword: ["Passwords do not match"] },
    ],
    [
      "a short password",
      { token: "some-token", password: "12345", confirmPassword: "12345" },
      { password: ["Password must be at least 6 characters long"] },
    ],
  ])("answers %s with 400 and the SPEC message", async (_case, body, fields) => {
    const response = await testApp.agent({ "x-forwarded-for": nextAddress() }).post("/api/accounts/reset-password", body);
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: "invalid_input" });
    expect(response.body.error.fields).toEqual(fields);
  });

  it("leaves the password as it was after a refused reset", async () => {
    const address = nextAddress();
    const account = await signUpAgent(testApp, "candidate", {}, { "x-forwarded-for": address });
    const guest = testApp.agent({ "x-forwarded-for": address });
    expect((await guest.post("/api/accounts/forgot-password", { email: account.input.email })).status).toBe(200);
    const token = resetToken(await waitForMail(account.input.email));

    const mismatch = await guest.post("/api/accounts/reset-password", { token, password: "brand-new-pass", confirmPassword: "other-pass" });
    expect(mismatch.status).toBe(400);
    // The token was not used up by the refused attempt, and the old password and session still work.
    expect(await testApp.db.$count(verification, eq(verification.identifier, `reset-password:${token}`))).toBe(1);
    expect((await account.agent.get("/api/accounts/me")).body.user.id).toBe(account.user.id);
    const signIn = await guest.post("/api/accounts/sign-in/candidate", { email: account.input.email, password: account.input.password });
    expect(signIn.status).toBe(200);
  });
});
