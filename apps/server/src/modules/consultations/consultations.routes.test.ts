/**
 * /api/consultations — the contact page's 'Request a Consultation' (SPEC.md §5 Consultation): a
 * guest must log in, a signed-in user's request is stored, and only the admin lists them.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { consultationRequests } from "../../db/schema/index.ts";
import { createTestApp, signUpAgent, type Agent, type TestApp } from "../../test/test-app.ts";
import { ensureAdminAccount } from "../accounts/admin-account.service.ts";

let testApp: TestApp;
let candidate: Awaited<ReturnType<typeof signUpAgent>>;
let employer: Awaited<ReturnType<typeof signUpAgent>>;
let admin: Agent;

beforeAll(async () => {
  testApp = await createTestApp();
  candidate = await signUpAgent(testApp, "candidate");
  employer = await signUpAgent(testApp, "employer");
  await ensureAdminAccount(testApp.deps, testApp.config.adminEmail, "admin-pass");
  admin = testApp.agent();
  const signedIn = await admin.post("/api/accounts/sign-in/admin", { email: testApp.config.adminEmail, password: "admin-pass" });
  if (signedIn.status !== 200) throw new Error(`admin sign-in failed: ${JSON.stringify(signedIn.body)}`);
});
afterAll(() => testApp.close());

const request = {
  name: "  Asha Rao ",
  contact: "9845012345",
  message: "I would like help with my resume for bank jobs.",
};

describe("POST /api/consultations", () => {
  it("answers a guest with 401 unauthenticated and stores nothing", async () => {
    const before = await testApp.db.$count(consultationRequests);
    const response = await testApp.agent().post("/api/consultations", request);
    expect(response.status).toBe(401);
    expect(response.body.error).toMatchObject({
      code: "unauthenticated",
      message: "You need to login to access this page.",
      requestId: response.headers.get("x-request-id"),
    });
    expect(await testApp.db.$count(consultationRequests)).toBe(before);
  });

  it("stores a signed-in candidate's request with its user id: 201", async () => {
    const response = await candidate.agent.post("/api/consultations", request);
    expect(response.status).toBe(201);
    expect(response.body.consultation).toEqual({ id: expect.any(String), createdAt: expect.any(String) });

    const rows = await testApp.db.select().from(consultationRequests).where(eq(consultationRequests.id, response.body.consultation.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: candidate.user.id,
      name: "Asha Rao",
      contact: "9845012345",
      message: "I would like help with my resume for bank jobs.",
    });
  });

  it("stores an employer's request too (any signed-in user may ask)", async () => {
    const response = await employer.agent.post("/api/consultations", { ...request, contact: "hr@mysurusilks.example" });
    expect(response.status).toBe(201);
    const [row] = await testApp.db.select().from(consultationRequests).where(eq(consultationRequests.id, response.body.consultation.id));
    expect(row).toMatchObject({ userId: employer.user.id, contact: "hr@mysurusilks.example" });
  });

  it("takes the user id from the session, never from the body", async () => {
    const response = await candidate.agent.post("/api/consultations", { ...request, userId: employer.user.id, user_id: employer.user.id });
    expect(response.status).toBe(201);
    const [row] = await testApp.db.select().from(consultationRequests).where(eq(consultationRequests.id, response.body.consultation.id));
    expect(row?.userId).toBe(candidate.user.id);
  });

  it("answers invalid input with 400 and the field messages, and stores nothing", async () => {
    const before = await testApp.db.$count(consultationRequests);
    const response = await candidate.agent.post("/api/consultations", { name: "A", contact: "12", message: "help" });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: "invalid_input" });
    expect(response.body.error.fields).toEqual({
      name: ["Name must be at least 2 characters"],
      contact: ["Please enter a phone number or e-mail address"],
      message: ["Please write at least 10 characters"],
    });

    const missing = await candidate.agent.post("/api/consultations", {});
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.error.fields).sort()).toEqual(["contact", "message", "name"]);

    const tooLong = await candidate.agent.post("/api/consultations", { ...request, message: "x".repeat(2001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.fields).toEqual({ message: ["Please keep the message under 2000 characters"] });

    expect(await testApp.db.$count(consultationRequests)).toBe(before);
  });
});

describe("GET /api/consultations", () => {
  it("lists every request, newest first, for the admin", async () => {
    const response = await admin.get("/api/consultations");
    expect(response.status).toBe(200);
    const rows = await testApp.db.select().from(consultationRequests);
    expect(response.body.consultations).toHaveLength(rows.length);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(response.body.consultations).toContainEqual(
      expect.objectContaining({ userId: candidate.user.id, name: "Asha Rao", contact: "9845012345", message: request.message }),
    );
    expect(response.body.consultations).toContainEqual(
      expect.objectContaining({ userId: employer.user.id, contact: "hr@mysurusilks.example" }),
    );
    const times = response.body.consultations.map((row: { createdAt: string }) => Date.parse(row.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it.each(["candidate", "employer"] as const)("refuses a %s with 403 forbidden", async (role) => {
    const agent = role === "candidate" ? candidate.agent : employer.agent;
    const response = await agent.get("/api/consultations");
    expect(response.status).toBe(403);
    expect(response.body.error).toMatchObject({ code: "forbidden", message: "You do not have permission to do this." });
    expect(response.body.consultations).toBeUndefined();
  });

  it("refuses a guest with 401", async () => {
    const response = await testApp.agent().get("/api/consultations");
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe("unauthenticated");
  });

  it("refuses the cookie of an admin session that was signed out", async () => {
    const agent = testApp.agent();
    expect((await agent.post("/api/accounts/sign-in/admin", { email: testApp.config.adminEmail, password: "admin-pass" })).status).toBe(200);
    const cookie = `nj.session_token=${agent.cookies.get("nj.session_token")}`;
    expect((await testApp.agent().get("/api/consultations", { cookie })).status).toBe(200);
    expect((await agent.post("/api/accounts/sign-out")).status).toBe(200);
    // The same cookie, replayed after sign-out, no longer opens the list.
    expect((await testApp.agent().get("/api/consultations", { cookie })).status).toBe(401);
  });
});
