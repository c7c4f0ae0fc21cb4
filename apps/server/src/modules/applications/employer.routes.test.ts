import { eq, sql } from "drizzle-orm";
import type { InferRequestType } from "hono/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertResume } from "../../db/factories.ts";
import { jobs } from "../../db/schema/index.ts";
import { expectError, expectStatus } from "../../test/responses.ts";
import type {
  signUpAgent} from "../../test/test-app.ts";
import {
  createTestApp,
  emptyJsonBody,
  postJob,
  signInAdmin,
  signUpFromOwnAddress,
  type Agent,
  type SignedUp,
  type TestApp,
} from "../../test/test-app.ts";

let testApp: TestApp;
let employer: SignedUp;
let rival: SignedUp;
let applicants: SignedUp[];
let admin: Agent;
const jobIds: Record<string, string> = {};

const signUp = (type: "candidate" | "employer", overrides: Parameters<typeof signUpAgent>[2] = {}) =>
  signUpFromOwnAddress(testApp, type, overrides);

async function post(agent: Agent, title: string) {
  return (await postJob(agent, { title, location: "Hebbal, Mysuru", type: "Full-time", description: `${title} wanted.` })).id;
}

async function apply(agent: Agent, jobId: string) {
  return (await expectStatus(agent.api.applications.$post({ json: { jobId } }), 201)).application.id;
}

async function review(applicationId: string, status: "shortlisted" | "rejected") {
  await expectStatus(employer.agent.api.applications[":id"].$patch({ param: { id: applicationId }, json: { status } }), 200);
}

const stats = (agent: Agent) => agent.api.employer.stats.$get();
const ownJobs = (agent: Agent, query: InferRequestType<Agent["api"]["employer"]["jobs"]["$get"]>["query"] = {}) =>
  agent.api.employer.jobs.$get({ query });

beforeAll(async () => {
  testApp = await createTestApp({ TRUST_PROXY: "1" });
  employer = await signUp("employer", { company: "Brindavan Retail" });
  rival = await signUp("employer", { company: "Mysuru Printers" });
  applicants = [];
  for (let index = 0; index < 3; index += 1) {
    const applicant = await signUp("candidate");
    await insertResume(testApp.deps, applicant.user.id);
    applicants.push(applicant);
  }
  admin = await signInAdmin(testApp);

  // A known set of jobs and actions: two open jobs, one closed, one filled by a hire, one past its
  // expiry date. Closing and hiring mark the other undecided applications not_selected.
  for (const title of ["Accountant", "Driver", "Tailor", "Cook", "Electrician"]) jobIds[title] = await post(employer.agent, title);
  const [first, second, third] = applicants.map((applicant) => applicant.agent) as [Agent, Agent, Agent];
  await apply(first, jobIds.Accountant!);
  await review(await apply(second, jobIds.Accountant!), "shortlisted");
  await review(await apply(third, jobIds.Accountant!), "rejected");
  await apply(first, jobIds.Driver!);
  await apply(second, jobIds.Tailor!);
  await expectStatus(employer.agent.api.jobs[":id"].status.$patch({ param: { id: jobIds.Tailor! }, json: { status: "expired" } }), 200);
  const hired = await apply(first, jobIds.Cook!);
  await apply(second, jobIds.Cook!);
  await review(hired, "shortlisted");
  await expectStatus(employer.agent.api.applications[":id"].hire.$post({ param: { id: hired } }, emptyJsonBody), 200);
  await apply(third, jobIds.Electrician!);
  await testApp.db.update(jobs).set({ expiresAt: sql`now() - interval '1 day'` }).where(eq(jobs.id, jobIds.Electrician!));

  const views: Record<string, number> = { Accountant: 10, Driver: 5, Tailor: 3, Cook: 7, Electrician: 1 };
  for (const [index, [title, count]] of Object.entries(views).entries()) {
    // Distinct creation times, oldest first in this list, so "newest first" has one right order.
    await testApp.db
      .update(jobs)
      .set({ views: count, createdAt: sql`now() - make_interval(hours => ${10 - index})` })
      .where(eq(jobs.id, jobIds[title]!));
  }
  // One more view counted the real way.
  const viewed = await expectStatus(testApp.agent().api.jobs[":id"].$get({ param: { id: jobIds.Accountant! } }), 200);
  expect(viewed.job.views).toBe(11);

  const rivalJob = await post(rival.agent, "Printer Operator");
  await apply(first, rivalJob);
});
afterAll(() => testApp.close());

