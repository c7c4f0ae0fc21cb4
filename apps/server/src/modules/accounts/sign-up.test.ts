/**
 * POST /api/accounts/sign-up/:type — SPEC.md §5 Registration (auth layer and form), §6 (no one
 * registers as admin). Every case checks the answer and the rows left in the database.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { ClientResponse } from "hono/client";
import type { SignUpInput } from "@app/shared/auth";
import type { SignUpType } from "@app/shared/constants";
import { buildSignUp } from "@app/shared/factories";
import { account, session, user } from "../../db/schema/index.ts";
import { expectError, expectStatus } from "../../test/responses.ts";
import {
  createTestApp,
  sessionCookie,
  signIn,
  signUpAgent,
  whoIs,
  type Agent,
  type TestApp,
  type TestResponse,
} from "../../test/test-app.ts";

let testApp: TestApp;
/** ADMIN_EMAIL set to an address that every e-mail check accepts. */
let customAdminApp: TestApp;

beforeAll(async () => {
  // Trust X-Forwarded-For so each test signs up from its own address (the sign-up limit is per address).
  testApp = await createTestApp({ TRUST_PROXY: "1" });
  customAdminApp = await createTestApp({ TRUST_PROXY: "1", ADMIN_EMAIL: "Boss@Example.com" });
});
afterAll(async () => {
  await testApp.close();
  await customAdminApp.close();
});

let sequence = 0;
function fresh() {
  sequence += 1;
  return { email: `signup-${sequence}-${Date.now()}@example.com`, address: `10.1.${Math.floor(sequence / 250)}.${sequence % 250}` };
}

let phones = 0;
/**
 * A candidate's sign-up with a fixed name, to check it in the answer and the row, and a phone of its
 * own unless given (sign-ups are limited per phone number too).
 */
function candidateInput(email: string, phone = `98450${String((phones += 1)).padStart(5, "0")}`) {
  return buildSignUp("candidate", { name: "Asha Rao", email, phone });
}

/** `POST /api/accounts/sign-up/:type` through the typed client. */
function signUp(agent: Agent, type: SignUpType, input: SignUpInput) {
  return agent.api.accounts["sign-up"][":type"].$post({ param: { type }, json: input });
}

async function usersWithEmail(app: TestApp, email: string) {
  return app.db.select().from(user).where(eq(sql`lower(${user.email})`, email.toLowerCase()));
}

/**
 * 400 invalid_input with these field messages. `firstOnly`: an empty or blank value also fails the
 * length rule after the "required" one, so only the first message (the one the form shows) is fixed.
 */
async function expectInvalid(
  response: ClientResponse<unknown, number, string> | TestResponse,
  fields: Record<string, string[]>,
  options: { firstOnly?: boolean } = {},
) {
  const error = await expectError(response, 400, "invalid_input");
  expect(error.message).toBe("Please correct the highlighted fields.");
  if (options.firstOnly) {
    expect(Object.keys(error.fields ?? {})).toEqual(Object.keys(fields));
    for (const [field, messages] of Object.entries(fields)) expect(error.fields?.[field]?.[0]).toBe(messages[0]);
  } else {
    expect(error.fields).toEqual(fields);
  }
  expect(error.requestId).toBe(response.headers.get("x-request-id"));
}

