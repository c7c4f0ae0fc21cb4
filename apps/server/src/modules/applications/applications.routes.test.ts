import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { AppEvent } from "@app/shared/events";
import { samplePdf } from "../../db/sample-documents.ts";
import { applications, candidateProfiles, files, jobs } from "../../db/schema/index.ts";
import { ensureAdminAccount } from "../accounts/admin-account.service.ts";
import { createTestApp, signUpAgent, testOrigin, type Agent, type TestApp } from "../../test/test-app.ts";

type SignedUp = Awaited<ReturnType<typeof signUpAgent>>;

let testApp: TestApp;
let employer: SignedUp;
let otherEmployer: SignedUp;
let candidate: SignedUp;
let admin: Agent;
let candidateResumeId: string;

const baseJob = {
  title: "Delivery Executive",
  location: "Vijayanagar, Mysuru",
  type: "Full-time",
  description: "Deliver parcels across the city.",
};

/** Each account signs up from its own address, so the sign-up rate limit does not trip. */
let addresses = 0;
function signUp(type: "candidate" | "employer", overrides: Parameters<typeof signUpAgent>[2] = {}) {
  addresses += 1;
  return signUpAgent(testApp, type, overrides, { "x-forwarded-for": `10.5.${addresses >> 8}.${addresses & 255}` });
}

async function postJob(agent: Agent, overrides: Record<string, unknown> = {}) {
  const response = await agent.post("/api/jobs", { ...baseJob, ...overrides });
  expect(response.status).toBe(201);
  return response.body.job as { id: string; title: string; company: string };
}

/** Gives a candidate a stored PDF resume the way the profile module keeps one: bytes, a files row, the profile's pointer. */
async function giveResume(userId: string, name = "resume.pdf"): Promise<string> {
  const bytes = samplePdf([`Resume of ${userId}`]);
  const storageKey = await testApp.deps.storage.put(bytes);
  const [file] = await testApp.db
    .insert(files)
    .values({
      ownerId: userId,
      originalName: name,
      type: "pdf",
      size: bytes.length,
      sha256: createHash("sha256").update(bytes).digest("hex"),
      storageKey,
    })
    .returning({ id: files.id });
  await testApp.db
    .insert(candidateProfiles)
    .values({ userId, resumeFileId: file!.id })
    .onConflictDoUpdate({ target: candidateProfiles.userId, set: { resumeFileId: file!.id } });
  return file!.id;
}

async function candidateWithResume(overrides: Parameters<typeof signUpAgent>[2] = {}) {
  const signedUp = await signUp("candidate", overrides);
  const resumeId = await giveResume(signedUp.user.id);
  return { ...signedUp, resumeId };
}

async function apply(agent: Agent, jobId: string, coverLetter?: string) {
  const response = await agent.post("/api/applications", { jobId, ...(coverLetter ? { coverLetter } : {}) });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.application as { id: string };
}

async function applicationCount(where = sql`true`) {
  const [row] = await testApp.db.select({ value: sql<number>`count(*)::int` }).from(applications).where(where);
  return row!.value;
}

async function statusOf(applicationId: string) {
  const [row] = await testApp.db.select({ status: applications.status }).from(applications).where(eq(applications.id, applicationId));
  return row?.status;
}

async function mailsTo(address: string) {
  return (await testApp.outbox()).filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.value[0]?.address === address);
}

/** Collects the events published from now on; `waitFor` polls, as NOTIFY arrives asynchronously. */
function recordEvents() {
  const events: AppEvent[] = [];
  const stop = testApp.deps.events.subscribe((event) => events.push(event));
  return {
    events,
    stop,
    async waitFor(match: (event: AppEvent) => boolean) {
      for (let attempt = 0; attempt < 100; attempt += 1) {
        const found = events.find(match);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`event not published; got ${JSON.stringify(events)}`);
    },
  };
}

