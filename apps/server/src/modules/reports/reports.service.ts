/**
 * Reports of jobs and the admin's Reports queue. Anyone may report a job once per visitor (the
 * `nj_vid` cookie) and once per account; the report that brings a listed job to `reportsToHide`
 * distinct reporters hides it (`reported`) in the same transaction. Reporters differ by account, or
 * signed out by network (so new cookies from one address count once), and one network's reports
 * hide at most `reportHidesPerNetworkPerDay` jobs a day. The employer of a hidden job may ask for
 * the admin's look, which puts the job first in the queue. The admin dismisses a job's open
 * reports (a hidden job is listed again) or takes the job down; each writes its audit entry in the
 * transaction of the change.
 */
import { and, countDistinct, desc, eq, gt, inArray, isNull, max, ne, sql } from "drizzle-orm";
import { isHiddenJobStatus } from "@app/shared/job-visibility";
import {
  moderationPageSize,
  reportHidesPerNetworkPerDay,
  reportsToHide,
  type CreateReportInput,
  type ReportGroup,
  type ReportPage,
} from "@app/shared/trust";
import type { JobStatus } from "@app/shared/constants";
import type { SessionUser } from "@app/shared/user";
import type { Database } from "../../db/client.ts";
import { jobReports, jobs, user } from "../../db/schema/index.ts";
import { AppError } from "../../errors/app-error.ts";
import { markUndecidedNotSelected, type EndedApplication } from "../applications/undecided-applications.ts";
import { cancelInterviewsEndingWithJob, type EndedInterview } from "../interviews/interviews-ending-with-job.ts";
import { closeWaitingInvitationsOfJob, type ClosedInvitation } from "../talent-pool/invitations-ending-with-job.ts";
import { recordAudit } from "../audit/audit.service.ts";

export interface Reporter {
  visitorId: string;
  /** The signed-in user, null for a guest. */
  user: SessionUser | null;
  /** The reporter's network as a keyed hash (reports.routes.ts). */
  network: string;
}

const isOpen = isNull(jobReports.resolvedAt);

/** Who a report is from, for counting reporters: the account, else the network (else, for reports older than networks, the visitor). */
const reporterIdentity = sql<string>`coalesce('u:' || ${jobReports.userId}, 'n:' || ${jobReports.reporterNetwork}, 'v:' || ${jobReports.visitorId}::text)`;

function identityOf(report: { userId: string | null; reporterNetwork: string | null; visitorId: string }): string {
  if (report.userId) return `u:${report.userId}`;
  return report.reporterNetwork ? `n:${report.reporterNetwork}` : `v:${report.visitorId}`;
}

/** Other jobs now hidden by reports that `network` took part in over the last day. */
async function jobsHiddenByNetworkToday(db: Database, network: string, jobId: string): Promise<number> {
  const [row] = await db
    .select({ value: countDistinct(jobReports.jobId) })
    .from(jobReports)
    .innerJoin(jobs, eq(jobs.id, jobReports.jobId))
    .where(
      and(
        eq(jobReports.reporterNetwork, network),
        gt(jobReports.createdAt, sql`now() - interval '1 day'`),
        eq(jobs.status, "reported"),
        ne(jobReports.jobId, jobId),
      ),
    );
  return row?.value ?? 0;
}

/** The job row, locked until the transaction ends, so reports and the admin's actions on one job run one at a time. */
async function lockJob(db: Database, jobId: string) {
  const [job] = await db
    .select({ id: jobs.id, title: jobs.title, titleKn: jobs.titleKn, company: jobs.company, status: jobs.status, employerId: jobs.employerId })
    .from(jobs)
    .where(eq(jobs.id, jobId))
    .for("update");
  return job ?? null;
}

/** A job this report hid, with its employer to tell. */
export interface HiddenJob {
  job: { id: string; title: string; company: string };
  employer: { name: string; email: string };
}

/**
 * Stores a report. A job hidden from the public cannot be reported (it is "not found", as its page
 * is); its own employer may not report it. Returns the job and its employer when this report hid it.
 */
