/**
 * The request guards of the HTTP contract (ARCHITECTURE.md): mutating /api requests need the site's
 * Origin and a JSON body of at most 1 MB; every error has one shape with the request id and no
 * internals; Better Auth's own endpoints are closed except get-session and sign-out.
 *
 * Most requests here are untyped on purpose: a missing or foreign Origin, other content types, a
 * body too large, paths that do not exist, and Better Auth's endpoints, which are not in AppType.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { consultationRequests, session, user } from "../db/schema/index.ts";
import type { ErrorCode } from "@app/shared/errors";
import { buildSignUp } from "@app/shared/factories";
import { expectError, expectStatus } from "../test/responses.ts";
import { createTestApp, emptyJsonBody, signUpAgent, testOrigin, whoIs, type SignedUp, type TestApp, type TestResponse } from "../test/test-app.ts";

let testApp: TestApp;
let account: SignedUp;

beforeAll(async () => {
  testApp = await createTestApp();
  account = await signUpAgent(testApp, "candidate");
});
afterAll(() => testApp.close());

/** A request with exactly these headers (the agent always adds Origin and Content-Type). */
async function raw(method: string, url: string, options: { headers?: Record<string, string>; body?: string } = {}): Promise<TestResponse> {
  const response = await testApp.app.request(url, { method, headers: options.headers ?? {}, body: options.body });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, headers: response.headers, body };
}

const sessionCookieHeader = () => `nj.session_token=${account.agent.cookies.get("nj.session_token")}`;

/** The one error shape, with the response's request id, and nothing that looks like internals. */
async function expectContractError(
  response: TestResponse | { status: number; headers: Headers; json(): Promise<unknown> },
  status: number,
  code: ErrorCode,
  message?: string,
) {
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  const error = await expectError(response, status, code);
  expect(typeof error.message).toBe("string");
  if (message) expect(error.message).toBe(message);
  expect(error.requestId).toBeTruthy();
  expect(error.requestId).toBe(response.headers.get("x-request-id"));
  expect(Object.keys(error).every((key) => ["code", "message", "fields", "fieldKeys", "params", "requestId"].includes(key))).toBe(true);
  expectNoInternals(error);
  return error;
}

function expectNoInternals(body: unknown) {
  const text = JSON.stringify(body);
  expect(text).not.toMatch(/\n\s+at |\bat [\w.<>]+ \(|node_modules|\.ts:\d+|\.m?js:\d+|stack/i);
  expect(text).not.toMatch(/SQL|select |insert |postgres|pglite|drizzle|better.?auth|zod|TypeError|ReferenceError|Malformed JSON/i);
}

const validSignUp = (email: string) => buildSignUp("candidate", { email });

describe("the Origin rule for mutating /api requests", () => {
  it("refuses a POST without Origin with 403 origin_forbidden, and changes nothing", async () => {
    const email = "no-origin@example.com";
    const response = await raw("POST", "/api/accounts/sign-up/candidate", {
      headers: { "content-type": "application/json" },
      body: JSON.stringify(validSignUp(email)),
    });
    await expectContractError(response, 403, "origin_forbidden", "This request did not come from this site.");
    expect(await testApp.db.$count(user, eq(user.email, email))).toBe(0);
  });

  it.each(["https://evil.example", "http://localhost:3000.evil.example", "null", "http://localhost:5173", "https://localhost:3000", ""])(
    "refuses Origin %j with 403",
    async (origin) => {
      const response = await raw("POST", "/api/consultations", {
        headers: { origin, "content-type": "application/json", cookie: sessionCookieHeader() },
        body: JSON.stringify({ name: "Ravi Kumar", contact: "9845012345", message: "Please call me back about a job." }),
      });
      await expectContractError(response, 403, "origin_forbidden");
      expect(await testApp.db.$count(consultationRequests)).toBe(0);
    },
  );

  it("refuses other mutating methods without the Origin too", async () => {
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const response = await raw(method, "/api/consultations", { headers: { "content-type": "application/json" }, body: "{}" });
      await expectContractError(response, 403, "origin_forbidden");
    }
  });

  it("accepts the loopback alias http://127.0.0.1:3000 as well as http://localhost:3000", async () => {
    const credentials = JSON.stringify({ email: account.input.email, password: account.input.password });
    for (const origin of ["http://127.0.0.1:3000", testOrigin]) {
      const response = await raw("POST", "/api/accounts/sign-in/candidate", {
        headers: { origin, "content-type": "application/json" },
        body: credentials,
      });
      expect(response.status, origin).toBe(200);
      expect(response.body).toMatchObject({ user: { id: account.user.id } });
    }
  });

  it("lets safe methods through without an Origin", async () => {
    const response = await raw("GET", "/api/accounts/me", { headers: { cookie: sessionCookieHeader() } });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ user: { id: account.user.id } });
  });
});

