/**
 * The one admin account (SPEC.md §5 Login, §6): made only by the operator through
 * ensureAdminAccount, signed in only at /sign-in/admin with ADMIN_EMAIL.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { session, user } from "../../db/schema/index.ts";
import { createTestApp, signUpAgent, type TestApp, type TestResponse } from "../../test/test-app.ts";
import { ensureAdminAccount } from "./admin-account.service.ts";

let testApp: TestApp;
let adminEmail: string;
const firstPassword = "admin-pass-1";

beforeAll(async () => {
  testApp = await createTestApp({ TRUST_PROXY: "1" });
  adminEmail = testApp.config.adminEmail;
});
afterAll(() => testApp.close());

let addressCounter = 0;
function nextAddress() {
  addressCounter += 1;
  return `10.40.0.${addressCounter}`;
}

function sessionCookie(response: TestResponse): string | undefined {
  return response.headers.getSetCookie().find((cookie) => /^nj\.session_token=[^;]+/.test(cookie));
}

async function adminRows() {
  return testApp.db.select().from(user).where(eq(user.role, "admin"));
}

// The tests of this file build on each other: the admin is created first.
describe("ensureAdminAccount", () => {
  it("creates the admin for ADMIN_EMAIL, with no session left open", async () => {
    expect(await ensureAdminAccount(testApp.deps, adminEmail, firstPassword)).toBe("created");
    const rows = await adminRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: adminEmail, role: "admin" });
    expect(await testApp.db.$count(session, eq(session.userId, rows[0]!.id))).toBe(0);
  });

  it("refuses another e-mail than ADMIN_EMAIL, and creates nothing", async () => {
    await expect(ensureAdminAccount(testApp.deps, "someone-else@example.com", "whatever-pass")).rejects.toThrow(/ADMIN_EMAIL/);
    expect(await testApp.db.$count(user, eq(user.email, "someone-else@example.com"))).toBe(0);
    expect(await adminRows()).toHaveLength(1);
  });

  it("refuses when ADMIN_EMAIL already belongs to a candidate account", async () => {
    const other = await createTestApp({ ADMIN_EMAIL: "owner@example.com" });
    try {
      const candidate = await signUpAgent(other, "candidate");
      // Registration refuses the address, so the clash can only come from an earlier configuration.
      await other.db.update(user).set({ email: "owner@example.com" }).where(eq(user.id, candidate.user.id));
      await expect(ensureAdminAccount(other.deps, "owner@example.com", "admin-pass")).rejects.toThrow(/candidate/);
      const [row] = await other.db.select().from(user).where(eq(user.id, candidate.user.id));
      expect(row?.role).toBe("candidate");
    } finally {
      await other.close();
    }
  });
});

describe("the admin login", () => {
  it("signs the admin in at /sign-in/admin: 200, role admin, a session cookie", async () => {
    const agent = testApp.agent({ "x-forwarded-for": nextAddress() });
    const response = await agent.post("/api/accounts/sign-in/admin", { email: adminEmail, password: firstPassword });
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({ email: adminEmail, role: "admin" });
    expect(sessionCookie(response)).toBeDefined();
    expect((await agent.get("/api/accounts/me")).body.user).toMatchObject({ email: adminEmail, role: "admin" });
  });

  it("accepts ADMIN_EMAIL in another letter case", async () => {
    const response = await testApp
      .agent({ "x-forwarded-for": nextAddress() })
      .post("/api/accounts/sign-in/admin", { email: adminEmail.toUpperCase(), password: firstPassword });
    expect(response.status).toBe(200);
    expect(response.body.user.role).toBe("admin");
  });

  it("refuses another e-mail at /sign-in/admin with 403 'Invalid admin email. Access denied.', even a valid account's", async () => {
    const address = nextAddress();
    const candidate = await signUpAgent(testApp, "candidate", {}, { "x-forwarded-for": address });
    const sessionsBefore = await testApp.db.$count(session, eq(session.userId, candidate.user.id));

    const response = await testApp
      .agent({ "x-forwarded-for": address })
      .post("/api/accounts/sign-in/admin", { email: candidate.input.email, password: candidate.input.password });
    expect(response.status).toBe(403);
    expect(response.body.error).toMatchObject({ code: "admin_email_invalid", message: "Invalid admin email. Access denied." });
    expect(sessionCookie(response)).toBeUndefined();
    expect(await testApp.db.$count(session, eq(session.userId, candidate.user.id))).toBe(sessionsBefore);
  });

  it("answers a wrong admin password with 401 login_failed", async () => {
    const response = await testApp
      .agent({ "x-forwarded-for": nextAddress() })
      .post("/api/accounts/sign-in/admin", { email: adminEmail, password: "wrong-pass" });
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe("login_failed");
    expect(sessionCookie(response)).toBeUndefined();
  });

  it.each(["candidate", "employer"])("refuses the admin at /sign-in/%s: 403 wrong_account_type, no session left", async (type) => {
    const [admin] = await adminRows();
    const before = await testApp.db.$count(session, eq(session.userId, admin!.id));
    const agent = testApp.agent({ "x-forwarded-for": nextAddress() });
    const response = await agent.post(`/api/accounts/sign-in/${type}`, { email: adminEmail, password: firstPassword });
    expect(response.status).toBe(403);
    expect(response.body.error).toMatchObject({
      code: "wrong_account_type",
      message: "This account is registered as an admin. Please use the admin login.",
      params: { role: "admin" },
    });
    expect(sessionCookie(response)).toBeUndefined();
    expect((await agent.get("/api/accounts/me")).body).toEqual({ user: null });
    expect(await testApp.db.$count(session, eq(session.userId, admin!.id))).toBe(before);
  });

  it("a candidate or employer is never signed in at /sign-in/admin, even if its address became ADMIN_EMAIL", async () => {
    const other = await createTestApp({ ADMIN_EMAIL: "owner@example.com" });
    try {
      const employer = await signUpAgent(other, "employer");
      await other.db.update(user).set({ email: "owner@example.com" }).where(eq(user.id, employer.user.id));
      await other.db.delete(session).where(eq(session.userId, employer.user.id));
      const response = await other
        .agent()
        .post("/api/accounts/sign-in/admin", { email: "owner@example.com", password: employer.input.password });
      expect(response.status).toBe(403);
      expect(response.body.error).toMatchObject({
        code: "admin_credentials_invalid",
        message: "Invalid admin credentials. Access denied.",
      });
      expect(sessionCookie(response)).toBeUndefined();
      expect(await other.db.$count(session, eq(session.userId, employer.user.id))).toBe(0);
    } finally {
      await other.close();
    }
  });
});

describe("ensureAdminAccount on an existing admin", () => {
  it("sets the new password: the old one fails, the new one works, and the old sessions are gone", async () => {
    const address = nextAddress();
    const before = testApp.agent({ "x-forwarded-for": address });
    expect((await before.post("/api/accounts/sign-in/admin", { email: adminEmail, password: firstPassword })).status).toBe(200);
    const [admin] = await adminRows();
    expect(await testApp.db.$count(session, eq(session.userId, admin!.id))).toBeGreaterThan(0);

    // Spaces and letter case in the address given by the operator do not matter.
    expect(await ensureAdminAccount(testApp.deps, ` ${adminEmail.toUpperCase()} `, "admin-pass-2")).toBe("password-updated");

    expect(await testApp.db.$count(session, eq(session.userId, admin!.id))).toBe(0);
    expect((await before.get("/api/accounts/me")).body).toEqual({ user: null });
    expect(await adminRows()).toHaveLength(1);

    const oldPassword = await testApp.agent({ "x-forwarded-for": address }).post("/api/accounts/sign-in/admin", { email: adminEmail, password: firstPassword });
    expect(oldPassword.status).toBe(401);
    const newPassword = await testApp.agent({ "x-forwarded-for": address }).post("/api/accounts/sign-in/admin", { email: adminEmail, password: "admin-pass-2" });
    expect(newPassword.status).toBe(200);
    expect(newPassword.body.user.role).toBe("admin");
  });
});
