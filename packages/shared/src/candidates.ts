/**
 * The candidate profile (SPEC.md §2 Candidate profile, §5 Profile update and Resume upload): the
 * update schema shared by the form and `PATCH /api/profile`, the resume rules, and the profile shape.
 */
import { z } from "zod";
import { nameField, phoneField } from "./auth.ts";
import { jobTypes, languages, type JobType } from "./constants.ts";
import { jobsForYouMax } from "./jobs-for-you.ts";

export const profileLimits = {
  bioMax: 2000,
  skillsMax: 50,
  skillMax: 60,
  entriesMax: 20,
  entryTextMax: 160,
  entryDetailsMax: 2000,
  /** The places a candidate wants to work in ("Jobs for you"). */
  wantedPlacesMax: 5,
  wantedPlaceMax: 60,
  /** Years of experience a candidate may give (issue 52). */
  experienceYearsMax: 50,
} as const;

/** The languages a candidate may say they speak (issue 52): the city's, in this order. */
export const spokenLanguages = ["kannada", "english", "hindi", "tamil", "telugu", "malayalam", "urdu", "marathi", "konkani", "tulu"] as const;
export type SpokenLanguage = (typeof spokenLanguages)[number];

/** How far a candidate went at school or after, lowest first (issue 52): SSLC is the 10th standard, PUC the 12th. */
export const educationLevels = ["belowSslc", "sslc", "puc", "iti", "diploma", "degree", "postgraduate"] as const;
export type EducationLevel = (typeof educationLevels)[number];

/**
 * The driving licences a candidate may say they hold (issue 52), as a driver's job asks for them:
 * a two-wheeler with gears (MCWG), an auto rickshaw (LMV-3W), a car (LMV) and a heavy or transport
 * vehicle (HMV, HGMV, a badge for passengers).
 */
export const drivingLicences = ["twoWheeler", "autoRickshaw", "car", "heavy"] as const;
export type DrivingLicence = (typeof drivingLicences)[number];

/** Accepted resume types, judged by extension and confirmed by the file's content (SPEC.md §9). */
export const resumeTypes = ["pdf", "doc", "docx"] as const;
export type ResumeType = (typeof resumeTypes)[number];
export const resumeMaxBytes = 5 * 1024 * 1024;
/** What the file picker offers; the server checks again. */
export const resumeAccept = ".pdf,.doc,.docx";

/** The resume type a file name claims by its extension, or null when it is not one we accept. */
export function resumeTypeOf(fileName: string): ResumeType | null {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  return (resumeTypes as readonly string[]).includes(extension ?? "") ? (extension as ResumeType) : null;
}

/** A candidate's photo (issue 52): what the picker offers and the server accepts, checked by content, re-encoded to a small WebP. */
export const profilePhotoMaxBytes = 2 * 1024 * 1024;
export const profilePhotoMimeTypes = ["image/jpeg", "image/png", "image/webp"] as const;
export const profilePhotoAccept = ".jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp";
/** The stored photo's side in pixels: a square, enough for a card and a résumé. */
export const profilePhotoSide = 320;

/** Where a candidate's photo is read, for themselves, the admin and the employers they applied to; `version` changes with each new photo. */
export function candidatePhotoHref(candidateId: string, version: string): string {
  return `/api/candidates/${encodeURIComponent(candidateId)}/photo?v=${encodeURIComponent(version)}`;
}

/**
 * Skills (and wanted places) as the profile keeps them: trimmed, no empty entries and no duplicates
 * (compared without case), first spelling kept. Used by the skill input on Enter and by the server on every save.
 */
export function normalizeSkills(skills: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of skills) {
    const skill = raw.trim().replace(/\s+/g, " ");
    const key = skill.toLocaleLowerCase();
    if (!skill || seen.has(key)) continue;
    seen.add(key);
    result.push(skill);
  }
  return result;
}

const requiredEntryText = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(profileLimits.entryTextMax, "validation.profile.tooLong");

const optionalEntryText = (max: number) =>
  z.string().trim().max(max, "validation.profile.tooLong").optional().default("");

export const educationEntrySchema = z.object({
  qualification: requiredEntryText("validation.profile.qualificationRequired"),
  institution: requiredEntryText("validation.profile.institutionRequired"),
  /** Free text such as '2019 - 2022'. */
  period: optionalEntryText(40),
  details: optionalEntryText(profileLimits.entryDetailsMax),
});
export type EducationEntry = z.output<typeof educationEntrySchema>;

export const experienceEntrySchema = z.object({
  title: requiredEntryText("validation.profile.roleRequired"),
  company: requiredEntryText("validation.profile.companyRequired"),
  period: optionalEntryText(40),
  details: optionalEntryText(profileLimits.entryDetailsMax),
});
export type ExperienceEntry = z.output<typeof experienceEntrySchema>;

/**
 * `PATCH /api/profile`: any subset of the fields. Unknown keys are dropped; a `role` in the body is
 * refused by the route before this runs ('Unauthorized role change attempt.').
 */