export async function reportJob(db: Database, reporter: Reporter, jobId: string, input: CreateReportInput): Promise<HiddenJob | null> {
  return db.transaction(async (transaction) => {
    const job = await lockJob(transaction, jobId);
    if (!job || isHiddenJobStatus(job.status)) throw new AppError("not_found");
    if (reporter.user?.id === job.employerId) throw new AppError("forbidden");

    // Either unique index (visitor or account) makes a second report a no-op.
    const inserted = await transaction
      .insert(jobReports)
      .values({
        jobId,
        visitorId: reporter.visitorId,
        userId: reporter.user?.id ?? null,
        reporterNetwork: reporter.network,
        reason: input.reason,
        note: input.note ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: jobReports.id });
    if (inserted.length === 0) throw new AppError("already_reported");

    if (job.status !== "active") return null;
    const [open] = await transaction
      .select({ reporters: countDistinct(reporterIdentity) })
      .from(jobReports)
      .where(and(eq(jobReports.jobId, jobId), isOpen));
    if ((open?.reporters ?? 0) < reportsToHide) return null;
    // Past its day's hides, a network's reports wait for the admin like any other.
    if ((await jobsHiddenByNetworkToday(transaction, reporter.network, jobId)) >= reportHidesPerNetworkPerDay) return null;
    await transaction.update(jobs).set({ status: "reported", updatedAt: sql`now()` }).where(eq(jobs.id, jobId));
    const [employer] = await transaction.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, job.employerId));
    return { job, employer: employer! };
  });
}

/**
 * The employer of a job hidden by reports asks the admin to look at it: the job goes first in the
 * admin's queue. Asking again changes nothing. Another employer's job is not found.
 */
export async function requestReview(db: Database, employer: SessionUser, jobId: string): Promise<{ id: string; reviewRequestedAt: string }> {
  return db.transaction(async (transaction) => {
    const job = await lockJob(transaction, jobId);
    if (!job || job.employerId !== employer.id) throw new AppError("not_found");
    if (job.status !== "reported") throw new AppError("not_under_review");
    const [row] = await transaction
      .update(jobs)
      .set({ reviewRequestedAt: sql`coalesce(${jobs.reviewRequestedAt}, now())` })
      .where(eq(jobs.id, jobId))
      .returning({ reviewRequestedAt: jobs.reviewRequestedAt });
    return { id: jobId, reviewRequestedAt: row!.reviewRequestedAt!.toISOString() };
  });
}

/**
 * Jobs with open reports, those whose employer asked for a look first, then the most recently
 * reported first, a page at a time, each with its open reports.
 */
export async function listReports(db: Database, query: { page: number }): Promise<ReportPage> {
  const lastReportedAt = max(jobReports.createdAt);
  const [pageRows, [total]] = await Promise.all([
    db
      .select({ jobId: jobReports.jobId })
      .from(jobReports)
      .innerJoin(jobs, eq(jobs.id, jobReports.jobId))
      .where(isOpen)
      .groupBy(jobReports.jobId, jobs.reviewRequestedAt)
      .orderBy(sql`${jobs.reviewRequestedAt} is null`, jobs.reviewRequestedAt, desc(lastReportedAt), desc(jobReports.jobId))
      .limit(moderationPageSize)
      .offset((query.page - 1) * moderationPageSize),
    db.select({ value: countDistinct(jobReports.jobId) }).from(jobReports).where(isOpen),
  ]);
  const page = { totalCount: total?.value ?? 0, page: query.page, pageSize: moderationPageSize };
  if (pageRows.length === 0) return { groups: [], ...page };

  const jobIds = pageRows.map((row) => row.jobId);
  const [jobRows, reportRows] = await Promise.all([
    db
      .select({
        id: jobs.id,
        title: jobs.title,
        company: jobs.company,
        status: jobs.status,
        employerId: jobs.employerId,
        reviewRequestedAt: jobs.reviewRequestedAt,
      })
      .from(jobs)
      .where(inArray(jobs.id, jobIds)),
    db
      .select({
        jobId: jobReports.jobId,
        visitorId: jobReports.visitorId,
        userId: jobReports.userId,
        reporterNetwork: jobReports.reporterNetwork,
        reason: jobReports.reason,
        note: jobReports.note,
        createdAt: jobReports.createdAt,
      })
      .from(jobReports)
      .where(and(inArray(jobReports.jobId, jobIds), isOpen))
      .orderBy(desc(jobReports.createdAt), desc(jobReports.id)),
  ]);
  const jobsById = new Map(jobRows.map((job) => [job.id, job]));

  // Counted from the reports read, so a group's numbers always match the reports it shows.
  const groups = jobIds.flatMap((jobId): ReportGroup[] => {
    const job = jobsById.get(jobId);
    const reports = reportRows.filter((report) => report.jobId === jobId);
    // Deleted or resolved between the two reads.
    if (!job || reports.length === 0) return [];
    const reasons: ReportGroup["reasons"] = {};
    for (const report of reports) reasons[report.reason] = (reasons[report.reason] ?? 0) + 1;
    return [
      {
        job: { ...job, reviewRequestedAt: job.reviewRequestedAt?.toISOString() ?? null },
        count: reports.length,
        reporters: new Set(reports.map(identityOf)).size,
        reasons,
        reports: reports.map((report) => ({
          reason: report.reason,
          note: report.note,
          reportedAt: report.createdAt.toISOString(),
          signedIn: report.userId !== null,
        })),
        lastReportedAt: reports[0]!.createdAt.toISOString(),
      },
    ];
  });
  return { groups, ...page };
}

