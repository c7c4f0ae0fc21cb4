import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { adminPageSize, employerDetailPageSize } from "@app/shared/admin";
import { buildSignUp, uniqueWord } from "@app/shared/factories";
import { insertResume } from "../../db/factories.ts";
import { account, applications, files, jobs, savedJobs, user } from "../../db/schema/index.ts";
import { expectError, expectStatus } from "../../test/responses.ts";
import {
  createTestApp,
  signIn,
  signInAdmin,
  signUpFromOwnAddress,
  whoIs,
  type Agent,
  type SignedUp,
  type TestApp,
} from "../../test/test-app.ts";
import { storedObjectExists } from "../../test/test-storage.ts";
import { recordEvents } from "../courses/course-test-helpers.ts";
import { fullCandidate, insertAccounts, insertJobs, orphanApplications, rowCounts, rowsOf } from "./admin-test-helpers.ts";

let testApp: TestApp;
let admin: Agent;
let adminId: string;
let employer: SignedUp;

beforeAll(async () => {
  testApp = await createTestApp({ TRUST_PROXY: "1" });
  admin = await signInAdmin(testApp);
  adminId = (await whoIs(admin))!.id;
  employer = await signUpFromOwnAddress(testApp, "employer", { company: "Kaveri Software Labs" });
});
afterAll(() => testApp.close());

const employerRow = () => ({ id: employer.user.id, company: "Kaveri Software Labs" });

function listCandidates(query: { q?: string; page?: string } = {}) {
  return expectStatus(admin.api.admin.candidates.$get({ query }), 200);
}

function listEmployers(query: { q?: string; page?: string } = {}) {
  return expectStatus(admin.api.admin.employers.$get({ query }), 200);
}

/** Whether the file storage (the uploads folder, or the bucket on S3) still holds the bytes of a file row. */
const storedBytesExist = (storageKey: string) => storedObjectExists(testApp.config, storageKey);

describe("GET /api/admin/candidates", () => {
  it("searches name or e-mail, whatever the case, newest registration first, 100 a page with the total", async () => {
    const word = uniqueWord();
    const ids = await insertAccounts(testApp, "candidate", adminPageSize + 1, `Bulk${word}`);
    const first = await listCandidates({ q: `bulk${word.toUpperCase()}` });
    expect(first).toMatchObject({ totalCount: 101, page: 1, pageSize: 100 });
    expect(first.candidates.map((candidate) => candidate.id)).toEqual(ids.slice(1).reverse());
    expect(first.candidates[0]).toEqual({
      id: ids.at(-1),
      name: `Bulk${word} 101`,
      email: expect.stringMatching(new RegExp(`^bulk${word}\\.101\\.`)),
      phone: expect.stringMatching(/^9\d{9}$/),
      registeredAt: expect.any(String),
    });
    const second = await listCandidates({ q: `Bulk${word}`, page: "2" });
    expect(second.candidates.map((candidate) => candidate.id)).toEqual([ids[0]]);
    expect(await listCandidates({ q: `Bulk${word}`, page: "3" })).toEqual({ candidates: [], totalCount: 101, page: 3, pageSize: 100 });

    // By e-mail only: the name does not hold the word.
    const [byEmail] = await insertAccounts(testApp, "candidate", 1, "Plain", () => ({ email: `${word}.MAIL@example.com` }));
    expect((await listCandidates({ q: `${word}.mail@EXAMPLE` })).candidates.map((candidate) => candidate.id)).toEqual([byEmail]);
  });

  it("fits exactly 100 on the first page and none on the next", async () => {
    const word = uniqueWord();
    await insertAccounts(testApp, "candidate", adminPageSize, `Hundred${word}`);
    expect((await listCandidates({ q: `Hundred${word}` })).candidates).toHaveLength(100);
    expect(await listCandidates({ q: `Hundred${word}`, page: "2" })).toEqual({ candidates: [], totalCount: 100, page: 2, pageSize: 100 });
  });

  it("takes % and _ literally, lists only candidates, and answers an empty page when nothing matches", async () => {
    const word = uniqueWord();
    const [percent] = await insertAccounts(testApp, "candidate", 2, word, (index) => ({ name: [`${word} 100%`, `${word} 1000`][index]! }));
    await insertAccounts(testApp, "employer", 1, word, () => ({ name: `${word} 100% employer` }));
    expect((await listCandidates({ q: `${word} 100%` })).candidates.map((candidate) => candidate.id)).toEqual([percent]);
    expect((await listCandidates({ q: `${word} 10_` })).candidates).toEqual([]);
    expect(await listCandidates({ q: `nobody-${uniqueWord()}` })).toEqual({ candidates: [], totalCount: 0, page: 1, pageSize: 100 });
    const everyone = await listCandidates();
    expect(everyone.candidates.map((candidate) => candidate.id)).not.toContain(adminId);
    expect(everyone.candidates.map((candidate) => candidate.id)).not.toContain(employer.user.id);
  });

  it.each(["page=0", "page=abc", "page=-2", `q=${"x".repeat(201)}`])("refuses %s with 400 invalid_input", async (query) => {
    await expectError(admin.get(`/api/admin/candidates?${query}`), 400, "invalid_input");
    await expectError(admin.get(`/api/admin/employers?${query}`), 400, "invalid_input");
  });
});

