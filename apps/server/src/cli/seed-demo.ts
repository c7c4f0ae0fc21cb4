/**
 * Fills the demo database (`npm run demo`, DATA_DIR=./data-demo) with employers, jobs, candidates
 * with profiles and resumes, their applications in every status and course enrolments in every
 * status and consultation requests, in the configured city, once; prints the demo logins every time.
 * Views and visitors are never invented: they count real visits.
 */
import { count, eq, sql } from "drizzle-orm";
import type { ApplicationStatus } from "@app/shared/applications";
import { addCalendarMonths, enrollmentDateBounds, type EnrollmentStatus, type TimeSlot } from "@app/shared/courses";
import type { SignUpInput } from "@app/shared/auth";
import {
  buildApplication,
  buildProfile,
  buildSignUp,
  companies,
  createRandom,
  generateJobPost,
  sampleJobPosts,
  type Random,
} from "@app/shared/factories";
import { withRegistrationRole } from "../auth/auth.ts";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { insertResume, jobRow } from "../db/factories.ts";
import { applications, candidateProfiles, consultationRequests, courses, enrollments, jobs } from "../db/schema/index.ts";
import { createDependencies } from "../dependencies.ts";
import { createLogger } from "../http/logger.ts";
import { ensureAdminAccount } from "../modules/accounts/admin-account.service.ts";
import { newEnrollmentReference } from "../modules/courses/enrollments.service.ts";

const demoPassword = "demo-pass-123";

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const deps = createDependencies(config, database, createLogger("warn"));
  try {
    await database.migrate();
    const [existing] = await deps.db.select({ value: count() }).from(jobs);
    if ((existing?.value ?? 0) === 0) await seed(deps, config.site.city);
    // ADMIN_PASSWORD, when set, is the admin's password (the server sets it again at start).
    const adminPassword = config.adminPassword ?? demoPassword;
    await ensureAdminAccount(deps, config.adminEmail, adminPassword);
    console.log(demoLogins(config.adminEmail, adminPassword));
  } finally {
    await deps.events.close();
    await database.close();
  }
}

/** What the demo command prints: each role's login, with the admin's real password. */
function demoLogins(adminEmail: string, adminPassword: string): string {
  const admin = adminPassword === demoPassword ? "" : ` (admin: ${adminPassword}, from ADMIN_PASSWORD)`;
  return `
  Demo logins (password ${demoPassword}${admin ? " for the employer and the candidate" : " for all"})${admin}:
    admin      ${adminEmail}   at /admin
    employer   employer1@example.com   at /login/employer
    candidate  candidate1@example.com  at /login/candidate
`;
}

/** Signs up through Better Auth as the route does, with the one demo password. */
async function createAccount(deps: Dependencies, role: "candidate" | "employer", body: SignUpInput) {
  const { user } = await withRegistrationRole(role, () =>
    deps.auth.api.signUpEmail({ body: { ...body, password: demoPassword } }),
  );
  return user;
}

type Dependencies = ReturnType<typeof createDependencies>;

async function seed(deps: Dependencies, city: string) {
  const random = createRandom(2026);
  const employers: { id: string; company: string }[] = [];
  for (const [index, company] of companies.slice(0, 6).entries()) {
    const body = buildSignUp("employer", { email: `employer${index + 1}@example.com`, company }, random);
    employers.push({ id: (await createAccount(deps, "employer", body)).id, company });
  }
  const candidates = [];
  for (let index = 0; index < 8; index += 1) {
    const body = buildSignUp("candidate", { email: `candidate${index + 1}@example.com` }, random);
    candidates.push({ ...body, id: (await createAccount(deps, "candidate", body)).id });
  }
  const rows = sampleJobPosts(city).map((post) => jobRow(post, employers[0]!));
  const now = Date.now();
  for (let index = 0; index < 30; index += 1) {
    const employer = employers[index % employers.length]!;
    const createdAt = new Date(now - (index + 1) * 5 * 3600_000);
    rows.push(jobRow(generateJobPost(random, { city, company: employer.company }), employer, createdAt));
  }
  const inserted = await deps.db
    .insert(jobs)
    .values(rows)
    .returning({ id: jobs.id, createdAt: jobs.createdAt, title: jobs.title, company: jobs.company, location: jobs.location });
  const applicants = [];
  for (const candidate of candidates) {
    applicants.push({ id: candidate.id, resumeFileId: await createProfile(deps, random, candidate, city) });
  }
  await createApplications(deps, random, applicants, inserted);
  await createEnrollments(deps, random, candidates.map((candidate) => candidate.id));
  await createConsultations(deps, candidates);
}

/** Consultation requests from the contact page for the admin's dashboard: three open, one handled. */
async function createConsultations(deps: Dependencies, candidates: { id: string; name: string; phone?: string; email: string }[]) {
  const messages = [
    "I finished my B.Com last year. Which course helps me get an accounts job in the city?",
    "I want to start a small tailoring unit at home. Can someone guide me on loans and registration?",
    "Please suggest how to prepare for bank clerk interviews. I am free on weekends.",
    "My resume gets no replies. Can you review it and tell me what to change?",
  ];
  const now = Date.now();
  await deps.db.insert(consultationRequests).values(
    messages.map((message, index) => {
      const candidate = candidates[index + 1]!;
      const createdAt = new Date(now - (index * 2 + 1) * 24 * 3600_000);
      return {
        userId: candidate.id,
        name: candidate.name,
        contact: candidate.phone ?? candidate.email,
        message,
        createdAt,
        handledAt: index === messages.length - 1 ? new Date(createdAt.getTime() + 5 * 3600_000) : null,
      };
    }),
  );
}

