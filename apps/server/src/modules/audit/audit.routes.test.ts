/**
 * The audit log: `GET /api/admin/audit` (the admin's alone; filters, days in the site's time zone,
 * paging, newest first), a table nothing can change or empty, and entries that live and die with
 * the transaction of their action.
 */
import { and, count, eq, sql } from "drizzle-orm";
import type { InferRequestType } from "hono/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditPageSize, type AuditAction, type AuditTargetType } from "@app/shared/trust";
import { auditLog, courses, enrollments, jobs } from "../../db/schema/index.ts";
import { expectError, expectStatus } from "../../test/responses.ts";
import { createTestApp, postJob, signInAdmin, signUpFromOwnAddress, type Agent, type SignedUp, type TestApp } from "../../test/test-app.ts";
import { createCourse, paidEnrollBody } from "../courses/course-test-helpers.ts";

let testApp: TestApp;
let admin: Agent;
let candidate: SignedUp;
let employer: SignedUp;

beforeAll(async () => {
  testApp = await createTestApp({ TRUST_PROXY: "1", SITE_TIME_ZONE: "Asia/Kolkata" });
  admin = await signInAdmin(testApp);
  candidate = await signUpFromOwnAddress(testApp, "candidate");
  employer = await signUpFromOwnAddress(testApp, "employer", { company: "Mysore Silk Traders" });
});
afterAll(() => testApp.close());

type AuditQuery = InferRequestType<Agent["api"]["admin"]["audit"]["$get"]>["query"];

function list(query: AuditQuery = {}) {
  return expectStatus(admin.api.admin.audit.$get({ query }), 200);
}

let written = 0;

/** Entries put straight into the table (inserting is all it allows), at the given moments. */
async function insertEntries(moments: string[], values: { action?: AuditAction; targetType?: AuditTargetType; targetId?: string } = {}) {
  const rows = moments.map((at) => {
    written += 1;
    return {
      at: new Date(at),
      actorId: "admin-1",
      actorEmail: "admin@example.com",
      action: values.action ?? ("job.delete" as const),
      targetType: values.targetType ?? ("job" as const),
      targetId: values.targetId ?? `inserted-${written}`,
      targetLabel: `Entry ${written}`,
      reason: null,
    };
  });
  return testApp.db.insert(auditLog).values(rows).returning({ id: auditLog.id });
}

async function auditRowCount(): Promise<number> {
  const [row] = await testApp.db.select({ value: count() }).from(auditLog);
  return row!.value;
}

/** The audit log's id sequence: it moves on for every row inserted, kept or rolled back. */
async function lastAuditId(): Promise<number> {
  const [row] = await testApp.db
    .select({ lastValue: sql<string>`last_value`.mapWith(Number), isCalled: sql<boolean>`is_called` })
    .from(sql`audit_log_id_seq`);
  return row!.isCalled ? row!.lastValue : 0;
}

describe("GET /api/admin/audit: who may read it", () => {
  it("a guest 401, a candidate 403, an employer 403, the admin 200", async () => {
    await expectError(testApp.agent().get("/api/admin/audit"), 401, "unauthenticated");
    await expectError(candidate.agent.get("/api/admin/audit"), 403, "forbidden");
    await expectError(employer.agent.get("/api/admin/audit"), 403, "forbidden");
    expect(await list()).toMatchObject({ page: 1, pageSize: auditPageSize });
  });
});