beforeAll(async () => {
  testApp = await createTestApp({ TRUST_PROXY: "1" });
  employer = await signUp("employer", { company: "Mysore Logistics", name: "Suresh Employer" });
  otherEmployer = await signUp("employer", { company: "Chamundi Foods" });
  candidate = await signUp("candidate", { name: "Kavya Gowda", phone: "9845011111" });
  candidateResumeId = await giveResume(candidate.user.id, "Kavya CV.pdf");
  await ensureAdminAccount(testApp.deps, testApp.config.adminEmail, "admin-pass-1");
  admin = testApp.agent();
  const signedIn = await admin.post("/api/accounts/sign-in/admin", { email: testApp.config.adminEmail, password: "admin-pass-1" });
  expect(signedIn.status).toBe(200);
});
afterAll(() => testApp.close());

describe("applying to a job", () => {
  it("stores a pending application with the profile's resume, e-mails the employer and tells both sides", async () => {
    const job = await postJob(employer.agent, { title: "Warehouse Helper" });
    const recorder = recordEvents();
    const response = await candidate.agent.post("/api/applications", { jobId: job.id, coverLetter: "  I have a two-wheeler.  " });
    expect(response.status).toBe(201);
    expect(response.body.application).toMatchObject({
      jobId: job.id,
      jobTitle: "Warehouse Helper",
      company: "Mysore Logistics",
      location: "Vijayanagar, Mysuru",
      jobStatus: "active",
      status: "pending",
      coverLetter: "I have a two-wheeler.",
      resume: { id: candidateResumeId, name: "Kavya CV.pdf", type: "pdf" },
    });
    const id = response.body.application.id as string;
    const [row] = await testApp.db.select().from(applications).where(eq(applications.id, id));
    expect(row).toMatchObject({ candidateId: candidate.user.id, resumeFileId: candidateResumeId, status: "pending" });

    const event = await recorder.waitFor((event) => event.topic === "applications" && event.id === id);
    expect(event.userIds?.sort()).toEqual([candidate.user.id, employer.user.id].sort());
    recorder.stop();

    const [mail] = await mailsTo(employer.user.email);
    expect(mail?.subject).toContain("Warehouse Helper");
    expect(mail?.text).toContain("Kavya Gowda has applied");
    expect(mail?.text).toContain(`${testOrigin}/employer/dashboard`);
    expect(mail?.text).toContain("ಅರ್ಜಿ ಸಲ್ಲಿಸಿದ್ದಾರೆ");

    // A new resume later does not change what the employer sees for this application.
    await giveResume(candidate.user.id, "Kavya CV 2025.pdf");
    const [after] = await testApp.db.select().from(applications).where(eq(applications.id, id));
    expect(after?.resumeFileId).toBe(candidateResumeId);
    const listed = await employer.agent.get(`/api/applications?jobId=${job.id}`);
    expect(listed.body.applications[0].resume).toMatchObject({ id: candidateResumeId, name: "Kavya CV.pdf" });
    const [profile] = await testApp.db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, candidate.user.id));
    expect(profile?.resumeFileId).not.toBe(candidateResumeId);
  });

  it("shows the applicant its own application with the job, and nobody else", async () => {
    const job = await postJob(employer.agent, { title: "Cashier" });
    const guestView = await testApp.agent().get(`/api/jobs/${job.id}`);
    expect(guestView.body.application).toBeNull();
    expect((await candidate.agent.get(`/api/jobs/${job.id}`)).body.application).toBeNull();

    const application = await apply(candidate.agent, job.id);
    const own = await candidate.agent.get(`/api/jobs/${job.id}`);
    expect(own.body.application).toEqual({ id: application.id, status: "pending", appliedAt: expect.any(String) });
    const another = await candidateWithResume();
    expect((await another.agent.get(`/api/jobs/${job.id}`)).body.application).toBeNull();
    expect((await employer.agent.get(`/api/jobs/${job.id}`)).body.application).toBeNull();
    expect((await admin.get(`/api/jobs/${job.id}`)).body.application).toBeNull();
    expect((await testApp.agent().get(`/api/jobs/${job.id}`)).body.application).toBeNull();
  });

  it("refuses a candidate without a resume (409 resume_required) and stores nothing", async () => {
    const job = await postJob(employer.agent);
    const mailsBefore = (await mailsTo(employer.user.email)).length;
    const withoutResume = await signUp("candidate");
    const response = await withoutResume.agent.post("/api/applications", { jobId: job.id });
    expect(response.status).toBe(409);
    expect(response.body.error).toMatchObject({
      code: "resume_required",
      message: "No resume found in your profile. Please update your profile first.",
    });
    expect(await applicationCount(eq(applications.jobId, job.id))).toBe(0);
    expect(await mailsTo(employer.user.email)).toHaveLength(mailsBefore);
  });

  it("takes one application per job, even for two requests at the same moment", async () => {
    const job = await postJob(employer.agent);
    await apply(candidate.agent, job.id);
    const again = await candidate.agent.post("/api/applications", { jobId: job.id, coverLetter: "Once more" });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: "already_applied", message: "You have already applied for this position." });

    const racing = await candidateWithResume();
    const responses = await Promise.all([
      racing.agent.post("/api/applications", { jobId: job.id }),
      racing.agent.post("/api/applications", { jobId: job.id }),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
    expect(responses.find((response) => response.status === 409)?.body.error.code).toBe("already_applied");
    expect(await applicationCount(and(eq(applications.jobId, job.id), eq(applications.candidateId, racing.user.id)))).toBe(1);
    expect(await applicationCount(eq(applications.jobId, job.id))).toBe(2);
  });

  it("lets only candidates apply: 401 signed out, 403 candidates_only for employers and the admin", async () => {
    const job = await postJob(employer.agent);
    expect((await testApp.agent().post("/api/applications", { jobId: job.id })).status).toBe(401);
    for (const agent of [employer.agent, otherEmployer.agent, admin]) {
      const response = await agent.post("/api/applications", { jobId: job.id });
      expect(response.status).toBe(403);
      expect(response.body.error.code).toBe("candidates_only");
    }
    expect(await applicationCount(eq(applications.jobId, job.id))).toBe(0);
  });

  it("refuses closed, expired, filled, draft and missing jobs", async () => {
    const closed = await postJob(employer.agent);
    await testApp.db.update(jobs).set({ status: "expired" }).where(eq(jobs.id, closed.id));
    const pastExpiry = await postJob(employer.agent);
    await testApp.db.update(jobs).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(jobs.id, pastExpiry.id));
    const filled = await postJob(employer.agent);
    await testApp.db.update(jobs).set({ status: "filled" }).where(eq(jobs.id, filled.id));
    const draft = await postJob(employer.agent);
    await testApp.db.update(jobs).set({ status: "draft" }).where(eq(jobs.id, draft.id));
    const before = await applicationCount();

    for (const job of [closed, pastExpiry, filled]) {
      const response = await candidate.agent.post("/api/applications", { jobId: job.id });
      expect(response.status).toBe(409);
      expect(response.body.error).toMatchObject({ code: "job_not_open", message: "This job is no longer accepting applications." });
    }
    expect((await candidate.agent.post("/api/applications", { jobId: draft.id })).status).toBe(404);
    expect((await candidate.agent.post("/api/applications", { jobId: "00000000-0000-4000-8000-000000000000" })).status).toBe(404);
    const malformed = await candidate.agent.post("/api/applications", { jobId: "not-a-job" });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe("invalid_input");
    const tooLong = await candidate.agent.post("/api/applications", { jobId: closed.id, coverLetter: "x".repeat(5001) });
    expect(tooLong.status).toBe(400);
    expect(Object.keys(tooLong.body.error.fields)).toEqual(["coverLetter"]);
    expect(await applicationCount()).toBe(before);
  });
});

