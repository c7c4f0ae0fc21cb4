/**
 * Fills the demo database (`npm run demo`, DATA_DIR=./data-demo) with employers, jobs, candidates
 * with profiles and resumes, and their applications in every status, in the configured city, once;
 * prints the demo logins every time.
 */
import { createHash } from "node:crypto";
import { count, eq } from "drizzle-orm";
import type { ApplicationStatus } from "@app/shared/applications";
import type { EducationEntry, ExperienceEntry } from "@app/shared/candidates";
import { withRegistrationRole } from "../auth/auth.ts";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { buildJob, buildPerson, companies, createRandom, sampleJobs, type Random } from "../db/factories.ts";
import { samplePdf } from "../db/sample-documents.ts";
import { applications, candidateProfiles, files, jobs } from "../db/schema/index.ts";
import { createDependencies } from "../dependencies.ts";
import { createLogger } from "../http/logger.ts";
import { ensureAdminAccount } from "../modules/accounts/admin-account.service.ts";

const demoPassword = "demo-pass-123";

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const deps = createDependencies(config, database, createLogger("warn"));
  try {
    await database.migrate();
    const [existing] = await deps.db.select({ value: count() }).from(jobs);
    if ((existing?.value ?? 0) === 0) await seed(deps, config.site.city);
    await ensureAdminAccount(deps, config.adminEmail, demoPassword);
    console.log(`
  Demo logins (password ${demoPassword} for all):
    admin      ${config.adminEmail}   at /admin
    employer   employer1@example.com   at /login/employer
    candidate  candidate1@example.com  at /login/candidate
`);
  } finally {
    await deps.events.close();
    await database.close();
  }
}

async function createAccount(
  deps: Dependencies,
  role: "candidate" | "employer",
  person: { name: string; email: string; phone: string; company?: string },
) {
  const { user } = await withRegistrationRole(role, () =>
    deps.auth.api.signUpEmail({ body: { ...person, password: demoPassword } }),
  );
  return user;
}

type Dependencies = ReturnType<typeof createDependencies>;

async function seed(deps: Dependencies, city: string) {
  const random = createRandom(2026);
  const employers = [];
  for (const [index, company] of companies.slice(0, 6).entries()) {
    const person = buildPerson(random, index);
    employers.push(
      await createAccount(deps, "employer", { ...person, email: `employer${index + 1}@example.com`, company }),
    );
  }
  const candidates = [];
  for (let index = 0; index < 8; index += 1) {
    const person = { ...buildPerson(random, index + 100), email: `candidate${index + 1}@example.com` };
    candidates.push({ ...person, id: (await createAccount(deps, "candidate", person)).id });
  }
  const first = employers[0]!;
  const rows = sampleJobs(city, first.id, companies[0]);
  const now = Date.now();
  for (let index = 0; index < 30; index += 1) {
    const employer = employers[index % employers.length]!;
    const createdAt = new Date(now - (index + 1) * 5 * 3600_000);
    rows.push(buildJob(random, employer.id, { city, company: companies[index % employers.length], createdAt }));
  }
  const inserted = await deps.db
    .insert(jobs)
    .values(rows)
    .returning({ id: jobs.id, createdAt: jobs.createdAt });
  const applicants = [];
  for (const candidate of candidates) {
    applicants.push({ id: candidate.id, resumeFileId: await createProfile(deps, random, candidate, city) });
  }
  await createApplications(deps, random, applicants, inserted);
}

const skillSets = [
  ["Customer service", "Kannada", "English", "MS Excel", "Billing"],
  ["React", "TypeScript", "Node.js", "Git", "PostgreSQL"],
  ["Tally", "GST filing", "Accounts", "MS Excel"],
  ["Driving (LMV licence)", "City routes", "Two-wheeler", "Cash handling"],
  ["Sales", "Retail", "Hindi", "Negotiation", "Kannada"],
  ["Photoshop", "Figma", "Social media posts", "Canva"],
  ["Patient care", "First aid", "Record keeping"],
  ["Data entry", "Typing (35 wpm)", "MS Word", "Tally"],
] as const;

