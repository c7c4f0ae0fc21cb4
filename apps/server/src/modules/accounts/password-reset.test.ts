/**
 * POST /api/accounts/forgot-password and /reset-password — SPEC.md §5 Reset password: the link is
 * mailed (outbox in tests), the answer does not reveal whether an account exists, a reset ends
 * every session of the account and the token works once.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { session, verification } from "../../db/schema/index.ts";
import type { ResetPasswordInput, SignInInput } from "@app/shared/auth";
import { expectError, expectStatus } from "../../test/responses.ts";
import { createTestApp, signIn, signUpAgent, whoIs, type Agent, type TestApp } from "../../test/test-app.ts";

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

const forgotPassword = (agent: Agent, email: string) => agent.api.accounts["forgot-password"].$post({ json: { email } });
const resetPassword = (agent: Agent, input: ResetPasswordInput) => agent.api.accounts["reset-password"].$post({ json: input });
const signInEmployer = (agent: Agent, credentials: SignInInput) => signIn(agent, "employer", credentials);

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

    const unknown = await forgotPassword(agent, "nobody-here@example.com");
    const known = await forgotPassword(agent, account.input.email.toUpperCase());
    for (const response of [unknown, known]) expect(await expectStatus(response, 200)).toEqual({ ok: true });

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
    // Untyped: the typed client would not send a body without the e-mail.
    const missing = await agent.post("/api/accounts/forgot-password", {});
    expect((await expectError(missing, 400, "invalid_input")).fields).toEqual({ email: ["Email is required"] });
    const bad = await forgotPassword(agent, "asha");
    expect((await expectError(bad, 400, "invalid_input")).fields).toEqual({ email: ["Please enter a valid email address"] });
  });

  it("refuses the 6th request from one address within 10 minutes", async () => {
    const agent = testApp.agent({ "x-forwarded-for": nextAddress() });
    for (let index = 0; index < 5; index += 1) {
      await expectStatus(forgotPassword(agent, `nobody${index}@example.com`), 200);
    }
    await expectError(forgotPassword(agent, "nobody@example.com"), 429, "rate_limited");
  });

  it("refuses the 4th request for one e-mail address within an hour, whatever address asks, and mails three links", async () => {
    const account = await signUpAgent(testApp, "candidate", {}, { "x-forwarded-for": nextAddress() });
    for (let index = 0; index < 3; index += 1) {
      await expectStatus(forgotPassword(testApp.agent({ "x-forwarded-for": nextAddress() }), account.input.email), 200);
    }
    await expectError(forgotPassword(testApp.agent({ "x-forwarded-for": nextAddress() }), account.input.email), 429, "rate_limited");
    // Another person's address is not held back by it.
    await expectStatus(forgotPassword(testApp.agent({ "x-forwarded-for": nextAddress() }), `other-${account.input.email}`), 200);
    await waitForMail(account.input.email);
    await vi.waitFor(async () => expect((await testApp.outbox()).filter((message) => recipient(message) === account.input.email)).toHaveLength(3));
  });
});

describe("reset-password", () => {
  it("sets the new password, ends every session, and the token works only once", async () => {
    const address = nextAddress();
    const account = await signUpAgent(testApp, "employer", {}, { "x-forwarded-for": address });
    // A second session, opened before the reset.
    const other = testApp.agent({ "x-forwarded-for": address });
    const credentials = { email: account.input.email, password: account.input.password };
    await expectStatus(signInEmployer(other, credentials), 200);
    expect(await testApp.db.$count(session, eq(session.userId, account.user.id))).toBe(2);

    const guest = testApp.agent({ "x-forwarded-for": address });
    await expectStatus(forgotPassword(guest, account.input.email), 200);
    const token = resetToken(await waitForMail(account.input.email));

    const reset = await resetPassword(guest, { token, password: "brand-new-pass", confirmPassword: "brand-new-pass" });
    expect(await expectStatus(reset, 200)).toEqual({ ok: true });

    // Sessions opened before the reset are over.
    expect(await whoIs(account.agent)).toBeNull();
    expect(await whoIs(other)).toBeNull();
    expect(await testApp.db.$count(session, eq(session.userId, account.user.id))).toBe(0);

    await expectError(signInEmployer(testApp.agent({ "x-forwarded-for": address }), credentials), 401, "login_failed");
    const newPassword = signInEmployer(testApp.agent({ "x-forwarded-for": nextAddress() }), { email: account.input.email, password: "brand-new-pass" });
    expect((await expectStatus(newPassword, 200)).user.id).toBe(account.user.id);

    const again = await resetPassword(guest, { token, password: "third-pass-1", confirmPassword: "third-pass-1" });
    expect((await expectError(again, 400, "reset_failed")).message).toBe("Failed to reset password. Please try again.");
    expect(await testApp.db.$count(verification, eq(verification.identifier, `reset-password:${token}`))).toBe(0);
    // The password did not change the second time.
    const third = signInEmployer(testApp.agent({ "x-forwarded-for": nextAddress() }), { email: account.input.email, password: "third-pass-1" });
    await expectError(third, 401);
  });

  it("refuses an unknown token with 400 reset_failed", async () => {
    const response = resetPassword(testApp.agent({ "x-forwarded-for": nextAddress() }), {
      token: "not-a-real-token",
      password: "secret-pass",
      confirmPassword: "secret-pass",
    });
    expect((await expectError(response, 400, "reset_failed")).message).toBe("Failed to reset password. Please try again.");
  });

  it("refuses the 6th try of one token within an hour, whatever address tries it", async () => {
    const token = `guessed-token-${nextAddress()}`;
    const attempt = () =>
      resetPassword(testApp.agent({ "x-forwarded-for": nextAddress() }), { token, password: "secret-pass", confirmPassword: "secret-pass" });
    for (let index = 0; index < 5; index += 1) await expectError(attempt(), 400, "reset_failed");
    await expectError(attempt(), 429, "rate_limited");
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
    // Untyped: one case leaves the token out, which the typed client would not.
    const response = await testApp.agent({ "x-forwarded-for": nextAddress() }).post("/api/accounts/reset-password", body);
    expect((await expectError(response, 400, "invalid_input")).fields).toEqual(fields);
  });

  it("leaves the password as it was after a refused reset", async () => {
    const address = nextAddress();
    const account = await signUpAgent(testApp, "candidate", {}, { "x-forwarded-for": address });
    const guest = testApp.agent({ "x-forwarded-for": address });
    await expectStatus(forgotPassword(guest, account.input.email), 200);
    const token = resetToken(await waitForMail(account.input.email));

    const mismatch = resetPassword(guest, { token, password: "brand-new-pass", confirmPassword: "other-pass" });
    await expectError(mismatch, 400, "invalid_input");
    // The token was not used up by the refused attempt, and the old password and session still work.
    expect(await testApp.db.$count(verification, eq(verification.identifier, `reset-password:${token}`))).toBe(1);
    expect((await whoIs(account.agent))?.id).toBe(account.user.id);
    await expectStatus(signIn(guest, "candidate", { email: account.input.email, password: account.input.password }), 200);
  });
});
