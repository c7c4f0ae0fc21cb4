/**
 * Candidates' profiles, their uploaded files and their applications. A file row is never changed:
 * a new resume is a new row, so an application keeps the resume as it was when applying.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { applicationStatuses } from "@app/shared/applications";
import { drivingLicences, educationLevels, resumeTypes, spokenLanguages, type EducationEntry, type ExperienceEntry } from "@app/shared/candidates";
import { jobTypes } from "@app/shared/constants";
import { documentTypes } from "@app/shared/trust";
import { user } from "./auth.ts";
import { jobs } from "./jobs.ts";

export const files = pgTable(
  "files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    originalName: text("original_name").notNull(),
    /** A résumé's type, or a verification document's (no check in the database: any text column). */
    type: text("type", { enum: [...resumeTypes, ...documentTypes] }).notNull(),
    size: integer("size").notNull(),
    sha256: text("sha256").notNull(),
    /** Where the storage adapter keeps the bytes: a random name, never derived from the upload. */
    storageKey: text("storage_key").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** A résumé the site made from the profile: the profile's last change it was made from (an upload has none). */
    madeFromProfileAt: timestamp("made_from_profile_at", { withTimezone: true }),
  },
  (table) => [index("files_owner_id_idx").on(table.ownerId)],
);

export const candidateProfiles = pgTable(
  "candidate_profiles",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    bio: text("bio").notNull().default(""),
    skills: text("skills").array().notNull().default(sql`'{}'::text[]`),
    education: jsonb("education").$type<EducationEntry[]>().notNull().default(sql`'[]'::jsonb`),
    experience: jsonb("experience").$type<ExperienceEntry[]>().notNull().default(sql`'[]'::jsonb`),
    /** What "Jobs for you" (modules/candidates/jobs-for-you.ts) looks for besides skills and experience. */
    wantedJobTypes: text("wanted_job_types", { enum: jobTypes }).array().notNull().default(sql`'{}'::text[]`),
    wantedPlaces: text("wanted_places").array().notNull().default(sql`'{}'::text[]`),
    resumeFileId: uuid("resume_file_id").references(() => files.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The candidate's visits, for the New mark on jobs posted since the last one: `lastSeenAt` moves
     * with every look at the jobs; when it is older than a visit's length, a new visit begins and it
     * becomes `previousVisitAt`.
     */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }),
    previousVisitAt: timestamp("previous_visit_at", { withTimezone: true }),
    /** A one-line summary a verified employer reads in the talent pool ("Driver with a heavy licence"). */
    headline: text("headline").notNull().default(""),
    /** When the candidate chose "Let verified employers find me"; null while not in the talent pool. */
    talentPoolSince: timestamp("talent_pool_since", { withTimezone: true }),
    /**
     * How the talent pool names the candidate to employers: random, drawn again at each joining, so
     * nothing ties a pool profile to the account id an application carries.
     */
    poolRef: uuid("pool_ref").notNull().unique().defaultRandom(),
    /** The quick facts a new candidate gives first (issue 52, /candidate/start); null until given. */
    experienceYears: integer("experience_years"),
    spokenLanguages: text("spoken_languages", { enum: spokenLanguages }).array().notNull().default(sql`'{}'::text[]`),
    educationLevel: text("education_level", { enum: educationLevels }),
    /** The driving licences the candidate holds, which their made résumé names (issue 52). */
    drivingLicences: text("driving_licences", { enum: drivingLicences }).array().notNull().default(sql`'{}'::text[]`),
    /** The candidate's photo, as this server re-encoded it (candidate-photo.ts): where the storage keeps it, and since when. */
    photoKey: text("photo_key"),
    photoUpdatedAt: timestamp("photo_updated_at", { withTimezone: true }),
  },
  (table) => [check("candidate_profiles_experience_years_check", sql`${table.experienceYears} between 0 and 50`)],
);

export const applications = pgTable(
  "applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    candidateId: text("candidate_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The resume as it was when applying. */
    resumeFileId: uuid("resume_file_id")
      .notNull()
      .references(() => files.id),
    coverLetter: text("cover_letter"),
    /**
     * The job as it was advertised when applying: its candidate keeps seeing this, whatever the job
     * says later (an edit held for review is its employer's and the admin's to read).
     */
    jobTitle: text("job_title").notNull(),
    /** Its Kannada title, where the employer gave one. */
    jobTitleKn: text("job_title_kn"),
    jobCompany: text("job_company").notNull(),
    jobLocation: text("job_location").notNull(),
    status: text("status", { enum: applicationStatuses }).notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Once per job, even for two requests at the same moment.
    unique("applications_job_candidate_unique").on(table.jobId, table.candidateId),
    index("applications_candidate_created_at_idx").on(table.candidateId, table.createdAt),
    index("applications_job_status_idx").on(table.jobId, table.status),
    index("applications_resume_file_id_idx").on(table.resumeFileId),
  ],
);
