import { readFileSync } from "node:fs";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import type { InferRequestType } from "hono/client";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ReviewStatus } from "@app/shared/applications";
import type { AppEvent } from "@app/shared/events";
import { buildJobPost } from "@app/shared/factories";
import { migrationsFolder } from "../../db/client.ts";
import { insertResume } from "../../db/factories.ts";
import { applications, candidateProfiles, jobs, mailOutbox } from "../../db/schema/index.ts";
import { expectError, expectStatus } from "../../test/responses.ts";
import type {
  signUpAgent} from "../../test/test-app.ts";
import {
  createTestApp,
  emptyJsonBody,
  postJob,
  signInAdmin,
  signUpFromOwnAddress,
  testOrigin,
  type Agent,
  type SignedUp,
  type TestApp,
} from "../../test/test-app.ts";

let testApp: TestApp;
let employer: SignedUp;
let otherEmployer: SignedUp;
let candidate: SignedUp;
let admin: Agent;
let candidateResumeId: string;

const signUp = (type: "candidate" | "employer", overrides: Parameters<typeof signUpAgent>[2] = {}) =>
  signUpFromOwnAddress(testApp, type, overrides);

/** Gives a candidate a stored PDF resume the way the profile module keeps one. */
function giveResume(userId: string, name = "resume.pdf"): Promise<string> {
  return insertResume(testApp.deps, userId, { name, lines: [`Resume of ${userId}`] });
}

async function candidateWithResume(overrides: Parameters<typeof signUpAgent>[2] = {}) {
  const signedUp = await signUp("candidate", overrides);
  const resumeId = await giveResume(signedUp.user.id);
  return { ...signedUp, resumeId };
}

function submit(agent: Agent, jobId: string, coverLetter?: string) {
  return agent.api.applications.$post({ json: { jobId, ...(coverLetter ? { coverLetter } : {}) } });
}

async function apply(agent: Agent, jobId: string, coverLetter?: string) {
  return (await expectStatus(submit(agent, jobId, coverLetter), 201)).application;
}

function review(agent: Agent, id: string, status: ReviewStatus) {
  return agent.api.applications[":id"].$patch({ param: { id }, json: { status } });
}

function hire(agent: Agent, id: string) {
  return agent.api.applications[":id"].hire.$post({ param: { id } }, emptyJsonBody);
}

type ListQuery = InferRequestType<Agent["api"]["applications"]["$get"]>["query"];

/** The applications an employer (or the admin) reviews. */
function listForReview(agent: Agent, query: ListQuery = {}) {
  return agent.api.applications.$get({ query });
}

/** The job page's answer for `agent`: the application part says whether it applied. */
async function ownApplicationOn(agent: Agent, jobId: string) {
  return (await expectStatus(agent.api.jobs[":id"].$get({ param: { id: jobId } }), 200)).application;
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
  admin = await signInAdmin(testApp);
});
afterAll(() => testApp.close());

