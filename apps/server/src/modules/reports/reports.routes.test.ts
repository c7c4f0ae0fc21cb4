/**
 * Reporting a job (guests too, once per visitor, rate limited per address), the job hidden by
 * `reportsToHide` distinct visitors, and the admin's Reports queue with Dismiss and Take down: what
 * each answers, what is in the database afterwards, the audit entries, events and the mail.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, count, eq, inArray, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueWord } from "@app/shared/factories";
import type { JobStatus } from "@app/shared/constants";
import { moderationPageSize, reportHidesPerNetworkPerDay, reportsToHide, type CreateReportInput } from "@app/shared/trust";
import { insertResume } from "../../db/factories.ts";
import { applications, auditLog, jobReports, jobs, mailOutbox } from "../../db/schema/index.ts";
import { expectError, expectStatus } from "../../test/responses.ts";
import {
  createTestApp,
  emptyJsonBody,
  postJob,
  signIn,
  signInAdmin,
  signUpFromOwnAddress,
  type Agent,
  type SignedUp,
  type TestApp,
} from "../../test/test-app.ts";
import { recordEvents } from "../courses/course-test-helpers.ts";
import { bySms, none, notificationTestHelpers, preferences, save } from "../notifications/notification-test-helpers.ts";

let testApp: TestApp;
let webRoot: string;
let admin: Agent;
let employer: SignedUp;
let candidate: SignedUp;
let otherEmployer: SignedUp;

beforeAll(async () => {
  // A web root, so the job pages and the sitemap are served as in production.
  webRoot = mkdtempSync(path.join(os.tmpdir(), "nj-web-"));
  writeFileSync(path.join(webRoot, "index.html"), "<!doctype html><html><head><title>Nagara Jobs</title></head><body><div id=root></div></body></html>");
  testApp = await createTestApp({ TRUST_PROXY: "1" }, { webRoot });
  admin = await signInAdmin(testApp, { "x-forwarded-for": "192.168.0.1" });
  employer = await signUpFromOwnAddress(testApp, "employer", { company: "Chamundi Logistics" });
  candidate = await signUpFromOwnAddress(testApp, "candidate");
  otherEmployer = await signUpFromOwnAddress(testApp, "employer");
});
afterAll(async () => {
  await testApp.close();
  rmSync(webRoot, { recursive: true, force: true });
});

let addresses = 0;
/** A browser of its own (its own `nj_vid` cookie, set by its first request) from an address of its own. */
function newVisitor(): Agent {
  addresses += 1;
  return testApp.agent({ "x-forwarded-for": `172.16.${addresses >> 8}.${addresses & 255}` });
}

const asksForMoney: CreateReportInput = { reason: "asks_for_money", note: "They asked me for ₹2,000 for the uniform." };

const report = (agent: Agent, jobId: string, input: CreateReportInput = asksForMoney) =>
  agent.api.jobs[":id"].reports.$post({ param: { id: jobId }, json: input });
const listReports = (agent: Agent, page?: number) => agent.api.admin.reports.$get({ query: page === undefined ? {} : { page: String(page) } });
const dismiss = (agent: Agent, jobId: string) => agent.api.admin.reports[":jobId"].dismiss.$post({ param: { jobId } }, emptyJsonBody);
const takeDown = (agent: Agent, jobId: string, reason: string) =>
  agent.api.admin.reports[":jobId"]["take-down"].$post({ param: { jobId }, json: { reason } });

async function newJob(title = `Delivery Executive ${uniqueWord()}`) {
  return postJob(employer.agent, { title });
}

/** Reports `jobId` from `amount` new visitors, each with its own browser and address. */
async function reportFromNewVisitors(jobId: string, amount: number, input: CreateReportInput = asksForMoney) {
  for (let index = 0; index < amount; index += 1) await expectStatus(report(newVisitor(), jobId, input), 201);
}

async function statusOf(jobId: string): Promise<JobStatus | undefined> {
  const [row] = await testApp.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, jobId));
  return row?.status;
}

const { candidateWithNumber, phoneRowsOf } = notificationTestHelpers(
  () => testApp,
  () => employer,
);

/** A new candidate with a resume who applies to `jobId`; the application's id. */
async function applyAs(person: SignedUp, jobId: string): Promise<string> {
  await insertResume(testApp.deps, person.user.id);
  return (await expectStatus(person.agent.api.applications.$post({ json: { jobId } }), 201)).application.id;
}