describe("GET /api/admin/employers", () => {
  it("searches name, e-mail or company, with each employer's number of jobs posted", async () => {
    const word = uniqueWord();
    const [byName, byEmail, byCompany] = await insertAccounts(testApp, "employer", 4, "Firm", (index) =>
      [{ name: `Firm ${word}` }, { email: `${word}@firm.example.com` }, { company: `${word.toUpperCase()} Traders` }, {}][index]!,
    );
    await insertJobs(testApp, { id: byCompany!, company: `${word} Traders` }, 3);
    const page = await listEmployers({ q: word });
    expect(page.totalCount).toBe(3);
    expect(page.employers.map((found) => found.id)).toEqual([byCompany, byEmail, byName]);
    expect(page.employers[0]).toEqual({
      id: byCompany,
      name: expect.any(String),
      company: `${word.toUpperCase()} Traders`,
      email: expect.any(String),
      phone: expect.any(String),
      jobsPosted: 3,
      registeredAt: expect.any(String),
    });
    expect(page.employers[1]!.jobsPosted).toBe(0);
  });

  it("pages at 100 with the total, and lists only employers", async () => {
    const word = uniqueWord();
    const ids = await insertAccounts(testApp, "employer", adminPageSize + 1, `Co${word}`);
    expect((await listEmployers({ q: `co${word}` })).employers).toHaveLength(100);
    const second = await listEmployers({ q: `Co${word}`, page: "2" });
    expect(second).toEqual({ employers: [expect.objectContaining({ id: ids[0] })], totalCount: 101, page: 2, pageSize: 100 });
    expect(await listEmployers({ q: `Co${word}`, page: "9" })).toEqual({ employers: [], totalCount: 101, page: 9, pageSize: 100 });
    const everyone = await listEmployers();
    expect(everyone.employers.every((found) => found.id !== adminId)).toBe(true);
  });
});

describe("GET /api/admin/candidates/:id", () => {
  it("shows the profile, résumé, applications and enrolments, and nothing of the password", async () => {
    const [jobId] = await insertJobs(testApp, employerRow(), 1, () => ({ title: "Frontend Developer" }));
    const { user: candidate, input } = await fullCandidate(testApp, admin, [jobId!]);
    const [hash] = await testApp.db.select({ password: account.password }).from(account).where(eq(account.userId, candidate.id));
    expect(hash?.password).toBeTruthy();

    const response = await admin.api.admin.candidates[":id"].$get({ param: { id: candidate.id } });
    const text = await response.clone().text();
    const detail = await expectStatus(response, 200);
    expect(text).not.toMatch(/"password"/i);
    expect(text).not.toContain(hash!.password!);
    expect(text).not.toMatch(/storageKey|sha256/);

    expect(detail.candidate).toMatchObject({ id: candidate.id, name: input.name, email: input.email, phone: input.phone });
    expect(detail.candidate.bio).not.toBe("");
    expect(detail.candidate.skills.length).toBeGreaterThan(0);
    expect(detail.candidate.education.length).toBeGreaterThan(0);
    expect(detail.candidate.experience.length).toBeGreaterThan(0);
    expect(detail.candidate.resume).toEqual({ id: expect.any(String), name: "resume.pdf", type: "pdf", size: expect.any(Number), uploadedAt: expect.any(String), madeFromProfileAt: null });
    expect(detail.applications).toEqual([
      { id: expect.any(String), jobId, jobTitle: "Frontend Developer", company: "Kaveri Software Labs", status: "pending", appliedAt: expect.any(String) },
    ]);
    expect(detail.enrollments.map((enrollment) => [enrollment.courseId, enrollment.status]).sort()).toEqual([
      ["course1", "pending"],
      ["course2", "confirmed"],
      ["course3", "cancelled"],
    ]);
    expect(detail.enrollments[0]).toEqual({
      id: expect.any(String),
      courseId: expect.any(String),
      courseTitle: expect.any(String),
      status: expect.any(String),
      paymentStatus: expect.any(String),
      requestedAt: expect.any(String),
    });
  });

  it("answers 404 for an unknown id, the admin's and an employer's", async () => {
    for (const id of ["no-such-user", adminId, employer.user.id, "bad.id", "x".repeat(65)]) {
      await expectError(admin.api.admin.candidates[":id"].$get({ param: { id } }), 404, "not_found");
    }
  });
});

