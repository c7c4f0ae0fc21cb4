/**
 * Every admin action of the admin area writes exactly one audit entry — who, what, which record,
 * a label as the record was, the reason — and a refused action writes none.
 */
import { and, asc, eq } from "drizzle-orm";
import { uniqueSymbol } from "hono-openapi";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditAction, AuditTargetType } from "@app/shared/trust";
import { auditLog, jobs } from "../../db/schema/index.ts";
import { expectError, expectStatus } from "../../test/responses.ts";
import { createTestApp, emptyJsonBody, postJob, signInAdmin, signUpFromOwnAddress, whoIs, type Agent, type SignedUp, type TestApp } from "../../test/test-app.ts";
import { fullCandidate, insertJobs } from "../admin/admin-test-helpers.ts";
import { createCourse, paidEnrollBody } from "../courses/course-test-helpers.ts";

let testApp: TestApp;
let admin: Agent;
let adminId: string;
let employer: SignedUp;

beforeAll(async () => {
  testApp = await createTestApp({ TRUST_PROXY: "1" });
  admin = await signInAdmin(testApp);
  adminId = (await whoIs(admin))!.id;
  employer = await signUpFromOwnAddress(testApp, "employer", { company: "Chamundi Logistics" });
});
afterAll(() => testApp.close());

/** Every audit entry about one record, oldest first, as stored (with the details the list leaves out). */
function entriesFor(targetType: AuditTargetType, targetId: string) {
  return testApp.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, targetId)))
    .orderBy(asc(auditLog.id));
}

/** The one entry an action wrote, as the admin's list shows it, and its stored details. */
async function onlyEntry(targetType: AuditTargetType, targetId: string) {
  const stored = await entriesFor(targetType, targetId);
  expect(stored).toHaveLength(1);
  const page = await expectStatus(admin.api.admin.audit.$get({ query: { targetType, targetId } }), 200);
  expect(page.entries).toHaveLength(1);
  return { entry: page.entries[0]!, details: stored[0]!.details };
}

function expected(action: AuditAction, targetType: AuditTargetType, targetId: string, targetLabel: string) {
  return { action, targetType, targetId, targetLabel, reason: null, actorId: adminId, actorEmail: testApp.config.adminEmail };
}

function setStatus(id: string, status: "pending" | "confirmed" | "cancelled") {
  return admin.api.admin.enrollments[":id"].$patch({ param: { id }, json: { status } });
}

describe("job deletion", () => {
  it("DELETE /api/admin/jobs/:id: job.delete with the title and what went with it", async () => {
    const candidate = await signUpFromOwnAddress(testApp, "candidate");
    const [jobId] = await insertJobs(testApp, { id: employer.user.id, company: "Chamundi Logistics" }, 1, () => ({ title: "Forklift Driver" }));
    await expectStatus(candidate.agent.api.jobs[":id"].saved.$put({ param: { id: jobId! } }), 200);

    const { deleted } = await expectStatus(admin.api.admin.jobs[":id"].$delete({ param: { id: jobId! } }), 200);
    const { entry, details } = await onlyEntry("job", jobId!);
    expect(entry).toMatchObject(expected("job.delete", "job", jobId!, "Forklift Driver"));
    expect(details).toEqual(deleted);
    expect(deleted).toMatchObject({ jobs: 1, savedJobs: 1 });
  });

  it("DELETE /api/jobs/:id by the admin is audited the same way; by its employer it is not an admin action", async () => {
    const byAdmin = await postJob(employer.agent, { title: "Night Watchman" });
    await expectStatus(admin.api.jobs[":id"].$delete({ param: { id: byAdmin.id } }), 200);
    const { entry } = await onlyEntry("job", byAdmin.id);
    expect(entry).toMatchObject(expected("job.delete", "job", byAdmin.id, "Night Watchman"));

    const byEmployer = await postJob(employer.agent, { title: "Day Watchman" });
    await expectStatus(employer.agent.api.jobs[":id"].$delete({ param: { id: byEmployer.id } }), 200);
    expect(await entriesFor("job", byEmployer.id)).toEqual([]);
  });

  it("a missing job: 404 on either path and no entry", async () => {
    const missing = "00000000-0000-4000-8000-00000000a0d1";
    await expectError(admin.api.admin.jobs[":id"].$delete({ param: { id: missing } }), 404, "not_found");
    await expectError(admin.api.jobs[":id"].$delete({ param: { id: missing } }), 404, "not_found");
    expect(await entriesFor("job", missing)).toEqual([]);
  });
});