async function applicationStatuses(ids: string[]) {
  const rows = await testApp.db.select({ id: applications.id, status: applications.status }).from(applications).where(inArray(applications.id, ids));
  return Object.fromEntries(rows.map((row) => [row.id, row.status]));
}

const mailsTo = (address: string) => testApp.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, address)).orderBy(mailOutbox.id);

async function reportRows(jobId: string) {
  return testApp.db.select().from(jobReports).where(eq(jobReports.jobId, jobId)).orderBy(jobReports.createdAt);
}

async function auditRows(jobId: string) {
  return testApp.db.select().from(auditLog).where(eq(auditLog.targetId, jobId)).orderBy(auditLog.id);
}

/** Whether a guest finds the job anywhere: search, its API answer, its page, the sitemap, the home count. */
async function publicView(job: { id: string; title: string }) {
  const guest = newVisitor();
  const search = await expectStatus(guest.api.jobs.$get({ query: { q: job.title } }), 200);
  const detail = await guest.api.jobs[":id"].$get({ param: { id: job.id } });
  const page = await testApp.app.request(`/jobs/${job.id}`);
  const sitemap = await (await testApp.app.request("/sitemap.xml")).text();
  return {
    inSearch: search.jobs.some((found) => found.id === job.id),
    apiStatus: detail.status,
    pageStatus: page.status,
    inSitemap: sitemap.includes(job.id),
  };
}

describe("POST /api/jobs/:id/reports", () => {
  it("takes a guest's report with its reason and note: 201, stored under the visitor's cookie", async () => {
    const job = await newJob();
    const guest = newVisitor();
    expect(await expectStatus(report(guest, job.id, { reason: "fake", note: "  The company does not exist.  " }), 201)).toEqual({ ok: true });

    const rows = await reportRows(job.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      visitorId: guest.cookies.get("nj_vid"),
      userId: null,
      reason: "fake",
      note: "The company does not exist.",
      resolvedAt: null,
      resolution: null,
    });
  });

  it("stores no note when none or only spaces are given", async () => {
    const job = await newJob();
    await expectStatus(report(newVisitor(), job.id, { reason: "wrong_details" }), 201);
    await expectStatus(report(newVisitor(), job.id, { reason: "other", note: "   " }), 201);
    expect((await reportRows(job.id)).map((row) => row.note)).toEqual([null, null]);
  });

  it("answers a second report from the same visitor with 409 already_reported and keeps one", async () => {
    const job = await newJob();
    const guest = newVisitor();
    await expectStatus(report(guest, job.id), 201);
    const error = await expectError(report(guest, job.id, { reason: "offensive" }), 409, "already_reported");
    expect(error.message).toBe("You have already reported this job. Thank you — we will look into it.");
    expect(await reportRows(job.id)).toHaveLength(1);
  });

  it("keeps a signed-in user to one report from any browser", async () => {
    const job = await newJob();
    await expectStatus(report(candidate.agent, job.id), 201);
    const [row] = await reportRows(job.id);
    expect(row?.userId).toBe(candidate.user.id);

    const otherBrowser = newVisitor();
    await expectStatus(signIn(otherBrowser, "candidate", { email: candidate.input.email, password: candidate.input.password }), 200);
    await expectError(report(otherBrowser, job.id), 409, "already_reported");
    expect(await reportRows(job.id)).toHaveLength(1);
  });

  it("refuses the job's own employer with 403 forbidden; another employer may report it", async () => {
    const job = await newJob();
    await expectError(report(employer.agent, job.id), 403, "forbidden");
    expect(await reportRows(job.id)).toHaveLength(0);
    const other = await signUpFromOwnAddress(testApp, "employer");
    await expectStatus(report(other.agent, job.id), 201);
  });

  it("answers 404 for an unknown or malformed job and for a job hidden from the public", async () => {
    await expectError(report(newVisitor(), "00000000-0000-4000-8000-000000000000"), 404, "not_found");
    await expectError(newVisitor().post("/api/jobs/not-a-uuid/reports", asksForMoney), 404, "not_found");
    for (const status of ["draft", "pending_review", "rejected", "reported", "taken_down"] as const) {
      const job = await newJob();
      await testApp.db.update(jobs).set({ status }).where(eq(jobs.id, job.id));
      await expectError(report(newVisitor(), job.id), 404, "not_found");
      expect(await reportRows(job.id)).toHaveLength(0);
    }
  });

  it("answers invalid input with 400 and the field messages, and stores nothing", async () => {
    const job = await newJob();
    const guest = newVisitor();
    // Untyped: a reason outside the list and a missing one are what the typed client would not send.
    const unknown = await expectError(guest.post(`/api/jobs/${job.id}/reports`, { reason: "spam" }), 400, "invalid_input");
    expect(unknown.fields).toEqual({ reason: ["Please choose a reason"] });
    const missing = await expectError(guest.post(`/api/jobs/${job.id}/reports`, {}), 400, "invalid_input");
    expect(missing.fields).toEqual({ reason: ["Please choose a reason"] });
    const tooLong = await expectError(report(guest, job.id, { reason: "other", note: "x".repeat(1001) }), 400, "invalid_input");
    expect(tooLong.fields).toEqual({ note: ["Please keep the note under 1,000 characters"] });
    expect(await reportRows(job.id)).toHaveLength(0);
    // A note of exactly 1,000 characters is fine.
    await expectStatus(report(guest, job.id, { reason: "other", note: "x".repeat(1000) }), 201);
  });

  it("refuses the 21st report from one address within an hour with 429 rate_limited", async () => {
    const job = await newJob();
    const guest = testApp.agent({ "x-forwarded-for": "172.31.0.1" });
    await expectStatus(report(guest, job.id), 201);
    // Refused reports count too: the limit is on requests.
    for (let index = 1; index < 20; index += 1) await expectError(report(guest, job.id), 409, "already_reported");
    await expectError(report(testApp.agent({ "x-forwarded-for": "172.31.0.1" }), job.id), 429, "rate_limited");
    expect(await reportRows(job.id)).toHaveLength(1);
    // Another address is not held back.
    await expectStatus(report(newVisitor(), job.id), 201);
  });

  it("tells the admin's queue (the admin only) and leaves the job's status alone below the threshold", async () => {
    // Recorded from before the post: on PostgreSQL the post's own event may arrive late, and must
    // not be taken for one the report raised.
    const recorder = recordEvents(testApp);
    const job = await newJob();
    await recorder.waitFor((event) => event.topic === "jobs" && event.id === job.id);
    await expectStatus(report(newVisitor(), job.id), 201);
    expect(await recorder.waitFor((event) => event.topic === "moderation" && event.id === job.id)).toEqual({
      topic: "moderation",
      id: job.id,
      userIds: [],
    });
    recorder.stop();
    // The post's event only: the report changed nothing the listings show.
    expect(recorder.events.filter((event) => event.topic === "jobs" && event.id === job.id)).toHaveLength(1);
    expect(await statusOf(job.id)).toBe("active");
  });
});