describe("GET /api/admin/employers/:id", () => {
  const detailOf = (id: string, page?: string) => admin.api.admin.employers[":id"].$get({ param: { id }, query: page === undefined ? {} : { page } });

  it("shows the employer with their jobs, newest first", async () => {
    const boss = await signUpFromOwnAddress(testApp, "employer", { company: "Mysuru Printers" });
    const [older, newer] = await insertJobs(testApp, { id: boss.user.id, company: "Mysuru Printers" }, 2, () => ({}), (index) => new Date(Date.UTC(2024, 0, 1 + index)));
    const detail = await expectStatus(detailOf(boss.user.id), 200);
    expect(detail.employer).toMatchObject({ id: boss.user.id, company: "Mysuru Printers", email: boss.input.email, jobsPosted: 2 });
    expect(detail.jobs.jobs.map((job) => job.id)).toEqual([newer, older]);
    expect(detail.jobs).toMatchObject({ totalCount: 2, page: 1, pageSize: employerDetailPageSize });
    expect(detail.jobs.jobs[0]).toMatchObject({ company: "Mysuru Printers", employerId: boss.user.id, applications: 0 });
    expect(JSON.stringify(detail)).not.toMatch(/password/i);
  });

  it("pages the jobs of an employer who posted many, and refuses a page that is not a number", async () => {
    const boss = await signUpFromOwnAddress(testApp, "employer", { company: "Busy Builders" });
    const count = employerDetailPageSize * 2 + 3;
    const ids = await insertJobs(testApp, { id: boss.user.id, company: "Busy Builders" }, count, () => ({}), (index) => new Date(Date.UTC(2024, 0, 1, 0, index)));
    const newestFirst = [...ids].reverse();
    const pages = [];
    for (const page of ["1", "2", "3"]) pages.push(await expectStatus(detailOf(boss.user.id, page), 200));
    expect(pages.map((page) => page.jobs.jobs.length)).toEqual([employerDetailPageSize, employerDetailPageSize, 3]);
    expect(pages.flatMap((page) => page.jobs.jobs.map((job) => job.id))).toEqual(newestFirst);
    expect(pages.every((page) => page.jobs.totalCount === count && page.employer.jobsPosted === count)).toBe(true);
    expect((await expectStatus(detailOf(boss.user.id, "4"), 200)).jobs.jobs).toEqual([]);
    for (const page of ["0", "-1", "two", "1.5"]) await expectError(detailOf(boss.user.id, page), 400, "invalid_input");
  });

  it("answers 404 for an unknown id, the admin's and a candidate's", async () => {
    const candidate = await signUpFromOwnAddress(testApp, "candidate");
    for (const id of ["no-such-user", adminId, candidate.user.id]) {
      await expectError(detailOf(id), 404, "not_found");
    }
  });

  it("is the admin's only", async () => {
    const boss = await signUpFromOwnAddress(testApp, "employer");
    await expectError(boss.agent.api.admin.employers[":id"].$get({ param: { id: boss.user.id }, query: {} }), 403);
    await expectError(testApp.agent().api.admin.employers[":id"].$get({ param: { id: boss.user.id }, query: {} }), 401);
  });
});