describe("applying to a job", () => {
  it("stores a pending application with the profile's resume, e-mails the employer and tells both sides", async () => {
    const job = await postJob(employer.agent, { title: "Warehouse Helper" });
    const recorder = recordEvents();
    const { application } = await expectStatus(submit(candidate.agent, job.id, "  I have a two-wheeler.  "), 201);
    expect(application).toMatchObject({
      jobId: job.id,
      jobTitle: "Warehouse Helper",
      company: "Mysore Logistics",
      location: "Vijayanagar, Mysuru",
      jobStatus: "active",
      status: "pending",
      coverLetter: "I have a two-wheeler.",
      resume: { id: candidateResumeId, name: "Kavya CV.pdf", type: "pdf" },
    });
    const id = application.id;
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
    const listed = await expectStatus(listForReview(employer.agent, { jobId: job.id }), 200);
    expect(listed.applications[0]?.resume).toMatchObject({ id: candidateResumeId, name: "Kavya CV.pdf" });
    const [profile] = await testApp.db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, candidate.user.id));
    expect(profile?.resumeFileId).not.toBe(candidateResumeId);
  });

  it("shows the applicant its own application with the job, and nobody else", async () => {
    const job = await postJob(employer.agent, { title: "Cashier" });
    expect(await ownApplicationOn(testApp.agent(), job.id)).toBeNull();
    expect(await ownApplicationOn(candidate.agent, job.id)).toBeNull();

    const application = await apply(candidate.agent, job.id);
    expect(await ownApplicationOn(candidate.agent, job.id)).toEqual({ id: application.id, status: "pending", appliedAt: expect.any(String) });
    const another = await candidateWithResume();
    expect(await ownApplicationOn(another.agent, job.id)).toBeNull();
    expect(await ownApplicationOn(employer.agent, job.id)).toBeNull();
    expect(await ownApplicationOn(admin, job.id)).toBeNull();
    expect(await ownApplicationOn(testApp.agent(), job.id)).toBeNull();
  });

  it("refuses a candidate without a resume (409 resume_required) and stores nothing", async () => {
    const job = await postJob(employer.agent);
    const mailsBefore = (await mailsTo(employer.user.email)).length;
    const withoutResume = await signUp("candidate");
    const error = await expectError(submit(withoutResume.agent, job.id), 409, "resume_required");
    expect(error.message).toBe("No resume found in your profile. Please update your profile first.");
    expect(await applicationCount(eq(applications.jobId, job.id))).toBe(0);
    expect(await mailsTo(employer.user.email)).toHaveLength(mailsBefore);
  });

  it("takes one application per job, even for two requests at the same moment", async () => {
    const job = await postJob(employer.agent);
    await apply(candidate.agent, job.id);
    const again = await expectError(submit(candidate.agent, job.id, "Once more"), 409, "already_applied");
    expect(again.message).toBe("You have already applied for this position.");

    const racing = await candidateWithResume();
    const responses = await Promise.all([submit(racing.agent, job.id), submit(racing.agent, job.id)]);
    expect(responses.map((response): number => response.status).sort()).toEqual([201, 409]);
    await expectError(responses.find((response) => response.status !== 201)!, 409, "already_applied");
    expect(await applicationCount(and(eq(applications.jobId, job.id), eq(applications.candidateId, racing.user.id)))).toBe(1);
    expect(await applicationCount(eq(applications.jobId, job.id))).toBe(2);
  });

  it("lets only candidates apply: 401 signed out, 403 candidates_only for employers and the admin", async () => {
    const job = await postJob(employer.agent);
    await expectError(submit(testApp.agent(), job.id), 401);
    for (const agent of [employer.agent, otherEmployer.agent, admin]) {
      await expectError(submit(agent, job.id), 403, "candidates_only");
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
      const error = await expectError(submit(candidate.agent, job.id), 409, "job_not_open");
      expect(error.message).toBe("This job is no longer accepting applications.");
    }
    await expectError(submit(candidate.agent, draft.id), 404);
    await expectError(submit(candidate.agent, "00000000-0000-4000-8000-000000000000"), 404);
    await expectError(submit(candidate.agent, "not-a-job"), 400, "invalid_input");
    const tooLong = await expectError(submit(candidate.agent, closed.id, "x".repeat(5001)), 400, "invalid_input");
    expect(Object.keys(tooLong.fields ?? {})).toEqual(["coverLetter"]);
    expect(await applicationCount()).toBe(before);
  });
});