/** Resolves a job's open reports; returns how many there were. */
async function resolveOpenReports(db: Database, jobId: string, resolution: "dismissed" | "taken_down"): Promise<number> {
  const resolved = await db
    .update(jobReports)
    .set({ resolvedAt: sql`now()`, resolution })
    .where(and(eq(jobReports.jobId, jobId), isOpen))
    .returning({ id: jobReports.id });
  return resolved.length;
}

/** What an admin's action changed, for the events that follow it. */
export interface ModerationOutcome {
  job: { id: string; title: string; titleKn: string | null; company: string; employerId: string };
  /** Whether the job's status changed (so its public pages must hear of it). */
  statusChanged: boolean;
}

/** The admin finds nothing wrong: the open reports are dismissed and a job they hid is listed again. */
export async function dismissReports(db: Database, admin: SessionUser, jobId: string): Promise<ModerationOutcome> {
  return db.transaction(async (transaction) => {
    const job = await lockJob(transaction, jobId);
    if (!job) throw new AppError("not_found");
    const dismissed = await resolveOpenReports(transaction, jobId, "dismissed");
    if (dismissed === 0) throw new AppError("no_open_reports");
    const restored = job.status === "reported";
    await transaction
      .update(jobs)
      .set({ ...(restored ? { status: "active" as const, updatedAt: sql`now()` } : {}), reviewRequestedAt: null })
      .where(eq(jobs.id, jobId));
    await recordAudit(transaction, admin, {
      action: "reports.dismiss",
      targetType: "job",
      targetId: jobId,
      targetLabel: job.title,
      details: { reports: dismissed, ...(restored ? { status: { from: "reported", to: "active" } } : {}) },
    });
    return { job, statusChanged: restored };
  });
}

/**
 * The admin takes a job down, whether reported or not: it leaves the site for good (only its
 * employer and the admin see it, with the reason) and its open reports are resolved with it. As
 * nothing brings a job back from there, its applications still awaiting a decision end with it, as
 * with a close: not_selected (ADR 016), its interviews not yet over are cancelled and its waiting invitations closed. Returns the employer, for the mail, and those applications.
 */
export async function takeDownJob(
  db: Database,
  admin: SessionUser,
  jobId: string,
  reason: string,
): Promise<ModerationOutcome & { employer: { name: string; email: string }; notSelected: EndedApplication[]; cancelledInterviews: EndedInterview[]; closedInvitations: ClosedInvitation[] }> {
  return db.transaction(async (transaction) => {
    const job = await lockJob(transaction, jobId);
    if (!job) throw new AppError("not_found");
    if (job.status === "taken_down") throw new AppError("conflict");
    const previousStatus: JobStatus = job.status;
    await transaction
      .update(jobs)
      .set({ status: "taken_down", moderationReason: reason, reviewRequestedAt: null, updatedAt: sql`now()` })
      .where(eq(jobs.id, jobId));
    const resolved = await resolveOpenReports(transaction, jobId, "taken_down");
    const notSelected = await markUndecidedNotSelected(transaction, jobId);
    const cancelledInterviews = await cancelInterviewsEndingWithJob(transaction, jobId);
    const closedInvitations = await closeWaitingInvitationsOfJob(transaction, jobId);
    await recordAudit(transaction, admin, {
      action: "job.take_down",
      targetType: "job",
      targetId: jobId,
      targetLabel: job.title,
      reason,
      details: { reports: resolved, status: { from: previousStatus, to: "taken_down" }, notSelected: notSelected.length },
    });
    const [employer] = await transaction.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, job.employerId));
    return { job, statusChanged: true, employer: employer!, notSelected, cancelledInterviews, closedInvitations };
  });
}