/** A profile with bio, skills, education, experience and a stored PDF resume, as the profile page keeps one. */
async function createProfile(
  deps: Dependencies,
  random: Random,
  candidate: { id: string; name: string; email: string; phone: string },
  city: string,
) {
  const profile = buildProfile(random, city);
  await deps.db.insert(candidateProfiles).values({ userId: candidate.id, ...profile });
  return insertResume(deps, candidate.id, {
    name: `${candidate.name.replace(/\s+/g, "-")}-Resume.pdf`,
    lines: [candidate.name, "Curriculum Vitae", candidate.email, candidate.phone, `Skills: ${profile.skills.join(", ")}`],
  });
}

/**
 * Applications in every status: the first employer (the demo login) gets a full dashboard, with one
 * job filled by a hire, and the first candidate (the demo login) has one application in each status.
 */
async function createApplications(
  deps: Dependencies,
  random: Random,
  candidates: { id: string; resumeFileId: string }[],
  seededJobs: { id: string; createdAt: Date; title: string; company: string; location: string }[],
) {
  const now = Date.now();
  const planned = new Map<string, { jobId: string; candidateId: string; status: ApplicationStatus }>();
  const plan = (jobIndex: number, candidateIndex: number, status: ApplicationStatus) => {
    const jobId = seededJobs[jobIndex]!.id;
    const candidateId = candidates[candidateIndex]!.id;
    planned.set(`${jobId}:${candidateId}`, { jobId, candidateId, status });
  };
  // The first five jobs are the demo employer's sample jobs; the second one ends filled.
  plan(0, 0, "pending");
  plan(0, 1, "shortlisted");
  plan(0, 2, "rejected");
  plan(0, 3, "pending");
  plan(1, 0, "hired");
  plan(1, 4, "shortlisted");
  plan(1, 5, "pending");
  plan(2, 0, "shortlisted");
  plan(2, 6, "pending");
  plan(3, 0, "rejected");
  plan(3, 7, "pending");
  const filledJobId = seededJobs[1]!.id;
  // Everyone else applies to a few other open jobs at random.
  for (let candidateIndex = 1; candidateIndex < candidates.length; candidateIndex += 1) {
    for (let count = random.integer(1, 3); count > 0; count -= 1) {
      const jobIndex = random.integer(5, seededJobs.length - 1);
      const roll = random.next();
      plan(jobIndex, candidateIndex, roll < 0.6 ? "pending" : roll < 0.8 ? "shortlisted" : "rejected");
    }
  }

  const jobsById = new Map(seededJobs.map((job) => [job.id, job]));
  const resumeOf = new Map(candidates.map((candidate) => [candidate.id, candidate.resumeFileId]));
  const rows = [...planned.values()].map(({ jobId, candidateId, status }) => {
    const job = jobsById.get(jobId)!;
    const posted = job.createdAt.getTime();
    const appliedAt = posted + (now - posted) * (0.2 + 0.6 * random.next());
    const reviewedAt = status === "pending" ? appliedAt : appliedAt + (now - appliedAt) * 0.5;
    return {
      jobId,
      candidateId,
      status,
      resumeFileId: resumeOf.get(candidateId)!,
      coverLetter: buildApplication(jobId, random).coverLetter ?? null,
      jobTitle: job.title,
      jobCompany: job.company,
      jobLocation: job.location,
      createdAt: new Date(appliedAt),
      updatedAt: new Date(reviewedAt),
    };
  });
  await deps.db.insert(applications).values(rows);
  const hired = rows.find((row) => row.jobId === filledJobId && row.status === "hired")!;
  await deps.db
    .update(jobs)
    .set({ status: "filled", filledBy: hired.candidateId, filledAt: hired.updatedAt, updatedAt: hired.updatedAt })
    .where(eq(jobs.id, filledJobId));
}

/**
 * Enrolments in the seeded courses: the first candidate (the demo login) has one in each status, a
 * few others wait for the admin's confirmation. The courses' counts rise for those holding a place.
 */
async function createEnrollments(deps: Dependencies, random: Random, candidateIds: string[]) {
  const { first } = enrollmentDateBounds(new Date(), deps.config.site.timeZone);
  const plan: [number, string, EnrollmentStatus, TimeSlot][] = [
    [0, "course1", "confirmed", "morning"],
    [0, "course7", "pending", "evening"],
    [0, "course3", "cancelled", "afternoon"],
    [1, "course2", "pending", "evening"],
    [2, "course1", "pending", "morning"],
    [3, "course4", "confirmed", "afternoon"],
    [4, "course8", "pending", "evening"],
  ];
  const prices = new Map((await deps.db.select({ id: courses.id, price: courses.price }).from(courses)).map((course) => [course.id, course.price]));
  const now = Date.now();
  const rows = plan.map(([candidateIndex, courseId, status, timeSlot], index) => {
    const requestedAt = new Date(now - (plan.length - index) * 7 * 3600_000);
    return {
      reference: newEnrollmentReference(),
      userId: candidateIds[candidateIndex]!,
      courseId,
      status,
      paymentStatus: status === "confirmed" ? ("verified" as const) : ("pending" as const),
      startDate: addCalendarMonths(first, 1 + (index % 2)),
      timeSlot,
      amount: prices.get(courseId)!,
      // Most candidates type the UTR their UPI app shows; some leave it out.
      utr: random.next() < 0.7 ? String(random.integer(100_000_000_000, 999_999_999_999)) : null,
      createdAt: requestedAt,
      updatedAt: status === "pending" ? requestedAt : new Date(requestedAt.getTime() + 3 * 3600_000),
    };
  });
  await deps.db.insert(enrollments).values(rows);
  for (const row of rows) {
    if (row.status === "cancelled") continue;
    await deps.db.update(courses).set({ enrolled: sql`${courses.enrolled} + 1` }).where(eq(courses.id, row.courseId));
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