describe("my applications", () => {
  it("lists the candidate's own applications, newest first, paged, with a status filter", async () => {
    const applicant = await candidateWithResume();
    const titles = ["Cook", "Driver", "Tailor"];
    const ids: string[] = [];
    for (const title of titles) {
      const job = await postJob(otherEmployer.agent, { title });
      ids.push((await apply(applicant.agent, job.id)).id);
    }
    // Distinct times, so "newest first" has one right order.
    for (const [index, id] of ids.entries()) {
      await testApp.db.update(applications).set({ createdAt: sql`now() - make_interval(mins => ${10 - index})` }).where(eq(applications.id, id));
    }
    await testApp.db.update(applications).set({ status: "rejected" }).where(eq(applications.id, ids[0]!));

    const all = await applicant.agent.get("/api/applications/mine");
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ totalCount: 3, page: 1, pageSize: 20 });
    expect(all.body.applications.map((application: { jobTitle: string }) => application.jobTitle)).toEqual(["Tailor", "Driver", "Cook"]);
    expect(all.body.applications[0]).toMatchObject({ company: "Chamundi Foods", status: "pending", resume: { id: applicant.resumeId } });

    const second = await applicant.agent.get("/api/applications/mine?page=2&pageSize=2");
    expect(second.body.applications.map((application: { jobTitle: string }) => application.jobTitle)).toEqual(["Cook"]);
    expect(second.body.totalCount).toBe(3);
    const rejected = await applicant.agent.get("/api/applications/mine?status=rejected");
    expect(rejected.body).toMatchObject({ totalCount: 1, applications: [{ id: ids[0], status: "rejected" }] });
    expect((await applicant.agent.get("/api/applications/mine?status=unknown")).status).toBe(400);
  });

  it("is the candidate's own: 403 for employers and the admin, 401 signed out", async () => {
    expect((await employer.agent.get("/api/applications/mine")).status).toBe(403);
    expect((await admin.get("/api/applications/mine")).status).toBe(403);
    expect((await testApp.agent().get("/api/applications/mine")).status).toBe(401);
  });
});

