/**
 * POST /api/accounts/sign-in/:type and /sign-out — SPEC.md §5 Login: the account type must match
 * the login used, failures are limited per client address, sign-out ends the session row.
 * The admin login is covered in admin-account.service.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { rateLimits, session } from "../../db/schema/index.ts";
import { expectError, expectStatus } from "../../test/responses.ts";
import {
  createTestApp,
  emptyJsonBody,
  sessionCookie,
  signIn,
  signUpAgent,
  whoIs,
  type Agent,
  type TestApp,
} from "../../test/test-app.ts";

/** Trusts X-Forwarded-For: each test uses its own client address, so the limits do not interfere. */
let testApp: TestApp;
/** TRUST_PROXY unset: every request comes from the same (socket) address, whatever X-Forwarded-For says. */
let untrustingApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ TRUST_PROXY: "1" });
  untrustingApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
  await untrustingApp.close();
});

let addressCounter = 0;
function nextAddress() {
  addressCounter += 1;
  return `10.20.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`;
}

async function sessionsOf(app: TestApp, userId: string) {
  return app.db.select().from(session).where(eq(session.userId, userId));
}

describe("sign-in with the matching login type", () => {
  it.each(["candidate", "employer"] as const)("signs a %s in: 200, the user, a session cookie and a new session row", async (type) => {
    const address = nextAddress();
    const account = await signUpAgent(testApp, type, {}, { "x-forwarded-for": address });
    expect(await sessionsOf(testApp, account.user.id)).toHaveLength(1); // from the sign-up

    const agent = testApp.agent({ "x-forwarded-for": address });
    expect(await whoIs(agent)).toBeNull();
    const response = await signIn(agent, type, { email: account.input.email, password: account.input.password });

    const { user } = await expectStatus(response, 200);
    expect(user).toMatchObject({ id: account.user.id, email: account.input.email, role: type, phone: account.input.phone });
    const cookie = sessionCookie(response);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(await whoIs(agent)).toMatchObject({ id: account.user.id, role: type });
    expect(await sessionsOf(testApp, account.user.id)).toHaveLength(2);
  });

  it("accepts the e-mail in another letter case and with spaces around it", async () => {
    const address = nextAddress();
    const account = await signUpAgent(testApp, "candidate", {}, { "x-forwarded-for": address });
    const response = await signIn(testApp.agent({ "x-forwarded-for": address }), "candidate", {
      email: ` ${account.input.email.toUpperCase()} `,
      password: account.input.password,
    });
    expect((await expectStatus(response, 200)).user.id).toBe(account.user.id);
  });
});

describe("failed sign-ins", () => {
  it("wrong password or unknown e-mail: 401 login_failed, the same answer, no cookie, no session row", async () => {
    const address = nextAddress();
    const account = await signUpAgent(testApp, "candidate", {}, { "x-forwarded-for": address });
    const agent = testApp.agent({ "x-forwarded-for": address });

    const wrongPassword = await signIn(agent, "candidate", { email: account.input.email, password: "wrong-pass" });
    const unknownEmail = await signIn(agent, "candidate", { email: "nobody@example.com", password: "wrong-pass" });
    for (const response of [wrongPassword, unknownEmail]) {
      const error = await expectError(response, 401, "login_failed");
      expect(error.message).toBe("Invalid email or password.");
      expect(error.requestId).toBe(response.headers.get("x-request-id"));
      expect(sessionCookie(response)).toBeUndefined();
    }
    expect(agent.cookies.has("nj.session_token")).toBe(false);
    expect(await whoIs(agent)).toBeNull();
    expect(await sessionsOf(testApp, account.user.id)).toHaveLength(1);
  });

  it.each([
    ["missing email", { password: "secret-pass" }, { email: ["Email is required"] }],
    ["bad email", { email: "asha@", password: "secret-pass" }, { email: ["Please enter a valid email address"] }],
    ["missing password", { email: "asha@example.com" }, { password: ["Password is required"] }],
    ["short password", { email: "asha@example.com", password: "12345" }, { password: ["Password must be at least 6 characters"] }],
  ])("%s → 400 invalid_input with the SPEC message", async (_case, body, fields) => {
    // Untyped: a missing field is what the typed client would not send.
    const response = await testApp.agent({ "x-forwarded-for": nextAddress() }).post("/api/accounts/sign-in/candidate", body);
    expect((await expectError(response, 400, "invalid_input")).fields).toEqual(fields);
  });

  it("answers 404 to an unknown login type", async () => {
    const response = await testApp
      .agent({ "x-forwarded-for": nextAddress() })
      .post("/api/accounts/sign-in/whatever", { email: "asha@example.com", password: "secret-pass" });
    await expectError(response, 404, "not_found");
  });
});