describe("my applications", () => {
  const mine = (agent: Agent, query: InferRequestType<Agent["api"]["applications"]["mine"]["$get"]>["query"] = {}) =>
    agent.api.applications.mine.$get({ query });

  it("keeps the job as it was advertised when applying: a later edit held for review shows nothing of its text", async () => {
    const applicant = await candidateWithResume();
    const job = await postJob(otherEmployer.agent, { title: "Silk Weaver", titleKn: "ರೇಷ್ಮೆ ನೇಕಾರ", location: "Nazarbad, Mysuru" });
    await apply(applicant.agent, job.id);

    const heldEdit = buildJobPost({
      title: "Weaver, ₹500 joining fee",
      titleKn: "ನೇಕಾರ, ₹500 ಶುಲ್ಕ",
      location: "Call 9845012345",
      description: "Pay registration fee ₹500 first.",
    });
    const { job: edited } = await expectStatus(otherEmployer.agent.api.jobs[":id"].$put({ param: { id: job.id }, json: heldEdit }), 200);
    expect(edited.status).toBe("pending_review");

    const { applications: listed } = await expectStatus(mine(applicant.agent), 200);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ jobId: job.id, jobTitle: "Silk Weaver", jobTitleKn: "ರೇಷ್ಮೆ ನೇಕಾರ", location: "Nazarbad, Mysuru", company: job.company });
    const body = JSON.stringify(listed);
    for (const leak of ["₹500", "9845012345", "joining fee", "ಶುಲ್ಕ"]) expect(body).not.toContain(leak);
    // The employer reviews its applicants against its own job as it stands.
    const forReview = await expectStatus(listForReview(otherEmployer.agent, { jobId: job.id }), 200);
    expect(forReview.applications[0]?.jobTitle).toBe("Weaver, ₹500 joining fee");
  });

  it("gives the applications made before Kannada titles were kept the job's, where the job still has the title applied to (migration 0025)", async () => {
    const applicant = await candidateWithResume();
    const kept = await postJob(otherEmployer.agent, { title: "Dyer", titleKn: "ಬಣ್ಣಗಾರ" });
    const retitled = await postJob(otherEmployer.agent, { title: "Loom Fitter", titleKn: "ಮಗ್ಗ ಜೋಡಕ" });
    const english = await postJob(otherEmployer.agent, { title: "Packer" });
    for (const job of [kept, retitled, english]) await apply(applicant.agent, job.id);
    const mineOnly = eq(applications.candidateId, applicant.user.id);
    // As they were before the migration: no Kannada title; one job has since changed its title.
    await testApp.db.update(applications).set({ jobTitleKn: null }).where(mineOnly);
    await testApp.db.update(jobs).set({ title: "Loom Mechanic" }).where(eq(jobs.id, retitled.id));

    const migration = readFileSync(path.join(migrationsFolder, "0025_applications_job_title_kn.sql"), "utf8");
    const backfill = migration.split("--> statement-breakpoint").at(-1)!;
    await testApp.db.execute(sql.raw(backfill));

    const rows = await testApp.db.select({ jobId: applications.jobId, jobTitleKn: applications.jobTitleKn }).from(applications).where(mineOnly);
    const byJob = new Map(rows.map((row) => [row.jobId, row.jobTitleKn]));
    expect([byJob.get(kept.id), byJob.get(retitled.id), byJob.get(english.id)]).toEqual(["ಬಣ್ಣಗಾರ", null, null]);
  });

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

    const all = await expectStatus(mine(applicant.agent), 200);
    expect(all).toMatchObject({ totalCount: 3, page: 1, pageSize: 20 });
    expect(all.applications.map((application) => application.jobTitle)).toEqual(["Tailor", "Driver", "Cook"]);
    expect(all.applications[0]).toMatchObject({ company: "Chamundi Foods", status: "pending", resume: { id: applicant.resumeId } });

    const second = await expectStatus(mine(applicant.agent, { page: "2", pageSize: "2" }), 200);
    expect(second.applications.map((application) => application.jobTitle)).toEqual(["Cook"]);
    expect(second.totalCount).toBe(3);
    const rejected = await expectStatus(mine(applicant.agent, { status: "rejected" }), 200);
    expect(rejected).toMatchObject({ totalCount: 1, applications: [{ id: ids[0], status: "rejected" }] });
    // Untyped: a status that does not exist.
    await expectError(applicant.agent.get("/api/applications/mine?status=unknown"), 400);
  });

  it("is the candidate's own: 403 for employers and the admin, 401 signed out", async () => {
    await expectError(mine(employer.agent), 403);
    await expectError(mine(admin), 403);
    await expectError(mine(testApp.agent()), 401);
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
    const page = await expectStatus(listForReview(reviewer.agent), 200);
    expect(page.totalCount).toBe(4);
    expect(page.applications.map((application) => application.candidateName)).toEqual([
      "Pooja Bhat",
      "Naveen Urs",
      "Divya Shetty",
      "Rahul Rao",
    ]);
    expect(page.applications[3]).toEqual({
      id: applicationIds[0],
      jobId: job.id,
      jobTitle: "Frontend Developer",
      jobTitleKn: null,
      company: "Kaveri Software Labs",
      jobStatus: "active",
      candidateId: applicants[0]!.user.id,
      candidateName: "Rahul Rao",
      candidateEmail: applicants[0]!.user.email,
      candidatePhone: "9845000000",
      candidateLanguage: "en",
      candidateExperienceYears: null,
      candidateEducationLevel: null,
      candidateLanguages: [],
      candidatePhoto: null,
      status: "pending",
      coverLetter: "Letter from Rahul Rao",
      resume: { id: applicants[0]!.resumeId, name: "resume.pdf", type: "pdf", size: expect.any(Number), uploadedAt: expect.any(String) },
      appliedAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const paged = await expectStatus(listForReview(reviewer.agent, { jobId: job.id, page: "2", pageSize: "3" }), 200);
    expect(paged).toMatchObject({ totalCount: 4, page: 2, pageSize: 3, applications: [{ candidateName: "Rahul Rao" }] });
    expect(await expectStatus(listForReview(reviewer.agent, { status: "shortlisted" }), 200)).toMatchObject({ totalCount: 0, applications: [] });
    await expectError(listForReview(reviewer.agent, { jobId: "nope" }), 400);
  });

  it("gives an applicant's phone only to the employer they applied to, with the language the site writes to them in", async () => {
    // Divya has her texts in Kannada; the job has a Kannada title: the employer's WhatsApp hello is written in it.
    const divya = applicants[1]!;
    const { $put } = divya.agent.api.notifications.preferences;
    const byEmail = { email: true, sms: false, whatsapp: false };
    await expectStatus($put({ json: { channels: { alerts: byEmail, messages: byEmail, interviews: byEmail, status: byEmail }, language: "kn", whatsappOptIn: false } }), 200);
    await testApp.db.update(jobs).set({ titleKn: "ಫ್ರಂಟ್‌ಎಂಡ್ ಡೆವಲಪರ್" }).where(eq(jobs.id, job.id));
    const page = await expectStatus(listForReview(reviewer.agent), 200);
    expect(page.applications.find((application) => application.candidateName === "Divya Shetty")).toMatchObject({
      candidatePhone: "9845010000",
      candidateLanguage: "kn",
      jobTitleKn: "ಫ್ರಂಟ್‌ಎಂಡ್ ಡೆವಲಪರ್",
    });
    expect(page.applications.find((application) => application.candidateName === "Naveen Urs")).toMatchObject({ candidateLanguage: "en" });

    // The rival employer sees only Rahul, who applied to its job too: no other applicant's number or name reaches it.
    const rivalBody = JSON.stringify(await expectStatus(listForReview(rival.agent, { pageSize: "100" }), 200));
    expect(rivalBody).toContain("9845000000");
    for (const [index, name] of ["Divya Shetty", "Naveen Urs", "Pooja Bhat"].entries()) {
      expect(rivalBody).not.toContain(`98450${index + 1}0000`);
      expect(rivalBody).not.toContain(name);
    }
    await testApp.db.update(jobs).set({ titleKn: null }).where(eq(jobs.id, job.id));
  });

  it("keeps two employers apart: no listing, filtering, changing or hiring the other's applicants", async () => {
    const rivalList = await expectStatus(listForReview(rival.agent), 200);
    expect(rivalList.totalCount).toBe(1);
    expect(rivalList.applications.map((application) => application.id)).toEqual([rivalApplicationId]);
    await expectError(listForReview(rival.agent, { jobId: job.id }), 404);
    await expectError(listForReview(reviewer.agent, { jobId: rivalJob.id }), 404);

    const target = applicationIds[1]!;
    await expectError(review(rival.agent, target, "shortlisted"), 404, "not_found");
    await expectError(hire(rival.agent, target), 404);
    await expectError(review(reviewer.agent, rivalApplicationId, "rejected"), 404);
    expect(await statusOf(target)).toBe("pending");
    expect(await statusOf(rivalApplicationId)).toBe("pending");
    const [jobRow] = await testApp.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, job.id));
    expect(jobRow?.status).toBe("active");
  });

  it("refuses candidates (403) and the signed out (401) on every review endpoint", async () => {
    const target = applicationIds[1]!;
    const applicant = applicants[1]!.agent;
    await expectError(listForReview(applicant), 403);
    await expectError(review(applicant, target, "shortlisted"), 403);
    await expectError(hire(applicant, target), 403);
    const guest = testApp.agent();
    await expectError(listForReview(guest), 401);
    await expectError(review(guest, target, "shortlisted"), 401);
    await expectError(hire(guest, target), 401);
    expect(await statusOf(target)).toBe("pending");
  });

  it("lets the admin see every application but not move one", async () => {
    const all = await expectStatus(listForReview(admin, { pageSize: "100" }), 200);
    expect(all.totalCount).toBe(await applicationCount());
    const ids = all.applications.map((application) => application.id);
    expect(ids).toEqual(expect.arrayContaining([...applicationIds, rivalApplicationId]));
    expect((await expectStatus(listForReview(admin, { jobId: rivalJob.id }), 200)).totalCount).toBe(1);
    await expectError(review(admin, applicationIds[1]!, "shortlisted"), 403);
    await expectError(hire(admin, applicationIds[1]!), 403);
    expect(await statusOf(applicationIds[1]!)).toBe("pending");
  });

  it("answers 404 for a bad or unknown id and 400 for a bad status", async () => {
    await expectError(review(reviewer.agent, "not-an-id", "shortlisted"), 404);
    await expectError(review(reviewer.agent, "00000000-0000-4000-8000-000000000000", "shortlisted"), 404);
    await expectError(hire(reviewer.agent, "00000000-0000-4000-8000-000000000000"), 404);
    for (const status of ["hired", "pending", "accepted", ""]) {
      // Untyped: statuses a review cannot set.
      await expectError(reviewer.agent.patch(`/api/applications/${applicationIds[1]}`, { status }), 400);
    }
    expect(await statusOf(applicationIds[1]!)).toBe("pending");
  });

  it("moves pending → shortlisted and pending → rejected, e-mailing the candidate and telling both sides", async () => {
    const recorder = recordEvents();
    const shortlisted = await expectStatus(review(reviewer.agent, applicationIds[0]!, "shortlisted"), 200);
    expect(shortlisted.application).toMatchObject({ id: applicationIds[0], status: "shortlisted", candidateName: "Rahul Rao" });
    expect(await statusOf(applicationIds[0]!)).toBe("shortlisted");
    const event = await recorder.waitFor((event) => event.topic === "applications" && event.id === applicationIds[0]);
    expect(event.userIds?.sort()).toEqual([applicants[0]!.user.id, reviewer.user.id].sort());
    recorder.stop();

    const rejected = await expectStatus(review(reviewer.agent, applicationIds[2]!, "rejected"), 200);
    expect(rejected.application.status).toBe("rejected");
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
    const again = await expectError(review(reviewer.agent, applicationIds[2]!, "shortlisted"), 409, "invalid_status_change");
    expect(again).toMatchObject({
      params: { status: "shortlisted" },
      message: "This application cannot be changed to shortlisted now.",
    });
    await expectError(review(reviewer.agent, applicationIds[0]!, "rejected"), 409);
    expect(await statusOf(applicationIds[2]!)).toBe("rejected");
    expect(await statusOf(applicationIds[0]!)).toBe("shortlisted");
    expect(await mailsTo(applicants[2]!.user.email)).toHaveLength(1);
  });

  it("refuses to hire a pending or rejected applicant, and the job stays active", async () => {
    for (const id of [applicationIds[1]!, applicationIds[2]!]) {
      const error = await expectError(hire(reviewer.agent, id), 409, "invalid_status_change");
      expect(error.params).toEqual({ status: "hired" });
    }
    const [jobRow] = await testApp.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(jobRow).toMatchObject({ status: "active", filledBy: null, filledAt: null });
    expect(await statusOf(applicationIds[1]!)).toBe("pending");
  });

  it("lets only one of two moves at the same moment win", async () => {
    const responses = await Promise.all([
      review(reviewer.agent, applicationIds[3]!, "shortlisted"),
      review(reviewer.agent, applicationIds[3]!, "rejected"),
    ]);
    expect(responses.map((response): number => response.status).sort()).toEqual([200, 409]);
    const winner = await expectStatus(responses.find((response) => response.status === 200)!, 200);
    expect(await statusOf(applicationIds[3]!)).toBe(winner.application.status);
    // Put it back to shortlisted for the hire tests below.
    await testApp.db.update(applications).set({ status: "shortlisted" }).where(eq(applications.id, applicationIds[3]!));
  });

  it("hires a shortlisted applicant: the job is filled by them and leaves search, the others are not selected, in one step", async () => {
    const listedIds = async () => {
      const found = await expectStatus(testApp.agent().api.jobs.$get({ query: { q: "frontend" } }), 200);
      return found.jobs.map((listed) => listed.id);
    };
    expect(await listedIds()).toContain(job.id);
    const recorder = recordEvents();

    const hired = await expectStatus(hire(reviewer.agent, applicationIds[0]!), 200);
    expect(hired.application).toMatchObject({ id: applicationIds[0], status: "hired", jobStatus: "filled" });
    expect(hired.job).toMatchObject({ id: job.id, status: "filled", filledAt: expect.any(String) });

    const [jobRow] = await testApp.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(jobRow).toMatchObject({ status: "filled", filledBy: applicants[0]!.user.id });
    expect(jobRow?.filledAt).toBeInstanceOf(Date);
    expect(await statusOf(applicationIds[0]!)).toBe("hired");
    expect(await listedIds()).not.toContain(job.id);
    // The pending [1] and the shortlisted [3] can no longer be hired: not selected. The rejected [2] stays rejected.
    expect(await statusOf(applicationIds[1]!)).toBe("not_selected");
    expect(await statusOf(applicationIds[3]!)).toBe("not_selected");
    expect(await statusOf(applicationIds[2]!)).toBe("rejected");

    await recorder.waitFor((event) => event.topic === "jobs" && event.id === job.id);
    const event = await recorder.waitFor((event) => event.topic === "applications" && event.id === applicationIds[0]);
    expect(event.userIds?.sort()).toEqual([applicants[0]!.user.id, reviewer.user.id].sort());
    const notSelectedEvent = await recorder.waitFor((event) => event.topic === "applications" && event.id === undefined);
    expect(notSelectedEvent.userIds?.sort()).toEqual([applicants[1]!.user.id, applicants[3]!.user.id, reviewer.user.id].sort());
    recorder.stop();

    for (const index of [1, 3]) {
      const mail = (await mailsTo(applicants[index]!.user.email)).at(-1);
      expect(mail?.subject).toContain("Frontend Developer is Not selected");
      expect(mail?.text).toContain("filled this position with another candidate");
      expect(mail?.text).toContain("ಆಯ್ಕೆಯಾಗಿಲ್ಲ");
    }
    // The rejected applicant was told once, when rejected, and not again.
    expect(await mailsTo(applicants[2]!.user.email)).toHaveLength(1);

    const hiredMail = (await mailsTo(applicants[0]!.user.email)).at(-1);
    expect(hiredMail?.subject).toContain("Hired");
    expect(hiredMail?.text).toContain("Frontend Developer");
    expect(hiredMail?.text).toContain("ನೇಮಕ");

    const mine = await expectStatus(applicants[0]!.agent.api.applications.mine.$get({ query: {} }), 200);
    expect(mine.applications.find((application) => application.id === applicationIds[0])).toMatchObject({
      status: "hired",
      jobStatus: "filled",
    });
    const theirs = await expectStatus(applicants[1]!.agent.api.applications.mine.$get({ query: {} }), 200);
    expect(theirs.applications.find((application) => application.id === applicationIds[1])).toMatchObject({
      status: "not_selected",
      jobStatus: "filled",
    });
    const notSelected = await expectStatus(listForReview(reviewer.agent, { jobId: job.id, status: "not_selected" }), 200);
    expect(notSelected.applications.map((application) => application.id).sort()).toEqual([applicationIds[1], applicationIds[3]].sort());
  });

  it("refuses every move on a filled job with 409 job_not_open", async () => {
    await expectError(hire(reviewer.agent, applicationIds[3]!), 409, "job_not_open");
    await expectError(review(reviewer.agent, applicationIds[1]!, "rejected"), 409, "job_not_open");
    expect(await statusOf(applicationIds[3]!)).toBe("not_selected");
    expect(await statusOf(applicationIds[1]!)).toBe("not_selected");
    const [jobRow] = await testApp.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(jobRow?.filledBy).toBe(applicants[0]!.user.id);
  });

  it("refuses moves on a closed job and on one past its expiry date", async () => {
    const closed = await postJob(reviewer.agent, { title: "Closed Role" });
    const applicant = await candidateWithResume();
    const closedApplication = await apply(applicant.agent, closed.id);
    await expectStatus(reviewer.agent.api.jobs[":id"].status.$patch({ param: { id: closed.id }, json: { status: "expired" } }), 200);
    await expectError(review(reviewer.agent, closedApplication.id, "shortlisted"), 409, "job_not_open");

    const lapsed = await postJob(reviewer.agent, { title: "Lapsed Role" });
    const lapsedApplication = await apply(applicant.agent, lapsed.id);
    await testApp.db.update(applications).set({ status: "shortlisted" }).where(eq(applications.id, lapsedApplication.id));
    await testApp.db.update(jobs).set({ expiresAt: sql`now() - interval '1 hour'` }).where(eq(jobs.id, lapsed.id));
    await expectError(hire(reviewer.agent, lapsedApplication.id), 409, "job_not_open");
    expect(await statusOf(closedApplication.id)).toBe("not_selected");
    // Past its expiry date a job is not closed by anyone: its applications wait for a reopening.
    expect(await statusOf(lapsedApplication.id)).toBe("shortlisted");
    const [lapsedRow] = await testApp.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, lapsed.id));
    expect(lapsedRow?.status).toBe("active");
  });

  it("keeps a status change when its e-mail cannot be sent", async () => {
    const open = await postJob(reviewer.agent, { title: "Mail Test Role" });
    const applicant = await candidateWithResume();
    const application = await apply(applicant.agent, open.id);
    // The application's own mail goes first, so that the failure below is the status change's.
    await testApp.deps.outbox.settled();
    const send = vi.spyOn(testApp.deps.mailer, "send").mockRejectedValueOnce(new Error("SMTP is down"));
    const response = await review(reviewer.agent, application.id, "shortlisted");
    await testApp.deps.outbox.settled();
    expect(send).toHaveBeenCalledTimes(1);
    await expectStatus(response, 200);
    expect(await statusOf(application.id)).toBe("shortlisted");
    expect(await mailsTo(applicant.user.email)).toHaveLength(0);
    const [waiting] = await testApp.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, applicant.user.email));
    expect(waiting).toMatchObject({ attempts: 1, lastError: "SMTP is down", sentAt: null, failedAt: null });
    // The retry's time comes: the mail goes.
    await testApp.db.update(mailOutbox).set({ sendAfter: sql`now()` }).where(eq(mailOutbox.id, waiting!.id));
    expect(await mailsTo(applicant.user.email)).toHaveLength(1);
  });
});

