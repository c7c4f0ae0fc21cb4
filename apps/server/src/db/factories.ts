/**
 * The database side of the shared data builders (@app/shared/factories), for the demo seed, the
 * benchmark and the API tests: job rows in bulk, a job inserted directly, an application to it, and
 * a stored résumé on a candidate's profile. Accounts are not written here: tests sign up through the route and the seed
 * through Better Auth, so passwords are hashed the one real way.
 */
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { buildJobPost } from "@app/shared/factories";
import { toJobRow } from "@app/shared/job-row";
import type { CreateJobInput } from "@app/shared/jobs";
import type { FileStorage } from "../storage/file-storage.ts";
import type { Database } from "./client.ts";
import { samplePdf } from "./sample-documents.ts";
import { applications, candidateProfiles, files, jobs } from "./schema/index.ts";

export type NewJob = typeof jobs.$inferInsert;

/** The row of a job `employer` posted; `createdAt` spreads generated jobs over time. */
export function jobRow(post: CreateJobInput, employer: { id: string; company: string }, createdAt?: Date): NewJob {
  return {
    ...toJobRow(post, employer.company),
    employerId: employer.id,
    ...(createdAt ? { createdAt, updatedAt: createdAt } : {}),
  };
}

/** A job of `employer` put straight into the database, for tests about something else than posting. */
export async function insertJob(
  db: Database,
  employer: { id: string; company: string },
  overrides: Partial<CreateJobInput> = {},
): Promise<string> {
  const [row] = await db.insert(jobs).values(jobRow(buildJobPost(overrides), employer)).returning({ id: jobs.id });
  return row!.id;
}

/** An application put straight into the database, with the job as it is advertised now (as applying keeps it). */
export async function insertApplication(db: Database, values: { jobId: string; candidateId: string; resumeFileId: string }): Promise<void> {
  const [job] = await db.select({ title: jobs.title, company: jobs.company, location: jobs.location }).from(jobs).where(eq(jobs.id, values.jobId));
  if (!job) throw new Error(`No job ${values.jobId}`);
  await db.insert(applications).values({ ...values, jobTitle: job.title, jobCompany: job.company, jobLocation: job.location });
}

/**
 * Gives a candidate a stored PDF résumé the way the profile module keeps one: the bytes, a files
 * row, and the profile's pointer to it (the profile is made when missing). Returns the file id.
 */
export async function insertResume(
  deps: { db: Database; storage: FileStorage },
  userId: string,
  options: { name?: string; lines?: readonly string[] } = {},
): Promise<string> {
  const bytes = samplePdf(options.lines ?? ["Curriculum Vitae"]);
  const storageKey = await deps.storage.put(bytes);
  const [file] = await deps.db
    .insert(files)
    .values({
      ownerId: userId,
      originalName: options.name ?? "resume.pdf",
      type: "pdf",
      size: bytes.length,
      sha256: createHash("sha256").update(bytes).digest("hex"),
      storageKey,
    })
    .returning({ id: files.id });
  await deps.db
    .insert(candidateProfiles)
    .values({ userId, resumeFileId: file!.id })
    .onConflictDoUpdate({ target: candidateProfiles.userId, set: { resumeFileId: file!.id } });
  return file!.id;
}
