import { and, eq, inArray } from "drizzle-orm";
import type { InferRequestType } from "hono/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminPageSize, type AdminJob } from "@app/shared/admin";
import { uniqueWord } from "@app/shared/factories";
import type { CreateJobInput } from "@app/shared/jobs";
import { insertResume } from "../../db/factories.ts";
import { applications, files, jobs, jobViews } from "../../db/schema/index.ts";
import { expectError, expectStatus } from "../../test/responses.ts";
import { createTestApp, signInAdmin, signUpFromOwnAddress, type Agent, type SignedUp, type TestApp } from "../../test/test-app.ts";
import { recordEvents } from "../courses/course-test-helpers.ts";
import { insertJobs, orphanApplications, rowCounts } from "./admin-test-helpers.ts";

let testApp: TestApp;
let admin: Agent;
let employer: SignedUp;
let employerRow: { id: string; company: string };

beforeAll(async () => {
  testApp = await createTestApp({ TRUST_PROXY: "1" });
  admin = await signInAdmin(testApp);
  employer = await signUpFromOwnAddress(testApp, "employer", { company: "Chamundi Logistics" });
  employerRow = { id: employer.user.id, company: "Chamundi Logistics" };
});
afterAll(() => testApp.close());

type ListQuery = InferRequestType<Agent["api"]["admin"]["jobs"]["$get"]>["query"];

function list(query: ListQuery = {}) {
  return expectStatus(admin.api.admin.jobs.$get({ query }), 200);
}

const titles = (page: { jobs: AdminJob[] }) => page.jobs.map((job) => job.title);

describe("GET /api/admin/jobs: search", () => {
  it("finds a word in the title, the company or the location, whatever its case", async () => {
    const word = uniqueWord();
    const posts: Partial<CreateJobInput>[] = [
      { title: `Tailor ${word}`, location: "Gokulam, Mysuru" },
      { title: "Tailor", company: `Silk ${word.toUpperCase()} House`, location: "Gokulam, Mysuru" },
      { title: "Tailor", location: `${word} Road, Mysuru` },
    ];
    const [inTitle, inCompany, inLocation] = await insertJobs(testApp, employerRow, 3, (index) => posts[index]!);
    // Nowhere else: the description does not count.
    await insertJobs(testApp, employerRow, 1, () => ({ title: "Tailor", description: `Mentions ${word} only here.` }));

    const page = await list({ q: word.toUpperCase() });
    expect(page.totalCount).toBe(3);
    expect(page.jobs.map((job) => job.id).sort()).toEqual([inTitle, inCompany, inLocation].sort());
    expect((await list({ q: `  ${word}  ` })).totalCount).toBe(3);
  });

  it("takes % and _ literally", async () => {
    const word = uniqueWord();
    await insertJobs(testApp, employerRow, 4, (index) => ({
      title: [`${word} 100% commission`, `${word} 100 commission`, `${word} sales_lead`, `${word} salesXlead`][index]!,
    }));
    expect(titles(await list({ q: `${word} 100%` }))).toEqual([`${word} 100% commission`]);
    expect(titles(await list({ q: "sales_lead" })).filter((title) => title.startsWith(word))).toEqual([`${word} sales_lead`]);
    expect((await list({ q: "%" })).jobs.every((job) => job.title.includes("%") || job.company.includes("%") || job.location.includes("%"))).toBe(true);
  });

  it("answers an empty page with a total of 0 when nothing matches", async () => {
    expect(await list({ q: `no-such-${uniqueWord()}` })).toEqual({ jobs: [], totalCount: 0, page: 1, pageSize: adminPageSize });
  });

  it("filters by status, together with the search", async () => {
    const word = uniqueWord();
    const statuses = ["active", "filled", "expired", "draft", "draft"] as const;
    const ids = await insertJobs(testApp, employerRow, statuses.length, () => ({ title: `Accountant ${word}` }));
    for (const [index, id] of ids.entries()) await testApp.db.update(jobs).set({ status: statuses[index] }).where(eq(jobs.id, id));

    for (const status of ["active", "filled", "expired"] as const) {
      const page = await list({ q: word, status });
      expect(page.jobs.map((job) => [job.id, job.status])).toEqual([[ids[statuses.indexOf(status)], status]]);
    }
    expect((await list({ q: word, status: "draft" })).totalCount).toBe(2);
    expect((await list({ q: word })).totalCount).toBe(5);
    const everyDraft = await list({ status: "draft" });
    expect(everyDraft.jobs.every((job) => job.status === "draft")).toBe(true);
  });
});