describe("reviewing applications", () => {
  let reviewer: SignedUp;
  let rival: SignedUp;
  let job: { id: string };
  let rivalJob: { id: string };
  let applicants: Awaited<ReturnType<typeof candidateWithResume>>[];
  let applicationIds: string[];
  let rivalApplicationId: string;

  beforeAll(async () => {
    reviewer = await signUp("employer", { company: "Kaveri Software Labs" });
    rival = await signUp("employer", { company: "Palace City Hotels" });
    job = await postJob(reviewer.agent, { title: "Frontend Developer" });
    rivalJob = await postJob(rival.agent, { title: "Front Office Executive" });
    applicants = [];
    applicationIds = [];
    for (const [index, name] of ["Rahul Rao", "Divya Shetty", "Naveen Urs", "Pooja Bhat"].entries()) {
      const applicant = await candidateWithResume({ name, phone: `98450${index}0000` });
      applicants.push(applicant);
      const application = await apply(applicant.agent, job.id, `Letter from ${name}`);
      await testApp.db
        .update(applications)
        .set({ createdAt: sql`now() - make_interval(mins => ${10 - index})` })
        .where(eq(applications.id, application.id));
      applicationIds.push(application.id);
    }
    rivalApplicationId = (await apply(applicants[0]!.agent, rivalJob.id)).id;
  });

  it("lists the employer's applicants with name, e-mail, phone and resume, newest first, filtered and paged", async () => {
    const response = await reviewer.agent.get("/api/applications");
    expect(response.status).toBe(200);
    expect(response.body.totalCount).toBe(4);
    expect(response.body.applications.map((application: { candidateName: string }) => application.candidateName)).toEqual([
      "Pooja Bhat",
      "Naveen Urs",
      "Divya Shetty",
      "Rahul Rao",
    ]);
    expect(response.body.applications[3]).toEqual({
      id: applicationIds[0],
      jobId: job.id,
      jobTitle: "Frontend Developer",
      company: "Kaveri Software Labs",
      jobStatus: "active",
      candidateId: applicants[0]!.user.id,
      candidateName: "Rahul Rao",
      candidateEmail: applicants[0]!.user.email,
      candidatePhone: "9845000000",
      status: "pending",
      coverLetter: "Letter from Rahul Rao",
      resume: { id: applicants[0]!.resumeId, name: "resume.pdf", type: "pdf", size: expect.any(Number), uploadedAt: expect.any(String) },
      appliedAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const paged = await reviewer.agent.get(`/api/applications?jobId=${job.id}&page=2&pageSize=3`);
    expect(paged.body).toMatchObject({ totalCount: 4, page: 2, pageSize: 3, applications: [{ candidateName: "Rahul Rao" }] });
    expect((await reviewer.agent.get("/api/applications?status=shortlisted")).body).toMatchObject({ totalCount: 0, applications: [] });
    expect((await reviewer.agent.get("/api/applications?jobId=nope")).status).toBe(400);
  });

  it("keeps two employers apart: no listing, filtering, changing or hiring the other's applicants", async () => {
    const rivalList = await rival.agent.get("/api/applications");
    expect(rivalList.body.totalCount).toBe(1);
    expect(rivalList.body.applications.map((application: { id: string }) => application.id)).toEqual([rivalApplicationId]);
    expect((await rival.agent.get(`/api/applications?jobId=${job.id}`)).status).toBe(404);
    expect((await reviewer.agent.get(`/api/applications?jobId=${rivalJob.id}`)).status).toBe(404);

    const target = applicationIds[1]!;
    const patched = await rival.agent.patch(`/api/applications/${target}`, { status: "shortlisted" });
    expect(patched.status).toBe(404);
    expect(patched.body.error.code).toBe("not_found");
    expect((await rival.agent.post(`/api/applications/${target}/hire`, {})).status).toBe(404);
    expect((await reviewer.agent.patch(`/api/applications/${rivalApplicationId}`, { status: "rejected" })).status).toBe(404);
    expect(await statusOf(target)).toBe("pending");
    expect(await statusOf(rivalApplicationId)).toBe("pending");
    const [jobRow] = await testApp.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, job.id));
    expect(jobRow?.status).toBe("active");
  });

  it("refuses candidates (403) and the signed out (401) on every review endpoint", async () => {
    const target = applicationIds[1]!;
    const applicant = applicants[1]!.agent;
    expect((await applicant.get("/api/applications")).status).toBe(403);
    expect((await applicant.patch(`/api/applications/${target}`, { status: "shortlisted" })).status).toBe(403);
    expect((await applicant.post(`/api/applications/${target}/hire`, {})).status).toBe(403);
    const guest = testApp.agent();
    expect((await guest.get("/api/applications")).status).toBe(401);
    expect((await guest.patch(`/api/applications/${target}`, { status: "shortlisted" })).status).toBe(401);
    expect((await guest.post(`/api/applications/${target}/hire`, {})).status).toBe(401);
    expect(await statusOf(target)).toBe("pending");
  });

  it("lets the admin see every application but not move one", async () => {
    const all = await admin.get("/api/applications?pageSize=100");
    expect(all.status).toBe(200);
    expect(all.body.totalCount).toBe(await applicationCount());
    const ids = all.body.applications.map((application: { id: string }) => application.id);
    expect(ids).toEqual(expect.arrayContaining([...applicationIds, rivalApplicationId]));
    expect((await admin.get(`/api/applications?jobId=${rivalJob.id}`)).body.totalCount).toBe(1);
    expect((await admin.patch(`/api/applications/${applicationIds[1]}`, { status: "shortlisted" })).status).toBe(403);
    expect((await admin.post(`/api/applications/${applicationIds[1]}/hire`, {})).status).toBe(403);
    expect(await statusOf(applicationIds[1]!)).toBe("pending");
  });

  it("answers 404 for a bad or unknown id and 400 for a bad status", async () => {
    expect((await reviewer.agent.patch("/api/applications/not-an-id", { status: "shortlisted" })).status).toBe(404);
    expect((await reviewer.agent.patch("/api/applications/00000000-0000-4000-8000-000000000000", { status: "shortlisted" })).status).toBe(404);
    expect((await reviewer.agent.post("/api/applications/00000000-0000-4000-8000-000000000000/hire", {})).status).toBe(404);
    for (const status of ["hired", "pending", "accepted", ""]) {
      const response = await reviewer.agent.patch(`/api/applications/${applicationIds[1]}`, { status });
      expect(response.status, status).toBe(400);
    }
    expect(await statusOf(applicationIds[1]!)).toBe("pending");
  });

  it("moves pending → shortlisted and pending → rejected, e-mailing the candidate and telling both sides", async () => {
    const recorder = recordEvents();
    const shortlisted = await reviewer.agent.patch(`/api/applications/${applicationIds[0]}`, { status: "shortlisted" });
    expect(shortlisted.status).toBe(200);
    expect(shortlisted.body.application).toMatchObject({ id: applicationIds[0], status: "shortlisted", candidateName: "Rahul Rao" });
    expect(await statusOf(applicationIds[0]!)).toBe("shortlisted");
    const event = await recorder.waitFor((event) => event.topic === "applications" && event.id === applicationIds[0]);
    expect(event.userIds?.sort()).toEqual([applicants[0]!.user.id, reviewer.user.id].sort());
    recorder.stop();

    const rejected = await reviewer.agent.patch(`/api/applications/${applicationIds[2]}`, { status: "rejected" });
    expect(rejected.status).toBe(200);
    expect(rejected.body.application.status).toBe("rejected");
    expect(await statusOf(applicationIds[2]!)).toBe("rejected");

    const [shortlistMail] = await mailsTo(applicants[0]!.user.email);
    expect(shortlistMail?.subject).toContain("Frontend Developer");
    expect(shortlistMail?.subject).toContain("Shortlisted");
    expect(shortlistMail?.text).toContain(`${testOrigin}/candidate/profile`);
    expect(shortlistMail?.text).toContain("ಶಾರ್ಟ್‌ಲಿಸ್ಟ್");
    const [rejectMail] = await mailsTo(applicants[2]!.user.email);
    expect(rejectMail?.subject).toContain("Rejected");
    expect(rejectMail?.text).toContain("Frontend Developer");
  });

  it("refuses moves that are not from pending with 409 invalid_status_change", async () => {
    const again = await reviewer.agent.patch(`/api/applications/${applicationIds[2]}`, { status: "shortlisted" });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({
      code: "invalid_status_change",
      params: { status: "shortlisted" },
      message: "This application cannot be changed to shortlisted now.",
    });
    expect((await reviewer.agent.patch(`/api/applications/${applicationIds[0]}`, { status: "rejected" })).status).toBe(409);
    expect(await statusOf(applicationIds[2]!)).toBe("rejected");
    expect(await statusOf(applicationIds[0]!)).toBe("shortlisted");
    expect(await mailsTo(applicants[2]!.user.email)).toHaveLength(1);
  });

  it("refuses to hire a pending or rejected applicant, and the job stays active", async () => {
    for (const id of [applicationIds[1]!, applicationIds[2]!]) {
      const response = await reviewer.agent.post(`/api/applications/${id}/hire`, {});
      expect(response.status).toBe(409);
      expect(response.body.error).toMatchObject({ code: "invalid_status_change", params: { status: "hired" } });
    }
    const [jobRow] = await testApp.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(jobRow).toMatchObject({ status: "active", filledBy: null, filledAt: null });
    expect(await statusOf(applicationIds[1]!)).toBe("pending");
  });

  it("lets only one of two moves at the same moment win", async () => {
    const responses = await Promise.all([
      reviewer.agent.patch(`/api/applications/${applicationIds[3]}`, { status: "shortlisted" }),
      reviewer.agent.patch(`/api/applications/${applicationIds[3]}`, { status: "rejected" }),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    const winner = responses.find((response) => response.status === 200)!.body.application.status;
    expect(await statusOf(applicationIds[3]!)).toBe(winner);
    // Put it back to shortlisted for the hire tests below.
    await testApp.db.update(applications).set({ status: "shortlisted" }).where(eq(applications.id, applicationIds[3]!));
  });

  it("hires a shortlisted applicant: the job is filled by them and leaves search, in one step", async () => {
    const before = await testApp.agent().get("/api/jobs?q=frontend");
    expect(before.body.jobs.map((listed: { id: string }) => listed.id)).toContain(job.id);
    const recorder = recordEvents();

    const response = await reviewer.agent.post(`/api/applications/${applicationIds[0]}/hire`, {});
    expect(response.status).toBe(200);
    expect(response.body.application).toMatchObject({ id: applicationIds[0], status: "hired", jobStatus: "filled" });
    expect(response.body.job).toMatchObject({ id: job.id, status: "filled", filledAt: expect.any(String) });

    const [jobRow] = await testApp.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(jobRow).toMatchObject({ status: "filled", filledBy: applicants[0]!.user.id });
    expect(jobRow?.filledAt).toBeInstanceOf(Date);
    expect(await statusOf(applicationIds[0]!)).toBe("hired");
    const after = await testApp.agent().get("/api/jobs?q=frontend");
    expect(after.body.jobs.map((listed: { id: string }) => listed.id)).not.toContain(job.id);

    await recorder.waitFor((event) => event.topic === "jobs" && event.id === job.id);
    const event = await recorder.waitFor((event) => event.topic === "applications" && event.id === applicationIds[0]);
    expect(event.userIds?.sort()).toEqual([applicants[0]!.user.id, reviewer.user.id].sort());
    recorder.stop();

    const hiredMail = (await mailsTo(applicants[0]!.user.email)).at(-1);
    expect(hiredMail?.subject).toContain("Hired");
    expect(hiredMail?.text).toContain("Frontend Developer");
    expect(hiredMail?.text).toContain("ನೇಮಕ");

    const mine = await applicants[0]!.agent.get("/api/applications/mine");
    expect(mine.body.applications.find((application: { id: string }) => application.id === applicationIds[0])).toMatchObject({
      status: "hired",
      jobStatus: "filled",
    });
  });

  it("refuses every move on a filled job with 409 job_not_open", async () => {
    const shortlistLeft = await reviewer.agent.post(`/api/applications/${applicationIds[3]}/hire`, {});
    expect(shortlistLeft.status).toBe(409);
    expect(shortlistLeft.body.error.code).toBe("job_not_open");
    const pendingLeft = await reviewer.agent.patch(`/api/applications/${applicationIds[1]}`, { status: "rejected" });
    expect(pendingLeft.status).toBe(409);
    expect(pendingLeft.body.error.code).toBe("job_not_open");
    expect(await statusOf(applicationIds[3]!)).toBe("shortlisted");
    expect(await statusOf(applicationIds[1]!)).toBe("pending");
    const [jobRow] = await testApp.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(jobRow?.filledBy).toBe(applicants[0]!.user.id);
  });

  it("refuses moves on a closed job and on one past its expiry date", async () => {
    const closed = await postJob(reviewer.agent, { title: "Closed Role" });
    const applicant = await candidateWithResume();
    const closedApplication = await apply(applicant.agent, closed.id);
    expect((await reviewer.agent.patch(`/api/jobs/${closed.id}/status`, { status: "expired" })).status).toBe(200);
    expect((await reviewer.agent.patch(`/api/applications/${closedApplication.id}`, { status: "shortlisted" })).body.error.code).toBe("job_not_open");

    const lapsed = await postJob(reviewer.agent, { title: "Lapsed Role" });
    const lapsedApplication = await apply(applicant.agent, lapsed.id);
    await testApp.db.update(applications).set({ status: "shortlisted" }).where(eq(applications.id, lapsedApplication.id));
    await testApp.db.update(jobs).set({ expiresAt: sql`now() - interval '1 hour'` }).where(eq(jobs.id, lapsed.id));
    const hire = await reviewer.agent.post(`/api/applications/${lapsedApplication.id}/hire`, {});
    expect(hire.status).toBe(409);
    expect(hire.body.error.code).toBe("job_not_open");
    expect(await statusOf(closedApplication.id)).toBe("pending");
    expect(await statusOf(lapsedApplication.id)).toBe("shortlisted");
    const [lapsedRow] = await testApp.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, lapsed.id));
    expect(lapsedRow?.status).toBe("active");
  });

  it("keeps a status change when its e-mail cannot be sent", async () => {
    const open = await postJob(reviewer.agent, { title: "Mail Test Role" });
    const applicant = await candidateWithResume();
    const application = await apply(applicant.agent, open.id);
    const send = vi.spyOn(testApp.deps.mailer, "send").mockRejectedValueOnce(new Error("SMTP is down"));
    const response = await reviewer.agent.patch(`/api/applications/${application.id}`, { status: "shortlisted" });
    expect(send).toHaveBeenCalledTimes(1);
    expect(response.status).toBe(200);
    expect(await statusOf(application.id)).toBe("shortlisted");
    expect(await mailsTo(applicant.user.email)).toHaveLength(0);
  });
});
