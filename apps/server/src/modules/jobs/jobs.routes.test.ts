import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs, savedJobs } from "../../db/schema/index.ts";
import { ensureAdminAccount } from "../accounts/admin-account.service.ts";
import { createTestApp, signUpAgent, type Agent, type TestApp } from "../../test/test-app.ts";

let testApp: TestApp;
let employer: Awaited<ReturnType<typeof signUpAgent>>;
let otherEmployer: Awaited<ReturnType<typeof signUpAgent>>;
let candidate: Awaited<ReturnType<typeof signUpAgent>>;

const baseJob = {
  title: "Delivery Executive",
  location: "Vijayanagar, Mysuru",
  salary: "₹15,000 - ₹22,000",
  type: "Full-time",
  description: "Deliver parcels across the city.\nTwo-wheeler and licence needed.",
};

async function postJob(agent: Agent, overrides: Record<string, unknown> = {}) {
  const response = await agent.post("/api/jobs", { ...baseJob, ...overrides });
  expect(response.status).toBe(201);
  return response.body.job as { id: string; company: string; status: string };
}

beforeAll(async () => {
  testApp = await createTestApp();
  employer = await signUpAgent(testApp, "employer", { company: "Mysore Logistics" });
  otherEmployer = await signUpAgent(testApp, "employer", { company: "Chamundi Foods" });
  candidate = await signUpAgent(testApp, "candidate");
});
afterAll(() => testApp.close());

describe("posting a job", () => {
  it("lets an employer post; the company defaults to the employer's and the salary is parsed", async () => {
    const response = await employer.agent.post("/api/jobs", baseJob);
    expect(response.status).toBe(201);
    expect(response.body.job).toMatchObject({
      title: "Delivery Executive",
      company: "Mysore Logistics",
      salaryMin: 15000,
      salaryMax: 22000,
      salary: "₹15,000 - ₹22,000 per month",
      type: "Full-time",
      status: "active",
      employerId: employer.user.id,
      flags: [],
    });
    const [row] = await testApp.db.select().from(jobs).where(eq(jobs.id, response.body.job.id));
    expect(row?.employerId).toBe(employer.user.id);
  });

  it("says 'Salary not specified' without a salary and flags phone numbers and fee requests", async () => {
    const job = await postJob(employer.agent, {
      salary: undefined,
      description: "Call 98450 12345. A registration fee of Rs 500 is needed.",
    });
    expect(job).toMatchObject({ salary: "Salary not specified", salaryMin: null, flags: ["phone", "money"] });
  });

  it("refuses guests (401) and candidates (403 'Only employers can add jobs.') and stores nothing", async () => {
    const before = await testApp.db.select({ n: sql<number>`count(*)::int` }).from(jobs);
    const guest = await testApp.agent().post("/api/jobs", baseJob);
    expect(guest.status).toBe(401);
    const asCandidate = await candidate.agent.post("/api/jobs", baseJob);
    expect(asCandidate.status).toBe(403);
    expect(asCandidate.body.error).toMatchObject({ code: "employers_only", message: "Only employers can add jobs." });
    const after = await testApp.db.select({ n: sql<number>`count(*)::int` }).from(jobs);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it("answers 400 with field messages for missing fields and a bad salary", async () => {
    const response = await employer.agent.post("/api/jobs", { title: " ", type: "Gig", salary: "40000 - 10000" });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.fields).sort()).toEqual(["description", "location", "salary", "title", "type"]);
    expect(response.body.error.fields.title).toEqual(["Job title is required"]);
  });
});

