/**
 * The admin area (SPEC.md §2 Admin area, §6 admin row, §7, §8): the inputs of the `/api/admin/*`
 * routes and the shapes they answer with. Every route refuses guests (401) and candidates and
 * employers (403) on the server.
 *
 * Routes (all JSON under /api/admin):
 * - `GET    /dashboard` → `AdminDashboard` (visitors, stat cards, top viewed jobs, recent activity)
 * - `GET    /dashboard/activity` → `DailyActivity` (the 30-day chart; loaded only on the dashboard)
 * - `GET    /consultations?handled=&page=` → `ConsultationPage`, newest first
 * - `PATCH  /consultations/:id` `SetConsultationHandledInput` → `{ consultation: AdminConsultation }`
 * - `GET    /jobs?q=&status=&sort=&page=` → `AdminJobPage` (100 per page, with the total)
 * - `DELETE /jobs/:id` → `{ deleted: AdminDeletion }`: the job, its applications, saved entries and
 *   résumé links in one transaction
 * - `GET    /candidates?q=&page=` → `AdminCandidatePage`; `GET /candidates/:id` → `AdminCandidateDetail`
 * - `DELETE /candidates/:id` → `{ deleted: AdminDeletion }`
 * - `GET    /employers?q=&page=` → `AdminEmployerPage`; `GET /employers/:id?page=` → `AdminEmployerDetail`
 *   (their jobs `employerDetailPageSize` a page)
 * - `DELETE /employers/:id` → `{ deleted: AdminDeletion }` (their jobs and every application to them too)
 * - `GET    /mail` → `MailHealth` (the mail the outbox has not delivered)
 * - `POST   /mail/:id/retry` → `{ mail: UndeliveredMail }`: a given-up mail is tried again now (404 when
 *   there is no such mail, 409 `conflict` when it was not given up)
 * - `GET    /phone` → `PhoneOutboxHealth` (the SMS and WhatsApp messages: waiting, given up, sent today)
 */
import { z } from "zod";
import type { ApplicationStatus } from "./applications.ts";
import type { EducationEntry, ExperienceEntry, ResumeFile } from "./candidates.ts";
import { jobStatuses, type JobStatus, type JobType, type Language } from "./constants.ts";
import type { EnrollmentStatus, PaymentStatus } from "./courses.ts";
import type { PhoneChannel, PhoneMessageKind } from "./phone.ts";

/** Admin lists show this many rows a page (SPEC: jobs paged 100 per page with the total). */
export const adminPageSize = 100;
export const consultationsPageSize = 20;
/** Real-time visitors: distinct visitors seen in this window. */
export const realtimeVisitorWindowMinutes = 5;
/** The dashboard chart's span. */
export const activityDays = 30;
export const topViewedJobCount = 5;
export const recentActivityCount = 3;

const searchText = z
  .string()
  .trim()
  .max(200, "validation.search.max")
  .optional()
  .transform((value) => (value ? value : undefined));
const page = z.coerce.number().int().min(1).max(10_000).default(1);

// ---------------------------------------------------------------------------------------------
// Dashboard

/** Visitors counted by the server: one `nj_vid` cookie = one visitor; bots and the admin excluded. */
export interface VisitorCounts {
  /** Distinct visitors seen in the last `realtimeVisitorWindowMinutes` minutes. */
  realtime: number;
  /** Distinct visitors ever. */
  total: number;
  /**
   * Distinct visitors whose address geolocated to `region`; null when the server has no
   * geolocation database (the card says so instead of a number).
   */
  localArea: number | null;
  /** The configured region (LOCAL_REGION), e.g. "Karnataka". */
  region: string;
}

export interface AdminDashboardStats {
  candidates: number;
  employers: number;
  activeJobs: number;
  enrollments: number;
  pendingEnrollments: number;
  unhandledConsultations: number;
}

