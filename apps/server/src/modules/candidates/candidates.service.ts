/**
 * The candidate profile and its resume. Name and phone live on `user`, the rest on
 * `candidate_profiles`; a resume is a `files` row plus bytes in the storage adapter. A replaced
 * resume is removed unless an application still keeps it.
 */
import { and, eq, getTableColumns, notExists, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { shownEmail } from "@app/shared/phone";
import { candidatePhotoHref, type CandidateProfile, type UpdateProfile } from "@app/shared/candidates";
import type { Database } from "../../db/client.ts";
import { isForeignKeyViolation } from "../../db/errors.ts";
import { applications, candidateProfiles, files, user } from "../../db/schema/index.ts";
import { AppError } from "../../errors/app-error.ts";
import type { FileStorage } from "../../storage/file-storage.ts";
import { toResumeFile } from "../files/files.mapper.ts";
import type { CheckedResume } from "./resume-upload.ts";

export interface ResumeDependencies {
  db: Database;
  storage: FileStorage;
}

/** The profile, with defaults while the candidate has not saved one yet. */
export async function getProfile(db: Database, userId: string): Promise<CandidateProfile> {
  const [row] = await db
    .select({
      user: { id: user.id, name: user.name, email: user.email, phone: user.phone, updatedAt: user.updatedAt },
      profile: getTableColumns(candidateProfiles),
      resume: getTableColumns(files),
    })
    .from(user)
    .leftJoin(candidateProfiles, eq(candidateProfiles.userId, user.id))
    .leftJoin(files, eq(files.id, candidateProfiles.resumeFileId))
    .where(eq(user.id, userId));
  if (!row) throw new AppError("profile_not_found");
  return {
    id: row.user.id,
    name: row.user.name,
    email: shownEmail(row.user.email),
    phone: row.user.phone,
    bio: row.profile?.bio ?? "",
    skills: row.profile?.skills ?? [],
    education: row.profile?.education ?? [],
    experience: row.profile?.experience ?? [],
    wantedJobTypes: row.profile?.wantedJobTypes ?? [],
    wantedPlaces: row.profile?.wantedPlaces ?? [],
    experienceYears: row.profile?.experienceYears ?? null,
    spokenLanguages: row.profile?.spokenLanguages ?? [],
    educationLevel: row.profile?.educationLevel ?? null,
    drivingLicences: row.profile?.drivingLicences ?? [],
    photo: row.profile?.photoUpdatedAt ? candidatePhotoHref(row.user.id, String(row.profile.photoUpdatedAt.getTime())) : null,
    resume: row.resume ? toResumeFile(row.resume) : null,
    updatedAt: (row.profile?.updatedAt ?? row.user.updatedAt).toISOString(),
  };
}

/** The candidate's current resume, as an application keeps it. */
export async function getResumeFileId(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ resumeFileId: candidateProfiles.resumeFileId })
    .from(candidateProfiles)
    .where(eq(candidateProfiles.userId, userId));
  return row?.resumeFileId ?? null;
}

export async function updateProfile(db: Database, userId: string, input: UpdateProfile): Promise<CandidateProfile> {
  const { name, phone, ...profileFields } = input;
  await db.transaction(async (tx) => {
    const now = new Date();
    if (name !== undefined || phone !== undefined) {
      await tx
        .update(user)
        .set({ ...(name === undefined ? {} : { name }), ...(phone === undefined ? {} : { phone }), updatedAt: now })
        .where(eq(user.id, userId));
    }
    const changes = { ...profileFields, updatedAt: now };
    await tx
      .insert(candidateProfiles)
      .values({ userId, ...changes })
      .onConflictDoUpdate({ target: candidateProfiles.userId, set: changes });
  });
  return getProfile(db, userId);
}

/**
 * Points the profile at `resumeFileId` (or at none) and returns the resume it pointed at before.
 * The profile row is locked so two uploads at once each see the resume the other replaced.
 */