describe("account deletion", () => {
  it("DELETE /api/admin/candidates/:id: candidate.delete with name (e-mail) and the counts deleted", async () => {
    const [jobId] = await insertJobs(testApp, { id: employer.user.id, company: "Chamundi Logistics" }, 1);
    const candidate = await fullCandidate(testApp, admin, [jobId!]);
    // fullCandidate confirmed and cancelled two enrolments: those are entries of their own.
    const { deleted } = await expectStatus(admin.api.admin.candidates[":id"].$delete({ param: { id: candidate.user.id } }), 200);

    const { entry, details } = await onlyEntry("candidate", candidate.user.id);
    expect(entry).toMatchObject(
      expected("candidate.delete", "candidate", candidate.user.id, `${candidate.input.name} (${candidate.input.email.toLowerCase()})`),
    );
    expect(details).toEqual(deleted);
    expect(deleted).toMatchObject({ applications: 1, enrollments: 3, sessions: 2 });
  });

  it("DELETE /api/admin/employers/:id: employer.delete with name (e-mail) and the counts deleted", async () => {
    const other = await signUpFromOwnAddress(testApp, "employer", { company: "Brindavan Retail" });
    await insertJobs(testApp, { id: other.user.id, company: "Brindavan Retail" }, 2);
    const { deleted } = await expectStatus(admin.api.admin.employers[":id"].$delete({ param: { id: other.user.id } }), 200);

    const { entry, details } = await onlyEntry("employer", other.user.id);
    expect(entry).toMatchObject(expected("employer.delete", "employer", other.user.id, `${other.input.name} (${other.input.email.toLowerCase()})`));
    expect(details).toEqual(deleted);
    expect(deleted.jobs).toBe(2);
  });

  it("an unknown account, or one of the other role: 404 and no entry", async () => {
    await expectError(admin.api.admin.candidates[":id"].$delete({ param: { id: employer.user.id } }), 404, "not_found");
    await expectError(admin.api.admin.employers[":id"].$delete({ param: { id: "nobody-at-all" } }), 404, "not_found");
    expect(await entriesFor("candidate", employer.user.id)).toEqual([]);
    expect(await entriesFor("employer", "nobody-at-all")).toEqual([]);
  });
});

describe("courses", () => {
  it("create, update, delete: one entry each, labelled with the course's title at the time", async () => {
    const course = await createCourse(admin, { title: "Tally for Shops" });
    const body = { title: "Tally and GST for Shops", description: "Accounts.", price: 1800, duration: "4 weeks" };
    await expectStatus(admin.api.admin.courses[":id"].$put({ param: { id: course.id }, json: body }), 200);
    await expectStatus(admin.api.admin.courses[":id"].$delete({ param: { id: course.id } }), 200);

    const stored = await entriesFor("course", course.id);
    expect(stored.map((row) => [row.action, row.targetLabel, row.actorId, row.actorEmail])).toEqual([
      ["course.create", "Tally for Shops", adminId, testApp.config.adminEmail],
      ["course.update", "Tally and GST for Shops", adminId, testApp.config.adminEmail],
      ["course.delete", "Tally and GST for Shops", adminId, testApp.config.adminEmail],
    ]);
    expect(stored[2]!.details).toEqual({ outcome: "deleted" });
  });

  it("a course with enrolments is archived: course.delete says so", async () => {
    const course = await createCourse(admin, { title: "Spoken English" });
    const student = await signUpFromOwnAddress(testApp, "candidate");
    await expectStatus(student.agent.api.enrollments.$post({ json: await paidEnrollBody(student.agent, course.id) }), 201);
    expect(await expectStatus(admin.api.admin.courses[":id"].$delete({ param: { id: course.id } }), 200)).toEqual({ outcome: "archived" });
    const deletions = (await entriesFor("course", course.id)).filter((row) => row.action === "course.delete");
    expect(deletions.map((row) => [row.targetLabel, row.details])).toEqual([["Spoken English", { outcome: "archived" }]]);
  });

  it("editing or deleting a missing or archived course: 404 and no entry", async () => {
    const body = { title: "Never Stored", description: "No.", price: 100, duration: "1 week" };
    await expectError(admin.api.admin.courses[":id"].$put({ param: { id: "course-missing" }, json: body }), 404, "not_found");
    await expectError(admin.api.admin.courses[":id"].$delete({ param: { id: "course-missing" } }), 404, "not_found");
    expect(await entriesFor("course", "course-missing")).toEqual([]);
  });
});