describe(`a job reported by ${reportsToHide} distinct reporters`, () => {
  it("is hidden (status reported): gone from search, the sitemap and its page for guests", async () => {
    const job = await newJob();
    await reportFromNewVisitors(job.id, reportsToHide - 1);
    expect(await statusOf(job.id)).toBe("active");
    expect(await publicView(job)).toEqual({ inSearch: true, apiStatus: 200, pageStatus: 200, inSitemap: true });

    const recorder = recordEvents(testApp);
    await reportFromNewVisitors(job.id, 1);
    await recorder.waitFor((event) => event.topic === "jobs" && event.id === job.id);
    recorder.stop();
    expect(await statusOf(job.id)).toBe("reported");
    expect(await publicView(job)).toEqual({ inSearch: false, apiStatus: 404, pageStatus: 404, inSitemap: false });

    // Its employer and the admin still see it; nobody can report it any more.
    expect((await expectStatus(employer.agent.api.jobs[":id"].$get({ param: { id: job.id } }), 200)).job.status).toBe("reported");
    expect((await expectStatus(admin.api.jobs[":id"].$get({ param: { id: job.id } }), 200)).job.status).toBe("reported");
    await expectError(report(newVisitor(), job.id), 404, "not_found");
  });

  it("is hidden by reports sent at the same moment too (they are counted one at a time)", async () => {
    const job = await newJob();
    const visitors = Array.from({ length: reportsToHide }, () => newVisitor());
    const answers = await Promise.all(visitors.map((visitor) => report(visitor, job.id)));
    expect(answers.map((answer) => answer.status)).toEqual(visitors.map(() => 201));
    expect(await statusOf(job.id)).toBe("reported");
  });

  it(`is not hidden by ${reportsToHide} reports from one visitor`, async () => {
    const job = await newJob();
    const guest = newVisitor();
    await expectStatus(report(guest, job.id), 201);
    for (let index = 1; index < reportsToHide; index += 1) await expectError(report(guest, job.id, { reason: "fake" }), 409, "already_reported");
    expect(await reportRows(job.id)).toHaveLength(1);
    expect(await statusOf(job.id)).toBe("active");
    expect((await publicView(job)).inSearch).toBe(true);
  });

  it("counts open reports only: after a dismissal it takes three new visitors again", async () => {
    const job = await newJob();
    await reportFromNewVisitors(job.id, reportsToHide);
    expect(await statusOf(job.id)).toBe("reported");
    await expectStatus(dismiss(admin, job.id), 200);
    expect(await statusOf(job.id)).toBe("active");

    await reportFromNewVisitors(job.id, reportsToHide - 1);
    expect(await statusOf(job.id)).toBe("active");
    await reportFromNewVisitors(job.id, 1);
    expect(await statusOf(job.id)).toBe("reported");
  });

  it("is not hidden by new cookies from one address, nor from one IPv6 /64: signed out, a network counts once", async () => {
    const job = await newJob();
    for (let index = 0; index < reportsToHide + 2; index += 1) {
      await expectStatus(report(testApp.agent({ "x-forwarded-for": "172.20.0.9" }), job.id), 201);
    }
    for (let index = 1; index <= reportsToHide; index += 1) {
      await expectStatus(report(testApp.agent({ "x-forwarded-for": `2001:db8:77:1::${index}` }), job.id), 201);
    }
    expect(await reportRows(job.id)).toHaveLength(2 * reportsToHide + 2);
    expect(await statusOf(job.id)).toBe("active");
    // The stored network is a keyed hash, never the address.
    for (const row of await reportRows(job.id)) expect(row.reporterNetwork).toMatch(/^[\w-]{43}$/);
    const group = (await expectStatus(listReports(admin), 200)).groups.find((entry) => entry.job.id === job.id);
    expect(group).toMatchObject({ count: 2 * reportsToHide + 2, reporters: 2 });

    // Accounts are reporters of their own, wherever they are.
    await expectStatus(report(candidate.agent, job.id), 201);
    expect(await statusOf(job.id)).toBe("reported");
  });

  it(`lets one network hide ${reportHidesPerNetworkPerDay} jobs a day; its later reports wait for the admin`, async () => {
    const network = "172.21.0.5";
    const jobsReported: { id: string }[] = [];
    for (let index = 0; index <= reportHidesPerNetworkPerDay; index += 1) {
      const job = await newJob();
      await reportFromNewVisitors(job.id, reportsToHide - 1);
      await expectStatus(report(testApp.agent({ "x-forwarded-for": network }), job.id), 201);
      jobsReported.push(job);
    }
    const statuses = await Promise.all(jobsReported.map((job) => statusOf(job.id)));
    expect(statuses).toEqual([...Array.from({ length: reportHidesPerNetworkPerDay }, () => "reported"), "active"]);
    const waiting = (await expectStatus(listReports(admin), 200)).groups.find((entry) => entry.job.id === jobsReported.at(-1)!.id);
    expect(waiting).toMatchObject({ count: reportsToHide, reporters: reportsToHide, job: { status: "active" } });
  });

  it("tells the employer by mail, who asks for the admin's look: the job goes first in the queue until the admin decides", async () => {
    const job = await newJob();
    await reportFromNewVisitors(job.id, reportsToHide);
    const mail = (await testApp.outbox()).find((message) => message.subject?.includes(`your job ${job.title} is hidden after reports`));
    expect(mail?.to).toMatchObject({ text: employer.input.email });
    expect(mail?.text).toContain("/employer/dashboard");
    expect(mail?.text).toContain("ಅಡ್ಮಿನ್ ಪರಿಶೀಲಿಸುವವರೆಗೆ");

    const ask = (agent: Agent, id = job.id) => agent.api.jobs[":id"]["review-request"].$post({ param: { id } }, emptyJsonBody);
    // Nobody else may ask, and a job not hidden by reports has nothing to ask about.
    await expectError(ask(otherEmployer.agent), 404, "not_found");
    await expectError(ask(candidate.agent), 403, "forbidden");
    await expectError(ask(newVisitor()), 401, "unauthenticated");
    await expectError(ask(employer.agent, (await newJob()).id), 409, "not_under_review");

    const recorder = recordEvents(testApp);
    const { job: asked } = await expectStatus(ask(employer.agent), 200);
    await recorder.waitFor((event) => event.topic === "moderation" && event.id === job.id);
    recorder.stop();
    // Asking again keeps the first time.
    expect((await expectStatus(ask(employer.agent), 200)).job.reviewRequestedAt).toBe(asked.reviewRequestedAt);
    const mine = await expectStatus(employer.agent.api.employer.jobs.$get({ query: {} }), 200);
    expect(mine.jobs.find((entry) => entry.id === job.id)?.reviewRequestedAt).toBe(asked.reviewRequestedAt);

    const later = await newJob();
    await reportFromNewVisitors(later.id, 1);
    const { groups } = await expectStatus(listReports(admin), 200);
    expect(groups[0]?.job).toMatchObject({ id: job.id, reviewRequestedAt: asked.reviewRequestedAt });

    await expectStatus(dismiss(admin, job.id), 200);
    const [row] = await testApp.db.select({ reviewRequestedAt: jobs.reviewRequestedAt }).from(jobs).where(eq(jobs.id, job.id));
    expect(row?.reviewRequestedAt).toBeNull();
  });

  it("leaves a filled job filled (only a listed job is hidden)", async () => {
    const job = await newJob();
    await testApp.db.update(jobs).set({ status: "filled" }).where(eq(jobs.id, job.id));
    await reportFromNewVisitors(job.id, reportsToHide);
    expect(await statusOf(job.id)).toBe("filled");
  });
});