describe("searching jobs", () => {
  let ids: Record<string, string>;
  beforeAll(async () => {
    await testApp.db.delete(jobs);
    const make = async (agent: Agent, overrides: Record<string, unknown>) => (await postJob(agent, overrides)).id;
    ids = {
      developer: await make(employer.agent, { title: "Frontend Developer", company: "Infosys Mysuru", location: "Hebbal", type: "Full-time", salary: "40000 - 60000", description: "React and TypeScript." }),
      cook: await make(otherEmployer.agent, { title: "Cook", location: "Kuvempunagar", type: "Part-time", salary: "12000", description: "South Indian meals for a busy mess." }),
      accountant: await make(otherEmployer.agent, { title: "Accountant", company: "Anand Traders", location: "Hebbal", type: "Contract", salary: "25000 - 30000", description: "Tally and GST filing." }),
      filled: await make(employer.agent, { title: "Developer Intern", location: "Hebbal", type: "Internship", description: "Filled already." }),
      expired: await make(employer.agent, { title: "Developer Trainee", location: "Hebbal", description: "Expired." }),
    };
    await testApp.db.update(jobs).set({ status: "filled" }).where(eq(jobs.id, ids.filled!));
    await testApp.db.update(jobs).set({ expiresAt: sql`now() - interval '1 day'` }).where(eq(jobs.id, ids.expired!));
    // Distinct creation times so "latest" has one right order.
    let minutes = 0;
    for (const key of ["developer", "cook", "accountant"]) {
      minutes += 10;
      await testApp.db.update(jobs).set({ createdAt: sql`now() - make_interval(mins => ${60 - minutes})` }).where(eq(jobs.id, ids[key]!));
    }
  });

  const titles = (body: { jobs: { title: string }[] }) => body.jobs.map((job) => job.title);

  it("lists only active, unexpired jobs, newest first, with the total", async () => {
    const response = await testApp.agent().get("/api/jobs");
    expect(response.status).toBe(200);
    expect(titles(response.body)).toEqual(["Accountant", "Cook", "Frontend Developer"]);
    expect(response.body.totalCount).toBe(3);
  });

  it("matches words and partial words in title, company and description", async () => {
    expect(titles((await testApp.agent().get("/api/jobs?q=develop")).body)).toEqual(["Frontend Developer"]);
    expect(titles((await testApp.agent().get("/api/jobs?q=infosys")).body)).toEqual(["Frontend Developer"]);
    expect(titles((await testApp.agent().get("/api/jobs?q=gst%20tally")).body)).toEqual(["Accountant"]);
    expect((await testApp.agent().get("/api/jobs?q=plumber")).body).toMatchObject({ jobs: [], totalCount: 0 });
    expect((await testApp.agent().get("/api/jobs?q=%27%22%3A*%26!")).status).toBe(200);
  });

  it("filters by type, location and salary, and sorts by company", async () => {
    expect(titles((await testApp.agent().get("/api/jobs?type=Part-time")).body)).toEqual(["Cook"]);
    expect(titles((await testApp.agent().get("/api/jobs?location=hebb")).body)).toEqual(["Accountant", "Frontend Developer"]);
    expect(titles((await testApp.agent().get("/api/jobs?salaryMin=26000")).body)).toEqual(["Accountant", "Frontend Developer"]);
    expect(titles((await testApp.agent().get("/api/jobs?salaryMax=20000")).body)).toEqual(["Cook"]);
    const companies = (await testApp.agent().get("/api/jobs?sort=top")).body.jobs.map((job: { company: string }) => job.company);
    expect(companies).toEqual(["Anand Traders", "Chamundi Foods", "Infosys Mysuru"]);
  });

  it("gives filter options with counts, each ignoring its own filter", async () => {
    const options = (await testApp.agent().get("/api/jobs/options?location=Hebbal&type=Contract")).body;
    expect(options.types).toEqual([
      { value: "Contract", count: 1 },
      { value: "Full-time", count: 1 },
    ]);
    expect(options.locations).toEqual([{ value: "Hebbal", count: 1 }]);
  });

  it("pages on the server", async () => {
    const first = (await testApp.agent().get("/api/jobs?pageSize=2&page=1")).body;
    const second = (await testApp.agent().get("/api/jobs?pageSize=2&page=2")).body;
    const beyond = (await testApp.agent().get("/api/jobs?pageSize=2&page=3")).body;
    expect(titles(first)).toEqual(["Accountant", "Cook"]);
    expect(titles(second)).toEqual(["Frontend Developer"]);
    expect(beyond).toMatchObject({ jobs: [], totalCount: 3 });
  });

  it("answers 400, never 500, for bad parameters", async () => {
    for (const query of ["page=0", "page=abc", "pageSize=101", "type=Gig", "sort=random", "salaryMin=-5", `q=${"x".repeat(201)}`]) {
      const response = await testApp.agent().get(`/api/jobs?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.error.code).toBe("invalid_input");
    }
  });

  it("counts the home statistics from rows", async () => {
    const stats = (await testApp.agent().get("/api/jobs/stats")).body;
    expect(stats).toEqual({ activeJobs: 3, candidates: 1, companies: 2 });
  });
});

describe("reading, viewing and deleting a job", () => {
  it("counts one view per visitor per day, not the employer's own", async () => {
    const job = await postJob(employer.agent);
    const visitor = testApp.agent();
    expect((await visitor.get(`/api/jobs/${job.id}`)).body.job.views).toBe(1);
    expect((await visitor.get(`/api/jobs/${job.id}`)).body.job.views).toBe(1);
    expect((await testApp.agent().get(`/api/jobs/${job.id}`)).body.job.views).toBe(2);
    expect((await employer.agent.get(`/api/jobs/${job.id}`)).body.job.views).toBe(2);
  });

  it("answers 404 for a missing job or a malformed id", async () => {
    expect((await testApp.agent().get("/api/jobs/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await testApp.agent().get("/api/jobs/not-a-uuid")).status).toBe(404);
  });

  it("lets only the owner or the admin delete; the job then leaves search", async () => {
    const job = await postJob(employer.agent, { title: "Warehouse Helper" });
    expect((await candidate.agent.delete(`/api/jobs/${job.id}`)).status).toBe(403);
    expect((await otherEmployer.agent.delete(`/api/jobs/${job.id}`)).status).toBe(404);
    expect((await testApp.agent().delete(`/api/jobs/${job.id}`)).status).toBe(401);
    expect((await testApp.agent().get("/api/jobs?q=warehouse")).body.totalCount).toBe(1);

    expect((await employer.agent.delete(`/api/jobs/${job.id}`)).status).toBe(200);
    expect((await testApp.agent().get("/api/jobs?q=warehouse")).body.totalCount).toBe(0);
    expect((await testApp.agent().get(`/api/jobs/${job.id}`)).status).toBe(404);
    expect((await employer.agent.delete(`/api/jobs/${job.id}`)).status).toBe(404);

    const another = await postJob(otherEmployer.agent, { title: "Security Guard" });
    const adminEmail = testApp.config.adminEmail;
    await ensureAdminAccount(testApp.deps, adminEmail, "admin-pass-1");
    const admin = testApp.agent();
    expect((await admin.post("/api/accounts/sign-in/admin", { email: adminEmail, password: "admin-pass-1" })).status).toBe(200);
    expect((await admin.delete(`/api/jobs/${another.id}`)).status).toBe(200);
  });
});

describe("saved jobs", () => {
  it("saves idempotently, lists, and unsaves, for candidates only", async () => {
    const job = await postJob(employer.agent, { title: "Receptionist" });
    expect((await candidate.agent.put(`/api/jobs/${job.id}/saved`)).body).toEqual({ saved: true });
    expect((await candidate.agent.put(`/api/jobs/${job.id}/saved`)).status).toBe(200);
    const rows = await testApp.db.select().from(savedJobs).where(eq(savedJobs.jobId, job.id));
    expect(rows).toHaveLength(1);
    expect((await candidate.agent.get(`/api/jobs/${job.id}`)).body.saved).toBe(true);
    expect((await candidate.agent.get("/api/jobs/saved")).body.jobs.map((saved: { id: string }) => saved.id)).toEqual([job.id]);

    expect((await employer.agent.put(`/api/jobs/${job.id}/saved`)).status).toBe(403);
    expect((await testApp.agent().put(`/api/jobs/${job.id}/saved`)).status).toBe(401);
    expect((await candidate.agent.put("/api/jobs/00000000-0000-4000-8000-000000000000/saved")).status).toBe(404);
    const draft = await postJob(employer.agent, { title: "Draft Role" });
    await testApp.db.update(jobs).set({ status: "draft" }).where(eq(jobs.id, draft.id));
    expect((await candidate.agent.put(`/api/jobs/${draft.id}/saved`)).status).toBe(404);

    // The browser sends a body-less PUT without a content type.
    const bare = await candidate.agent.request("PUT", `/api/jobs/${job.id}/saved`, undefined);
    expect(bare.status).toBe(200);

    expect((await candidate.agent.delete(`/api/jobs/${job.id}/saved`)).body).toEqual({ saved: false });
    expect((await candidate.agent.get("/api/jobs/saved")).body.jobs).toEqual([]);
  });
});
