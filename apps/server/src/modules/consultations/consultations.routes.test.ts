/**
 * /api/consultations — the contact page's 'Request a Consultation' (SPEC.md §5 Consultation): a
 * guest must log in, a signed-in user's request is stored, and only the admin lists them.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { ConsultationRequestInput } from "@app/shared/consultations";
import { consultationRequests } from "../../db/schema/index.ts";
import { expectError, expectStatus } from "../../test/responses.ts";
import { createTestApp, emptyJsonBody, signIn, signInAdmin, signUpAgent, type Agent, type SignedUp, type TestApp } from "../../test/test-app.ts";

let testApp: TestApp;
let candidate: SignedUp;
let employer: SignedUp;
let admin: Agent;

beforeAll(async () => {
  testApp = await createTestApp();
  candidate = await signUpAgent(testApp, "candidate");
  employer = await signUpAgent(testApp, "employer");
  admin = await signInAdmin(testApp, {}, "admin-pass");
});
afterAll(() => testApp.close());

const request = {
  name: "  Asha Rao ",
  contact: "9845012345",
  message: "I would like help with my resume for bank jobs.",
};

const ask = (agent: Agent, input: ConsultationRequestInput) => agent.api.consultations.$post({ json: input });

describe("POST /api/consultations", () => {
  it("answers a guest with 401 unauthenticated and stores nothing", async () => {
    const before = await testApp.db.$count(consultationRequests);
    const response = await ask(testApp.agent(), request);
    expect(await expectError(response, 401, "unauthenticated")).toMatchObject({
      message: "You need to login to access this page.",
      requestId: response.headers.get("x-request-id"),
    });
    expect(await testApp.db.$count(consultationRequests)).toBe(before);
  });

  it("stores a signed-in candidate's request with its user id: 201", async () => {
    const { consultation } = await expectStatus(ask(candidate.agent, request), 201);
    expect(consultation).toEqual({ id: expect.any(String), createdAt: expect.any(String) });

    const rows = await testApp.db.select().from(consultationRequests).where(eq(consultationRequests.id, consultation.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: candidate.user.id,
      name: "Asha Rao",
      contact: "9845012345",
      message: "I would like help with my resume for bank jobs.",
    });
  });

  it("stores an employer's request too (any signed-in user may ask)", async () => {
    const { consultation } = await expectStatus(ask(employer.agent, { ...request, contact: "hr@mysurusilks.example" }), 201);
    const [row] = await testApp.db.select().from(consultationRequests).where(eq(consultationRequests.id, consultation.id));
    expect(row).toMatchObject({ userId: employer.user.id, contact: "hr@mysurusilks.example" });
  });

  it("takes the user id from the session, never from the body", async () => {
    const withUserIds = { ...request, userId: employer.user.id, user_id: employer.user.id };
    const { consultation } = await expectStatus(ask(candidate.agent, withUserIds), 201);
    const [row] = await testApp.db.select().from(consultationRequests).where(eq(consultationRequests.id, consultation.id));
    expect(row?.userId).toBe(candidate.user.id);
  });

  it("answers invalid input with 400 and the field messages, and stores nothing", async () => {
    const before = await testApp.db.$count(consultationRequests);
    const invalid = await expectError(ask(candidate.agent, { name: "A", contact: "12", message: "help" }), 400, "invalid_input");
    expect(invalid.fields).toEqual({
      name: ["Name must be at least 2 characters"],
      contact: ["Please enter a phone number or e-mail address"],
      message: ["Please write at least 10 characters"],
    });

    // Untyped: an empty body is what the typed client would not send.
    const missing = await expectError(candidate.agent.post("/api/consultations", {}), 400, "invalid_input");
    expect(Object.keys(missing.fields ?? {}).sort()).toEqual(["contact", "message", "name"]);

    const tooLong = await expectError(ask(candidate.agent, { ...request, message: "x".repeat(2001) }), 400, "invalid_input");
    expect(tooLong.fields).toEqual({ message: ["Please keep the message under 2000 characters"] });

    expect(await testApp.db.$count(consultationRequests)).toBe(before);
  });
});

describe("GET /api/consultations", () => {
  it("lists every request, newest first, for the admin", async () => {
    const { consultations } = await expectStatus(admin.api.consultations.$get(), 200);
    const rows = await testApp.db.select().from(consultationRequests);
    expect(consultations).toHaveLength(rows.length);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(consultations).toContainEqual(
      expect.objectContaining({ userId: candidate.user.id, name: "Asha Rao", contact: "9845012345", message: request.message }),
    );
    expect(consultations).toContainEqual(expect.objectContaining({ userId: employer.user.id, contact: "hr@mysurusilks.example" }));
    const times = consultations.map((row) => Date.parse(row.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it.each(["candidate", "employer"] as const)("refuses a %s with 403 forbidden", async (role) => {
    const agent = role === "candidate" ? candidate.agent : employer.agent;
    // The error shape only: no list comes with the refusal.
    const error = await expectError(agent.api.consultations.$get(), 403, "forbidden");
    expect(error.message).toBe("You do not have permission to do this.");
  });

  it("refuses a guest with 401", async () => {
    await expectError(testApp.agent().api.consultations.$get(), 401, "unauthenticated");
  });

  it("refuses the cookie of an admin session that was signed out", async () => {
    const agent = testApp.agent();
    await expectStatus(signIn(agent, "admin", { email: testApp.config.adminEmail, password: "admin-pass" }), 200);
    const cookie = `nj.session_token=${agent.cookies.get("nj.session_token")}`;
    await expectStatus(testApp.agent({ cookie }).api.consultations.$get(), 200);
    await expectStatus(agent.api.accounts["sign-out"].$post({}, emptyJsonBody), 200);
    // The same cookie, replayed after sign-out, no longer opens the list.
    await expectError(testApp.agent({ cookie }).api.consultations.$get(), 401);
  });
});
