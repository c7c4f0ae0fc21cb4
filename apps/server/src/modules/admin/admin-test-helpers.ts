/**
 * What the admin API tests share: accounts and jobs put straight into the database in bulk (fast,
 * for the paging tests; nobody signs in as them), a candidate who has everything a deletion must
 * take along, and the row count of every table a deletion touches.
 */
import { count, eq, notExists, or } from "drizzle-orm";
import { buildJobPost, buildProfile, buildSignUp, createRandom } from "@app/shared/factories";
import type { CreateJobInput } from "@app/shared/jobs";
import { insertResume, jobRow } from "../../db/factories.ts";
import {
  account,
  applications,
  candidateProfiles,
  courses,
  enrollments,
  files,
  jobs,
  jobViews,
  savedJobs,
  session,
  user,
  verification,
} from "../../db/schema/index.ts";
import { expectStatus } from "../../test/responses.ts";
import { signIn, signUpFromOwnAddress, type TestApp } from "../../test/test-app.ts";
import { paidEnrollBody } from "../courses/course-test-helpers.ts";

const random = createRandom(12);
let inserted = 0;

/**
 * `amount` accounts of `role` as rows, each named `${label} ${n}` with an e-mail starting with the
 * label, registered one minute apart in that order (the last is the newest). Returns their ids, oldest first.
 */
export async function insertAccounts(
  testApp: TestApp,
  role: "candidate" | "employer",
  amount: number,
  label: string,
  overrides: (index: number) => { company?: string; name?: string; email?: string } = () => ({}),
): Promise<string[]> {
  const start = Date.now() - amount * 60_000;
  const rows = Array.from({ length: amount }, (_, index) => {
    inserted += 1;
    const { phone, company } = buildSignUp("employer", {}, random);
    const createdAt = new Date(start + index * 60_000);
    return {
      id: `${label}-${inserted}`.replace(/[^A-Za-z0-9_-]/g, "-"),
      name: `${label} ${index + 1}`,
      email: `${label.toLowerCase()}.${index + 1}.${inserted}@example.com`,
      role,
      phone,
      company: role === "employer" ? company : null,
      createdAt,
      updatedAt: createdAt,
      ...overrides(index),
    };
  });
  for (let from = 0; from < rows.length; from += 500) await testApp.db.insert(user).values(rows.slice(from, from + 500));
  return rows.map((row) => row.id);
}

/** `amount` jobs of `employer` as rows, from the shared job builder with `overrides(index)`. */
export async function insertJobs(
  testApp: TestApp,
  employer: { id: string; company: string },
  amount: number,
  overrides: (index: number) => Partial<CreateJobInput> = () => ({}),
  createdAt: (index: number) => Date | undefined = () => undefined,
): Promise<string[]> {
  const rows = Array.from({ length: amount }, (_, index) => jobRow(buildJobPost(overrides(index)), employer, createdAt(index)));
  const ids: string[] = [];
  for (let from = 0; from < rows.length; from += 500) {
    const batch = await testApp.db.insert(jobs).values(rows.slice(from, from + 500)).returning({ id: jobs.id });
    ids.push(...batch.map((row) => row.id));
  }
  return ids;
}

/** How many rows each table a deletion may touch holds, and every course's enrolled count. */
export async function rowCounts(testApp: TestApp) {
  const tables = { user, session, account, candidateProfiles, files, jobs, applications, savedJobs, jobViews, enrollments, verification };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await testApp.db.select({ value: count() }).from(table);
      return [name, row!.value] as const;
    }),
  );
  const enrolled = await testApp.db.select({ id: courses.id, enrolled: courses.enrolled }).from(courses).orderBy(courses.id);
  return { ...Object.fromEntries(entries), enrolled: Object.fromEntries(enrolled.map((row) => [row.id, row.enrolled])) } as Record<
    keyof typeof tables,
    number
  > & { enrolled: Record<string, number> };
}

/** Applications whose job, candidate or résumé no longer exists (there must never be one). */
export async function orphanApplications(testApp: TestApp): Promise<number> {
  const [row] = await testApp.db
    .select({ value: count() })
    .from(applications)
    .where(
      or(
        notExists(testApp.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, applications.jobId))),
        notExists(testApp.db.select({ id: user.id }).from(user).where(eq(user.id, applications.candidateId))),
        notExists(testApp.db.select({ id: files.id }).from(files).where(eq(files.id, applications.resumeFileId))),
      ),
    );
  return row!.value;
}

/**
 * A candidate with all a deletion must take along: a filled-in profile, an old résumé kept by an
 * application and the current one, an application to each of `jobIds`, the first job saved,
 * enrolments in three courses (pending, confirmed, then cancelled by the admin), and a second
 * session from another browser.
 */
export async function fullCandidate(testApp: TestApp, admin: ReturnType<TestApp["agent"]>, jobIds: string[]) {
  const signedUp = await signUpFromOwnAddress(testApp, "candidate");
  const { agent, user: candidate, input } = signedUp;
  await expectStatus(agent.api.profile.$patch({ json: buildProfile(random) }), 200);
  const oldResume = await insertResume(testApp.deps, candidate.id, { name: "old-resume.pdf" });
  await expectStatus(agent.api.applications.$post({ json: { jobId: jobIds[0]! } }), 201);
  const resume = await insertResume(testApp.deps, candidate.id, { name: "resume.pdf" });
  for (const jobId of jobIds.slice(1)) await expectStatus(agent.api.applications.$post({ json: { jobId } }), 201);
  await expectStatus(agent.api.jobs[":id"].saved.$put({ param: { id: jobIds[0]! } }), 200);

  const [pending, confirmed, cancelled] = await Promise.all(
    ["course1", "course2", "course3"].map(async (courseId) => {
      const body = await paidEnrollBody(agent, courseId);
      return (await expectStatus(agent.api.enrollments.$post({ json: body }), 201)).enrollment;
    }),
  );
  await expectStatus(admin.api.admin.enrollments[":id"].$patch({ param: { id: confirmed!.id }, json: { status: "confirmed" } }), 200);
  await expectStatus(admin.api.admin.enrollments[":id"].$patch({ param: { id: cancelled!.id }, json: { status: "cancelled" } }), 200);

  const otherBrowser = testApp.agent({ "x-forwarded-for": "10.200.0.1" });
  await expectStatus(signIn(otherBrowser, "candidate", { email: input.email, password: input.password }), 200);
  return { ...signedUp, otherBrowser, resumeIds: [oldResume, resume], enrollments: { pending: pending!, confirmed: confirmed!, cancelled: cancelled! } };
}

/** The rows of one account in each table a deletion must leave none of. */
export async function rowsOf(testApp: TestApp, userId: string) {
  const owned = {
    user: [user, eq(user.id, userId)],
    session: [session, eq(session.userId, userId)],
    account: [account, eq(account.userId, userId)],
    candidateProfiles: [candidateProfiles, eq(candidateProfiles.userId, userId)],
    files: [files, eq(files.ownerId, userId)],
    applications: [applications, eq(applications.candidateId, userId)],
    savedJobs: [savedJobs, eq(savedJobs.userId, userId)],
    enrollments: [enrollments, eq(enrollments.userId, userId)],
    jobs: [jobs, eq(jobs.employerId, userId)],
  } as const;
  const entries = await Promise.all(
    Object.entries(owned).map(async ([name, [table, where]]) => {
      const [row] = await testApp.db.select({ value: count() }).from(table).where(where);
      return [name, row!.value] as const;
    }),
  );
  return Object.fromEntries(entries);
}
