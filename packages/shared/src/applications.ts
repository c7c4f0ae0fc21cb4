/**
 * Applications (SPEC.md §3 Application, §4 Application status, §5 Applying): the inputs of the
 * application routes and the shapes they answer with, for the candidate and for the employer.
 */
import { z } from "zod";
import type { EducationLevel, ResumeFile, SpokenLanguage } from "./candidates.ts";
import type { Language } from "./constants.ts";
import type { Job, JobStatus } from "./jobs.ts";

/**
 * pending → shortlisted | rejected; shortlisted → hired when the job is marked filled (ARCHITECTURE.md).
 * not_selected: still pending or shortlisted when the job was filled by someone else or closed by
 * its employer (ADR 016).
 */
export const applicationStatuses = ["pending", "shortlisted", "rejected", "hired", "not_selected"] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** The statuses still awaiting the employer's decision: they become not_selected when the job ends. */
export const undecidedStatuses = ["pending", "shortlisted"] as const satisfies readonly ApplicationStatus[];

/** The moves an employer makes on a pending application; hiring has its own route. */
export const reviewStatuses = ["shortlisted", "rejected"] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

export const coverLetterMax = 5000;
export const applicationsPageSize = 20;

/** `POST /api/applications`: the resume is the profile's, so only the job and an optional letter. */
export const applySchema = z.object({
  jobId: z.uuid("validation.application.jobRequired"),
  coverLetter: z
    .string()
    .trim()
    .max(coverLetterMax, "validation.application.coverLetterTooLong")
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type ApplyInput = z.input<typeof applySchema>;
export type ApplyValues = z.output<typeof applySchema>;

/** `PATCH /api/applications/:id`: Shortlist or Reject a pending application. */
export const reviewApplicationSchema = z.object({
  status: z.enum(reviewStatuses, { error: "validation.application.statusInvalid" }),
});
export type ReviewApplicationInput = z.input<typeof reviewApplicationSchema>;

/** Query of the application lists: server paging, and for the employer a job and a status filter. */
export const applicationListSchema = z.object({
  jobId: z.uuid().optional(),
  status: z.enum(applicationStatuses).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(applicationsPageSize),
});
export type ApplicationListInput = z.input<typeof applicationListSchema>;
export type ApplicationListQuery = z.output<typeof applicationListSchema>;

/** One application as its candidate sees it (My Applications). */
export interface CandidateApplication {
  id: string;
  jobId: string;
  jobTitle: string;
  /** The job's Kannada title when the candidate applied, where its employer gave one. */
  jobTitleKn: string | null;
  company: string;
  location: string;
  jobStatus: JobStatus;
  status: ApplicationStatus;
  coverLetter: string | null;
  /** The resume as it was when applying. */
  resume: ResumeFile;
  appliedAt: string;
  updatedAt: string;
}

/** One application as the employer of its job (or the admin) sees it. */
export interface EmployerApplication {
  id: string;
  jobId: string;
  jobTitle: string;
  /** The job's Kannada title, where its employer gave one. */
  jobTitleKn: string | null;
  company: string;
  jobStatus: JobStatus;
  candidateId: string;
  candidateName: string;
  /** Null for a candidate who signed up with a phone and has no address. */
  candidateEmail: string | null;
  candidatePhone: string | null;
  /** The language the site writes to the candidate in (their texts', ADR 057): an employer's WhatsApp hello is written in it. */
  candidateLanguage: Language;
  /** What the candidate's profile says now of their years of work, studies and languages (issue 52); null or none until given. */
  candidateExperienceYears: number | null;
  candidateEducationLevel: EducationLevel | null;
  candidateLanguages: SpokenLanguage[];
  /** The candidate's photo (`candidatePhotoHref`), or null. */
  candidatePhoto: string | null;
  status: ApplicationStatus;
  coverLetter: string | null;
  resume: ResumeFile;
  appliedAt: string;
  updatedAt: string;
}

export interface ApplicationPage<T> {
  applications: T[];
  totalCount: number;
  page: number;
  pageSize: number;
}

/** The viewer's own application to a job, sent with the job for a signed-in candidate. */
export interface OwnApplicationSummary {
  id: string;
  status: ApplicationStatus;
  appliedAt: string;
}

/** `GET /api/employer/stats`: the dashboard's stat cards, all counts of rows. */
export interface EmployerStats {
  activeJobs: number;
  totalApplications: number;
  pendingReviews: number;
  totalViews: number;
}

/** A job in the employer's own listing, with its application counts. */
export interface EmployerJob extends Job {
  applicationCount: number;
  pendingCount: number;
  /** When its employer asked the admin to look at the job, hidden by reports; null otherwise. */
  reviewRequestedAt: string | null;
}

export interface EmployerJobPage {
  jobs: EmployerJob[];
  totalCount: number;
  page: number;
  pageSize: number;
}

/** `PATCH /api/jobs/:id/status`: the employer closes a job (expired) or reopens it (active). */
export const setJobStatusSchema = z.object({
  status: z.enum(["active", "expired"], { error: "validation.job.statusInvalid" }),
});
export type SetJobStatusInput = z.input<typeof setJobStatusSchema>;
export type SetJobStatusValues = z.output<typeof setJobStatusSchema>;