describe("DELETE /api/admin/candidates/:id", () => {
  it("removes the account and everything that is theirs in one go, their files from storage, and signs them out", async () => {
    const jobIds = await insertJobs(testApp, employerRow(), 2);
    const doomed = await fullCandidate(testApp, admin, jobIds);
    // A bystander applied to the same jobs: theirs stays.
    const bystander = await signUpFromOwnAddress(testApp, "candidate");
    await insertResume(testApp.deps, bystander.user.id);
    await expectStatus(bystander.agent.api.applications.$post({ json: { jobId: jobIds[0]! } }), 201);

    const storageKeys = (await testApp.db.select({ key: files.storageKey }).from(files).where(eq(files.ownerId, doomed.user.id))).map((row) => row.key);
    expect(storageKeys).toHaveLength(2);
    for (const key of storageKeys) expect(await storedBytesExist(key)).toBe(true);
    const before = await rowCounts(testApp);
    expect(await rowsOf(testApp, doomed.user.id)).toEqual({
      user: 1, session: 2, account: 1, candidateProfiles: 1, files: 2, applications: 2, savedJobs: 1, enrollments: 3, jobs: 0,
    });
    const recorder = recordEvents(testApp);

    const { deleted } = await expectStatus(admin.api.admin.candidates[":id"].$delete({ param: { id: doomed.user.id } }), 200);
    expect(deleted).toEqual({ jobs: 0, applications: 2, savedJobs: 1, enrollments: 3, files: 2, sessions: 2 });

    expect(await rowsOf(testApp, doomed.user.id)).toEqual({
      user: 0, session: 0, account: 0, candidateProfiles: 0, files: 0, applications: 0, savedJobs: 0, enrollments: 0, jobs: 0,
    });
    // Pending and confirmed held a place; the cancelled one had already given it back.
    expect(await rowCounts(testApp)).toEqual({
      ...before,
      user: before.user - 1,
      session: before.session - 2,
      account: before.account - 1,
      candidateProfiles: before.candidateProfiles - 1,
      files: before.files - 2,
      applications: before.applications - 2,
      savedJobs: before.savedJobs - 1,
      enrollments: before.enrollments - 3,
      enrolled: { ...before.enrolled, course1: before.enrolled.course1! - 1, course2: before.enrolled.course2! - 1 },
    });
    for (const key of storageKeys) expect(await storedBytesExist(key)).toBe(false);
    expect(await orphanApplications(testApp)).toBe(0);

    // Signed out in both browsers at the very next request.
    for (const agent of [doomed.agent, doomed.otherBrowser]) {
      await expectError(agent.api.profile.$get(), 401, "unauthenticated");
      expect(await whoIs(agent)).toBeNull();
    }
    await expectError(signIn(testApp.agent(), "candidate", { email: doomed.input.email, password: doomed.input.password }), 401);

    await recorder.waitFor((event) => event.topic === "profiles" && event.id === doomed.user.id);
    await recorder.waitFor((event) => event.topic === "applications" && event.userIds?.includes(employer.user.id) === true);
    await recorder.waitFor((event) => event.topic === "enrollments");
    await recorder.waitFor((event) => event.topic === "courses" && event.id === "course1");
    recorder.stop();

    // The bystander and the admin are untouched.
    expect((await rowsOf(testApp, bystander.user.id)).applications).toBe(1);
    await expectStatus(bystander.agent.api.profile.$get(), 200);
    expect((await whoIs(admin))?.id).toBe(adminId);
  });

  it("still deletes when the storage cannot remove a file: the failure is logged, the account is gone", async () => {
    const doomed = await signUpFromOwnAddress(testApp, "candidate");
    await insertResume(testApp.deps, doomed.user.id);
    const remove = vi.spyOn(testApp.deps.storage, "remove").mockRejectedValueOnce(new Error("disk unplugged"));
    const logged = vi.spyOn(testApp.deps.logger, "error");
    const { deleted } = await expectStatus(admin.api.admin.candidates[":id"].$delete({ param: { id: doomed.user.id } }), 200);
    expect(deleted.files).toBe(1);
    expect(remove).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ userId: doomed.user.id }), "stored file of a deleted account not removed");
    expect((await rowsOf(testApp, doomed.user.id)).user).toBe(0);
  });

  it("lets the same e-mail address register again, as a new and empty account", async () => {
    const gone = await signUpFromOwnAddress(testApp, "candidate");
    await insertResume(testApp.deps, gone.user.id);
    await expectStatus(admin.api.admin.candidates[":id"].$delete({ param: { id: gone.user.id } }), 200);

    const again = await signUpFromOwnAddress(testApp, "candidate", { email: gone.input.email.toUpperCase(), name: "Second Life" });
    expect(again.user.id).not.toBe(gone.user.id);
    const { profile } = await expectStatus(again.agent.api.profile.$get(), 200);
    expect(profile).toMatchObject({ name: "Second Life", email: gone.input.email, resume: null, skills: [] });
  });

  it("never deletes the admin, an employer or an unknown id: 404 and nothing changed", async () => {
    const before = await rowCounts(testApp);
    for (const id of [adminId, employer.user.id, "no-such-user", "bad.id"]) {
      await expectError(admin.api.admin.candidates[":id"].$delete({ param: { id } }), 404, "not_found");
    }
    for (const id of [adminId, "no-such-user"]) {
      await expectError(admin.api.admin.employers[":id"].$delete({ param: { id } }), 404, "not_found");
    }
    expect(await rowCounts(testApp)).toEqual(before);
    expect((await whoIs(admin))?.id).toBe(adminId);
    await expectStatus(employer.agent.api.employer.stats.$get(), 200);
  });
});