describe("sign-up as candidate", () => {
  it("answers 201 with the user, sets an httpOnly session cookie, and /me knows the candidate", async () => {
    const { email, address } = fresh();
    const agent = testApp.agent({ "x-forwarded-for": address });
    const input = candidateInput(email, "9845012345");
    const response = await signUp(agent, "candidate", input);

    const { user: created } = await expectStatus(response, 201);
    expect(created).toEqual({
      id: expect.any(String),
      name: "Asha Rao",
      email,
      role: "candidate",
      // No sign-in number until a code sent to one came back (phone-sign-in.test.ts).
      phoneNumber: null,
      phone: "9845012345",
      company: null,
    });
    const cookie = sessionCookie(response);
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i); // http://localhost

    expect(await whoIs(agent)).toEqual(created);

    const [row] = await usersWithEmail(testApp, email);
    expect(row).toMatchObject({ id: created.id, role: "candidate", name: "Asha Rao", phone: "9845012345", company: null });
    // A credential account with a hash, never the password itself.
    const [credential] = await testApp.db.select().from(account).where(eq(account.userId, row!.id));
    expect(credential?.providerId).toBe("credential");
    expect(credential?.password).toBeTruthy();
    expect(credential?.password).not.toContain(input.password);
    const sessions = await testApp.db.select().from(session).where(eq(session.userId, row!.id));
    expect(sessions).toHaveLength(1);
  });

  it("stores the e-mail trimmed and in lower case", async () => {
    const { email, address } = fresh();
    const agent = testApp.agent({ "x-forwarded-for": address });
    const response = await signUp(agent, "candidate", candidateInput(`  ${email.toUpperCase()} `));
    expect((await expectStatus(response, 201)).user.email).toBe(email);
    const rows = await testApp.db.select().from(user).where(eq(user.email, email));
    expect(rows).toHaveLength(1);
  });

  it.each(["admin", "employer"])("ignores role %j sent in the body: the account is a candidate", async (role) => {
    const { email, address } = fresh();
    const agent = testApp.agent({ "x-forwarded-for": address });
    // Untyped: a `role` in the body is what the contract has no field for.
    const response = await agent.post("/api/accounts/sign-up/candidate", { ...candidateInput(email), role });

    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ user: { role: "candidate" } });
    expect((await whoIs(agent))?.role).toBe("candidate");
    const rows = await usersWithEmail(testApp, email);
    expect(rows.map((row) => row.role)).toEqual(["candidate"]);
  });

  it("does not keep a company sent by a candidate", async () => {
    const { email, address } = fresh();
    const agent = testApp.agent({ "x-forwarded-for": address });
    await expectStatus(signUp(agent, "candidate", { ...candidateInput(email), company: "Acme Ltd" }), 201);
    const [row] = await usersWithEmail(testApp, email);
    expect(row?.company).toBeNull();
  });
});

describe("sign-up as employer", () => {
  it("stores the company and the employer role", async () => {
    const { email, address } = fresh();
    const agent = testApp.agent({ "x-forwarded-for": address });
    // Untyped: the body also asks for the admin role, which the contract has no field for.
    const response = await agent.post("/api/accounts/sign-up/employer", {
      ...candidateInput(email),
      company: "Mysuru Silks",
      role: "admin",
    });

    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ user: { email, role: "employer", company: "Mysuru Silks" } });
    expect(sessionCookie(response)).toBeDefined();
    expect(await whoIs(agent)).toMatchObject({ role: "employer", company: "Mysuru Silks" });
    const rows = await usersWithEmail(testApp, email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ role: "employer", company: "Mysuru Silks" });
  });

  it.each([
    ["missing", undefined, "Company name is required for employer accounts."],
    ["blank", "  ", "Company name is required for employer accounts."],
    ["one character", "A", "Company name is required"],
  ])("refuses a %s company with the SPEC message and creates no row", async (_case, company, message) => {
    const { email, address } = fresh();
    const agent = testApp.agent({ "x-forwarded-for": address });
    const response = await signUp(agent, "employer", { ...candidateInput(email), company });

    await expectInvalid(response, { company: [message] }, { firstOnly: true });
    expect(sessionCookie(response)).toBeUndefined();
    expect(await usersWithEmail(testApp, email)).toHaveLength(0);
  });
});

describe("sign-up validation (SPEC.md §5 Registration and Login)", () => {
  const cases: Array<[string, Record<string, unknown>, Record<string, string[]>, { firstOnly?: boolean }?]> = [
    ["missing email", { email: undefined }, { email: ["Email is required"] }],
    ["empty email", { email: "" }, { email: ["Email is required"] }],
    ["bad email", { email: "not-an-email" }, { email: ["Please enter a valid email address"] }],
    ["missing password", { password: undefined }, { password: ["Password is required"] }],
    ["short password", { password: "12345" }, { password: ["Password must be at least 6 characters"] }],
    ["one-character name", { name: "A" }, { name: ["Name must be at least 2 characters"] }],
    ["missing name", { name: undefined }, { name: ["Full name is required."] }],
    ["blank name", { name: "   " }, { name: ["Full name is required."] }, { firstOnly: true }],
    ["empty password", { password: "" }, { password: ["Password is required"] }, { firstOnly: true }],
    ["short phone", { phone: "1234" }, { phone: ["Phone number must have 5 to 15 digits"] }],
    ["missing phone", { phone: undefined }, { phone: ["Phone number is required"] }],
    ["long phone", { phone: "1234567890123456" }, { phone: ["Phone number must have 5 to 15 digits"] }],
  ];

  it.each(cases)("%s → 400 invalid_input with the field message, no row, no cookie", async (_case, override, fields, options) => {
    const { email, address } = fresh();
    // Untyped: missing fields are what the typed client would not send.
    const body = { ...candidateInput(email), ...override };
    const response = await testApp.agent({ "x-forwarded-for": address }).post("/api/accounts/sign-up/candidate", body);

    await expectInvalid(response, fields, options);
    expect(sessionCookie(response)).toBeUndefined();
    expect(await usersWithEmail(testApp, email)).toHaveLength(0);
  });

  it("reports every invalid field at once", async () => {
    const { address } = fresh();
    const response = await signUp(testApp.agent({ "x-forwarded-for": address }), "candidate", { name: "A", email: "x", password: "1", phone: "1" });
    await expectInvalid(response, {
      name: ["Name must be at least 2 characters"],
      email: ["Please enter a valid email address"],
      password: ["Password must be at least 6 characters"],
      phone: ["Phone number must have 5 to 15 digits"],
    });
  });

  it.each([
    ["malformed JSON", "{\"name\": "],
    ["an array", "[]"],
    ["null", "null"],
    ["a string", "\"hello\""],
  ])("answers 400 invalid_input (not 500) to %s as the body", async (_case, raw) => {
    const { address } = fresh();
    const before = await testApp.db.$count(user);
    const response = await testApp.agent({ "x-forwarded-for": address }).post("/api/accounts/sign-up/candidate", raw);
    const error = await expectError(response, 400, "invalid_input");
    expect(error.requestId).toBe(response.headers.get("x-request-id"));
    expect(await testApp.db.$count(user)).toBe(before);
  });
});