describe("enrolments", () => {
  it("confirm, cancel, reset: one entry each, labelled with the reference and the student's name", async () => {
    const student = await signUpFromOwnAddress(testApp, "candidate");
    const { enrollment } = await expectStatus(student.agent.api.enrollments.$post({ json: await paidEnrollBody(student.agent, "course2") }), 201);
    const { reference } = enrollment;
    for (const status of ["confirmed", "cancelled", "pending"] as const) await expectStatus(setStatus(enrollment.id, status), 200);

    const stored = await entriesFor("enrollment", enrollment.id);
    const label = `${reference} (${student.input.name})`;
    expect(stored.map((row) => [row.action, row.targetLabel, row.reason, row.actorId])).toEqual([
      ["enrollment.confirm", label, null, adminId],
      ["enrollment.cancel", label, null, adminId],
      ["enrollment.reset", label, null, adminId],
    ]);
    expect(stored.map((row) => row.details)).toEqual([
      { courseId: "course2", from: "pending", to: "confirmed" },
      { courseId: "course2", from: "confirmed", to: "cancelled" },
      { courseId: "course2", from: "cancelled", to: "pending" },
    ]);
  });

  it("a move refused with 409 or 404 leaves no entry", async () => {
    const student = await signUpFromOwnAddress(testApp, "candidate");
    const { enrollment } = await expectStatus(student.agent.api.enrollments.$post({ json: await paidEnrollBody(student.agent, "course3") }), 201);
    await expectError(setStatus(enrollment.id, "pending"), 409, "enrollment_status_unchanged");
    await expectError(setStatus("00000000-0000-4000-8000-00000000e001", "confirmed"), 404, "not_found");
    expect(await entriesFor("enrollment", enrollment.id)).toEqual([]);
    expect(await entriesFor("enrollment", "00000000-0000-4000-8000-00000000e001")).toEqual([]);
  });
});

describe("the admin's moves on someone else's job and on consultation requests", () => {
  it("PATCH /api/jobs/:id/status and POST /api/jobs/:id/renew: job.close, job.reopen and job.renew", async () => {
    const job = await postJob(employer.agent, { title: "Delivery Rider" });
    const status = (value: "active" | "expired") => admin.api.jobs[":id"].status.$patch({ param: { id: job.id }, json: { status: value } });
    await expectStatus(status("expired"), 200);
    await expectStatus(status("active"), 200);
    await expectStatus(admin.api.jobs[":id"].renew.$post({ param: { id: job.id } }, emptyJsonBody), 200);
    // Refused (a closed job is not renewed): no entry.
    await expectStatus(status("expired"), 200);
    await expectError(admin.api.jobs[":id"].renew.$post({ param: { id: job.id } }, emptyJsonBody), 409, "job_not_open");

    const stored = await entriesFor("job", job.id);
    expect(stored.map((row) => [row.action, row.targetLabel, row.actorId])).toEqual([
      ["job.close", "Delivery Rider", adminId],
      ["job.reopen", "Delivery Rider", adminId],
      ["job.renew", "Delivery Rider", adminId],
      ["job.close", "Delivery Rider", adminId],
    ]);
    const page = await expectStatus(admin.api.admin.audit.$get({ query: { targetType: "job", targetId: job.id } }), 200);
    expect(page.entries.map((entry) => entry.action)).toEqual(["job.close", "job.renew", "job.reopen", "job.close"]);
  });

  it("PATCH /api/admin/consultations/:id: consultation.handle and consultation.reopen; an unknown one writes nothing", async () => {
    const asker = await signUpFromOwnAddress(testApp, "candidate");
    const { consultation } = await expectStatus(
      asker.agent.api.consultations.$post({ json: { name: "Kavya Gowda", contact: "9845012345", message: "Please call me about the courses." } }),
      201,
    );
    const mark = (id: string, handled: boolean) => admin.api.admin.consultations[":id"].$patch({ param: { id }, json: { handled } });
    await expectStatus(mark(consultation.id, true), 200);
    await expectStatus(mark(consultation.id, false), 200);
    await expectError(mark("00000000-0000-4000-8000-00000000c001", true), 404, "not_found");

    const stored = await entriesFor("consultation", consultation.id);
    expect(stored.map((row) => [row.action, row.targetLabel, row.actorId])).toEqual([
      ["consultation.handle", "Kavya Gowda", adminId],
      ["consultation.reopen", "Kavya Gowda", adminId],
    ]);
    expect(await entriesFor("consultation", "00000000-0000-4000-8000-00000000c001")).toEqual([]);
  });
});

