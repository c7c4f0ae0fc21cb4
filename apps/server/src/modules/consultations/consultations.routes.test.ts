/**
 * /api/consultations — the contact page's 'Request a Consultation' (SPEC.md §5 Consultation): a
 * guest must log in, a signed-in user's request is stored; only the admin lists them and marks them
 * handled (/api/admin/consultations).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { consultationsPageSize, type ConsultationListInput } from "@app/shared/admin";
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

describe("GET /api/admin/consultations", () => {
  const list = (agent: Agent, query: ConsultationListInput = {}) =>
    agent.api.admin.consultations.$get({ query: query as Record<string, string> });

  it("lists every request, newest first, for the admin, with the total", async () => {
    const page = await expectStatus(list(admin), 200);
    const rows = await testApp.db.select().from(consultationRequests);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(page).toMatchObject({ totalCount: rows.length, page: 1, pageSize: consultationsPageSize });
    expect(page.consultations).toHaveLength(Math.min(rows.length, consultationsPageSize));
    expect(page.consultations).toContainEqual(
      expect.objectContaining({ userId: candidate.user.id, name: "Asha Rao", contact: "9845012345", message: request.message, handledAt: null }),
    );
    expect(page.consultations).toContainEqual(expect.objectContaining({ userId: employer.user.id, contact: "hr@mysurusilks.example" }));
    const times = page.consultations.map((row) => Date.parse(row.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("pages 20 at a time: the 21st request is alone on page 2, a page past the end is empty", async () => {
    const existing = await testApp.db.$count(consultationRequests);
    await testApp.db.insert(consultationRequests).values(
      Array.from({ length: consultationsPageSize + 1 - existing }, (_, index) => ({
        name: `Visitor ${index}`,
        contact: `98450${String(index).padStart(5, "0")}`,
        message: "Please call me about courses.",
      })),
    );
    const first = await expectStatus(list(admin), 200);
    const second = await expectStatus(list(admin, { page: 2 }), 200);
    const third = await expectStatus(list(admin, { page: 3 }), 200);
    expect(first.totalCount).toBe(consultationsPageSize + 1);
    expect(first.consultations).toHaveLength(consultationsPageSize);
    expect(second.consultations).toHaveLength(1);
    expect(third).toMatchObject({ consultations: [], totalCount: consultationsPageSize + 1 });
    expect(new Set([...first.consultations, ...second.consultations].map((row) => row.id)).size).toBe(consultationsPageSize + 1);
    await expectError(list(admin, { page: 0 }), 400, "invalid_input");
    await expectError(list(admin, { handled: "maybe" as "true" }), 400, "invalid_input");
  });

  it.each(["candidate", "employer"] as const)("refuses a %s with 403 forbidden", async (role) => {
    const agent = role === "candidate" ? candidate.agent : employer.agent;
    // The error shape only: no list comes with the refusal.
    const error = await expectError(list(agent), 403, "forbidden");
    expect(error.message).toBe("You do not have permission to do this.");
  });

  it("refuses a guest with 401", async () => {
    await expectError(list(testApp.agent()), 401, "unauthenticated");
  });

  it("refuses the cookie of an admin session that was signed out", async () => {
    const agent = testApp.agent();
    await expectStatus(signIn(agent, "admin", { email: testApp.config.adminEmail, password: "admin-pass" }), 200);
    const cookie = `nj.session_token=${agent.cookies.get("nj.session_token")}`;
    await expectStatus(list(testApp.agent({ cookie })), 200);
    await expectStatus(agent.api.accounts["sign-out"].$post({}, emptyJsonBody), 200);
    // The same cookie, replayed after sign-out, no longer opens the list.
    await expectError(list(testApp.agent({ cookie })), 401);
  });
});

describe("PATCH /api/admin/consultations/:id", () => {
  const mark = (agent: Agent, id: string, handled: boolean) =>
    agent.api.admin.consultations[":id"].$patch({ param: { id }, json: { handled } });

  it("marks a request handled and open again; the filters and the open count follow", async () => {
    const { consultation } = await expectStatus(ask(candidate.agent, { ...request, name: "Ravi Kumar" }), 201);
    const handled = await expectStatus(mark(admin, consultation.id, true), 200);
    expect(handled.consultation).toMatchObject({ id: consultation.id, name: "Ravi Kumar", handledAt: expect.any(String) });
    const [row] = await testApp.db.select().from(consultationRequests).where(eq(consultationRequests.id, consultation.id));
    expect(row?.handledAt).toBeInstanceOf(Date);

    // Marking it handled again keeps the first time.
    const again = await expectStatus(mark(admin, consultation.id, true), 200);
    expect(again.consultation.handledAt).toBe(handled.consultation.handledAt);

    const handledList = await expectStatus(admin.api.admin.consultations.$get({ query: { handled: "true" } }), 200);
    expect(handledList.consultations.map((item) => item.id)).toContain(consultation.id);
    expect(handledList.consultations.every((item) => item.handledAt !== null)).toBe(true);
    const openList = await expectStatus(admin.api.admin.consultations.$get({ query: { handled: "false" } }), 200);
    expect(openList.consultations.map((item) => item.id)).not.toContain(consultation.id);
    const { stats } = await expectStatus(admin.api.admin.dashboard.$get(), 200);
    expect(stats.unhandledConsultations).toBe(openList.totalCount);

    const reopened = await expectStatus(mark(admin, consultation.id, false), 200);
    expect(reopened.consultation.handledAt).toBeNull();
    const [reopenedRow] = await testApp.db.select().from(consultationRequests).where(eq(consultationRequests.id, consultation.id));
    expect(reopenedRow?.handledAt).toBeNull();
  });

  it("answers 404 for an unknown or malformed id and 400 for a body without `handled`", async () => {
    await expectError(mark(admin, "00000000-0000-4000-8000-000000000000", true), 404, "not_found");
    await expectError(mark(admin, "not-a-uuid", true), 404, "not_found");
    const [row] = await testApp.db.select().from(consultationRequests).limit(1);
    await expectError(admin.patch(`/api/admin/consultations/${row!.id}`, { handled: "yes" }), 400, "invalid_input");
  });

  it.each(["candidate", "employer"] as const)("refuses a %s with 403 and changes nothing", async (role) => {
    const agent = role === "candidate" ? candidate.agent : employer.agent;
    const [row] = await testApp.db.select().from(consultationRequests).limit(1);
    await expectError(mark(agent, row!.id, true), 403, "forbidden");
    const [after] = await testApp.db.select().from(consultationRequests).where(eq(consultationRequests.id, row!.id));
    expect(after?.handledAt).toEqual(row!.handledAt);
  });
});