describe("sign-up types", () => {
  it("refuses /sign-up/admin with 403 and the SPEC message, whatever the body", async () => {
    const { email, address } = fresh();
    // Untyped: the body also asks for the admin role.
    const response = await testApp
      .agent({ "x-forwarded-for": address })
      .post("/api/accounts/sign-up/admin", { ...candidateInput(email), role: "admin" });
    const error = await expectError(response, 403, "admin_registration_refused");
    expect(error.message).toBe("Admin accounts cannot be created through registration.");
    expect(sessionCookie(response)).toBeUndefined();
    expect(await usersWithEmail(testApp, email)).toHaveLength(0);
    expect(await testApp.db.$count(user, eq(user.role, "admin"))).toBe(0);
  });

  it.each(["whatever", "Candidate", "ADMIN"])("answers 404 to /sign-up/%s", async (type) => {
    const { email, address } = fresh();
    // Untyped: a type the route does not have.
    const response = await testApp.agent({ "x-forwarded-for": address }).post(`/api/accounts/sign-up/${type}`, candidateInput(email));
    await expectError(response, 404, "not_found");
    expect(await usersWithEmail(testApp, email)).toHaveLength(0);
  });
});

describe("the reserved admin e-mail", () => {
  const reserved = "This email is reserved. Please use a different email address.";

  it("refuses the default ADMIN_EMAIL in any letter case, for both types, with 400 email_reserved", async () => {
    const admin = testApp.config.adminEmail; // admin@example.com (docs/decisions/007)
    const { address } = fresh();
    const capitalised = admin[0]!.toUpperCase() + admin.slice(1);
    // Every letter case and both types, in fewer attempts than the per-e-mail sign-up limit allows.
    const attempts = [[admin, "candidate"], [admin, "employer"], [admin.toUpperCase(), "candidate"], [capitalised, "employer"]] as const;
    for (const [email, type] of attempts) {
      const response = await signUp(testApp.agent({ "x-forwarded-for": address }), type, { ...candidateInput(email), company: "Acme Ltd" });
      const error = await expectError(response, 400, "email_reserved");
      expect(error.message, `${type} ${email}`).toBe(reserved);
      expect(sessionCookie(response)).toBeUndefined();
    }
    expect(await usersWithEmail(testApp, admin)).toHaveLength(0);
  });

  it.each(["boss@example.com", "Boss@Example.COM", " BOSS@example.com "])(
    "refuses a configured ADMIN_EMAIL written as %j",
    async (email) => {
      const { address } = fresh();
      const response = await signUp(customAdminApp.agent({ "x-forwarded-for": address }), "candidate", candidateInput(email));
      expect(await expectError(response, 400, "email_reserved")).toMatchObject({ message: reserved, fields: { email: [reserved] } });
      expect(await usersWithEmail(customAdminApp, "boss@example.com")).toHaveLength(0);
    },
  );
});