describe("sign-in with the wrong login type", () => {
  it("a candidate at /sign-in/employer: 403 with the SPEC message, no cookie, no session row left", async () => {
    const address = nextAddress();
    const account = await signUpAgent(testApp, "candidate", {}, { "x-forwarded-for": address });
    const agent = testApp.agent({ "x-forwarded-for": address });

    const response = await signIn(agent, "employer", { email: account.input.email, password: account.input.password });

    expect(await expectError(response, 403)).toEqual({
      code: "wrong_account_type",
      message: "This account is registered as a candidate. Please use the candidate login.",
      params: { role: "candidate" },
      requestId: response.headers.get("x-request-id"),
    });
    expect(sessionCookie(response)).toBeUndefined();
    expect(agent.cookies.has("nj.session_token")).toBe(false);
    expect(await whoIs(agent)).toBeNull();
    expect(await sessionsOf(testApp, account.user.id)).toHaveLength(1); // only the sign-up's own
  });

  it("an employer at /sign-in/candidate: 403 wrong_account_type with params.role employer, no session row left", async () => {
    const address = nextAddress();
    const account = await signUpAgent(testApp, "employer", {}, { "x-forwarded-for": address });
    const agent = testApp.agent({ "x-forwarded-for": address });

    const response = await signIn(agent, "candidate", { email: account.input.email, password: account.input.password });

    expect(await expectError(response, 403, "wrong_account_type")).toMatchObject({
      message: "This account is registered as an employer. Please use the employer login.",
      params: { role: "employer" },
    });
    expect(sessionCookie(response)).toBeUndefined();
    expect(await sessionsOf(testApp, account.user.id)).toHaveLength(1);
  });

  it("does not end the session the account already holds elsewhere", async () => {
    const address = nextAddress();
    const account = await signUpAgent(testApp, "candidate", {}, { "x-forwarded-for": address });
    await signIn(testApp.agent({ "x-forwarded-for": address }), "employer", { email: account.input.email, password: account.input.password });
    expect((await whoIs(account.agent))?.id).toBe(account.user.id);
  });
});

describe("the failed sign-in limit", () => {
  async function failTimes(app: TestApp, email: string, times: number, headers: () => Record<string, string>) {
    for (let index = 0; index < times; index += 1) {
      const response = await signIn(app.agent(headers()), "candidate", { email, password: "wrong-pass" });
      expect(response.status, `failure ${index + 1}`).toBe(401);
    }
  }

  it("refuses the 4th attempt within 10 s with 429, even with the right password", async () => {
    const address = nextAddress();
    const account = await signUpAgent(testApp, "candidate", {}, { "x-forwarded-for": address });
    await failTimes(testApp, account.input.email, 3, () => ({ "x-forwarded-for": address }));

    const agent = testApp.agent({ "x-forwarded-for": address });
    const response = await signIn(agent, "candidate", { email: account.input.email, password: account.input.password });
    expect(await expectError(response, 429, "rate_limited")).toMatchObject({
      message: "Too many attempts. Please wait a moment and try again.",
      requestId: response.headers.get("x-request-id"),
    });
    expect(sessionCookie(response)).toBeUndefined();
    expect(await sessionsOf(testApp, account.user.id)).toHaveLength(1);
  });

  it("cannot be outrun by sending the attempts at the same moment: at most 3 wrong passwords are tried", async () => {
    const address = nextAddress();
    const account = await signUpAgent(testApp, "candidate", {}, { "x-forwarded-for": address });
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        signIn(testApp.agent({ "x-forwarded-for": address }), "candidate", { email: account.input.email, password: `guess-${index}` }),
      ),
    );
    const statuses: number[] = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(3);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(5);
  });

  it("does not count successful sign-ins", async () => {
    const address = nextAddress();
    const account = await signUpAgent(testApp, "candidate", {}, { "x-forwarded-for": address });
    const credentials = { email: account.input.email, password: account.input.password };
    for (let index = 0; index < 5; index += 1) {
      await expectStatus(signIn(testApp.agent({ "x-forwarded-for": address }), "candidate", credentials), 200);
    }
    // Three failures are still allowed after them, the 4th attempt is not.
    await failTimes(testApp, account.input.email, 3, () => ({ "x-forwarded-for": address }));
    await expectError(signIn(testApp.agent({ "x-forwarded-for": address }), "candidate", credentials), 429);
  });

  it("limits per client address: with TRUST_PROXY another X-Forwarded-For address is not limited", async () => {
    const limited = nextAddress();
    const other = nextAddress();
    const account = await signUpAgent(testApp, "candidate", {}, { "x-forwarded-for": other });
    const credentials = { email: account.input.email, password: account.input.password };
    await failTimes(testApp, account.input.email, 3, () => ({ "x-forwarded-for": limited }));

    await expectError(signIn(testApp.agent({ "x-forwarded-for": limited }), "candidate", credentials), 429);
    await expectStatus(signIn(testApp.agent({ "x-forwarded-for": other }), "candidate", credentials), 200);
  });

  it("with TRUST_PROXY, an X-Forwarded-For the client wrote itself cannot reset its limit", async () => {
    const limited = nextAddress();
    const account = await signUpAgent(testApp, "candidate", {}, { "x-forwarded-for": nextAddress() });
    const credentials = { email: account.input.email, password: account.input.password };
    await failTimes(testApp, account.input.email, 3, () => ({ "x-forwarded-for": limited }));
    // The proxy appends the address it saw (`limited`); whatever the client put before it is ignored.
    for (const forged of ["203.0.113.7", "198.51.100.1, 203.0.113.8", "unknown"]) {
      await expectError(signIn(testApp.agent({ "x-forwarded-for": `${forged}, ${limited}` }), "candidate", credentials), 429, "rate_limited");
    }
  });

  it("allows attempts again once the 10 s window has passed", async () => {
    const address = nextAddress();
    const account = await signUpAgent(testApp, "candidate", {}, { "x-forwarded-for": address });
    const credentials = { email: account.input.email, password: account.input.password };
    await failTimes(testApp, account.input.email, 3, () => ({ "x-forwarded-for": address }));
    await expectError(signIn(testApp.agent({ "x-forwarded-for": address }), "candidate", credentials), 429);

    const key = `sign-in-failures:${address}`;
    const [row] = await testApp.db.select().from(rateLimits).where(eq(rateLimits.key, key));
    expect(row?.count).toBeGreaterThanOrEqual(3);
    await testApp.db
      .update(rateLimits)
      .set({ windowStartedAt: sql`now() - interval '11 seconds'` })
      .where(eq(rateLimits.key, key));
    await expectStatus(signIn(testApp.agent({ "x-forwarded-for": address }), "candidate", credentials), 200);
  });

  it("with TRUST_PROXY unset, a new X-Forwarded-For for every attempt does not escape the limit", async () => {
    const account = await signUpAgent(untrustingApp, "candidate");
    let spoofed = 0;
    const spoof = () => {
      spoofed += 1;
      return { "x-forwarded-for": `203.0.113.${spoofed}` };
    };
    await failTimes(untrustingApp, account.input.email, 3, spoof);

    const response = await signIn(untrustingApp.agent(spoof()), "candidate", { email: account.input.email, password: account.input.password });
    await expectError(response, 429, "rate_limited");
    // Nothing was counted under the spoofed addresses.
    const keys = (await untrustingApp.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
    expect(keys.filter((key) => key.startsWith("sign-in-failures:"))).toHaveLength(1);
    expect(keys.some((key) => key.includes("203.0.113."))).toBe(false);
  });
});