export interface TopViewedJob {
  id: string;
  title: string;
  company: string;
  status: JobStatus;
  views: number;
}

export interface RecentApplication {
  id: string;
  jobId: string;
  jobTitle: string;
  candidateName: string;
  status: ApplicationStatus;
  appliedAt: string;
}

export interface RecentEnrollment {
  id: string;
  courseId: string;
  courseTitle: string;
  studentName: string;
  status: EnrollmentStatus;
  requestedAt: string;
}

export interface AdminDashboard {
  visitors: VisitorCounts;
  stats: AdminDashboardStats;
  topViewedJobs: TopViewedJob[];
  recentApplications: RecentApplication[];
  recentEnrollments: RecentEnrollment[];
}

// ---------------------------------------------------------------------------------------------
// Mail not delivered (the dashboard's section; every e-mail goes through the outbox)

/** Mail still waiting this many minutes after it was queued is shown as stuck. */
export const stuckMailMinutes = 15;
/** The most undelivered mails the dashboard lists. */
export const undeliveredMailListed = 20;

export interface UndeliveredMail {
  id: number;
  recipient: string;
  subject: string;
  attempts: number;
  lastError: string | null;
  queuedAt: string;
  /** Given up (refused for good, or out of retries): only the admin's Send again sends it. */
  failed: boolean;
  /** When it is tried next; null once given up. */
  nextAttemptAt: string | null;
}

/** `GET /api/admin/mail`: what the outbox has not delivered. */
export interface MailHealth {
  /** Queued and not sent yet (new mail included). */
  waiting: number;
  /** Of those, queued more than `stuckMailMinutes` ago. */
  stuck: number;
  failed: number;
  /** Given-up first, then the longest waiting; at most `undeliveredMailListed`, stuck or given up only. */
  mails: UndeliveredMail[];
}

// ---------------------------------------------------------------------------------------------
// The phone outbox beside mail (SMS and WhatsApp messages, ADR 055)

/** The most undelivered phone messages the dashboard lists. */
export const undeliveredPhoneMessagesListed = 20;

/** A phone message not delivered: never its text, which may be a one-time code. */
export interface UndeliveredPhoneMessage {
  id: number;
  channel: PhoneChannel;
  /** E.164. */
  recipient: string;
  kind: PhoneMessageKind;
  language: Language;
  attempts: number;
  /** The provider's last answer (or "stopped: …" for a number that said STOP). */
  lastError: string | null;
  queuedAt: string;
  failed: boolean;
  nextAttemptAt: string | null;
}

/** `GET /api/admin/phone`: the phone outbox's figures, today being the site's day. */
export interface PhoneOutboxHealth {
  /** Queued and not sent yet. */
  waiting: number;
  /** Of those, queued more than `stuckMailMinutes` ago. */
  stuck: number;
  failed: number;
  /** Messages sent since the start of the site's day, SMS and WhatsApp. */
  sentToday: { sms: number; whatsapp: number };
  /** The SMS parts those SMS took (what a provider bills). */
  smsPartsToday: number;
  /** Given-up first, then the longest waiting; at most `undeliveredPhoneMessagesListed`, stuck or given up only. */
  messages: UndeliveredPhoneMessage[];
}

/** One day of the chart, in the site's time zone (`YYYY-MM-DD`), oldest first, `activityDays` long. */
export interface DailyActivityPoint {
  day: string;
  applications: number;
  signUps: number;
  enrollments: number;
}
export interface DailyActivity {
  days: DailyActivityPoint[];
}

// ---------------------------------------------------------------------------------------------
// Consultation requests

export interface AdminConsultation {
  id: string;
  userId: string | null;
  name: string;
  contact: string;
  message: string;
  createdAt: string;
  /** When the admin marked it handled; null while open. */
  handledAt: string | null;
}

export interface ConsultationPage {
  consultations: AdminConsultation[];
  totalCount: number;
  page: number;
  pageSize: number;
}