describe("DELETE /api/admin/employers/:id", () => {
  it("removes the employer, their jobs and every application and saved entry of those jobs, but not the candidates' résumés", async () => {
    const boss = await signUpFromOwnAddress(testApp, "employer", { company: "Royal Mysuru Motors" });
    const bossRow = { id: boss.user.id, company: "Royal Mysuru Motors" };
    const [first, second] = await insertJobs(testApp, bossRow, 2);
    const [elsewhere] = await insertJobs(testApp, employerRow(), 1);
    const applicants: { signedUp: SignedUp; resumeId: string }[] = [];
    for (let index = 0; index < 3; index += 1) {
      const signedUp = await signUpFromOwnAddress(testApp, "candidate");
      const resumeId = await insertResume(testApp.deps, signedUp.user.id);
      for (const jobId of [first!, second!, elsewhere!]) await expectStatus(signedUp.agent.api.applications.$post({ json: { jobId } }), 201);
      await expectStatus(signedUp.agent.api.jobs[":id"].saved.$put({ param: { id: first! } }), 200);
      applicants.push({ signedUp, resumeId });
    }
    const before = await rowCounts(testApp);
    const recorder = recordEvents(testApp);

    const { deleted } = await expectStatus(admin.api.admin.employers[":id"].$delete({ param: { id: boss.user.id } }), 200);
    expect(deleted).toEqual({ jobs: 2, applications: 6, savedJobs: 3, enrollments: 0, files: 0, sessions: 1 });
    expect(await rowCounts(testApp)).toEqual({
      ...before,
      user: before.user - 1,
      session: before.session - 1,
      account: before.account - 1,
      jobs: before.jobs - 2,
      applications: before.applications - 6,
      savedJobs: before.savedJobs - 3,
    });
    expect(await rowsOf(testApp, boss.user.id)).toMatchObject({ user: 0, session: 0, account: 0, jobs: 0 });
    expect(await testApp.db.select({ id: jobs.id }).from(jobs).where(inArray(jobs.id, [first!, second!]))).toEqual([]);
    const left = await testApp.db.select({ jobId: applications.jobId }).from(applications).where(inArray(applications.jobId, [first!, second!, elsewhere!]));
    expect(left.map((row) => row.jobId)).toEqual([elsewhere, elsewhere, elsewhere]);
    expect(await testApp.db.select().from(savedJobs).where(eq(savedJobs.jobId, first!))).toEqual([]);
    expect(await orphanApplications(testApp)).toBe(0);
    for (const { resumeId, signedUp } of applicants) {
      const [row] = await testApp.db.select({ key: files.storageKey }).from(files).where(eq(files.id, resumeId));
      expect(await storedBytesExist(row!.key)).toBe(true);
      await expectStatus(signedUp.agent.api.profile.$get(), 200);
    }

    await expectError(boss.agent.api.employer.stats.$get(), 401, "unauthenticated");
    await recorder.waitFor((event) => event.topic === "jobs");
    await recorder.waitFor((event) => event.topic === "applications" && event.userIds?.includes(applicants[0]!.signedUp.user.id) === true);
    await recorder.waitFor((event) => event.topic === "profiles" && event.id === boss.user.id);
    recorder.stop();

    const again = await signUpFromOwnAddress(testApp, "employer", { email: boss.input.email, company: "Royal Mysuru Motors" });
    expect((await rowsOf(testApp, again.user.id)).jobs).toBe(0);
  });

  it("removes a résumé only the employer's applications kept, and keeps one another employer's application or the profile holds", async () => {
    const boss = await signUpFromOwnAddress(testApp, "employer");
    const [own] = await insertJobs(testApp, { id: boss.user.id, company: "Kaveri Traders" }, 1);
    const [elsewhere] = await insertJobs(testApp, employerRow(), 1);
    const onlyHere = await signUpFromOwnAddress(testApp, "candidate");
    const onlyHereResume = await insertResume(testApp.deps, onlyHere.user.id);
    await expectStatus(onlyHere.agent.api.applications.$post({ json: { jobId: own! } }), 201);
    const onlyHereNewer = await insertResume(testApp.deps, onlyHere.user.id, { name: "newer.pdf" });
    const alsoThere = await signUpFromOwnAddress(testApp, "candidate");
    const alsoThereResume = await insertResume(testApp.deps, alsoThere.user.id);
    for (const jobId of [own!, elsewhere!]) await expectStatus(alsoThere.agent.api.applications.$post({ json: { jobId } }), 201);
    await insertResume(testApp.deps, alsoThere.user.id, { name: "newer.pdf" });
    const keyOf = async (fileId: string) => (await testApp.db.select({ key: files.storageKey }).from(files).where(eq(files.id, fileId)))[0]?.key;
    const onlyHereKey = (await keyOf(onlyHereResume))!;

    await expectStatus(admin.api.admin.employers[":id"].$delete({ param: { id: boss.user.id } }), 200);
    expect(await keyOf(onlyHereResume)).toBeUndefined();
    expect(await storedBytesExist(onlyHereKey)).toBe(false);
    for (const kept of [onlyHereNewer, alsoThereResume]) expect(await storedBytesExist((await keyOf(kept))!)).toBe(true);
  });

  it("refuses a candidate's id: 404 and nothing changed", async () => {
    const candidate = await signUpFromOwnAddress(testApp, "candidate");
    const before = await rowCounts(testApp);
    await expectError(admin.api.admin.employers[":id"].$delete({ param: { id: candidate.user.id } }), 404, "not_found");
    expect(await rowCounts(testApp)).toEqual(before);
    await expectStatus(candidate.agent.api.profile.$get(), 200);
  });
});