describe("GET /api/admin/reports", () => {
  it("groups the open reports by job with counts, reasons and notes, the most recently reported job first", async () => {
    const older = await newJob();
    const newer = await newJob();
    await expectStatus(report(newVisitor(), older.id, { reason: "offensive", note: "Rude words in the description." }), 201);
    const returning = newVisitor();
    await expectStatus(report(returning, newer.id, { reason: "fake" }), 201);
    await expectStatus(report(candidate.agent, newer.id, { reason: "asks_for_money", note: "Asked for a deposit on the phone." }), 201);
    await expectStatus(report(newVisitor(), newer.id, { reason: "asks_for_money" }), 201);

    const page = await expectStatus(listReports(admin), 200);
    expect(page).toMatchObject({ page: 1, pageSize: moderationPageSize });
    const ids = page.groups.map((group) => group.job.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    const times = page.groups.map((group) => Date.parse(group.lastReportedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const group = page.groups.find((entry) => entry.job.id === newer.id)!;
    expect(group).toMatchObject({
      job: { id: newer.id, title: newer.title, company: "Chamundi Logistics", status: "reported", employerId: employer.user.id },
      count: 3,
      reporters: 3,
      reasons: { fake: 1, asks_for_money: 2 },
    });
    // Newest first, each with its note and whether a signed-in user sent it.
    expect(group.reports.map(({ reason, note, signedIn }) => ({ reason, note, signedIn }))).toEqual([
      { reason: "asks_for_money", note: null, signedIn: false },
      { reason: "asks_for_money", note: "Asked for a deposit on the phone.", signedIn: true },
      { reason: "fake", note: null, signedIn: false },
    ]);
    expect(group.lastReportedAt).toBe(group.reports[0]!.reportedAt);
    expect(page.groups.find((entry) => entry.job.id === older.id)).toMatchObject({
      count: 1,
      reporters: 1,
      reasons: { offensive: 1 },
      reports: [{ reason: "offensive", note: "Rude words in the description.", signedIn: false }],
    });
  });

  it(`pages ${moderationPageSize} jobs at a time with the total of jobs with open reports`, async () => {
    const open = (await testApp.db.selectDistinct({ jobId: jobReports.jobId }).from(jobReports).where(isNull(jobReports.resolvedAt))).length;
    const added = moderationPageSize + 1;
    const reported = [];
    for (let index = 0; index < added; index += 1) reported.push(await newJob());
    // Straight into the table, a minute apart in the future, so they are the newest groups.
    await testApp.db.insert(jobReports).values(
      reported.map((job, index) => ({
        jobId: job.id,
        visitorId: crypto.randomUUID(),
        reason: "other" as const,
        createdAt: new Date(Date.now() + (index + 1) * 60_000),
      })),
    );
    const first = await expectStatus(listReports(admin), 200);
    const second = await expectStatus(listReports(admin, 2), 200);
    expect(first.totalCount).toBe(open + added);
    expect(first.groups.map((group) => group.job.id)).toEqual(reported.slice(1).reverse().map((job) => job.id));
    expect(second.groups[0]?.job.id).toBe(reported[0]!.id);
    const beyond = await expectStatus(listReports(admin, 100), 200);
    expect(beyond).toEqual({ groups: [], totalCount: open + added, page: 100, pageSize: moderationPageSize });
    await expectError(admin.get("/api/admin/reports?page=0"), 400, "invalid_input");
    await expectError(admin.get("/api/admin/reports?page=abc"), 400, "invalid_input");

    // Resolved, so the next tests see only their own groups on the first page.
    await testApp.db.update(jobReports).set({ resolvedAt: new Date(), resolution: "dismissed" }).where(isNull(jobReports.resolvedAt));
  });

  it.each([
    ["a guest", () => newVisitor(), 401, "unauthenticated"],
    ["a candidate", () => candidate.agent, 403, "forbidden"],
    ["an employer", () => employer.agent, 403, "forbidden"],
  ] as const)("refuses %s with %i", async (_who, agent, status, code) => {
    await expectError(listReports(agent()), status, code);
  });

  it("answers the admin with 200", async () => {
    await expectStatus(listReports(admin), 200);
  });
});

describe("POST /api/admin/reports/:jobId/dismiss", () => {
  it("resolves the open reports, lists a hidden job again, writes the audit entry and tells the queue and the job's pages", async () => {
    const job = await newJob();
    await reportFromNewVisitors(job.id, reportsToHide);
    expect(await statusOf(job.id)).toBe("reported");

    const recorder = recordEvents(testApp);
    expect(await expectStatus(dismiss(admin, job.id), 200)).toEqual({ ok: true });
    await recorder.waitFor((event) => event.topic === "jobs" && event.id === job.id);
    await recorder.waitFor((event) => event.topic === "moderation" && event.id === job.id);
    recorder.stop();

    expect(await statusOf(job.id)).toBe("active");
    expect(await publicView(job)).toEqual({ inSearch: true, apiStatus: 200, pageStatus: 200, inSitemap: true });
    const rows = await reportRows(job.id);
    expect(rows.map((row) => row.resolution)).toEqual(["dismissed", "dismissed", "dismissed"]);
    expect(rows.every((row) => row.resolvedAt instanceof Date)).toBe(true);
    const page = await expectStatus(listReports(admin), 200);
    expect(page.groups.map((group) => group.job.id)).not.toContain(job.id);

    const audit = await auditRows(job.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "reports.dismiss", targetType: "job", targetLabel: job.title, actorEmail: testApp.config.adminEmail, reason: null });
  });

  it("keeps a listed job listed (it was never hidden) and does not announce a status change", async () => {
    const job = await newJob();
    await reportFromNewVisitors(job.id, 1);
    const recorder = recordEvents(testApp);
    await expectStatus(dismiss(admin, job.id), 200);
    await recorder.waitFor((event) => event.topic === "moderation" && event.id === job.id);
    recorder.stop();
    expect(recorder.events.filter((event) => event.topic === "jobs")).toEqual([]);
    expect(await statusOf(job.id)).toBe("active");
  });

  it("answers 409 no_open_reports when there is nothing to dismiss, and writes no audit entry", async () => {
    const job = await newJob();
    await expectError(dismiss(admin, job.id), 409, "no_open_reports");
    await reportFromNewVisitors(job.id, 1);
    await expectStatus(dismiss(admin, job.id), 200);
    await expectError(dismiss(admin, job.id), 409, "no_open_reports");
    expect((await auditRows(job.id)).map((row) => row.action)).toEqual(["reports.dismiss"]);
  });

  it("answers 404 for an unknown or malformed job", async () => {
    await expectError(dismiss(admin, "00000000-0000-4000-8000-000000000000"), 404, "not_found");
    await expectError(admin.post("/api/admin/reports/not-a-uuid/dismiss", {}), 404, "not_found");
  });

  it.each([
    ["a guest", () => newVisitor(), 401, "unauthenticated"],
    ["a candidate", () => candidate.agent, 403, "forbidden"],
    ["an employer", () => employer.agent, 403, "forbidden"],
  ] as const)("refuses %s with %i and changes nothing", async (_who, agent, status, code) => {
    const job = await newJob();
    await reportFromNewVisitors(job.id, reportsToHide);
    await expectError(dismiss(agent(), job.id), status, code);
    expect(await statusOf(job.id)).toBe("reported");
    expect((await reportRows(job.id)).every((row) => row.resolvedAt === null)).toBe(true);
    expect(await auditRows(job.id)).toEqual([]);
  });
});

describe("POST /api/admin/reports/:jobId/take-down", () => {
  const reason = "The employer asked candidates for a registration fee.";

  it("takes the job down with the reason, resolves its reports, audits, announces and mails the employer", async () => {
    const job = await newJob();
    await reportFromNewVisitors(job.id, 2);
    const recorder = recordEvents(testApp);
    expect(await expectStatus(takeDown(admin, job.id, `  ${reason}  `), 200)).toEqual({ ok: true });
    await recorder.waitFor((event) => event.topic === "jobs" && event.id === job.id);
    await recorder.waitFor((event) => event.topic === "moderation" && event.id === job.id);
    recorder.stop();

    const [row] = await testApp.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row).toMatchObject({ status: "taken_down", moderationReason: reason });
    expect((await reportRows(job.id)).map((report) => report.resolution)).toEqual(["taken_down", "taken_down"]);
    expect(await publicView(job)).toEqual({ inSearch: false, apiStatus: 404, pageStatus: 404, inSitemap: false });
    await expectError(report(newVisitor(), job.id), 404, "not_found");
    // The employer sees the job with the reason.
    const own = await expectStatus(employer.agent.api.jobs[":id"].$get({ param: { id: job.id } }), 200);
    expect(own.job).toMatchObject({ status: "taken_down", moderationReason: reason });

    const audit = await auditRows(job.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "job.take_down", targetType: "job", targetId: job.id, targetLabel: job.title, reason });

    const mails = (await testApp.outbox()).filter((mail) => mail.subject?.includes(job.title));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.to).toMatchObject({ value: [{ address: employer.input.email }] });
    expect(mail!.subject).toContain("has been taken down");
    expect(mail!.text).toContain(reason);
    expect(mail!.text).toContain(`${testApp.config.publicUrl}/employer/dashboard`);
    expect(mail!.text).toContain("ತೆಗೆದುಹಾಕಿದ್ದಾರೆ");
  });

  it("ends the applications still awaiting a decision as not selected and tells each applicant, on their channels, only that the job is no longer on the site", async () => {
    const job = await postJob(employer.agent, { title: `Warehouse Packer ${uniqueWord()}`, titleKn: "ಗೋದಾಮು ಪ್ಯಾಕರ್" });
    const pending = await signUpFromOwnAddress(testApp, "candidate");
    const shortlisted = await candidateWithNumber();
    const rejected = await signUpFromOwnAddress(testApp, "candidate");
    // The shortlisted one reads status news by SMS, in Kannada, and by no mail.
    await expectStatus(save(shortlisted, preferences({ channels: { alerts: none, messages: none, interviews: none, status: bySms }, language: "kn" })), 200);
    const ids = { pending: await applyAs(pending, job.id), shortlisted: await applyAs(shortlisted, job.id), rejected: await applyAs(rejected, job.id) };
    const review = (id: string, status: "shortlisted" | "rejected") => expectStatus(employer.agent.api.applications[":id"].$patch({ param: { id }, json: { status } }), 200);
    await review(ids.shortlisted, "shortlisted");
    await review(ids.rejected, "rejected");
    await reportFromNewVisitors(job.id, reportsToHide);
    expect(await statusOf(job.id)).toBe("reported");
    const textsBefore = (await phoneRowsOf(shortlisted.user.id)).length;
    const rejectedMailsBefore = (await mailsTo(rejected.input.email)).length;

    const recorder = recordEvents(testApp);
    await expectStatus(takeDown(admin, job.id, reason), 200);
    await recorder.waitFor((event) => event.topic === "applications" && [pending.user.id, shortlisted.user.id].every((id) => event.userIds?.includes(id)));
    recorder.stop();

    expect(await applicationStatuses(Object.values(ids))).toEqual({ [ids.pending]: "not_selected", [ids.shortlisted]: "not_selected", [ids.rejected]: "rejected" });
    // Each side reads it so: the candidate in My Applications, the employer among the job's applicants.
    const mine = await expectStatus(pending.agent.api.applications.mine.$get({ query: {} }), 200);
    expect(mine.applications.find((application) => application.id === ids.pending)?.status).toBe("not_selected");
    const reviewed = await expectStatus(employer.agent.api.applications.$get({ query: { jobId: job.id } }), 200);
    expect(Object.fromEntries(reviewed.applications.map((application) => [application.id, application.status]))).toEqual({
      [ids.pending]: "not_selected",
      [ids.shortlisted]: "not_selected",
      [ids.rejected]: "rejected",
    });

    // The pending applicant's mail, both languages: the job is gone from the site, and nothing of the reports or the reason.
    const [mail, ...more] = await mailsTo(pending.input.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toContain(`your application for ${job.title} is Not selected`);
    expect(mail!.text).toContain(`Your application for "${job.title}" (Chamundi Logistics) is now: Not selected.`);
    expect(mail!.text).toContain("This job is no longer on the site, so no decision will be made on your application.");
    expect(mail!.text).toContain("ಈ ಉದ್ಯೋಗ ಈಗ ವೆಬ್‌ಸೈಟ್‌ನಲ್ಲಿ ಇಲ್ಲ");
    expect(mail!.text).toContain('"ಗೋದಾಮು ಪ್ಯಾಕರ್" (Chamundi Logistics)');
    const told = `${mail!.subject}\n${mail!.text}`;
    expect(told).not.toMatch(/report|taken down|admin|registration fee|reason|ವರದಿ|ತೆಗೆದುಹಾಕ|ಅಡ್ಮಿನ್/i);

    // The shortlisted applicant chose SMS in Kannada: one text, and no mail.
    const texts = (await phoneRowsOf(shortlisted.user.id)).slice(textsBefore);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ channel: "sms", kind: "status", language: "kn", recipient: shortlisted.phoneNumber });
    expect(texts[0]!.text).toContain("ಗೋದಾಮು ಪ್ಯಾಕರ್ ಅರ್ಜಿ: ಉದ್ಯೋಗ ಈಗ ವೆಬ್‌ಸೈಟ್‌ನಲ್ಲಿ ಇಲ್ಲ.");
    expect(texts[0]!.text).not.toMatch(/ವರದಿ|ತೆಗೆದುಹಾಕ/);
    expect(texts[0]!.parts).toBeLessThanOrEqual(2);
    expect(await mailsTo(shortlisted.input.email)).toEqual([]);
    // The rejected applicant was told their outcome already: nothing more.
    expect(await mailsTo(rejected.input.email)).toHaveLength(rejectedMailsBefore);

    const [audit] = await auditRows(job.id);
    expect(audit).toMatchObject({ action: "job.take_down", details: { notSelected: 2 } });
    // The employer's own mail still gives the reason.
    expect((await mailsTo(employer.input.email)).at(-1)?.text).toContain(reason);
  });

  it("takes down a job nobody reported, and answers 409 conflict for one already taken down", async () => {
    const job = await newJob();
    await expectStatus(takeDown(admin, job.id, reason), 200);
    expect(await statusOf(job.id)).toBe("taken_down");
    await expectError(takeDown(admin, job.id, "Again."), 409, "conflict");
    const audit = await auditRows(job.id);
    expect(audit.map((entry) => entry.reason)).toEqual([reason]);
    const [row] = await testApp.db.select({ reason: jobs.moderationReason }).from(jobs).where(eq(jobs.id, job.id));
    expect(row?.reason).toBe(reason);
  });

  it("requires a reason of at most 1,000 characters, and changes nothing without one", async () => {
    const job = await newJob();
    await reportFromNewVisitors(job.id, 1);
    for (const [body, message] of [
      [{ reason: "   " }, "Please give a reason"],
      [{}, "Please give a reason"],
      [{ reason: "x".repeat(1001) }, "Please keep the reason under 1,000 characters"],
    ] as const) {
      const error = await expectError(admin.post(`/api/admin/reports/${job.id}/take-down`, body), 400, "invalid_input");
      expect(error.fields).toEqual({ reason: [message] });
    }
    expect(await statusOf(job.id)).toBe("active");
    expect(await auditRows(job.id)).toEqual([]);
    const [open] = await testApp.db
      .select({ value: count() })
      .from(jobReports)
      .where(and(eq(jobReports.jobId, job.id), isNull(jobReports.resolvedAt)));
    expect(open?.value).toBe(1);
  });

  it("answers 404 for an unknown or malformed job", async () => {
    await expectError(takeDown(admin, "00000000-0000-4000-8000-000000000000", reason), 404, "not_found");
    await expectError(admin.post("/api/admin/reports/not-a-uuid/take-down", { reason }), 404, "not_found");
  });

  it.each([
    ["a guest", () => newVisitor(), 401, "unauthenticated"],
    ["a candidate", () => candidate.agent, 403, "forbidden"],
    ["an employer", () => employer.agent, 403, "forbidden"],
  ] as const)("refuses %s with %i and changes nothing: the job's applicant is neither moved nor told", async (_who, agent, status, code) => {
    const job = await newJob();
    const applicant = await signUpFromOwnAddress(testApp, "candidate");
    const applicationId = await applyAs(applicant, job.id);
    await expectError(takeDown(agent(), job.id, reason), status, code);
    expect(await statusOf(job.id)).toBe("active");
    expect(await auditRows(job.id)).toEqual([]);
    expect(await applicationStatuses([applicationId])).toEqual({ [applicationId]: "pending" });
    expect(await mailsTo(applicant.input.email)).toEqual([]);
  });
});
