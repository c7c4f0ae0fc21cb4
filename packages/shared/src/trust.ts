/**
 * Trust and safety: jobs held for review, reports of jobs, verified employers and the admin's
 * audit log — the inputs of their routes and the shapes they answer with.
 *
 * Routes (JSON unless said otherwise):
 * - `PUT    /api/jobs/:id` `CreateJobInput` → `{ job }`: the employer edits its own job; the checks
 *   run again (a flagged job is held for review, see `nextStatusAfterEdit` in job-visibility.ts)
 * - `POST   /api/jobs/:id/reports` `CreateReportInput` → 201 `{ ok: true }`; 409 `already_reported`
 *   (guests too; one report per visitor per job, rate limited per address)
 * - `GET    /api/employer/verification` → `{ verification: EmployerVerification | null }`
 * - `POST   /api/employer/verification` multipart (`kind`, `number`, `website`, optional `document`)
 *   → 201 `{ verification }`; 409 `verification_pending` while one waits
 * - `GET    /api/admin/moderation/counts` → `ModerationCounts` (the sidebar's and dashboard's badges)
 * - `GET    /api/admin/review?page=` → `ReviewPage`; `POST /api/admin/review/:jobId/approve`;
 *   `POST /api/admin/review/:jobId/reject` `ModerationReasonInput`
 * - `GET    /api/admin/reports?page=` → `ReportPage` (open reports grouped by job);
 *   `POST /api/admin/reports/:jobId/dismiss`; `POST /api/admin/reports/:jobId/take-down` `ModerationReasonInput`
 * - `GET    /api/admin/verifications?status=&page=` → `VerificationPage`;
 *   `POST /api/admin/verifications/:id/approve`; `POST /api/admin/verifications/:id/reject` `ModerationReasonInput`;
 *   `GET /api/admin/verifications/:id/document` (the uploaded file)
 * - `GET    /api/admin/audit?action=&targetType=&from=&to=&page=` → `AuditPage`
 */
import { z } from "zod";
import type { JobStatus } from "./constants.ts";
import type { JobFlagMatch } from "./job-flags.ts";
import type { Job } from "./jobs.ts";

// ---------------------------------------------------------------------------------------------
// Job moderation

/** Every text of a job the checks read; the review queue shows each with its matches. */
export const checkedJobFields = ["title", "titleKn", "company", "location", "description", "descriptionKn", "requirements", "responsibilities"] as const;
export type CheckedJobField = (typeof checkedJobFields)[number];


export const moderationReasonMax = 1000;

/** The admin's reason for a rejection or a take-down, shown to the employer and mailed. */
export const moderationReasonSchema = z.object({
  reason: z
    .string({ error: "validation.moderation.reasonRequired" })
    .trim()
    .min(1, { error: "validation.moderation.reasonRequired", abort: true })
    .max(moderationReasonMax, "validation.moderation.reasonTooLong"),
});
export type ModerationReasonInput = z.input<typeof moderationReasonSchema>;

const page = z.coerce.number().int().min(1).max(10_000).default(1);
export const moderationPageSize = 20;
export const pageQuerySchema = z.object({ page });

/** A held job as the review queue shows it: the whole job and where its text was flagged. */
export interface ReviewItem {
  job: Job;
  employerName: string;
  /** Null for an employer who signed up with a phone and has no address. */
  employerEmail: string | null;
  /** Matches per field, offsets into that field's text. */
  matches: { field: CheckedJobField; matches: JobFlagMatch[] }[];
  /** When it entered the queue (its last change). */
  heldAt: string;
}

export interface ReviewPage {
  items: ReviewItem[];
  totalCount: number;
  page: number;
  pageSize: number;
}

export interface ModerationCounts {
  /** Jobs waiting in the review queue. */
  review: number;
  /** Jobs with open reports. */
  reports: number;
  /** Verification requests waiting. */
  verifications: number;
  /** Conversations with open reports. */
  conversations: number;
  /** Company pages held for their text. */
  companyPages: number;
}