describe("when a job ends before its applications are decided", () => {
  let owner: SignedUp;

  beforeAll(async () => {
    owner = await signUp("employer", { company: "Kukkarahalli Stores", name: "Manjula Employer" });
  });

  /** A job of `owner` with one pending, one shortlisted and one rejected applicant. */
  async function jobWithApplicants(title: string) {
    const job = await postJob(owner.agent, { title });
    const people = [];
    for (const name of ["Pending Prakash", "Shortlisted Shilpa", "Rejected Ravi"]) people.push(await candidateWithResume({ name }));
    const [pending, shortlisted, rejected] = await Promise.all(people.map((person) => apply(person.agent, job.id)));
    await expectStatus(review(owner.agent, shortlisted!.id, "shortlisted"), 200);
    await expectStatus(review(owner.agent, rejected!.id, "rejected"), 200);
    return { job, people: people as [(typeof people)[0], (typeof people)[0], (typeof people)[0]], ids: [pending!.id, shortlisted!.id, rejected!.id] };
  }

  const closeJob = (id: string, status: "active" | "expired" = "expired") =>
    owner.agent.api.jobs[":id"].status.$patch({ param: { id }, json: { status } });

  it("closing marks the pending and shortlisted applications not selected and tells each candidate; reopening leaves them so", async () => {
    const { job, people, ids } = await jobWithApplicants("Billing Clerk");
    const recorder = recordEvents();
    await expectStatus(closeJob(job.id), 200);
    expect(await Promise.all(ids.map(statusOf))).toEqual(["not_selected", "not_selected", "rejected"]);

    // Without an id: the events of the reviews above may still be arriving (NOTIFY is asynchronous).
    const event = await recorder.waitFor((event) => event.topic === "applications" && event.id === undefined);
    expect(event.userIds?.sort()).toEqual([people[0].user.id, people[1].user.id, owner.user.id].sort());
    recorder.stop();
    for (const person of [people[0], people[1]]) {
      const mail = (await mailsTo(person.user.email)).at(-1);
      expect(mail?.subject).toContain("Billing Clerk is Not selected");
      expect(mail?.text).toContain(`Hello ${person.user.name}`);
      expect(mail?.text).toContain("closed this job before deciding on your application");
      expect(mail?.text).toContain("ಮುಚ್ಚಿದ್ದಾರೆ");
    }
    expect((await mailsTo(people[2].user.email)).map((mail) => mail.subject)).toEqual([expect.stringContaining("Rejected")]);

    // Reopened, the job takes new applications; the candidates told "not selected" stay so.
    await expectStatus(closeJob(job.id, "active"), 200);
    expect(await Promise.all(ids.map(statusOf))).toEqual(["not_selected", "not_selected", "rejected"]);
    await expectError(submit(people[0].agent, job.id), 409, "already_applied");
    const newcomer = await candidateWithResume();
    expect((await apply(newcomer.agent, job.id)).status).toBe("pending");
    await expectError(review(owner.agent, ids[0]!, "shortlisted"), 409, "invalid_status_change");
  });

  it("closed by the admin, the job's applicants are told it was closed on the site, not by the employer", async () => {
    const { job, people } = await jobWithApplicants("Godown Helper");
    await expectStatus(admin.api.jobs[":id"].status.$patch({ param: { id: job.id }, json: { status: "expired" } }), 200);
    for (const person of [people[0], people[1]]) {
      const mail = (await mailsTo(person.user.email)).at(-1);
      expect(mail?.subject).toContain("Godown Helper is Not selected");
      expect(mail?.text).toContain("This job has been closed on the site before a decision on your application.");
      expect(mail?.text).toContain("ವೆಬ್‌ಸೈಟ್‌ನಲ್ಲಿ ಮುಚ್ಚಲಾಗಿದೆ");
      expect(mail?.text).not.toContain("employer");
    }
  });

  it("marks them in the hire's own transaction: when marking fails, the job stays open and nobody is hired", async () => {
    const { job, people, ids } = await jobWithApplicants("Store Keeper");
    const mailsBefore = (await testApp.outbox()).length;
    // A trigger that makes the marking fail, after the job was filled and the hire recorded.
    await testApp.db.execute(sql`
      create function refuse_not_selected() returns trigger language plpgsql as $$
      begin
        if new.status = 'not_selected' then raise exception 'not_selected refused by the test'; end if;
        return new;
      end $$`);
    await testApp.db.execute(sql`create trigger refuse_not_selected before update on applications for each row execute function refuse_not_selected()`);
    try {
      expect((await hire(owner.agent, ids[1]!)).status).toBe(500);
    } finally {
      await testApp.db.execute(sql`drop trigger refuse_not_selected on applications`);
      await testApp.db.execute(sql`drop function refuse_not_selected()`);
    }
    const [jobRow] = await testApp.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(jobRow).toMatchObject({ status: "active", filledBy: null, filledAt: null });
    expect(await Promise.all(ids.map(statusOf))).toEqual(["pending", "shortlisted", "rejected"]);
    expect((await testApp.outbox()).length).toBe(mailsBefore);

    await expectStatus(hire(owner.agent, ids[1]!), 200);
    expect(await Promise.all(ids.map(statusOf))).toEqual(["not_selected", "hired", "rejected"]);
    expect((await mailsTo(people[0].user.email)).at(-1)?.subject).toContain("Store Keeper is Not selected");
  });

  it("deleting the job takes its applications along and tells the undecided candidates it was withdrawn", async () => {
    const { job, people, ids } = await jobWithApplicants("Delivery Rider");
    const recorder = recordEvents();
    await expectStatus(owner.agent.api.jobs[":id"].$delete({ param: { id: job.id } }), 200);
    expect(await applicationCount(sql`${applications.id} in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`)).toBe(0);

    // Without an id: the events of the reviews above may still be arriving (NOTIFY is asynchronous).
    const event = await recorder.waitFor((event) => event.topic === "applications" && event.id === undefined);
    expect(event.userIds?.sort()).toEqual([people[0].user.id, people[1].user.id, owner.user.id].sort());
    recorder.stop();
    for (const person of [people[0], people[1]]) {
      const mail = (await mailsTo(person.user.email)).at(-1);
      expect(mail?.subject).toContain("Delivery Rider has been withdrawn");
      expect(mail?.text).toContain('"Delivery Rider" (Kukkarahalli Stores)');
      expect(mail?.text).toContain("deleted from the site, and your application with it");
      expect(mail?.text).toContain("ಹಿಂಪಡೆಯಲಾಗಿದೆ");
      const mine = await expectStatus(person.agent.api.applications.mine.$get({ query: {} }), 200);
      expect(mine.totalCount).toBe(0);
    }
    expect(await mailsTo(people[2].user.email)).toHaveLength(1);
  });
});
