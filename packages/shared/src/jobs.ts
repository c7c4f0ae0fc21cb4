/** Job inputs, enums and the mapped job shape of SPEC.md §3, shared by the API and the web app. */
import { z } from "zod";
import { jobListPageSize, jobSorts, jobTypes, type JobStatus, type JobType } from "./constants.ts";
import type { JobFlag } from "./job-flags.ts";
import { localityNames } from "./locality-names.ts";

// The enums and sizes live in constants.ts, which has no zod: the web app's home page uses them.
export {
  featuredJobCount,
  jobListPageSize,
  jobSorts,
  jobStatuses,
  jobTypes,
  type JobSort,
  type JobStatus,
  type JobType,
} from "./constants.ts";

/**
 * Parses the salary text of the post-job form into whole rupees: digits are kept from the parts
 * around ' - ' ('₹25,000 - ₹40,000' → 25000 and 40000); a single amount is both ends.
 */
export function parseSalaryText(text: string | undefined): { salaryMin: number | null; salaryMax: number | null } {
  if (!text?.trim()) return { salaryMin: null, salaryMax: null };
  const [low, high] = text.split(/\s*[-–]\s*/).map((part) => part.replace(/[^0-9]/g, ""));
  const salaryMin = low ? Number(low) : null;
  const salaryMax = high ? Number(high) : salaryMin;
  return { salaryMin, salaryMax };
}

function isValidSalaryText(text: string | undefined): boolean {
  if (!text) return true;
  const { salaryMin, salaryMax } = parseSalaryText(text);
  return salaryMin !== null && salaryMax !== null && salaryMin <= salaryMax && salaryMax <= 10_000_000;
}

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, "validation.job.tooLong")
    .optional()
    .transform((value) => (value ? value : undefined));

export const createJobSchema = z
  .object({
    title: z.string({ error: "validation.job.titleRequired" }).trim().min(1, { error: "validation.job.titleRequired", abort: true }).max(120, "validation.job.tooLong"),
    /** The title in Kannada, beside the English one: optional, shown to readers of the Kannada site. */
    titleKn: optionalText(120),
    company: optionalText(120),
    location: z
      .string({ error: "validation.job.locationRequired" })
      .trim()
      .min(1, { error: "validation.job.locationRequired", abort: true })
      .max(120, "validation.job.tooLong"),
    salary: optionalText(60).refine(isValidSalaryText, "validation.job.salaryInvalid"),
    type: z.enum(jobTypes, { error: "validation.job.typeRequired" }),
    description: z
      .string({ error: "validation.job.descriptionRequired" })
      .trim()
      .min(1, { error: "validation.job.descriptionRequired", abort: true })
      .max(10_000, "validation.job.tooLong"),
    /** The description in Kannada, beside the English one (as `titleKn`). */
    descriptionKn: optionalText(10_000),
    requirements: optionalText(5_000),
    responsibilities: optionalText(5_000),
  });
export type CreateJobInput = z.input<typeof createJobSchema>;

const rupees = z.coerce.number({ error: "validation.job.salaryInvalid" }).int().min(0).max(10_000_000);

/** Query of `GET /api/jobs`. Every parameter is optional; a bad one is a 400. */
export const jobSearchSchema = z.object({
  q: z.string().trim().max(200).optional(),
  type: z.enum(jobTypes).optional(),
  location: z.string().trim().max(120).optional(),
  salaryMin: rupees.optional(),
  salaryMax: rupees.optional(),
  /** "true": only jobs of employers the admin has verified. */
  verified: z.enum(["true"]).optional(),
  /** Unset: by distance when `near` is given, else best match first for words, else newest first (resolveJobSort). */
  sort: z.enum(jobSorts).optional(),
  /** A locality of locality-names.ts to sort by the distance from ("nearest"); it filters nothing. */
  near: z.enum(localityNames.map((locality) => locality.name)).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(jobListPageSize),
});
export type JobSearchInput = z.input<typeof jobSearchSchema>;
export type JobSearch = z.output<typeof jobSearchSchema>;



/** The mapped job of SPEC.md §3 as the API returns it. */
export interface Job {
  id: string;
  title: string;
  /** The employer's Kannada title, if given: what readers of the Kannada site see (`jobTexts`). */
  titleKn: string | null;
  company: string;
  location: string;
  salaryMin: number | null;
  salaryMax: number | null;
  /** English text: '₹25,000 - ₹40,000 per month' or 'Salary not specified'. */
  salary: string;
  type: JobType;
  status: JobStatus;
  description: string;
  /** The employer's Kannada description, if given (as `titleKn`). */
  descriptionKn: string | null;
  requirements: string | null;
  responsibilities: string | null;
  employerId: string;
  views: number;
  flags: JobFlag[];
  /** Whether the admin has verified the employer's registration (a badge on cards and the page). */
  employerVerified: boolean;
  /** The employer's company page (`companyPageHref`); null only for a job whose employer is gone. */
  companySlug: string | null;
  /** The admin's reason for a rejection or a take-down; only its employer and the admin see such a job. */
  moderationReason: string | null;
  postedAt: string;
  expiresAt: string | null;
  filledAt: string | null;
}


export interface FilterOption {
  value: string;
  count: number;
}

/**
 * A search counts its matches up to this many and says "1,000+" beyond: counting every match of a
 * broad search costs more than finding its page, and nobody pages past the thousandth job.
 */
export const jobCountLimit = 1000;

export interface JobSearchResult {
  jobs: Job[];
  /** The number of matches, at most `jobCountLimit`; with `moreThanCount`, the matches are more. */
  totalCount: number;
  moreThanCount: boolean;
  page: number;
  pageSize: number;
  /** The query with near spellings for words no job has ("drivr" → "driver"): "Did you mean …". */
  suggestion: string | null;
}

/** `GET /api/jobs/options`: the type and location choices for the current search, with counts. */
export interface JobFilterOptions {
  types: FilterOption[];
  locations: FilterOption[];
}
