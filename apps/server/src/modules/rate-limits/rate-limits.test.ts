/**
 * The rate limits as a client meets them: counted per address (an IPv6 address by its /64), and
 * every refusal a 429 with Retry-After and the wait in the body's params, so the message can say
 * when to try again.
 */
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits } from "../../db/schema/index.ts";
import { AppError } from "../../errors/app-error.ts";
import { onError } from "../../http/errors.ts";
import { expectError, expectStatus } from "../../test/responses.ts";
import { createTestApp, signIn, signUpAgent, type TestApp } from "../../test/test-app.ts";
import { consumeRateLimit } from "./rate-limits.service.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ TRUST_PROXY: "1" });
});
afterAll(() => testApp.close());

/** Asserts Retry-After is a whole number of seconds in [min, max] and returns it. */
function retryAfter(response: { headers: Headers }, min: number, max: number): number {
  const header = response.headers.get("retry-after") ?? "";
  expect(header).toMatch(/^[1-9][0-9]*$/);
  const seconds = Number(header);
  expect(seconds).toBeGreaterThanOrEqual(min);
  expect(seconds).toBeLessThanOrEqual(max);
  return seconds;
}

describe("consumeRateLimit", () => {
  it("tells when the window frees, by the database's clock", async () => {
    const rule = { max: 2, windowMs: 10 * 60_000 };
    const key = "test:window";
    expect(await consumeRateLimit(testApp.db, key, rule)).toMatchObject({ allowed: true });
    expect(await consumeRateLimit(testApp.db, key, rule)).toMatchObject({ allowed: true });
    const refused = await consumeRateLimit(testApp.db, key, rule);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(599);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(600);

    await testApp.db.update(rateLimits).set({ windowStartedAt: sql`now() - interval '4 minutes'` }).where(eq(rateLimits.key, key));
    const later = await consumeRateLimit(testApp.db, key, rule);
    expect(later.allowed).toBe(false);
    expect(later.retryAfterSeconds).toBeGreaterThanOrEqual(359);
    expect(later.retryAfterSeconds).toBeLessThanOrEqual(360);

    await testApp.db.update(rateLimits).set({ windowStartedAt: sql`now() - interval '10 minutes'` }).where(eq(rateLimits.key, key));
    expect(await consumeRateLimit(testApp.db, key, rule)).toMatchObject({ allowed: true, retryAfterSeconds: 600 });
  });
});

describe("the client address a limit counts", () => {
  /** Three wrong passwords from `address` (the failed sign-in limit allows three within 10 s). */
  async function failThreeTimes(address: string, email: string) {
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const response = await signIn(testApp.agent({ "x-forwarded-for": address }), "candidate", { email, password: "wrong-pass" });
      expect(response.status, `failure ${attempt}`).toBe(401);
    }
  }

  it("puts two IPv6 addresses of one /64 in one bucket, and keeps another /64 apart", async () => {
    const account = await signUpAgent(testApp, "candidate", {}, { "x-forwarded-for": "10.40.0.1" });
    const credentials = { email: account.input.email, password: account.input.password };
    await failThreeTimes("2405:201:d00f:1a2b::1", account.input.email);

    // Another address in the same /64: the same subscriber, still limited.
    await expectError(signIn(testApp.agent({ "x-forwarded-for": "2405:201:d00f:1a2b:ffff::2" }), "candidate", credentials), 429, "rate_limited");
    await expectStatus(signIn(testApp.agent({ "x-forwarded-for": "2405:201:d00f:1a2c::1" }), "candidate", credentials), 200);
  });

  it("counts an IPv4-mapped IPv6 address as the IPv4 address", async () => {
    const account = await signUpAgent(testApp, "candidate", {}, { "x-forwarded-for": "10.40.0.2" });
    await failThreeTimes("::ffff:198.51.100.30", account.input.email);
    const credentials = { email: account.input.email, password: account.input.password };
    await expectError(signIn(testApp.agent({ "x-forwarded-for": "198.51.100.30" }), "candidate", credentials), 429, "rate_limited");
  });
});

describe("every 429", () => {
  it("the failed sign-in limit: Retry-After within its 10 s window, params.seconds, and \"wait a moment\"", async () => {
    const address = "10.40.1.1";
    const account = await signUpAgent(testApp, "candidate", {}, { "x-forwarded-for": address });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await signIn(testApp.agent({ "x-forwarded-for": address }), "candidate", { email: account.input.email, password: "wrong-pass" });
    }
    const refused = await signIn(testApp.agent({ "x-forwarded-for": address }), "candidate", { email: account.input.email, password: "wrong-pass" });
    const seconds = retryAfter(refused, 1, 10);
    expect(await expectError(refused, 429, "rate_limited")).toMatchObject({
      message: "Too many attempts. Please wait a moment and try again.",
      params: { seconds: String(seconds) },
    });
  });

  it("the password reset request limit: Retry-After up to 10 minutes and params.minutes in the message", async () => {
    const agent = testApp.agent({ "x-forwarded-for": "10.40.1.2" });
    const forgot = (email: string) => agent.api.accounts["forgot-password"].$post({ json: { email } });
    for (let index = 0; index < 5; index += 1) await expectStatus(forgot(`nobody-${index}@example.com`), 200);

    const refused = await forgot("nobody@example.com");
    retryAfter(refused, 9 * 60, 10 * 60);
    expect(await expectError(refused, 429, "rate_limited")).toMatchObject({
      message: "Too many attempts. Please try again in 10 minutes.",
      params: { minutes: "10" },
    });
  });

  it("the password reset limit: the same", async () => {
    const agent = testApp.agent({ "x-forwarded-for": "10.40.1.3" });
    // A token of its own each time: one token's tries have a limit of their own (5 an hour).
    let tries = 0;
    const reset = () =>
      agent.api.accounts["reset-password"].$post({ json: { token: `no-such-token-${(tries += 1)}`, password: "new-pass-1", confirmPassword: "new-pass-1" } });
    for (let index = 0; index < 10; index += 1) await expectError(reset(), 400);

    const refused = await reset();
    retryAfter(refused, 9 * 60, 10 * 60);
    expect((await expectError(refused, 429, "rate_limited")).params).toEqual({ minutes: "10" });
  });

  it("a 429 whose wait is not known (one a library raised, or a rate_limited without one) still carries Retry-After", async () => {
    const app = new Hono()
      .get("/library", () => {
        throw new HTTPException(429);
      })
      .get("/app", () => {
        throw new AppError("rate_limited");
      })
      .onError(onError);
    for (const path of ["/library", "/app"]) {
      const response = await app.request(path);
      expect(response.status, path).toBe(429);
      retryAfter(response, 1, 60 * 60);
    }
  });
});