describe("the JSON rule", () => {
  const consultation = JSON.stringify({ name: "Ravi Kumar", contact: "9845012345", message: "Please call me back about a job." });

  it.each([
    ["no content-type", undefined],
    ["text/plain", "text/plain"],
    ["a form", "application/x-www-form-urlencoded"],
    ["application/jsonp", "application/jsonp"],
  ])("refuses a body sent with %s with 415, and stores nothing", async (_case, contentType) => {
    const headers: Record<string, string> = { origin: testOrigin, cookie: sessionCookieHeader() };
    if (contentType) headers["content-type"] = contentType;
    const response = await raw("POST", "/api/consultations", { headers, body: consultation });
    await expectContractError(response, 415, "unsupported_media_type", "The request must be sent as JSON.");
    expect(await testApp.db.$count(consultationRequests)).toBe(0);
  });

  it("does not read a JSON POST without content-type as {} (no validation answer, no default)", async () => {
    const response = await raw("POST", "/api/accounts/sign-in/candidate", {
      headers: { origin: testOrigin },
      body: JSON.stringify({ email: account.input.email, password: account.input.password }),
    });
    expect((await expectError(response, 415)).fields).toBeUndefined();
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith("nj.session_token="))).toBe(false);
  });

  it("accepts application/json with a charset", async () => {
    const response = await raw("POST", "/api/consultations", {
      headers: { origin: testOrigin, cookie: sessionCookieHeader(), "content-type": "application/json; charset=utf-8" },
      body: consultation,
    });
    expect(response.status).toBe(201);
    await testApp.db.delete(consultationRequests);
  });
});

describe("the body size limit", () => {
  const big = JSON.stringify({ name: "Ravi Kumar", contact: "9845012345", message: "x".repeat(1024 * 1024 + 10) });

  it("answers a body over 1 MB with 413, with or without Content-Length, and stores nothing", async () => {
    const lengthHeaders: Array<Record<string, string>> = [{ "content-length": String(Buffer.byteLength(big)) }, {}];
    for (const lengthHeader of lengthHeaders) {
      const response = await raw("POST", "/api/consultations", {
        headers: { origin: testOrigin, "content-type": "application/json", cookie: sessionCookieHeader(), ...lengthHeader },
        body: big,
      });
      await expectContractError(response, 413, "payload_too_large", "The request is too large.");
    }
    expect(await testApp.db.$count(consultationRequests)).toBe(0);
  });

  it("accepts a body just under the limit (and the route's own validation answers)", async () => {
    const justUnder = JSON.stringify({ name: "Ravi Kumar", contact: "9845012345", message: "x".repeat(1000 * 1000) });
    const response = await account.agent.post("/api/consultations", justUnder);
    const error = await expectContractError(response, 400, "invalid_input");
    expect(error.fields).toEqual({ message: ["Please keep the message under 2000 characters"] });
  });
});

describe("not found", () => {
  it("answers an unknown /api path with the 404 error shape, for GET and POST", async () => {
    await expectContractError(await account.agent.get("/api/no-such-thing"), 404, "not_found", "Not found.");
    await expectContractError(await account.agent.post("/api/no-such-thing", {}), 404, "not_found");
    await expectContractError(await account.agent.get("/api/accounts/no-such-thing"), 404, "not_found");
  });

  it("answers an unknown path outside /api with the 404 error shape (no web app served in tests)", async () => {
    await expectContractError(await testApp.agent().get("/no-such-page"), 404, "not_found");
  });
});

