/**
 * A candidate's photo (issue 52), made like a company's logo (companies/company-logo.ts): checked by
 * its content (JPEG, PNG or WebP by the magic bytes, at most 2 MB, whatever its name says), then
 * re-encoded by sharp to a small square WebP without metadata (so no EXIF location), so what is
 * stored and served is always an image this server made. Unlike a logo it is not public: the
 * candidate, the admin and an employer the candidate applied to may see it; anyone else is told it
 * does not exist.
 */
import { and, eq, exists } from "drizzle-orm";
import { profilePhotoMaxBytes, profilePhotoMimeTypes, profilePhotoSide } from "@app/shared/candidates";
import type { SessionUser } from "@app/shared/user";
import type { Database } from "../../db/client.ts";
import { applications, candidateProfiles, jobs } from "../../db/schema/index.ts";
import { AppError } from "../../errors/app-error.ts";
import { detectFileType } from "../../storage/file-type.ts";
import { englishText } from "../../errors/messages.ts";
import type { AppDependencies } from "../../http/env.ts";
import { getProfile } from "./candidates.service.ts";

type Deps = Pick<AppDependencies, "db" | "storage" | "events">;

const tooLarge = () => new AppError("file_too_large", { message: englishText("validation.profile.photoTooLarge") });
const notAPhoto = () => new AppError("invalid_file_format", { message: englishText("validation.profile.photoInvalid") });

/** More pixels than this is refused before decoding (a small file can claim a huge picture). */
const pixelLimit = 40_000_000;

/** The photo re-encoded: a `profilePhotoSide` square WebP, cropped to cover and turned upright, with no metadata. */
export async function reencodePhoto(file: File): Promise<Uint8Array> {
  // sharp (libvips) loads with the first picture, not at the start: some 18 MB less until then (ADR 062).
  const { default: sharp } = await import("sharp");
  if (file.size > profilePhotoMaxBytes) throw tooLarge();
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.byteLength > profilePhotoMaxBytes) throw tooLarge();
  const detected = await detectFileType(bytes);
  if (!detected || !(profilePhotoMimeTypes as readonly string[]).includes(detected.mime)) throw notAPhoto();
  try {
    const output = await sharp(bytes, { limitInputPixels: pixelLimit, animated: false })
      .rotate()
      .resize(profilePhotoSide, profilePhotoSide, { fit: "cover", position: "attention" })
      .webp({ quality: 80 })
      .toBuffer();
    return new Uint8Array(output);
  } catch {
    // A damaged file that starts like an image.
    throw notAPhoto();
  }
}

/** Points the profile at `photoKey` (or at none) and returns the key it pointed at before. */
async function setPhoto(db: Database, userId: string, photoKey: string | null): Promise<string | null> {
  return db.transaction(async (tx) => {
    await tx.insert(candidateProfiles).values({ userId }).onConflictDoNothing();
    const [current] = await tx
      .select({ photoKey: candidateProfiles.photoKey })
      .from(candidateProfiles)
      .where(eq(candidateProfiles.userId, userId))
      .for("update");
    await tx
      .update(candidateProfiles)
      .set({ photoKey, photoUpdatedAt: photoKey ? new Date() : null })
      .where(eq(candidateProfiles.userId, userId));
    return current?.photoKey ?? null;
  });
}

export async function uploadPhoto(deps: Deps, userId: string, file: File) {
  const key = await deps.storage.put(await reencodePhoto(file));
  const previous = await setPhoto(deps.db, userId, key).catch(async (error: unknown) => {
    await deps.storage.remove(key);
    throw error;
  });
  if (previous) await deps.storage.remove(previous);
  await deps.events.publish({ topic: "profiles", userIds: [userId] });
  return getProfile(deps.db, userId);
}

export async function removePhoto(deps: Deps, userId: string) {
  const previous = await setPhoto(deps.db, userId, null);
  if (previous) await deps.storage.remove(previous);
  await deps.events.publish({ topic: "profiles", userIds: [userId] });
  return getProfile(deps.db, userId);
}

/** Where the photo of `candidateId` is kept, when `viewer` may see it: the candidate, the admin, or an employer with an application from them. */
export async function getViewablePhotoKey(db: Database, viewer: SessionUser, candidateId: string): Promise<string | null> {
  const sent = exists(
    db
      .select({ id: applications.id })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(and(eq(applications.candidateId, candidateProfiles.userId), eq(jobs.employerId, viewer.id))),
  );
  const allowed = viewer.role === "admin" || viewer.id === candidateId ? undefined : viewer.role === "employer" ? sent : null;
  if (allowed === null) return null;
  const [row] = await db
    .select({ photoKey: candidateProfiles.photoKey })
    .from(candidateProfiles)
    .where(and(eq(candidateProfiles.userId, candidateId), allowed));
  return row?.photoKey ?? null;
}