const bios = [
  "Friendly and dependable, with a few years of work in shops and offices around the city. Looking for a steady full-time role.",
  "Recent graduate who learns fast and likes working with people. Happy to work shifts and weekends.",
  "Hard-working and punctual; I speak Kannada, English and some Hindi. I want a job close to home where I can grow.",
  "Experienced in my trade and careful with details. Looking for a role with a good team and regular hours.",
] as const;

const qualifications = [
  { qualification: "B.Com", institution: "Maharaja's College" },
  { qualification: "BCA", institution: "JSS College of Arts, Commerce and Science" },
  { qualification: "B.E. Computer Science", institution: "Vidyavardhaka College of Engineering" },
  { qualification: "ITI Electrician", institution: "Government ITI" },
  { qualification: "B.A.", institution: "St. Philomena's College" },
  { qualification: "Diploma in Nursing (GNM)", institution: "JSS School of Nursing" },
] as const;

const pastRoles = ["Sales Assistant", "Delivery Partner", "Billing Clerk", "Office Assistant", "Junior Developer", "Receptionist"] as const;

/** A profile with bio, skills, education, experience and a stored PDF resume, as the profile page keeps one. */
async function createProfile(
  deps: Dependencies,
  random: Random,
  candidate: { id: string; name: string; email: string; phone: string },
  city: string,
) {
  const skills = [...random.pick(skillSets)];
  const graduated = random.integer(2015, 2023);
  const school = random.pick(qualifications);
  const education: EducationEntry[] = [
    { ...school, period: `${graduated - 3} - ${graduated}`, details: "" },
    { qualification: "PUC (II PU)", institution: `Government PU College, ${city}`, period: `${graduated - 5} - ${graduated - 3}`, details: "" },
  ];
  const experience: ExperienceEntry[] = [];
  const jobsHeld = random.integer(0, 2);
  for (let index = 0; index < jobsHeld; index += 1) {
    const started = random.integer(graduated, 2024);
    experience.push({
      title: random.pick(pastRoles),
      company: random.pick(companies),
      period: `${started} - ${Math.min(started + random.integer(1, 2), 2025)}`,
      details: "Served customers, kept records and worked with the team every day.",
    });
  }
  const resume = samplePdf([candidate.name, "Curriculum Vitae", candidate.email, candidate.phone, `Skills: ${skills.join(", ")}`]);
  const storageKey = await deps.storage.put(resume);
  const [file] = await deps.db
    .insert(files)
    .values({
      ownerId: candidate.id,
      originalName: `${candidate.name.replace(/\s+/g, "-")}-Resume.pdf`,
      type: "pdf",
      size: resume.length,
      sha256: createHash("sha256").update(resume).digest("hex"),
      storageKey,
    })
    .returning({ id: files.id });
  await deps.db.insert(candidateProfiles).values({
    userId: candidate.id,
    bio: random.pick(bios),
    skills,
    education,
    experience,
    resumeFileId: file!.id,
  });
  return file!.id;
}

const coverLetters = [
  "I live nearby and can join immediately. I would be glad to come for an interview.",
  "I have worked in a similar role for two years and I am keen to learn more with your team.",
  "Please find my resume attached to my profile. I am available for any shift.",
] as const;

/**
 * Applications in every status: the first employer (the demo login) gets a full dashboard, with one
 * job filled by a hire, and the first candidate (the demo login) has one application in each status.
 */
async function createApplications(
  deps: Dependencies,
  random: Random,
  candidates: { id: string; resumeFileId: string }[],
  seededJobs: { id: string; createdAt: Date }[],
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
    const posted = jobsById.get(jobId)!.createdAt.getTime();
    const appliedAt = posted + (now - posted) * (0.2 + 0.6 * random.next());
    const reviewedAt = status === "pending" ? appliedAt : appliedAt + (now - appliedAt) * 0.5;
    return {
      jobId,
      candidateId,
      status,
      resumeFileId: resumeOf.get(candidateId)!,
      coverLetter: random.next() < 0.6 ? random.pick(coverLetters) : null,
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

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