describe("Better Auth's own endpoints", () => {
  it.each([
    ["GET", "/api/auth/sign-up/email"],
    ["POST", "/api/auth/sign-up/email"],
    ["POST", "/api/auth/sign-in/email"],
    ["POST", "/api/auth/request-password-reset"],
    ["POST", "/api/auth/reset-password"],
    ["GET", "/api/auth/reset-password/some-token"],
    ["POST", "/api/auth/update-user"],
    ["POST", "/api/auth/change-password"],
    ["POST", "/api/auth/change-email"],
    ["POST", "/api/auth/delete-user"],
    ["GET", "/api/auth/list-sessions"],
    ["POST", "/api/auth/revoke-sessions"],
    ["GET", "/api/auth/ok"],
    ["GET", "/api/auth/get-session/"],
    ["GET", "/api/auth/get-session/../sign-up/email"],
    ["POST", "/api/auth/get-session/../sign-in/email"],
    ["GET", "/api/auth/Get-Session"],
  ])("%s %s → 404", async (method, url) => {
    const response = await account.agent.request(method, url, method === "POST" ? {} : undefined);
    await expectContractError(response, 404, "not_found");
  });

  it("a sign-up through POST /api/auth/sign-up/email creates no account", async () => {
    const email = "direct-signup@example.com";
    const response = await testApp.agent().post("/api/auth/sign-up/email", { ...validSignUp(email), role: "admin" });
    expect(response.status).toBe(404);
    expect(await testApp.db.$count(user, eq(user.email, email))).toBe(0);
  });

  it("a sign-in through POST /api/auth/sign-in/email opens no session, even with the right password", async () => {
    const before = await testApp.db.$count(session, eq(session.userId, account.user.id));
    const agent = testApp.agent();
    const response = await agent.post("/api/auth/sign-in/email", { email: account.input.email, password: account.input.password });
    expect(response.status).toBe(404);
    expect(agent.cookies.has("nj.session_token")).toBe(false);
    expect(await testApp.db.$count(session, eq(session.userId, account.user.id))).toBe(before);
  });

  it("GET /api/auth/get-session works: null for a guest, the user and session when signed in", async () => {
    const guest = await testApp.agent().get("/api/auth/get-session");
    expect(guest.status).toBe(200);
    expect(guest.body).toBeNull();

    const signedIn = await account.agent.get("/api/auth/get-session");
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({
      user: { id: account.user.id, email: account.input.email, role: "candidate" },
      session: { userId: account.user.id },
    });
  });

  it("POST /api/auth/sign-out works and deletes the session row", async () => {
    const other = await signUpAgent(testApp, "employer");
    expect(await testApp.db.$count(session, eq(session.userId, other.user.id))).toBe(1);
    const response = await other.agent.post("/api/auth/sign-out", {});
    expect(response.status).toBe(200);
    expect(await testApp.db.$count(session, eq(session.userId, other.user.id))).toBe(0);
    expect(await whoIs(other.agent)).toBeNull();
  });
});

describe("cookies under https", () => {
  it("are Secure (with the __Secure- prefix), httpOnly and SameSite=Lax when PUBLIC_URL is https", async () => {
    const origin = "https://jobs.example.in";
    const secureApp = await createTestApp({ PUBLIC_URL: origin });
    try {
      const agent = secureApp.agent({ origin });
      const response = await agent.api.accounts["sign-up"][":type"].$post({ param: { type: "candidate" }, json: validSignUp("secure@example.com") });
      await expectStatus(response, 201);
      const cookie = response.headers.getSetCookie().find((value) => value.startsWith("__Secure-nj.session_token="));
      expect(cookie).toBeDefined();
      expect(cookie).toMatch(/;\s*Secure/i);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect((await whoIs(agent))?.email).toBe("secure@example.com");
      // The http loopback origins are not accepted for an https site.
      await expectError(secureApp.agent().api.accounts["sign-out"].$post({}, emptyJsonBody), 403, "origin_forbidden");
    } finally {
      await secureApp.close();
    }
  });
});

describe("server errors", () => {
  it("answer 503 with Retry-After and no internals when the database is gone, and write nothing to the console", async () => {
    const broken = await createTestApp();
    const victim = await signUpAgent(broken, "candidate");
    await broken.close();
    const response = await victim.agent.api.consultations.$post({
      json: { name: "Ravi Kumar", contact: "9845012345", message: "Please call me back about a job." },
    });
    // The session is read first: a database that cannot answer it is unavailable, for a moment or longer.
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    await expectContractError(response, 503, "service_unavailable", "The site is busy for a moment. Please try again in a few seconds.");
  });
});