describe("GET /api/employer/stats", () => {
  it("counts the employer's own open jobs, applications, pending reviews and views", async () => {
    // Pending reviews: only the pending applications of listed jobs (Accountant, Driver), not those
    // the hire and the close made not_selected, nor the one of the job past its expiry date.
    expect(await expectStatus(stats(employer.agent), 200)).toEqual({ activeJobs: 2, totalApplications: 8, pendingReviews: 2, totalViews: 27 });
  });

  it("counts only the asking employer's jobs, and zeros for a new employer", async () => {
    expect(await expectStatus(stats(rival.agent), 200)).toEqual({
      activeJobs: 1,
      totalApplications: 1,
      pendingReviews: 1,
      totalViews: 0,
    });
    const newcomer = await signUp("employer");
    expect(await expectStatus(stats(newcomer.agent), 200)).toEqual({
      activeJobs: 0,
      totalApplications: 0,
      pendingReviews: 0,
      totalViews: 0,
    });
  });

  it("is for employers only: 403 for candidates and the admin, 401 signed out", async () => {
    await expectError(stats(applicants[0]!.agent), 403);
    await expectError(stats(admin), 403);
    await expectError(stats(testApp.agent()), 401);
  });
});

describe("GET /api/employer/jobs", () => {
  it("lists every own job of any status, newest first, with application and pending counts", async () => {
    const page = await expectStatus(ownJobs(employer.agent), 200);
    expect(page).toMatchObject({ totalCount: 5, page: 1, pageSize: 20 });
    const summary = page.jobs.map((job) => [
      job.title,
      job.status,
      job.applicationCount,
      job.pendingCount,
    ]);
    expect(summary).toEqual([
      ["Electrician", "active", 1, 0],
      ["Cook", "filled", 2, 0],
      ["Tailor", "expired", 1, 0],
      ["Driver", "active", 1, 1],
      ["Accountant", "active", 3, 1],
    ]);
    expect(page.jobs[4]).toMatchObject({ id: jobIds.Accountant, company: "Brindavan Retail", views: 11, employerId: employer.user.id });
    expect(page.jobs[1]?.filledAt).toEqual(expect.any(String));
  });

  it("pages on the server and shows another employer only its own jobs", async () => {
    const third = await expectStatus(ownJobs(employer.agent, { page: "3", pageSize: "2" }), 200);
    expect(third).toMatchObject({ totalCount: 5, page: 3, pageSize: 2 });
    expect(third.jobs.map((job) => job.title)).toEqual(["Accountant"]);
    expect((await expectStatus(ownJobs(employer.agent, { page: "4", pageSize: "2" }), 200)).jobs).toEqual([]);
    const rivalJobs = await expectStatus(ownJobs(rival.agent), 200);
    expect(rivalJobs.jobs.map((job) => job.title)).toEqual(["Printer Operator"]);
    await expectError(ownJobs(employer.agent, { pageSize: "0" }), 400);
  });

  it("is for employers only: 403 for candidates and the admin, 401 signed out", async () => {
    await expectError(ownJobs(applicants[0]!.agent), 403);
    await expectError(ownJobs(admin), 403);
    await expectError(ownJobs(testApp.agent()), 401);
  });
});

describe("reopening", () => {
  it("counts a lapsed job's pending applications again, but not the ones closing made not_selected", async () => {
    for (const title of ["Electrician", "Tailor"]) {
      await expectStatus(employer.agent.api.jobs[":id"].status.$patch({ param: { id: jobIds[title]! }, json: { status: "active" } }), 200);
    }
    expect(await expectStatus(stats(employer.agent), 200)).toMatchObject({ activeJobs: 4, pendingReviews: 3 });
    const page = await expectStatus(ownJobs(employer.agent), 200);
    const pending = Object.fromEntries(page.jobs.map((job) => [job.title, job.pendingCount]));
    expect(pending).toMatchObject({ Electrician: 1, Tailor: 0 });
    const tailor = await expectStatus(employer.agent.api.applications.$get({ query: { jobId: jobIds.Tailor! } }), 200);
    expect(tailor.applications.map((application) => application.status)).toEqual(["not_selected"]);
  });
});
