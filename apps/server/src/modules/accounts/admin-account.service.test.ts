/**
 * The one admin account (SPEC.md §5 Login, §6): made only by the operator through
 * ensureAdminAccount, signed in only at /sign-in/admin with ADMIN_EMAIL.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { session, user } from "../../db/schema/index.ts";
import { expectError, expectStatus } from "../../test/responses.ts";
import { createTestApp, sessionCookie, signIn, signUpAgent, whoIs, type TestApp } from "../../test/test-app.ts";
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
    const response = await signIn(agent, "admin", { email: adminEmail, password: firstPassword });
    expect((await expectStatus(response, 200)).user).toMatchObject({ email: adminEmail, role: "admin" });
    expect(sessionCookie(response)).toBeDefined();
    expect(await whoIs(agent)).toMatchObject({ email: adminEmail, role: "admin" });
  });

  it("accepts ADMIN_EMAIL in another letter case", async () => {
    const response = signIn(testApp.agent({ "x-forwarded-for": nextAddress() }), "admin", { email: adminEmail.toUpperCase(), password: firstPassword });
    expect((await expectStatus(response, 200)).user.role).toBe("admin");
  });

  it("refuses another e-mail at /sign-in/admin with 403 'Invalid admin email. Access denied.', even a valid account's", async () => {
    const address = nextAddress();
    const candidate = await signUpAgent(testApp, "candidate", {}, { "x-forwarded-for": address });
    const sessionsBefore = await testApp.db.$count(session, eq(session.userId, candidate.user.id));

    const response = await signIn(testApp.agent({ "x-forwarded-for": address }), "admin", {
      email: candidate.input.email,
      password: candidate.input.password,
    });
    expect((await expectError(response, 403, "admin_email_invalid")).message).toBe("Invalid admin email. Access denied.");
    expect(sessionCookie(response)).toBeUndefined();
    expect(await testApp.db.$count(session, eq(session.userId, candidate.user.id))).toBe(sessionsBefore);
  });

  it("answers a wrong admin password with 401 login_failed", async () => {
    const response = await signIn(testApp.agent({ "x-forwarded-for": nextAddress() }), "admin", { email: adminEmail, password: "wrong-pass" });
    await expectError(response, 401, "login_failed");
    expect(sessionCookie(response)).toBeUndefined();
  });

  it.each(["candidate", "employer"] as const)("refuses the admin at /sign-in/%s: 403 wrong_account_type, no session left", async (type) => {
    const [admin] = await adminRows();
    const before = await testApp.db.$count(session, eq(session.userId, admin!.id));
    const agent = testApp.agent({ "x-forwarded-for": nextAddress() });
    const response = await signIn(agent, type, { email: adminEmail, password: firstPassword });
    expect(await expectError(response, 403, "wrong_account_type")).toMatchObject({
      message: "This account is registered as an admin. Please use the admin login.",
      params: { role: "admin" },
    });
    expect(sessionCookie(response)).toBeUndefined();
    expect(await whoIs(agent)).toBeNull();
    expect(await testApp.db.$count(session, eq(session.userId, admin!.id))).toBe(before);
  });

  it("a candidate or employer is never signed in at /sign-in/admin, even if its address became ADMIN_EMAIL", async () => {
    const other = await createTestApp({ ADMIN_EMAIL: "owner@example.com" });
    try {
      const employer = await signUpAgent(other, "employer");
      await other.db.update(user).set({ email: "owner@example.com" }).where(eq(user.id, employer.user.id));
      await other.db.delete(session).where(eq(session.userId, employer.user.id));
      const response = await signIn(other.agent(), "admin", { email: "owner@example.com", password: employer.input.password });
      expect((await expectError(response, 403, "admin_credentials_invalid")).message).toBe("Invalid admin credentials. Access denied.");
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
    await expectStatus(signIn(before, "admin", { email: adminEmail, password: firstPassword }), 200);
    const [admin] = await adminRows();
    expect(await testApp.db.$count(session, eq(session.userId, admin!.id))).toBeGreaterThan(0);

    // Spaces and letter case in the address given by the operator do not matter.
    expect(await ensureAdminAccount(testApp.deps, ` ${adminEmail.toUpperCase()} `, "admin-pass-2")).toBe("password-updated");

    expect(await testApp.db.$count(session, eq(session.userId, admin!.id))).toBe(0);
    expect(await whoIs(before)).toBeNull();
    expect(await adminRows()).toHaveLength(1);

    await expectError(signIn(testApp.agent({ "x-forwarded-for": address }), "admin", { email: adminEmail, password: firstPassword }), 401);
    const newPassword = signIn(testApp.agent({ "x-forwarded-for": address }), "admin", { email: adminEmail, password: "admin-pass-2" });
    expect((await expectStatus(newPassword, 200)).user.role).toBe("admin");
  });
});
