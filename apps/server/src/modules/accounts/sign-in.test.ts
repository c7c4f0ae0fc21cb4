/**
 * POST /api/accounts/sign-in/:type and /sign-out — SPEC.md §5 Login: the account type must match
 * the login used, failures are limited per client address, sign-out ends the session row.
 * The admin login is covered in admin-account.service.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { rateLimits, session } from "../../db/schema/index.ts";
import { createTestApp, signUpAgent, type TestApp, type TestResponse } from "../../test/test-app.ts";

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

function sessionCookie(response: TestResponse): string | undefined {
  return response.headers.getSetCookie().find((cookie) => /^nj\.session_token=[^;]+/.test(cookie));
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
    expect((await agent.get("/api/accounts/me")).body).toEqual({ user: null });
    const response = await agent.post(`/api/accounts/sign-in/${type}`, { email: account.input.email, password: account.input.password });

    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({ id: account.user.id, email: account.input.email, role: type, phone: "9845012345" });
    const cookie = sessionCookie(response);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const me = await agent.get("/api/accounts/me");
    expect(me.body.user).toMatchObject({ id: account.user.id, role: type });
    expect(await sessionsOf(testApp, account.user.id)).toHaveLength(2);
  });

  it("accepts the e-mail in another letter case and with spaces around it", async () => {
    const address = nextAddress();
    const account = await signUpAgent(testApp, "candidate", {}, { "x-forwarded-for": address });
    const response = await testApp
      .agent({ "x-forwarded-for": address })
      .post("/api/accounts/sign-in/candidate", { email: ` ${account.input.email.toUpperCase()} `, password: account.input.password });
    expect(response.status).toBe(200);
    expect(response.body.user.id).toBe(account.user.id);
  });
});

describe("failed sign-ins", () => {
  it("wrong password or unknown e-mail: 401 login_failed, the same answer, no cookie, no session row", async () => {
    const address = nextAddress();
    const account = await signUpAgent(testApp, "candidate", {}, { "x-forwarded-for": address });
    const agent = testApp.agent({ "x-forwarded-for": address });

    const wrongPassword = await agent.post("/api/accounts/sign-in/candidate", { email: account.input.email, password: "wrong-pass" });
    const unknownEmail = await agent.post("/api/accounts/sign-in/candidate", { email: "nobody@example.com", password: "wrong-pass" });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.status).toBe(401);
      expect(response.body.error).toMatchObject({ code: "login_failed", message: "Invalid email or password." });
      expect(response.body.error.requestId).toBe(response.headers.get("x-request-id"));
      expect(sessionCookie(response)).toBeUndefined();
    }
    expect(agent.cookies.has("nj.session_token")).toBe(false);
    expect((await agent.get("/api/accounts/me")).body).toEqual({ user: null });
    expect(await sessionsOf(testApp, account.user.id)).toHaveLength(1);
  });

  it.each([
    ["missing email", { password: "secret-pass" }, { email: ["Email is required"] }],
    ["bad email", { email: "asha@", password: "secret-pass" }, { email: ["Please enter a valid email address"] }],
    ["missing password", { email: "asha@example.com" }, { password: ["Password is required"] }],
    ["short password", { email: "asha@example.com", password: "12345" }, { password: ["Password must be at least 6 characters"] }],
  ])("%s → 400 invalid_input with the SPEC message", async (_case, body, fields) => {
    const response = await testApp.agent({ "x-forwarded-for": nextAddress() }).post("/api/accounts/sign-in/candidate", body);
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: "invalid_input", fields });
  });

  it("answers 404 to an unknown login type", async () => {
    const response = await testApp
      .agent({ "x-forwarded-for": nextAddress() })
      .post("/api/accounts/sign-in/whatever", { email: "asha@example.com", password: "secret-pass" });
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe("not_found");
  });
});

describe("sign-in with the wrong login type", () => {
  it("a candidate at /sign-in/employer: 403 with the SPEC message, no cookie, no session row left", async () => {
    const address = nextAddress();
    const account = await signUpAgent(testApp, "candidate", {}, { "x-forwarded-for": address });
    const agent = testApp.agent({ "x-forwarded-for": address });

    const response = await agent.post("/api/accounts/sign-in/employer", { email: account.input.email, password: account.input.password });

    expect(response.status).toBe(403);
    expect(response.body.error).toEqual({
      code: "wrong_account_type",
      message: "This account is registered as a candidate. Please use the candidate login.",
      params: { role: "candidate" },
      requestId: response.headers.get("x-request-id"),
    });
    expect(sessionCookie(response)).toBeUndefined();
    expect(agent.cookies.has("nj.session_token")).toBe(false);
    expect((await agent.get("/api/accounts/me")).body).toEqual({ user: null });
    expect(await sessionsOf(testApp, account.user.id)).toHaveLength(1); // only the sign-up's own
  });

  it("an employer at /sign-in/candidate: 403 wrong_account_type with params.role employer, no session row left", async () => {
    const address = nextAddress();
    const account = await signUpAgent(testApp, "employer", {}, { "x-forwarded-for": address });
    const agent = testApp.agent({ "x-forwarded-for": address });

    const response = await agent.post("/api/accounts/sign-in/candidate", { email: account.input.email, password: account.input.password });

    expect(response.status).toBe(403);
    expect(response.body.error).toMatchObject({
      code: "wrong_account_type",
      message: "This account is registered as an employer. Please use the employer login.",
      params: { role: "employer" },
    });
    expect(sessionCookie(response)).toBeUndefined();
    expect(await sessionsOf(testApp, account.user.id)).toHaveLength(1);
  });

  it("does not end the session the account already holds elsewhere", async () => {
    const address = nextAddress();
    const account = await signUpAgent(testApp, "candidate", {}, { "x-forwarded-for": address });
    await testApp
      .agent({ "x-forwarded-for": address })
      .post("/api/accounts/sign-in/employer", { email: account.input.email, password: account.input.password });
    expect((await account.agent.get("/api/accounts/me")).body.user.id).toBe(account.user.id);
  });
});

describe("the failed sign-in limit", () => {
  async function failTimes(app: TestApp, email: string, times: number, headers: () => Record<string, string>) {
    for (let index = 0; index < times; index += 1) {
      const response = await app.agent(headers()).post("/api/accounts/sign-in/candidate", { email, password: "wrong-pass" });
      expect(response.status, `failure ${index + 1}`).toBe(401);
    }
  }

  it("refuses the 4th attempt within 10 s with 429, even with the right password", async () => {
    const address = nextAddress();
    const account = await signUpAgent(testApp, "candidate", {}, { "x-forwarded-for": address });
    await failTimes(testApp, account.input.email, 3, () => ({ "x-forwarded-for": address }));

    const agent = testApp.agent({ "x-forwarded-for": address });
    const response = await agent.post("/api/accounts/sign-in/candidate", { email: account.input.email, password: account.input.password });
    expect(response.status).toBe(429);
    expect(response.body.error).toMatchObject({
      code: "rate_limited",
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
        testApp
          .agent({ "x-forwarded-for": address })
          .post("/api/accounts/sign-in/candidate", { email: account.input.email, password: `guess-${index}` }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(3);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(5);
  });

  it("does not count successful sign-ins", async () => {
    const address = nextAddress();
    const account = await signUpAgent(testApp, "candidate", {}, { "x-forwarded-for": address });
    const credentials = { email: account.input.email, password: account.input.password };
    for (let index = 0; index < 5; index += 1) {
      expect((await testApp.agent({ "x-forwarded-for": address }).post("/api/accounts/sign-in/candidate", credentials)).status).toBe(200);
    }
    // Three failures are still allowed after them, the 4th attempt is not.
    await failTimes(testApp, account.input.email, 3, () => ({ "x-forwarded-for": address }));
    expect((await testApp.agent({ "x-forwarded-for": address }).post("/api/accounts/sign-in/candidate", credentials)).status).toBe(429);
  });

  it("limits per client address: with TRUST_PROXY another X-Forwarded-For address is not limited", async () => {
    const limited = nextAddress();
    const other = nextAddress();
    const account = await signUpAgent(testApp, "candidate", {}, { "x-forwarded-for": other });
    const credentials = { email: account.input.email, password: account.input.password };
    await failTimes(testApp, account.input.email, 3, () => ({ "x-forwarded-for": limited }));

    expect((await testApp.agent({ "x-forwarded-for": limited }).post("/api/accounts/sign-in/candidate", credentials)).status).toBe(429);
    // The first hop is the client: a proxy appends its own address after it.
    const response = await testApp.agent({ "x-forwarded-for": `${other}, ${limited}` }).post("/api/accounts/sign-in/candidate", credentials);
    expect(response.status).toBe(200);
  });

  it("allows attempts again once the 10 s window has passed", async () => {
    const address = nextAddress();
    const account = await signUpAgent(testApp, "candidate", {}, { "x-forwarded-for": address });
    const credentials = { email: account.input.email, password: account.input.password };
    await failTimes(testApp, account.input.email, 3, () => ({ "x-forwarded-for": address }));
    expect((await testApp.agent({ "x-forwarded-for": address }).post("/api/accounts/sign-in/candidate", credentials)).status).toBe(429);

    const key = `sign-in-failures:${address}`;
    const [row] = await testApp.db.select().from(rateLimits).where(eq(rateLimits.key, key));
    expect(row?.count).toBeGreaterThanOrEqual(3);
    await testApp.db
      .update(rateLimits)
      .set({ windowStartedAt: sql`now() - interval '11 seconds'` })
      .where(eq(rateLimits.key, key));
    expect((await testApp.agent({ "x-forwarded-for": address }).post("/api/accounts/sign-in/candidate", credentials)).status).toBe(200);
  });

  it("with TRUST_PROXY unset, a new X-Forwarded-For for every attempt does not escape the limit", async () => {
    const account = await signUpAgent(untrustingApp, "candidate");
    let spoofed = 0;
    const spoof = () => {
      spoofed += 1;
      return { "x-forwarded-for": `203.0.113.${spoofed}` };
    };
    await failTimes(untrustingApp, account.input.email, 3, spoof);

    const response = await untrustingApp
      .agent(spoof())
      .post("/api/accounts/sign-in/candidate", { email: account.input.email, password: account.input.password });
    expect(response.status).toBe(429);
    expect(response.body.error.code).toBe("rate_limited");
    // Nothing was counted under the spoofed addresses.
    const keys = (await untrustingApp.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
    expect(keys.filter((key) => key.startsWith("sign-in-failures:"))).toHaveLength(1);
    expect(keys.some((key) => key.includes("203.0.113."))).toBe(false);
  });
});

describe("sign-out", () => {
  it("answers 200, clears the cookie, deletes the session row, and /me answers { user: null }", async () => {
    const account = await signUpAgent(testApp, "candidate", {}, { "x-forwarded-for": nextAddress() });
    const [before] = await sessionsOf(testApp, account.user.id);
    expect(before).toBeDefined();

    const response = await account.agent.post("/api/accounts/sign-out");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
    const cleared = response.headers.getSetCookie().find((cookie) => cookie.startsWith("nj.session_token="));
    expect(cleared).toMatch(/^nj\.session_token=;|Max-Age=0/i);
    expect(account.agent.cookies.has("nj.session_token")).toBe(false);

    expect((await account.agent.get("/api/accounts/me")).body).toEqual({ user: null });
    expect(await testApp.db.select().from(session).where(eq(session.id, before!.id))).toEqual([]);
  });

  it("ends only this session: the same account signed in elsewhere stays signed in", async () => {
    const address = nextAddress();
    const account = await signUpAgent(testApp, "employer", {}, { "x-forwarded-for": address });
    const elsewhere = testApp.agent({ "x-forwarded-for": address });
    expect((await elsewhere.post("/api/accounts/sign-in/employer", { email: account.input.email, password: account.input.password })).status).toBe(200);

    expect((await account.agent.post("/api/accounts/sign-out")).status).toBe(200);
    expect((await account.agent.get("/api/accounts/me")).body.user).toBeNull();
    expect((await elsewhere.get("/api/accounts/me")).body.user.id).toBe(account.user.id);
    expect(await sessionsOf(testApp, account.user.id)).toHaveLength(1);
  });

  it("answers 200 without a session, and with a cookie whose session is already gone", async () => {
    const guest = await testApp.agent().post("/api/accounts/sign-out");
    expect(guest.status).toBe(200);
    expect(guest.body).toEqual({ ok: true });

    const account = await signUpAgent(testApp, "candidate", {}, { "x-forwarded-for": nextAddress() });
    await testApp.db.delete(session).where(eq(session.userId, account.user.id));
    const stale = await account.agent.post("/api/accounts/sign-out");
    expect(stale.status).toBe(200);
    expect((await account.agent.get("/api/accounts/me")).body).toEqual({ user: null });
  });
});