describe("GET /api/admin/jobs: pages of 100 with the total", () => {
  let word: string;
  let ids: string[];

  beforeAll(async () => {
    word = uniqueWord();
    // 101 jobs a minute apart, the last the newest.
    const start = Date.now() - 200 * 60_000;
    ids = await insertJobs(testApp, employerRow, adminPageSize + 1, (index) => ({ title: `Driver ${word} ${index}` }), (index) => new Date(start + index * 60_000));
  });

  it("gives 100, then the 101st on the second page, newest first", async () => {
    const first = await list({ q: word });
    expect(first).toMatchObject({ totalCount: 101, page: 1, pageSize: 100 });
    expect(first.jobs).toHaveLength(100);
    expect(first.jobs[0]!.id).toBe(ids.at(-1));
    const second = await list({ q: word, page: "2" });
    expect(second).toMatchObject({ totalCount: 101, page: 2 });
    expect(second.jobs.map((job) => job.id)).toEqual([ids[0]]);
    expect(new Set([...first.jobs, ...second.jobs].map((job) => job.id)).size).toBe(101);
  });

  it("fits exactly 100 on one page, and the page after it is empty", async () => {
    await testApp.db.update(jobs).set({ status: "expired" }).where(eq(jobs.id, ids[0]!));
    const active = await list({ q: word, status: "active" });
    expect(active.jobs).toHaveLength(100);
    expect(active.totalCount).toBe(100);
    expect(await list({ q: word, status: "active", page: "2" })).toEqual({ jobs: [], totalCount: 100, page: 2, pageSize: 100 });
    await testApp.db.update(jobs).set({ status: "active" }).where(eq(jobs.id, ids[0]!));
  });

  it("answers a page beyond the end with no jobs and the real total", async () => {
    expect(await list({ q: word, page: "50" })).toEqual({ jobs: [], totalCount: 101, page: 50, pageSize: 100 });
  });

  it("sorts oldest first on request", async () => {
    const oldest = await list({ q: word, sort: "oldest" });
    expect(oldest.jobs.slice(0, 3).map((job) => job.id)).toEqual(ids.slice(0, 3));
  });

  it.each([
    ["page=0", "page=0"],
    ["page=abc", "page=abc"],
    ["page=-1", "page=-1"],
    ["page=1.5", "page=1.5"],
    ["an unknown status", "status=closed"],
    ["an unknown sort", "sort=popular"],
    ["a search of 201 characters", `q=${"a".repeat(201)}`],
  ])("refuses %s with 400 invalid_input", async (_, query) => {
    await expectError(admin.get(`/api/admin/jobs?${query}`), 400, "invalid_input");
  });
});

describe("GET /api/admin/jobs: views and applications", () => {
  it("sorts by views both ways, ties broken by id so paging is stable", async () => {
    const word = uniqueWord();
    const postedAt = new Date("2024-03-05T10:00:00Z");
    const ids = await insertJobs(testApp, employerRow, 5, (index) => ({ title: `Nurse ${word} ${index}` }), () => postedAt);
    const views = [30, 5, 30, 0, 12];
    for (const [index, id] of ids.entries()) await testApp.db.update(jobs).set({ views: views[index] }).where(eq(jobs.id, id));
    const tied = [ids[0]!, ids[2]!].sort();

    const most = await list({ q: word, sort: "most_viewed" });
    expect(most.jobs.map((job) => job.views)).toEqual([30, 30, 12, 5, 0]);
    expect(most.jobs.slice(0, 2).map((job) => job.id)).toEqual([...tied].reverse());
    const least = await list({ q: word, sort: "least_viewed" });
    expect(least.jobs.map((job) => job.views)).toEqual([0, 5, 12, 30, 30]);
    expect(least.jobs.slice(3).map((job) => job.id)).toEqual(tied);
    // The same question twice gives the same order.
    expect((await list({ q: word, sort: "most_viewed" })).jobs).toEqual(most.jobs);
  });

  it("shows each job as the list's columns need it, with its number of applications", async () => {
    const word = uniqueWord();
    const [applied, untouched] = await insertJobs(
      testApp,
      employerRow,
      2,
      (index) => ({ title: `Electrician ${word} ${index}`, location: "Hebbal, Mysuru", type: "Contract" }),
      (index) => new Date(Date.UTC(2024, 2, 5 + index)),
    );
    for (let index = 0; index < 3; index += 1) {
      const candidate = await signUpFromOwnAddress(testApp, "candidate");
      await insertResume(testApp.deps, candidate.user.id);
      await expectStatus(candidate.agent.api.applications.$post({ json: { jobId: applied! } }), 201);
    }
    const page = await list({ q: word, sort: "oldest" });
    expect(page.jobs).toEqual([
      {
        id: applied,
        title: `Electrician ${word} 0`,
        company: "Chamundi Logistics",
        location: "Hebbal, Mysuru",
        type: "Contract",
        status: "active",
        views: 0,
        postedAt: "2024-03-05T00:00:00.000Z",
        employerId: employer.user.id,
        applications: 3,
      },
      expect.objectContaining({ id: untouched, applications: 0 }),
    ]);
  });
});

