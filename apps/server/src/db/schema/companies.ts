/**
 * Company pages and the talent pool (issue 32). Every employer has a company page, named by a slug
 * that never changes; when the employer is deleted its slug is remembered (`gone_company_slugs`, a
 * trigger), so the old address answers 410 like a gone job. A candidate in the talent pool can be
 * found by verified employers and invited to apply to one of their open jobs; the candidate can
 * block an employer.
 */
import { check, index, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import type { JobFlag } from "@app/shared/job-flags";
import { user } from "./auth.ts";
import { oneOf } from "./checks.ts";
import { jobs } from "./jobs.ts";

/** A page whose text the money and phone checks flagged waits for the admin (`pending_review`). */
export const companyPageStatuses = ["published", "pending_review"] as const;

export const companyPages = pgTable(
  "company_pages",
  {
    employerId: text("employer_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The page's address, `/companies/{slug}`: made once, from the company name and the account. */
    slug: text("slug").notNull().unique(),
    about: text("about").notNull().default(""),
    aboutKn: text("about_kn"),
    /** A locality of the city (places.ts), or null. */
    locality: text("locality"),
    website: text("website"),
    /** Where the storage adapter keeps the re-encoded square logo; null for none. */
    logoKey: text("logo_key"),
    logoUpdatedAt: timestamp("logo_updated_at", { withTimezone: true }),
    status: text("status", { enum: companyPageStatuses }).notNull().default("published"),
    /** What the checks found in the page's text when it was last saved. */
    flags: jsonb("flags").$type<JobFlag[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("company_pages_status_idx").on(table.status, table.updatedAt),
    check("company_pages_status_valid", oneOf(table.status, companyPageStatuses)),
  ],
);

/** The slugs of deleted employers' pages: their address answers 410, and is never given again. */
export const goneCompanySlugs = pgTable("gone_company_slugs", {
  slug: text("slug").primaryKey(),
  goneAt: timestamp("gone_at", { withTimezone: true }).notNull().defaultNow(),
});

/** `closed`: still waiting when its job ended (closed, taken down), so no answer can come (ADR 045). */
export const talentInvitationStatuses = ["sent", "applied", "declined", "closed"] as const;

export const talentInvitations = pgTable(
  "talent_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    employerId: text("employer_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    candidateId: text("candidate_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    /**
     * The job as it was advertised when the invitation was sent: the candidate reads this, whatever
     * the job says later (an edit held for review is its employer's and the admin's to read).
     */
    jobTitle: text("job_title").notNull(),
    jobTitleKn: text("job_title_kn"),
    company: text("company").notNull(),
    jobLocation: text("job_location").notNull(),
    note: text("note"),
    status: text("status", { enum: talentInvitationStatuses }).notNull().default("sent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
  },
  (table) => [
    // One invitation per candidate per job.
    unique("talent_invitations_candidate_job_unique").on(table.candidateId, table.jobId),
    index("talent_invitations_employer_created_at_idx").on(table.employerId, table.createdAt),
    index("talent_invitations_candidate_created_at_idx").on(table.candidateId, table.createdAt),
    check("talent_invitations_status_valid", oneOf(table.status, talentInvitationStatuses)),
  ],
);

/** Employers a candidate blocked: they neither find the candidate in the pool nor invite them. */
export const candidateBlocks = pgTable(
  "candidate_blocks",
  {
    candidateId: text("candidate_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    employerId: text("employer_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.candidateId, table.employerId] }), index("candidate_blocks_employer_idx").on(table.employerId)],
);