/**
 * Every route the admin may call that changes something, and the audit entry it writes. A new
 * admin route fails the test below until it is listed here, with the test that shows its entry.
 */
const auditedAdminRoutes: Record<string, string> = {
  "DELETE /api/admin/jobs/:id": "job.delete",
  "DELETE /api/jobs/:id": "job.delete",
  "PATCH /api/jobs/:id/status": "job.close, job.reopen",
  "POST /api/jobs/:id/renew": "job.renew",
  "POST /api/admin/review/:jobId/approve": "job.approve",
  "POST /api/admin/review/:jobId/reject": "job.reject",
  "POST /api/admin/reports/:jobId/dismiss": "reports.dismiss",
  "POST /api/admin/reports/:jobId/take-down": "job.take_down",
  "POST /api/admin/verifications/:id/approve": "verification.approve",
  "POST /api/admin/verifications/:id/reject": "verification.reject",
  "DELETE /api/admin/candidates/:id": "candidate.delete",
  "DELETE /api/admin/employers/:id": "employer.delete",
  "POST /api/admin/courses": "course.create",
  "PUT /api/admin/courses/:id": "course.update",
  "DELETE /api/admin/courses/:id": "course.delete",
  "PATCH /api/admin/enrollments/:id": "enrollment.confirm, enrollment.cancel, enrollment.reset",
  "PATCH /api/admin/consultations/:id": "consultation.handle, consultation.reopen",
  "POST /api/admin/mail/:id/retry": "mail.retry (admin-mail.routes.test.ts)",
  "POST /api/admin/phone/:id/retry": "phone.retry (admin-phone.routes.test.ts)",
  "POST /api/admin/conversations/:id/close": "conversation.close (conversations.routes.test.ts)",
  "POST /api/admin/conversations/:id/dismiss": "conversation.dismiss (conversations.routes.test.ts)",
  "POST /api/admin/company-pages/:slug/approve": "company.approve (companies.routes.test.ts)",
  "POST /api/admin/company-pages/:slug/reject": "company.reject (companies.routes.test.ts)",
};

describe("every admin route that changes something", () => {
  it("is one of the audited routes above", () => {
    const adminMoves = testApp.app.routes
      .filter((route) => ["POST", "PUT", "PATCH", "DELETE"].includes(route.method))
      .filter((route) => {
        const spec = (route.handler as unknown as Record<symbol, { spec?: { "x-roles"?: string[] } } | undefined>)[uniqueSymbol]?.spec;
        return spec?.["x-roles"]?.includes("admin");
      })
      .map((route) => `${route.method} ${route.path}`);
    expect(adminMoves.length).toBeGreaterThan(10);
    expect([...new Set(adminMoves)].sort()).toEqual(Object.keys(auditedAdminRoutes).sort());
  });
});

describe("what is not the admin's", () => {
  it("an employer's own edits and a candidate's enrolment write nothing", async () => {
    const before = await testApp.db.select({ id: auditLog.id }).from(auditLog);
    const job = await postJob(employer.agent, { title: "Cashier" });
    await expectStatus(employer.agent.api.jobs[":id"].status.$patch({ param: { id: job.id }, json: { status: "expired" } }), 200);
    const student = await signUpFromOwnAddress(testApp, "candidate");
    await expectStatus(student.agent.api.enrollments.$post({ json: await paidEnrollBody(student.agent, "course4") }), 201);
    expect(await testApp.db.select({ id: auditLog.id }).from(auditLog)).toEqual(before);
    expect(await testApp.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, job.id))).toHaveLength(1);
  });
});
