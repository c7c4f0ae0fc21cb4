import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { samplePdf } from "../../db/sample-documents.ts";
import { candidateProfiles, files, jobs } from "../../db/schema/index.ts";
import { ensureAdminAccount } from "../accounts/admin-account.service.ts";
import { createTestApp, signUpAgent, type Agent, type TestApp } from "../../test/test-app.ts";

type SignedUp = Awaited<ReturnType<typeof signUpAgent>>;

let testApp: TestApp;
let employer: SignedUp;
let rival: SignedUp;
let applicants: SignedUp[];
let admin: Agent;
const jobIds: Record<string, string> = {};

let addresses = 0;
function signUp(type: "candidate" | "employer", overrides: Parameters<typeof signUpAgent>[2] = {}) {
  addresses += 1;
  return signUpAgent(testApp, type, overrides, { "x-forwarded-for": `10.6.${addresses >> 8}.${addresses & 255}` });
}

/** A stored PDF resume on the candidate's profile, as the profile module keeps one. */
async function giveResume(userId: string) {
  const bytes = samplePdf(["Resume"]);
  const storageKey = await testApp.deps.storage.put(bytes);
  const [file] = await testApp.db
    .insert(files)
    .values({ ownerId: userId, originalName: "resume.pdf", type: "pdf", size: bytes.length, sha256: createHash("sha256").update(bytes).digest("hex"), storageKey })
    .returning({ id: files.id });
  await testApp.db.insert(candidateProfiles).values({ userId, resumeFileId: file!.id });
}

async function postJob(agent: Agent, title: string) {
  const response = await agent.post("/api/jobs", { title, location: "Hebbal, Mysuru", type: "Full-time", description: `${title} wanted.` });
  expect(response.status).toBe(201);
  return response.body.job.id as string;
}

async function apply(agent: Agent, jobId: string) {
  const response = await agent.post("/api/applications", { jobId });
  expect(response.status).toBe(201);
  return response.body.application.id as string;
}

async function review(applicationId: string, status: "shortlisted" | "rejected") {
  expect((await employer.agent.patch(`/api/applications/${applicationId}`, { status })).status).toBe(200);
}

beforeAll(async () => {
  testApp = await createTestApp({ TRUST_PROXY: "1" });
  employer = await signUp("employer", { company: "Brindavan Retail" });
  rival = await signUp("employer", { company: "Mysuru Printers" });
  applicants = [];
  for (let index = 0; index < 3; index += 1) {
    const applicant = await signUp("candidate");
    await giveResume(applicant.user.id);
    applicants.push(applicant);
  }
  await ensureAdminAccount(testApp.deps, testApp.config.adminEmail, "admin-pass-1");
  admin = testApp.agent();
  expect((await admin.post("/api/accounts/sign-in/admin", { email: testApp.config.adminEmail, password: "admin-pass-1" })).status).toBe(200);

  // A known set of jobs and actions: two open jobs, one closed, one filled by a hire, one past its expiry date.
  for (const title of ["Accountant", "Driver", "Tailor", "Cook", "Electrician"]) jobIds[title] = await postJob(employer.agent, title);
  const [first, second, third] = applicants.map((applicant) => applicant.agent) as [Agent, Agent, Agent];
  await apply(first, jobIds.Accountant!);
  await review(await apply(second, jobIds.Accountant!), "shortlisted");
  await review(await apply(third, jobIds.Accountant!), "rejected");
  await apply(first, jobIds.Driver!);
  await apply(second, jobIds.Tailor!);
  expect((await employer.agent.patch(`/api/jobs/${jobIds.Tailor}/status`, { status: "expired" })).status).toBe(200);
  const hired = await apply(first, jobIds.Cook!);
  await review(hired, "shortlisted");
  expect((await employer.agent.post(`/api/applications/${hired}/hire`, {})).status).toBe(200);
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
  expect((await testApp.agent().get(`/api/jobs/${jobIds.Accountant}`)).body.job.views).toBe(11);

  const rivalJob = await postJob(rival.agent, "Printer Operator");
  await apply(first, rivalJob);
});
afterAll(() => testApp.close());

describe("GET /api/employer/stats", () => {
  it("counts the employer's own open jobs, applications, pending reviews and views", async () => {
    const response = await employer.agent.get("/api/employer/stats");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ activeJobs: 2, totalApplications: 6, pendingReviews: 3, totalViews: 27 });
  });

  it("counts only the asking employer's jobs, and zeros for a new employer", async () => {
    expect((await rival.agent.get("/api/employer/stats")).body).toEqual({
      activeJobs: 1,
      totalApplications: 1,
      pendingReviews: 1,
      totalViews: 0,
    });
    const newcomer = await signUp("employer");
    expect((await newcomer.agent.get("/api/employer/stats")).body).toEqual({
      activeJobs: 0,
      totalApplications: 0,
      pendingReviews: 0,
      totalViews: 0,
    });
  });

  it("is for employers only: 403 for candidates and the admin, 401 signed out", async () => {
    expect((await applicants[0]!.agent.get("/api/employer/stats")).status).toBe(403);
    expect((await admin.get("/api/employer/stats")).status).toBe(403);
    expect((await testApp.agent().get("/api/employer/stats")).status).toBe(401);
  });
});

describe("GET /api/employer/jobs", () => {
  it("lists every own job of any status, newest first, with application and pending counts", async () => {
    const response = await employer.agent.get("/api/employer/jobs");
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ totalCount: 5, page: 1, pageSize: 20 });
    const summary = response.body.jobs.map((job: { title: string; status: string; applicationCount: number; pendingCount: number }) => [
      job.title,
      job.status,
      job.applicationCount,
      job.pendingCount,
    ]);
    expect(summary).toEqual([
      ["Electrician", "active", 0, 0],
      ["Cook", "filled", 1, 0],
      ["Tailor", "expired", 1, 1],
      ["Driver", "active", 1, 1],
      ["Accountant", "active", 3, 1],
    ]);
    expect(response.body.jobs[4]).toMatchObject({ id: jobIds.Accountant, company: "Brindavan Retail", views: 11, employerId: employer.user.id });
    expect(response.body.jobs[1].filledAt).toEqual(expect.any(String));
  });

  it("pages on the server and shows another employer only its own jobs", async () => {
    const third = await employer.agent.get("/api/employer/jobs?page=3&pageSize=2");
    expect(third.body).toMatchObject({ totalCount: 5, page: 3, pageSize: 2 });
    expect(third.body.jobs.map((job: { title: string }) => job.title)).toEqual(["Accountant"]);
    expect((await employer.agent.get("/api/employer/jobs?page=4&pageSize=2")).body.jobs).toEqual([]);
    const rivalJobs = await rival.agent.get("/api/employer/jobs");
    expect(rivalJobs.body.jobs.map((job: { title: string }) => job.title)).toEqual(["Printer Operator"]);
    expect((await employer.agent.get("/api/employer/jobs?pageSize=0")).status).toBe(400);
  });

  it("is for employers only: 403 for candidates and the admin, 401 signed out", async () => {
    expect((await applicants[0]!.agent.get("/api/employer/jobs")).status).toBe(403);
    expect((await admin.get("/api/employer/jobs")).status).toBe(403);
    expect((await testApp.agent().get("/api/employer/jobs")).status).toBe(401);
  });
});