async function setResume(tx: Database, userId: string, resumeFileId: string | null): Promise<string | null> {
  await tx.insert(candidateProfiles).values({ userId }).onConflictDoNothing();
  const [previous] = await tx
    .select({ resumeFileId: candidateProfiles.resumeFileId })
    .from(candidateProfiles)
    .where(eq(candidateProfiles.userId, userId))
    .for("update");
  await tx
    .update(candidateProfiles)
    .set({ resumeFileId, updatedAt: new Date() })
    .where(eq(candidateProfiles.userId, userId));
  return previous?.resumeFileId ?? null;
}

/**
 * Removes a file (row, then bytes) when neither an application nor a profile refers to it. An
 * application made at the same moment wins: its reference makes the delete fail, and the file stays.
 */
export async function removeFileIfUnused({ db, storage }: ResumeDependencies, fileId: string): Promise<boolean> {
  let removed: { storageKey: string }[];
  try {
    removed = await db
      .delete(files)
      .where(
        and(
          eq(files.id, fileId),
          notExists(db.select({ id: sql`1` }).from(applications).where(eq(applications.resumeFileId, fileId))),
          notExists(db.select({ id: sql`1` }).from(candidateProfiles).where(eq(candidateProfiles.resumeFileId, fileId))),
        ),
      )
      .returning({ storageKey: files.storageKey });
  } catch (error) {
    if (isForeignKeyViolation(error)) return false;
    throw error;
  }
  for (const { storageKey } of removed) await storage.remove(storageKey);
  return removed.length > 0;
}

/**
 * After a job or an employer went with its applications (committed): each résumé those applications
 * kept goes too when nothing refers to it any more (a candidate's current résumé stays, and so does
 * one another application holds). A file that cannot be removed is logged and left for the operator.
 */
export async function removeResumesLeftBehind(deps: ResumeDependencies & { logger: Logger }, fileIds: readonly string[]): Promise<void> {
  for (const fileId of new Set(fileIds)) {
    try {
      await removeFileIfUnused(deps, fileId);
    } catch (error) {
      deps.logger.error({ err: error, fileId }, "résumé of a deleted application not removed");
    }
  }
}

/**
 * Stores a checked resume and makes it the profile's. The bytes go first; if the database write
 * then fails they are removed again, so a failure leaves neither a row nor a file.
 */
/**
 * Stores a checked résumé and makes it the profile's. One the site `made` from the profile keeps the
 * profile's last change with it (the change of résumé itself included), so the page can tell when the
 * profile has changed since.
 */
export async function replaceResume(deps: ResumeDependencies, userId: string, resume: CheckedResume, made = false): Promise<CandidateProfile> {
  const storageKey = await deps.storage.put(resume.bytes);
  let previousId: string | null;
  try {
    previousId = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(files)
        .values({
          ownerId: userId,
          originalName: resume.name,
          type: resume.type,
          size: resume.bytes.byteLength,
          sha256: resume.sha256,
          storageKey,
        })
        .returning({ id: files.id });
      const previous = await setResume(tx, userId, row!.id);
      if (made) {
        const changedAt = tx.select({ updatedAt: candidateProfiles.updatedAt }).from(candidateProfiles).where(eq(candidateProfiles.userId, userId));
        await tx.update(files).set({ madeFromProfileAt: sql`(${changedAt})` }).where(eq(files.id, row!.id));
      }
      return previous;
    });
  } catch (error) {
    await deps.storage.remove(storageKey);
    throw error;
  }
  if (previousId) await removeFileIfUnused(deps, previousId);
  return getProfile(deps.db, userId);
}

export async function removeResume(deps: ResumeDependencies, userId: string): Promise<CandidateProfile> {
  const previousId = await deps.db.transaction((tx) => setResume(tx, userId, null));
  if (previousId) await removeFileIfUnused(deps, previousId);
  return getProfile(deps.db, userId);
}