export const updateProfileSchema = z
  .object({
    name: nameField,
    phone: phoneField,
    bio: z.string().trim().max(profileLimits.bioMax, "validation.profile.bioTooLong"),
    skills: z
      .array(z.string().max(profileLimits.skillMax, "validation.profile.skillTooLong"))
      .max(profileLimits.skillsMax * 2, "validation.profile.tooManySkills")
      .transform(normalizeSkills)
      .refine((skills) => skills.length <= profileLimits.skillsMax, "validation.profile.tooManySkills"),
    education: z.array(educationEntrySchema).max(profileLimits.entriesMax, "validation.profile.tooManyEntries"),
    experience: z.array(experienceEntrySchema).max(profileLimits.entriesMax, "validation.profile.tooManyEntries"),
    /** The job types wanted, in the order of `jobTypes`, each once. */
    wantedJobTypes: z
      .array(z.enum(jobTypes))
      .max(jobTypes.length * 2)
      .transform((types) => jobTypes.filter((type) => types.includes(type))),
    wantedPlaces: z
      .array(z.string().max(profileLimits.wantedPlaceMax, "validation.profile.placeTooLong"))
      .max(profileLimits.wantedPlacesMax * 2, "validation.profile.tooManyPlaces")
      .transform(normalizeSkills)
      .refine((places) => places.length <= profileLimits.wantedPlacesMax, "validation.profile.tooManyPlaces"),
    /** Null clears it. */
    experienceYears: z
      .number({ error: "validation.profile.experienceYears" })
      .int("validation.profile.experienceYears")
      .min(0, "validation.profile.experienceYears")
      .max(profileLimits.experienceYearsMax, "validation.profile.experienceYears")
      .nullable(),
    /** In the order of `spokenLanguages`, each once. */
    spokenLanguages: z
      .array(z.enum(spokenLanguages, { error: "validation.profile.spokenLanguage" }))
      .max(spokenLanguages.length * 2)
      .transform((chosen) => spokenLanguages.filter((language) => chosen.includes(language))),
    /** Null clears it. */
    educationLevel: z.enum(educationLevels, { error: "validation.profile.educationLevel" }).nullable(),
    /** In the order of `drivingLicences`, each once; none for a candidate without one. */
    drivingLicences: z
      .array(z.enum(drivingLicences, { error: "validation.profile.drivingLicence" }))
      .max(drivingLicences.length * 2)
      .transform((held) => drivingLicences.filter((licence) => held.includes(licence))),
  })
  .partial();
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;
export type UpdateProfile = z.output<typeof updateProfileSchema>;

/** A stored resume as the API describes it (never its storage location). */
/** `POST /api/profile/resume/made`: the language the résumé is written in. */
export const makeResumeSchema = z.object({ language: z.enum(languages, { error: "validation.resume.language" }) });
export type MakeResumeInput = z.infer<typeof makeResumeSchema>;

export interface ResumeFile {
  id: string;
  /** The original file name, as uploaded. */
  name: string;
  type: ResumeType;
  size: number;
  uploadedAt: string;
  /** A résumé the site made from the profile: the profile's last change it was made from; null for an upload. */
  madeFromProfileAt?: string | null;
}

/** `GET /api/profile`: the signed-in candidate's profile. */
export interface CandidateProfile {
  id: string;
  name: string;
  /** Null for an account made with a phone, until its person adds an address. */
  email: string | null;
  phone: string | null;
  bio: string;
  skills: string[];
  education: EducationEntry[];
  experience: ExperienceEntry[];
  /** What "Jobs for you" looks for besides skills and experience: the job types and places wanted. */
  wantedJobTypes: JobType[];
  wantedPlaces: string[];
  /** Issue 52's quick facts: null (or none) until given. */
  experienceYears: number | null;
  spokenLanguages: SpokenLanguage[];
  educationLevel: EducationLevel | null;
  /** The driving licences the candidate holds, which a résumé made from the profile names. */
  drivingLicences: DrivingLicence[];
  /** The photo's address (`candidatePhotoHref`), or null without one. */
  photo: string | null;
  resume: ResumeFile | null;
  updatedAt: string;
}

/** `GET /api/profile/trades`: a trade of the search's vocabulary, as /candidate/start offers it. */
export interface TradeName {
  /** The vocabulary's name of it: "heavy vehicle driver". */
  id: string;
  en: string;
  kn: string;
  /** Every word the search knows it by, in both scripts, lower case where Latin: for searching the list. */
  words: string[];
}

/** Where a stored file is downloaded from; the server checks who asks on every request. */
export function fileDownloadPath(fileId: string): string {
  return `/api/files/${encodeURIComponent(fileId)}`;
}

/** Query of `GET /api/profile/jobs-for-you` (jobs-for-you.ts). */
export const jobsForYouQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(jobsForYouMax).default(10),
});