describe("DELETE /api/admin/jobs/:id", () => {
  it("deletes the job, its applications, saved entries and views in one go, and leaves the résumés", async () => {
    const mailsTo = async (address: string) => (await testApp.outbox()).filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.value[0]?.address === address);
    const [target, neighbour] = await insertJobs(testApp, employerRow, 2, () => ({ title: `Warehouse Supervisor ${uniqueWord()}` }));
    const applicants: (SignedUp & { resumeId: string })[] = [];
    for (let index = 0; index < 2; index += 1) {
      const candidate = await signUpFromOwnAddress(testApp, "candidate");
      const resumeId = await insertResume(testApp.deps, candidate.user.id);
      for (const jobId of [target!, neighbour!]) await expectStatus(candidate.agent.api.applications.$post({ json: { jobId } }), 201);
      applicants.push({ ...candidate, resumeId });
    }
    await expectStatus(applicants[0]!.agent.api.jobs[":id"].saved.$put({ param: { id: target! } }), 200);
    await expectStatus(applicants[1]!.agent.api.jobs[":id"].saved.$put({ param: { id: neighbour! } }), 200);
    await expectStatus(testApp.agent().api.jobs[":id"].$get({ param: { id: target! } }), 200);
    const [views] = await testApp.db.select({ jobId: jobViews.jobId }).from(jobViews).where(eq(jobViews.jobId, target!));
    expect(views).toBeDefined();
    // The second applicant was already rejected on the target: only the first is still waiting for a decision.
    await testApp.db
      .update(applications)
      .set({ status: "rejected" })
      .where(and(eq(applications.jobId, target!), eq(applications.candidateId, applicants[1]!.user.id)));

    const before = await rowCounts(testApp);
    const recorder = recordEvents(testApp);
    const deleted = await expectStatus(admin.api.admin.jobs[":id"].$delete({ param: { id: target! } }), 200);
    expect(deleted).toEqual({ deleted: { jobs: 1, applications: 2, savedJobs: 1, enrollments: 0, files: 0, sessions: 0 } });
    expect(await rowCounts(testApp)).toEqual({
      ...before,
      jobs: before.jobs - 1,
      applications: before.applications - 2,
      savedJobs: before.savedJobs - 1,
      jobViews: before.jobViews - 1,
    });
    await recorder.waitFor((event) => event.topic === "jobs" && event.id === target);
    await recorder.waitFor((event) => event.topic === "applications" && event.userIds?.includes(applicants[0]!.user.id) === true);
    recorder.stop();
    const [withdrawn, ...more] = await mailsTo(applicants[0]!.user.email);
    expect(more).toEqual([]);
    expect(withdrawn?.subject).toContain("has been withdrawn");
    expect(withdrawn?.text).toContain("deleted from the site, and your application with it");
    expect(await mailsTo(applicants[1]!.user.email)).toEqual([]);

    expect(await orphanApplications(testApp)).toBe(0);
    await expectError(testApp.agent().api.jobs[":id"].$get({ param: { id: target! } }), 404, "not_found");
    // The neighbour keeps its applications, and each candidate their résumé.
    expect((await list({ q: (await testApp.db.select({ title: jobs.title }).from(jobs).where(eq(jobs.id, neighbour!)))[0]!.title })).jobs[0]!.applications).toBe(2);
    const resumes = await testApp.db.select({ id: files.id }).from(files).where(inArray(files.id, applicants.map((applicant) => applicant.resumeId)));
    expect(resumes).toHaveLength(2);
    const download = await applicants[0]!.agent.api.files[":id"].$get({ param: { id: applicants[0]!.resumeId } });
    expect(download.status).toBe(200);
  });

  it("answers 404 not_found for an unknown, malformed or already deleted id, changing nothing", async () => {
    const [id] = await insertJobs(testApp, employerRow, 1);
    await expectStatus(admin.api.admin.jobs[":id"].$delete({ param: { id: id! } }), 200);
    const before = await rowCounts(testApp);
    for (const missing of [id!, "00000000-0000-4000-8000-000000000000", "not-a-uuid", "1"]) {
      await expectError(admin.api.admin.jobs[":id"].$delete({ param: { id: missing } }), 404, "not_found");
    }
    expect(await rowCounts(testApp)).toEqual(before);
  });
});