describe("an e-mail already registered", () => {
  it("answers 409 email_taken and keeps one row, also across types and letter case", async () => {
    const { address } = fresh();
    const first = await signUpAgent(testApp, "candidate", {}, { "x-forwarded-for": address });
    const again = testApp.agent({ "x-forwarded-for": address });

    const sameType = await signUp(again, "candidate", { ...candidateInput(first.input.email), password: "other-pass" });
    const error = await expectError(sameType, 409, "email_taken");
    expect(error.message).toBe("An account with this email already exists. Please log in instead.");
    expect(sessionCookie(sameType)).toBeUndefined();

    const otherType = await signUp(again, "employer", { ...candidateInput(first.input.email.toUpperCase()), company: "Acme Ltd" });
    await expectError(otherType, 409);

    const rows = await usersWithEmail(testApp, first.input.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: first.user.id, role: "candidate" });
    // The original password still works.
    const credentials = { email: first.input.email, password: first.input.password };
    await expectStatus(signIn(testApp.agent({ "x-forwarded-for": address }), "candidate", credentials), 200);
  });

  it("two simultaneous sign-ups with one address: exactly one 201 and one 409, one row", async () => {
    const { email } = fresh();
    const [a, b] = await Promise.all([
      signUp(testApp.agent({ "x-forwarded-for": "10.2.0.1" }), "candidate", candidateInput(email)),
      signUp(testApp.agent({ "x-forwarded-for": "10.2.0.2" }), "employer", { ...candidateInput(email), company: "Acme Ltd" }),
    ]);
    const statuses: number[] = [a.status, b.status];
    expect(statuses.sort()).toEqual([201, 409]);
    const loser = a.status === 201 ? b : a;
    await expectError(loser, 409, "email_taken");
    expect(sessionCookie(loser)).toBeUndefined();
    expect(await usersWithEmail(testApp, email)).toHaveLength(1);
  });
});

describe("the sign-up rate limits", () => {
  /** `count` sign-ups, each with an e-mail and phone of its own, from `address`; all must succeed. */
  async function signUpMany(address: string, count: number) {
    for (let index = 0; index < count; index += 1) {
      const response = await signUp(testApp.agent({ "x-forwarded-for": address }), "candidate", candidateInput(fresh().email));
      expect(response.status, `sign-up ${index + 1}`).toBe(201);
    }
  }

  it("lets 50 people behind one address (carrier NAT) sign up within 10 minutes; the 51st waits, told for how long", async () => {
    const address = "10.3.0.1";
    await signUpMany(address, 50);

    const { email } = fresh();
    const refused = await signUp(testApp.agent({ "x-forwarded-for": address }), "candidate", candidateInput(email));
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(9 * 60);
    expect(retryAfter).toBeLessThanOrEqual(10 * 60);
    expect(await expectError(refused, 429, "rate_limited")).toMatchObject({
      message: "Too many attempts. Please try again in 10 minutes.",
      params: { minutes: "10" },
    });
    expect(sessionCookie(refused)).toBeUndefined();
    expect(await usersWithEmail(testApp, email)).toHaveLength(0);

    await expectStatus(signUp(testApp.agent({ "x-forwarded-for": "10.3.0.2" }), "candidate", candidateInput(email)), 201);
  });

  it("refuses the 6th attempt with one e-mail within an hour, from any address and in any letter case", async () => {
    const { email } = fresh();
    await expectStatus(signUp(testApp.agent({ "x-forwarded-for": fresh().address }), "candidate", candidateInput(email)), 201);
    for (let attempt = 2; attempt <= 5; attempt += 1) {
      const again = await signUp(testApp.agent({ "x-forwarded-for": fresh().address }), "candidate", candidateInput(attempt % 2 ? email : email.toUpperCase()));
      await expectError(again, 409, "email_taken");
    }

    const refused = await signUp(testApp.agent({ "x-forwarded-for": fresh().address }), "candidate", candidateInput(email));
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(59 * 60);
    expect(await expectError(refused, 429, "rate_limited")).toMatchObject({
      message: "Too many attempts. Please try again in 60 minutes.",
      params: { minutes: "60" },
    });
  });

  it("refuses the 6th sign-up with one phone number within an hour, however the number is written", async () => {
    const written = ["9845099999", "+91 98450 99999", "098450-99999", "+91-9845099999", "98450 99999"];
    for (const phone of written) {
      const response = await signUp(testApp.agent({ "x-forwarded-for": fresh().address }), "candidate", candidateInput(fresh().email, phone));
      expect(response.status, phone).toBe(201);
    }

    const { email, address } = fresh();
    const refused = await signUp(testApp.agent({ "x-forwarded-for": address }), "candidate", candidateInput(email, "9845099999"));
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    await expectError(refused, 429, "rate_limited");
    expect(await usersWithEmail(testApp, email)).toHaveLength(0);
    // Another number from the same address is not held up.
    await expectStatus(signUp(testApp.agent({ "x-forwarded-for": address }), "candidate", candidateInput(email, "9845088888")), 201);
  });
});