// ---------------------------------------------------------------------------------------------
// Reports

export const reportReasons = ["asks_for_money", "fake", "wrong_details", "offensive", "other"] as const;
export type ReportReason = (typeof reportReasons)[number];
export const reportNoteMax = 1000;
/**
 * Distinct reporters whose open reports hide a job until the admin has read them: reporters differ
 * by account, or, signed out, by network (an address; an IPv6 address by its /64).
 */
export const reportsToHide = 3;
/** Jobs the reports from one network may hide in a day; its later reports wait for the admin. */
export const reportHidesPerNetworkPerDay = 3;

export const createReportSchema = z.object({
  reason: z.enum(reportReasons, { error: "validation.report.reasonRequired" }),
  note: z
    .string()
    .trim()
    .max(reportNoteMax, "validation.report.noteTooLong")
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type CreateReportInput = z.input<typeof createReportSchema>;

export interface ReportEntry {
  reason: ReportReason;
  note: string | null;
  reportedAt: string;
  /** Whether a signed-in user sent it (guests may report too). */
  signedIn: boolean;
}

/** One job's open reports, as the admin's Reports queue shows them. */
export interface ReportGroup {
  job: { id: string; title: string; company: string; status: JobStatus; employerId: string; reviewRequestedAt: string | null };
  count: number;
  /** Distinct reporters among them, by account or network (the job is hidden at `reportsToHide`). */
  reporters: number;
  reasons: Partial<Record<ReportReason, number>>;
  reports: ReportEntry[];
  lastReportedAt: string;
}

export interface ReportPage {
  groups: ReportGroup[];
  totalCount: number;
  page: number;
  pageSize: number;
}

// ---------------------------------------------------------------------------------------------
// Verified employers

export const verificationKinds = ["gstin", "udyam"] as const;
export type VerificationKind = (typeof verificationKinds)[number];
export const verificationStatuses = ["pending", "approved", "rejected"] as const;
export type VerificationStatus = (typeof verificationStatuses)[number];

const base36 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const gstinPattern = /^(?:0[1-9]|[1-3][0-9]|97|99)[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * A GSTIN: a state code, the holder's PAN, an entity number, 'Z' and a check character computed
 * over the first 14 characters (base 36, weights 1 and 2 alternating, digits of each product
 * summed in base 36).
 */
export function isValidGstin(value: string): boolean {
  if (!gstinPattern.test(value)) return false;
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = base36.indexOf(value[index]!) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return base36[(36 - (sum % 36)) % 36] === value[14];
}

/** An Udyam registration number: UDYAM-<state>-<district>-<7 digits>, e.g. UDYAM-KR-03-0012345. */
export function isValidUdyam(value: string): boolean {
  return /^UDYAM-[A-Z]{2}-\d{2}-\d{7}$/.test(value);
}

/** Upper case without spaces, the way both numbers are written. */
export function normaliseRegistrationNumber(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

export const verificationRequestSchema = z
  .object({
    kind: z.enum(verificationKinds, { error: "validation.verification.kindRequired" }),
    number: z
      .string({ error: "validation.verification.numberRequired" })
      .trim()
      .min(1, { error: "validation.verification.numberRequired", abort: true })
      .max(40, "validation.verification.numberInvalid")
      .transform(normaliseRegistrationNumber),
    website: z
      .string()
      .trim()
      .max(200, "validation.verification.websiteInvalid")
      .optional()
      .transform((value) => (value ? value : undefined))
      .refine((value) => value === undefined || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(value), "validation.verification.websiteInvalid"),
  })
  .superRefine((value, context) => {
    const valid = value.kind === "gstin" ? isValidGstin(value.number) : isValidUdyam(value.number);
    if (!valid) {
      context.addIssue({
        code: "custom",
        path: ["number"],
        message: value.kind === "gstin" ? "validation.verification.gstinInvalid" : "validation.verification.udyamInvalid",
      });
    }
  });
export type VerificationRequestInput = z.input<typeof verificationRequestSchema>;
export type VerificationRequestValues = z.output<typeof verificationRequestSchema>;

/**
 * The optional supporting document: judged by extension, confirmed by content on the server, and
 * kept as a `files` row of the employer's like a résumé (`.jpeg` is kept as `jpg`).
 */
export const documentTypes = ["pdf", "jpg", "png"] as const;
export type DocumentType = (typeof documentTypes)[number];
export const documentMaxBytes = 5 * 1024 * 1024;
/** What the file picker offers; the server checks again. */
export const documentAccept = ".pdf,.jpg,.jpeg,.png";

/** The document type a file name claims by its extension, or null when it is not one we accept. */
export function documentTypeOf(fileName: string): DocumentType | null {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (extension === "jpeg") return "jpg";
  return (documentTypes as readonly string[]).includes(extension ?? "") ? (extension as DocumentType) : null;
}

export interface EmployerVerification {
  id: string;
  kind: VerificationKind;
  number: string;
  website: string | null;
  /** The uploaded document's cleaned name, or null when none was sent. */
  documentName: string | null;
  status: VerificationStatus;
  /** The admin's reason for a rejection. */
  reason: string | null;
  requestedAt: string;
  decidedAt: string | null;
}

/** A request as the admin's Verification queue shows it. */
export interface AdminVerification extends EmployerVerification {
  employerId: string;
  employerName: string;
  /** Null for an employer who signed up with a phone and has no address. */
  employerEmail: string | null;
  company: string | null;
  /** Other employers' requests with the same GSTIN or Udyam number, waiting or approved: one business, two accounts? */
  sameNumber: { employerId: string; employerName: string; employerEmail: string | null; company: string | null; status: VerificationStatus }[];
}

export const verificationListSchema = z.object({ status: z.enum(verificationStatuses).default("pending"), page });
export type VerificationListInput = z.input<typeof verificationListSchema>;

export interface VerificationPage {
  verifications: AdminVerification[];
  totalCount: number;
  page: number;
  pageSize: number;
}

// ---------------------------------------------------------------------------------------------
// Audit log

export const auditActions = [
  "job.approve",
  "job.reject",
  "job.take_down",
  "job.delete",
  "job.close",
  "job.reopen",
  "job.renew",
  "reports.dismiss",
  "verification.approve",
  "verification.reject",
  "candidate.delete",
  "employer.delete",
  "course.create",
  "course.update",
  "course.delete",
  "enrollment.confirm",
  "enrollment.cancel",
  "enrollment.reset",
  "consultation.handle",
  "consultation.reopen",
  "mail.retry",
  "phone.retry",
  "conversation.read",
  "conversation.close",
  "conversation.dismiss",
  "interview.read",
  "company.approve",
  "company.reject",
] as const;
export type AuditAction = (typeof auditActions)[number];
export const auditTargetTypes = ["job", "verification", "candidate", "employer", "course", "enrollment", "consultation", "mail", "phone_message", "conversation"] as const;
export type AuditTargetType = (typeof auditTargetTypes)[number];

export const auditPageSize = 50;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "validation.audit.dateInvalid")
  .optional();

export const auditListSchema = z.object({
  action: z.enum(auditActions).optional(),
  targetType: z.enum(auditTargetTypes).optional(),
  /** Only this record (with `targetType`). */
  targetId: z.string().trim().max(100).optional(),
  /** First and last day, inclusive, in the site's time zone. */
  from: day,
  to: day,
  page,
});
export type AuditListInput = z.input<typeof auditListSchema>;
export type AuditListQuery = z.output<typeof auditListSchema>;

export interface AuditEntry {
  id: string;
  at: string;
  actorId: string;
  /** The admin's e-mail when the action was taken (kept if the account goes). */
  actorEmail: string;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string;
  /** A label for the record when it was acted on (job title, person's name …). */
  targetLabel: string | null;
  reason: string | null;
}

export interface AuditPage {
  entries: AuditEntry[];
  totalCount: number;
  page: number;
  pageSize: number;
}
