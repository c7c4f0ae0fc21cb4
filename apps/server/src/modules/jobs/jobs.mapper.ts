import type { Job } from "@app/shared/jobs";
import { getTableColumns, sql } from "drizzle-orm";
import { jobs } from "../../db/schema/index.ts";

type JobRow = typeof jobs.$inferSelect & { employerVerified: boolean; companySlug: string | null };

/**
 * Whether the job's employer is verified, read beside the job (one primary-key lookup a row), so
 * the badge follows the admin's decision at once without a copy on every job. Spelled out in
 * full, as it stands inside selects joined with other tables and in RETURNING clauses.
 */
export const employerVerified = sql<boolean>`exists (select 1 from "user" "employer" where "employer"."id" = "jobs"."employer_id" and "employer"."verified_at" is not null)`.mapWith(Boolean);

/** The address of the employer's company page (`/companies/{slug}`), read beside the job like the badge. */
export const companySlug = sql<string | null>`(select "company_page"."slug" from "company_pages" "company_page" where "company_page"."employer_id" = "jobs"."employer_id")`;

/**
 * Every column a job is mapped from: all but the search vectors and concepts, the admin's search
 * text, the reminder's mark and the employer's review request (its employer's list reads that one itself).
 */
const {
  search: _search,
  titleSearch: _titleSearch,
  concepts: _concepts,
  conceptsVersion: _conceptsVersion,
  adminSearch: _adminSearch,
  renewalRemindedFor: _reminded,
  reviewRequestedAt: _reviewRequested,
  ...selectableColumns
} = getTableColumns(jobs);
export const jobColumns = { ...selectableColumns, employerVerified, companySlug };

const rupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });

/** The English salary text of SPEC.md §3: '₹25,000 - ₹40,000 per month' or 'Salary not specified'. */
export function salaryText(salaryMin: number | null, salaryMax: number | null): string {
  if (salaryMin === null && salaryMax === null) return "Salary not specified";
  if (salaryMin === null || salaryMax === null || salaryMin === salaryMax) {
    return `${rupees.format((salaryMin ?? salaryMax)!)} per month`;
  }
  return `${rupees.format(salaryMin)} - ${rupees.format(salaryMax)} per month`;
}

/** The mapped job of SPEC.md §3, with its defaults for missing fields. */
export function toJob(row: Omit<JobRow, "search" | "titleSearch" | "concepts" | "conceptsVersion" | "adminSearch" | "renewalRemindedFor" | "reviewRequestedAt">): Job {
  return {
    id: row.id,
    title: row.title || "Untitled Position",
    titleKn: row.titleKn,
    company: row.company || "Unknown Company",
    location: row.location || "Remote",
    salaryMin: row.salaryMin,
    salaryMax: row.salaryMax,
    salary: salaryText(row.salaryMin, row.salaryMax),
    type: row.jobType ?? "Full-time",
    status: row.status ?? "active",
    description: row.description,
    descriptionKn: row.descriptionKn,
    requirements: row.requirements,
    responsibilities: row.responsibilities,
    employerId: row.employerId,
    views: row.views,
    flags: row.flags ?? [],
    employerVerified: row.employerVerified,
    companySlug: row.companySlug,
    moderationReason: row.moderationReason,
    postedAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    filledAt: row.filledAt?.toISOString() ?? null,
  };
}