describe("deleting while the account is in use", () => {
  it("never leaves an application to a deleted employer's job, whichever request goes first", async () => {
    for (let round = 0; round < 5; round += 1) {
      const boss = await signUpFromOwnAddress(testApp, "employer", { company: "Chamundi Logistics" });
      const [jobId] = await insertJobs(testApp, { id: boss.user.id, company: "Chamundi Logistics" }, 1);
      const candidate = await signUpFromOwnAddress(testApp, "candidate");
      await insertResume(testApp.deps, candidate.user.id);

      const [applied, removed] = await Promise.all([
        candidate.agent.api.applications.$post({ json: { jobId: jobId! } }),
        admin.api.admin.employers[":id"].$delete({ param: { id: boss.user.id } }),
      ]);
      expect(removed.status).toBe(200);
      // In before the delete (and gone with it), or refused after it: never a 500.
      expect([201, 404]).toContain(applied.status);
      expect(await orphanApplications(testApp)).toBe(0);
      expect(await testApp.db.select().from(applications).where(eq(applications.jobId, jobId!))).toEqual([]);
    }
  });

  it("never leaves an application of a deleted candidate", async () => {
    for (let round = 0; round < 5; round += 1) {
      const [jobId] = await insertJobs(testApp, employerRow(), 1);
      const candidate = await signUpFromOwnAddress(testApp, "candidate");
      await insertResume(testApp.deps, candidate.user.id);
      const [applied, removed] = await Promise.all([
        candidate.agent.api.applications.$post({ json: { jobId: jobId! } }),
        admin.api.admin.candidates[":id"].$delete({ param: { id: candidate.user.id } }),
      ]);
      expect(removed.status).toBe(200);
      // Made before the delete, or refused: signed out, résumé gone, or the job's reference gone (404).
      expect([201, 401, 404, 409]).toContain(applied.status);
      expect(await orphanApplications(testApp)).toBe(0);
      expect(await testApp.db.select().from(applications).where(eq(applications.candidateId, candidate.user.id))).toEqual([]);
    }
  });
});

describe("a new account after a deletion", () => {
  it("is a sign-up like any other", async () => {
    const input = buildSignUp("candidate");
    const first = await signUpFromOwnAddress(testApp, "candidate", { email: input.email });
    await expectStatus(admin.api.admin.candidates[":id"].$delete({ param: { id: first.user.id } }), 200);
    const [row] = await testApp.db.select({ id: user.id }).from(user).where(eq(user.email, input.email));
    expect(row).toBeUndefined();
    await signUpFromOwnAddress(testApp, "employer", { email: input.email });
  });
});
