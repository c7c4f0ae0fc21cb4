/** Changes to a candidate's profile, announced to the candidate's other open pages (and the admin). */
import { createHash } from "node:crypto";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { UpdateProfile } from "@app/shared/candidates";
import type { Language } from "@app/shared/constants";
import { shownEmail } from "@app/shared/phone";
import { candidateProfiles, user } from "../../db/schema/index.ts";
import { AppError } from "../../errors/app-error.ts";
import type { AppDependencies } from "../../http/env.ts";
import { getProfile, removeResume, replaceResume, updateProfile } from "./candidates.service.ts";
import { madeResumeName, makeResumePdf } from "./resume-maker.ts";
import { checkResumeUpload } from "./resume-upload.ts";

type Deps = Pick<AppDependencies, "db" | "storage" | "events">;

async function announce(deps: Deps, userId: string) {
  await deps.events.publish({ topic: "profiles", userIds: [userId] });
}

export async function saveProfile(deps: Deps, userId: string, input: UpdateProfile) {
  const profile = await updateProfile(deps.db, userId, input);
  await announce(deps, userId);
  return profile;
}

/** Checks the upload by its content, stores it and makes it the profile's resume. */
export async function uploadResume(deps: Deps, userId: string, file: File) {
  const profile = await replaceResume(deps, userId, await checkResumeUpload(file));
  await announce(deps, userId);
  return profile;
}

export async function deleteResume(deps: Deps, userId: string) {
  const profile = await removeResume(deps, userId);
  await announce(deps, userId);
  return profile;
}

/** The stored photo (a WebP this server made) as a JPEG for the PDF; none when its bytes are gone. */
async function photoAsJpeg(deps: Deps, photoKey: string): Promise<Uint8Array | null> {
  // sharp (libvips) loads with the first picture, not at the start: some 18 MB less until then (ADR 062).
  const { default: sharp } = await import("sharp");
  const stored = await deps.storage.read(photoKey).catch(() => null);
  return stored ? new Uint8Array(await sharp(stored).jpeg({ quality: 85 }).toBuffer()) : null;
}

/**
 * Makes a one-page PDF résumé from the profile, in `language`, and makes it the profile's résumé
 * (an application keeps the one it was sent with, as for an upload). A profile with nothing to put
 * in one beside the name is refused.
 */
export async function makeResume(deps: Deps & { config: { dataDir: string } }, userId: string, language: Language) {
  const profile = await getProfile(deps.db, userId);
  const [extra] = await deps.db
    .select({ headline: candidateProfiles.headline, phoneNumber: user.phoneNumber, photoKey: candidateProfiles.photoKey })
    .from(user)
    .leftJoin(candidateProfiles, eq(candidateProfiles.userId, user.id))
    .where(eq(user.id, userId));
  const headline = extra?.headline ?? "";
  const quickFacts = profile.experienceYears !== null || profile.educationLevel !== null || profile.spokenLanguages.length > 0 || profile.drivingLicences.length > 0;
  if (!headline && !quickFacts && !profile.bio.trim() && profile.skills.length === 0 && profile.experience.length === 0 && profile.education.length === 0) {
    throw new AppError("resume_profile_empty");
  }
  const photo = extra?.photoKey ? await photoAsJpeg(deps, extra.photoKey) : null;
  const bytes = await makeResumePdf(
    {
      name: profile.name,
      phone: profile.phone || extra?.phoneNumber || null,
      email: shownEmail(profile.email),
      headline,
      bio: profile.bio,
      skills: profile.skills,
      experience: profile.experience,
      education: profile.education,
      wantedJobTypes: profile.wantedJobTypes,
      wantedPlaces: profile.wantedPlaces,
      experienceYears: profile.experienceYears,
      spokenLanguages: profile.spokenLanguages,
      educationLevel: profile.educationLevel,
      drivingLicences: profile.drivingLicences,
      photo,
    },
    language,
    path.join(deps.config.dataDir, "fonts"),
  );
  const made = { name: madeResumeName(profile.name, language), type: "pdf" as const, bytes, sha256: createHash("sha256").update(bytes).digest("hex") };
  const saved = await replaceResume(deps, userId, made, true);
  await announce(deps, userId);
  return saved;
}
