/**
 * Every admin action of the admin area writes exactly one audit entry — who, what, which record,
 * a label as the record was, the reason — and a refused action writes none.
 */
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditAction, AuditTargetType } from "@app/shared/trust";
import { auditLog, jobs } from "../../db/schema/index.ts";
import { expectError, expectStatus } from "../../test/responses.ts";
import { createTestApp, postJob, signInAdmin, signUpFromOwnAddress, whoIs, type Agent, type SignedUp, type TestApp } from "../../test/test-app.ts";
import { fullCandidate, insertJobs } from "../admin/admin-test-helpers.ts";
import { createCourse, enrollBody, testReference } from "../courses/course-test-helpers.ts";

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
    await expectStatus(student.agent.api.enrollments.$post({ json: enrollBody(course.id, testReference("C")) }), 201);
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
    const reference = testReference("E");
    const { enrollment } = await expectStatus(student.agent.api.enrollments.$post({ json: enrollBody("course2", reference) }), 201);
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
    const { enrollment } = await expectStatus(student.agent.api.enrollments.$post({ json: enrollBody("course3", testReference("F")) }), 201);
    await expectError(setStatus(enrollment.id, "pending"), 409, "enrollment_status_unchanged");
    await expectError(setStatus("00000000-0000-4000-8000-00000000e001", "confirmed"), 404, "not_found");
    expect(await entriesFor("enrollment", enrollment.id)).toEqual([]);
    expect(await entriesFor("enrollment", "00000000-0000-4000-8000-00000000e001")).toEqual([]);
  });
});

describe("what is not the admin's", () => {
  it("an employer's own edits and a candidate's enrolment write nothing", async () => {
    const before = await testApp.db.select({ id: auditLog.id }).from(auditLog);
    const job = await postJob(employer.agent, { title: "Cashier" });
    await expectStatus(employer.agent.api.jobs[":id"].status.$patch({ param: { id: job.id }, json: { status: "expired" } }), 200);
    const student = await signUpFromOwnAddress(testApp, "candidate");
    await expectStatus(student.agent.api.enrollments.$post({ json: enrollBody("course4", testReference("G")) }), 201);
    expect(await testApp.db.select({ id: auditLog.id }).from(auditLog)).toEqual(before);
    expect(await testApp.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, job.id))).toHaveLength(1);
  });
});