describe("sign-out", () => {
  const signOut = (agent: Agent) => agent.api.accounts["sign-out"].$post({}, emptyJsonBody);

  it("answers 200, clears the cookie, deletes the session row, and /me answers { user: null }", async () => {
    const account = await signUpAgent(testApp, "candidate", {}, { "x-forwarded-for": nextAddress() });
    const [before] = await sessionsOf(testApp, account.user.id);
    expect(before).toBeDefined();

    const response = await signOut(account.agent);
    expect(await expectStatus(response, 200)).toEqual({ ok: true });
    const cleared = response.headers.getSetCookie().find((cookie) => cookie.startsWith("nj.session_token="));
    expect(cleared).toMatch(/^nj\.session_token=;|Max-Age=0/i);
    expect(account.agent.cookies.has("nj.session_token")).toBe(false);

    expect(await whoIs(account.agent)).toBeNull();
    expect(await testApp.db.select().from(session).where(eq(session.id, before!.id))).toEqual([]);
  });

  it("ends only this session: the same account signed in elsewhere stays signed in", async () => {
    const address = nextAddress();
    const account = await signUpAgent(testApp, "employer", {}, { "x-forwarded-for": address });
    const elsewhere = testApp.agent({ "x-forwarded-for": address });
    await expectStatus(signIn(elsewhere, "employer", { email: account.input.email, password: account.input.password }), 200);

    await expectStatus(signOut(account.agent), 200);
    expect(await whoIs(account.agent)).toBeNull();
    expect((await whoIs(elsewhere))?.id).toBe(account.user.id);
    expect(await sessionsOf(testApp, account.user.id)).toHaveLength(1);
  });

  it("answers 200 without a session, and with a cookie whose session is already gone", async () => {
    expect(await expectStatus(signOut(testApp.agent()), 200)).toEqual({ ok: true });

    const account = await signUpAgent(testApp, "candidate", {}, { "x-forwarded-for": nextAddress() });
    await testApp.db.delete(session).where(eq(session.userId, account.user.id));
    await expectStatus(signOut(account.agent), 200);
    expect(await whoIs(account.agent)).toBeNull();
  });
});