describe("GET /api/admin/audit: the list", () => {
  it("is newest first, the id breaking a tie of moments (one transaction's entries share its moment)", async () => {
    const targetId = "order-1";
    const [a, b, c] = await insertEntries(["2002-01-01T10:00:00Z", "2002-01-01T12:00:00Z", "2002-01-01T12:00:00Z"], { targetId });
    const page = await list({ targetType: "job", targetId });
    expect(page.entries.map((entry) => entry.id)).toEqual([c!.id, b!.id, a!.id].map(String));
    expect(page.entries[0]).toEqual({
      id: String(c!.id),
      at: "2002-01-01T12:00:00.000Z",
      actorId: "admin-1",
      actorEmail: "admin@example.com",
      action: "job.delete",
      targetType: "job",
      targetId,
      targetLabel: expect.stringMatching(/^Entry /),
      reason: null,
    });
  });

  it("pages 50 at a time with the total, and a page past the end is empty", async () => {
    const targetId = "paged-1";
    const moments = Array.from({ length: 120 }, (_, index) => new Date(Date.UTC(2003, 0, 1) + index * 60_000).toISOString());
    const ids = (await insertEntries(moments, { targetId })).map((row) => String(row.id)).reverse();

    const pages = await Promise.all([1, 2, 3].map((page) => list({ targetType: "job", targetId, page: String(page) })));
    expect(pages.map((page) => [page.page, page.totalCount, page.entries.length])).toEqual([
      [1, 120, 50],
      [2, 120, 50],
      [3, 120, 20],
    ]);
    expect(pages.flatMap((page) => page.entries.map((entry) => entry.id))).toEqual(ids);
    expect(await list({ targetType: "job", targetId, page: "4" })).toEqual({ entries: [], totalCount: 120, page: 4, pageSize: auditPageSize });
  });

  it("filters by action, by record type and by one record", async () => {
    const day = { from: "2004-06-01", to: "2004-06-01" };
    await insertEntries(["2004-06-01T06:00:00Z"], { action: "course.create", targetType: "course", targetId: "course-x" });
    await insertEntries(["2004-06-01T06:01:00Z"], { action: "course.update", targetType: "course", targetId: "course-x" });
    await insertEntries(["2004-06-01T06:02:00Z"], { action: "course.update", targetType: "course", targetId: "course-y" });
    await insertEntries(["2004-06-01T06:03:00Z"], { action: "enrollment.confirm", targetType: "enrollment", targetId: "course-x" });

    const actions = async (query: AuditQuery) => (await list({ ...day, ...query })).entries.map((entry) => [entry.action, entry.targetId]);
    expect(await actions({ action: "course.update" })).toEqual([
      ["course.update", "course-y"],
      ["course.update", "course-x"],
    ]);
    expect(await actions({ targetType: "course" })).toHaveLength(3);
    expect(await actions({ targetType: "course", targetId: "course-x" })).toEqual([
      ["course.update", "course-x"],
      ["course.create", "course-x"],
    ]);
    expect(await actions({ targetType: "enrollment" })).toEqual([["enrollment.confirm", "course-x"]]);
    expect(await actions({ action: "course.update", targetType: "course", targetId: "course-x" })).toEqual([["course.update", "course-x"]]);
    expect(await actions({ action: "job.reject" })).toEqual([]);
  });

  it("from and to are whole days in the site's time zone (IST), both included", async () => {
    const targetId = "days-1";
    // 4 March 23:59:59 IST, 5 March 00:00 IST, 5 March 23:59:59.999 IST, 6 March 00:00 IST.
    const moments = ["2001-03-04T18:29:59.000Z", "2001-03-04T18:30:00.000Z", "2001-03-05T18:29:59.999Z", "2001-03-05T18:30:00.000Z"];
    await insertEntries(moments, { targetId });
    const at = async (query: AuditQuery) => (await list({ targetType: "job", targetId, ...query })).entries.map((entry) => entry.at).reverse();

    expect(await at({ from: "2001-03-05", to: "2001-03-05" })).toEqual(moments.slice(1, 3));
    expect(await at({ from: "2001-03-05" })).toEqual(moments.slice(1));
    expect(await at({ to: "2001-03-04" })).toEqual(moments.slice(0, 1));
    expect(await at({ from: "2001-03-04", to: "2001-03-06" })).toEqual(moments);
    expect(await at({ from: "2001-03-06", to: "2001-03-05" })).toEqual([]);
  });

  it("refuses a bad query with the error shape, naming the field", async () => {
    const bad: [string, string][] = [
      ["action=job.explode", "action"],
      ["targetType=user", "targetType"],
      ["from=yesterday", "from"],
      ["to=2024-3-5", "to"],
      ["from=2024-02-30", "from"],
      ["to=2024-13-01", "to"],
      ["from=0000-01-01", "from"],
      ["page=0", "page"],
      ["page=two", "page"],
      [`targetId=${"x".repeat(101)}`, "targetId"],
    ];
    for (const [query, field] of bad) {
      const error = await expectError(admin.get(`/api/admin/audit?${query}`), 400, "invalid_input");
      expect(Object.keys(error.fields ?? {}), query).toEqual([field]);
    }
  });
});