export const consultationListSchema = z.object({
  handled: z.enum(["true", "false"]).optional(),
  page,
});
export type ConsultationListInput = z.input<typeof consultationListSchema>;
export type ConsultationListQuery = z.output<typeof consultationListSchema>;

export const setConsultationHandledSchema = z.object({ handled: z.boolean() });
export type SetConsultationHandledInput = z.input<typeof setConsultationHandledSchema>;

// ---------------------------------------------------------------------------------------------
// Jobs

export const adminJobSorts = ["newest", "oldest", "most_viewed", "least_viewed"] as const;
export type AdminJobSort = (typeof adminJobSorts)[number];

export const adminJobListSchema = z.object({
  /** Matches title, company or location (case-insensitive substring). */
  q: searchText,
  status: z.enum(jobStatuses).optional(),
  sort: z.enum(adminJobSorts).default("newest"),
  page,
});
export type AdminJobListInput = z.input<typeof adminJobListSchema>;
export type AdminJobListQuery = z.output<typeof adminJobListSchema>;

export interface AdminJob {
  id: string;
  title: string;
  company: string;
  location: string;
  type: JobType;
  status: JobStatus;
  views: number;
  postedAt: string;
  employerId: string;
  applications: number;
}

export interface AdminJobPage {
  jobs: AdminJob[];
  totalCount: number;
  page: number;
  pageSize: number;
}

// ---------------------------------------------------------------------------------------------
// Candidates and employers

export const adminUserListSchema = z.object({
  /** Candidates: name or e-mail; employers: name, e-mail or company. */
  q: searchText,
  page,
});
export type AdminUserListInput = z.input<typeof adminUserListSchema>;
export type AdminUserListQuery = z.output<typeof adminUserListSchema>;

export interface AdminCandidate {
  id: string;
  name: string;
  /** Null for an account made with a phone (its stand-in address is never shown). */
  email: string | null;
  phone: string | null;
  registeredAt: string;
}

export interface AdminCandidatePage {
  candidates: AdminCandidate[];
  totalCount: number;
  page: number;
  pageSize: number;
}

export interface AdminCandidateApplication {
  id: string;
  jobId: string;
  jobTitle: string;
  company: string;
  status: ApplicationStatus;
  appliedAt: string;
}

export interface AdminCandidateEnrollment {
  id: string;
  courseId: string;
  courseTitle: string;
  status: EnrollmentStatus;
  paymentStatus: PaymentStatus;
  requestedAt: string;
}

/** The candidate's profile as the admin sees it: never a password or its hash. */
export interface AdminCandidateDetail {
  candidate: AdminCandidate & {
    bio: string;
    skills: string[];
    education: EducationEntry[];
    experience: ExperienceEntry[];
    resume: ResumeFile | null;
  };
  applications: AdminCandidateApplication[];
  enrollments: AdminCandidateEnrollment[];
}

export interface AdminEmployer {
  id: string;
  name: string;
  company: string | null;
  /** Null for an account made with a phone. */
  email: string | null;
  phone: string | null;
  jobsPosted: number;
  registeredAt: string;
}

export interface AdminEmployerPage {
  employers: AdminEmployer[];
  totalCount: number;
  page: number;
  pageSize: number;
}

/** An employer's detail shows this many of their jobs a page, newest first. */
export const employerDetailPageSize = 20;

export const adminEmployerDetailSchema = z.object({ page });
export type AdminEmployerDetailInput = z.input<typeof adminEmployerDetailSchema>;

export interface AdminEmployerDetail {
  employer: AdminEmployer;
  /** One page of the jobs they posted (`totalCount` of them in all), newest first. */
  jobs: AdminJobPage;
}

/** What a delete removed, for the confirmation toast and the tests. */
export interface AdminDeletion {
  jobs: number;
  applications: number;
  savedJobs: number;
  enrollments: number;
  files: number;
  sessions: number;
}