describe("the table is append-only", () => {
  it("refuses a raw update, delete or truncate, whatever the code asks", async () => {
    const [row] = await insertEntries(["2005-01-01T00:00:00Z"], { targetId: "kept-1" });
    const before = await testApp.db.select().from(auditLog).where(eq(auditLog.id, row!.id));

    await expect(testApp.db.update(auditLog).set({ reason: "rewritten" }).where(eq(auditLog.id, row!.id))).rejects.toThrow();
    await expect(testApp.db.update(auditLog).set({ actorEmail: "someone@example.com" })).rejects.toThrow();
    await expect(testApp.db.delete(auditLog).where(eq(auditLog.id, row!.id))).rejects.toThrow();
    await expect(testApp.db.delete(auditLog)).rejects.toThrow();
    await expect(testApp.db.execute(sql`truncate audit_log`)).rejects.toThrow();

    expect(await testApp.db.select().from(auditLog).where(eq(auditLog.id, row!.id))).toEqual(before);
    expect(await auditRowCount()).toBeGreaterThan(0);
  });
});

describe("an entry lives and dies with its action's transaction", () => {
  it("an action refused inside its transaction after its entry was written leaves no entry (the unique index refuses a reset)", async () => {
    const student = await signUpFromOwnAddress(testApp, "candidate");
    const course = await createCourse(admin);
    const { enrollment: old } = await expectStatus(student.agent.api.enrollments.$post({ json: await paidEnrollBody(student.agent, course.id) }), 201);
    await expectStatus(admin.api.admin.enrollments[":id"].$patch({ param: { id: old.id }, json: { status: "cancelled" } }), 200);
    await expectStatus(student.agent.api.enrollments.$post({ json: await paidEnrollBody(student.agent, course.id) }), 201);

    const entriesBefore = await auditRowCount();
    const idBefore = await lastAuditId();
    await expectError(admin.api.admin.enrollments[":id"].$patch({ param: { id: old.id }, json: { status: "pending" } }), 409, "already_enrolled");

    // The entry was written (its id was taken), then rolled back with the refused change.
    expect(await lastAuditId()).toBe(idBefore + 1);
    expect(await auditRowCount()).toBe(entriesBefore);
    const [row] = await testApp.db.select({ status: enrollments.status }).from(enrollments).where(eq(enrollments.id, old.id));
    expect(row?.status).toBe("cancelled");
  });

  it("an action that fails at its commit, after everything was written, leaves no entry and no change", async () => {
    // A deferred constraint, checked only at COMMIT: the job row is gone and the entry written by then.
    await testApp.db.execute(
      sql.raw(`create function refuse_at_commit() returns trigger language plpgsql as $$
        begin raise exception 'refused at commit'; end; $$`),
    );
    await testApp.db.execute(
      sql.raw(`create constraint trigger jobs_refuse_delete_at_commit after delete on jobs
        deferrable initially deferred for each row when (old.title = 'Refused At Commit') execute function refuse_at_commit()`),
    );
    const job = await postJob(employer.agent, { title: "Refused At Commit" });

    const entriesBefore = await auditRowCount();
    const idBefore = await lastAuditId();
    await expectError(admin.api.admin.jobs[":id"].$delete({ param: { id: job.id } }), 500, "internal");

    expect(await lastAuditId()).toBe(idBefore + 1);
    expect(await auditRowCount()).toBe(entriesBefore);
    expect(await testApp.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, job.id))).toHaveLength(1);
  });

  it("an action whose entry cannot be written does not happen", async () => {
    await testApp.db.execute(
      sql.raw(`create function refuse_audit_entry() returns trigger language plpgsql as $$
        begin raise exception 'audit entry refused'; end; $$`),
    );
    await testApp.db.execute(
      sql.raw(`create trigger audit_log_refuse_entry before insert on audit_log
        for each row when (new.target_label = 'Unrecorded Course') execute function refuse_audit_entry()`),
    );
    const coursesBefore = await testApp.db.select({ value: count() }).from(courses);
    await expectError(admin.post("/api/admin/courses", { title: "Unrecorded Course", description: "No.", price: 100, duration: "1 week" }), 500, "internal");
    expect(await testApp.db.select({ value: count() }).from(courses)).toEqual(coursesBefore);

    const course = await createCourse(admin, { title: "Recorded Course" });
    await expectError(
      admin.api.admin.courses[":id"].$put({ param: { id: course.id }, json: { title: "Unrecorded Course", description: "No.", price: 100, duration: "1 week" } }),
      500,
      "internal",
    );
    const [row] = await testApp.db.select({ title: courses.title }).from(courses).where(eq(courses.id, course.id));
    expect(row?.title).toBe("Recorded Course");
    expect(await testApp.db.select().from(auditLog).where(and(eq(auditLog.targetType, "course"), eq(auditLog.targetId, course.id)))).toHaveLength(1);
  });
});
