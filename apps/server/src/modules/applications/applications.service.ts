/**
 * Applications: applying once per job with the profile's resume, the candidate's and the
 * reviewer's lists, and the employer's moves (shortlist, reject, hire). Every move is a conditional
 * UPDATE, so two requests at the same moment cannot both win.
 */
import { isHiddenJobStatus } from "@app/shared/job-visibility";
import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type {
  ApplicationListQuery,
  ApplicationPage,
  ApplyValues,
  CandidateApplication,
  EmployerApplication,
  OwnApplicationSummary,
  ReviewStatus,
} from "@app/shared/applications";
import type { Job } from "@app/shared/jobs";
import type { SessionUser } from "@app/shared/user";
import type { Database } from "../../db/client.ts";
import { isForeignKeyViolation } from "../../db/errors.ts";
import { applications, candidateProfiles, files, jobs, talentInvitations, user } from "../../db/schema/index.ts";
import { AppError } from "../../errors/app-error.ts";
import { loadNotificationSettings } from "../../notifications/channels.ts";
import { getJobById, isListed } from "../jobs/jobs.service.ts";
import {
  candidateApplicationColumns,
  employerApplicationColumns,
  toCandidateApplication,
  toEmployerApplication,
  type EmployerApplicationRow,
} from "./applications.mapper.ts";
import { cancelInterviewsEndingWithJob, type EndedInterview } from "../interviews/interviews-ending-with-job.ts";
import { closeWaitingInvitationsOfJob, type ClosedInvitation } from "../talent-pool/invitations-ending-with-job.ts";
import { markUndecidedNotSelected, type EndedApplication } from "./undecided-applications.ts";

/** Who an application concerns, for its e-mails and events. */
export interface ApplicationParties {
  employer: { id: string; name: string; email: string };
}

function candidateApplications(db: Database, where: SQL | undefined) {
  return db
    .select(candidateApplicationColumns)
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(files, eq(files.id, applications.resumeFileId))
    .where(where);
}

function employerApplications(db: Database, where: SQL | undefined) {
  return db
    .select(employerApplicationColumns)
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(files, eq(files.id, applications.resumeFileId))
    .innerJoin(user, eq(user.id, applications.candidateId))
    .leftJoin(candidateProfiles, eq(candidateProfiles.userId, applications.candidateId))
    .where(where);
}

const newestFirst = [desc(applications.createdAt), desc(applications.id)];

/** The rows as their employer sees them, each with the language the site writes to its candidate in (the WhatsApp hello's). */
async function withCandidateLanguages(db: Database, rows: EmployerApplicationRow[]): Promise<EmployerApplication[]> {
  const people = await loadNotificationSettings(db, rows.map((row) => row.candidateId));
  return rows.map((row) => toEmployerApplication(row, people.get(row.candidateId)?.language ?? "en"));
}

/**
 * Applies with the profile's current resume, which the application keeps from then on. The job is
 * checked first (missing or hidden 404, closed 409), then an earlier application, then the resume;
 * the unique constraint settles two attempts at the same moment. The job row is share-locked until
 * the insert commits, so a hire or a close at the same moment either sees this application (and
 * marks it not_selected) or happens first and is seen here: none is left pending on an ended job.
 * The candidate's invitation to the job still waiting for an answer, if any, is answered by the
 * application (`applied`), however they applied: its employer no longer reads it as waiting.
 * `answeredInvitationId` names it, for the live event.
 */
export async function applyToJob(
  db: Database,
  candidateId: string,
  input: ApplyValues,
): Promise<{ application: CandidateApplication; answeredInvitationId: string | null } & ApplicationParties> {
  const { id, employer, answeredInvitationId } = await db.transaction(async (transaction) => {
    const [job] = await transaction
      .select({
        status: jobs.status,
        title: jobs.title,
        titleKn: jobs.titleKn,
        company: jobs.company,
        location: jobs.location,
        open: sql<boolean>`${isListed()}`,
        employerId: jobs.employerId,
        employerName: user.name,
        employerEmail: user.email,
      })
      .from(jobs)
      .innerJoin(user, eq(user.id, jobs.employerId))
      .where(eq(jobs.id, input.jobId))
      .for("share", { of: jobs });
    if (!job || isHiddenJobStatus(job.status)) throw new AppError("not_found");
    if (!job.open) throw new AppError("job_not_open");

    const [earlier] = await transaction
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.jobId, input.jobId), eq(applications.candidateId, candidateId)));
    if (earlier) throw new AppError("already_applied");

    const [profile] = await transaction
      .select({ resumeFileId: candidateProfiles.resumeFileId })
      .from(candidateProfiles)
      .where(eq(candidateProfiles.userId, candidateId));
    if (!profile?.resumeFileId) throw new AppError("resume_required");

    let inserted: { id: string } | undefined;
    try {
      [inserted] = await transaction
        .insert(applications)
        .values({
          jobId: input.jobId,
          candidateId,
          resumeFileId: profile.resumeFileId,
          coverLetter: input.coverLetter ?? null,
          jobTitle: job.title,
          jobTitleKn: job.titleKn,
          jobCompany: job.company,
          jobLocation: job.location,
        })
        .onConflictDoNothing({ target: [applications.jobId, applications.candidateId] })
        .returning({ id: applications.id });
    } catch (error) {
      // The candidate was deleted (by the admin) since the checks above.
      if (isForeignKeyViolation(error)) throw new AppError("not_found");
      throw error;
    }
    if (!inserted) throw new AppError("already_applied");
    const [answered] = await transaction
      .update(talentInvitations)
      .set({ status: "applied", answeredAt: sql`now()` })
      .where(and(eq(talentInvitations.jobId, input.jobId), eq(talentInvitations.candidateId, candidateId), eq(talentInvitations.status, "sent")))
      .returning({ id: talentInvitations.id });
    return { id: inserted.id, employer: { id: job.employerId, name: job.employerName, email: job.employerEmail }, answeredInvitationId: answered?.id ?? null };
  });

  const [row] = await candidateApplications(db, eq(applications.id, id));
  // Deleted with its job or candidate in the moment between the insert and this read.
  if (!row) throw new AppError("not_found");
  return { application: toCandidateApplication(row), employer, answeredInvitationId };
}

export async function listCandidateApplications(
  db: Database,
  candidateId: string,
  query: ApplicationListQuery,
): Promise<ApplicationPage<CandidateApplication>> {
  const where = and(
    eq(applications.candidateId, candidateId),
    query.jobId ? eq(applications.jobId, query.jobId) : undefined,
    query.status ? eq(applications.status, query.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    candidateApplications(db, where)
      .orderBy(...newestFirst)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(applications).where(where),
  ]);
  return {
    applications: rows.map(toCandidateApplication),
    totalCount: total?.value ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * The applications a reviewer may see: an employer's own jobs' (a job filter naming someone else's
 * job is "not found"), or every one for the admin.
 */
export async function listApplicationsForReview(
  db: Database,
  reviewer: SessionUser,
  query: ApplicationListQuery,
): Promise<ApplicationPage<EmployerApplication>> {
  const ownJobs = reviewer.role === "admin" ? undefined : eq(jobs.employerId, reviewer.id);
  if (query.jobId) {
    const [job] = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.id, query.jobId), ownJobs));
    if (!job) throw new AppError("not_found");
  }
  const where = and(
    ownJobs,
    query.jobId ? eq(applications.jobId, query.jobId) : undefined,
    query.status ? eq(applications.status, query.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    employerApplications(db, where)
      .orderBy(...newestFirst)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ value: count() })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(where),
  ]);
  return {
    applications: await withCandidateLanguages(db, rows),
    totalCount: total?.value ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function getEmployerApplication(db: Database, id: string): Promise<EmployerApplication> {
  const [application] = await withCandidateLanguages(db, await employerApplications(db, eq(applications.id, id)));
  return application!;
}

/**
 * Shortlists or rejects a pending application to one of the employer's open jobs. The job row is
 * share-locked so a hire or a close running at the same moment is seen before deciding.
 */
export async function reviewApplication(
  db: Database,
  employerId: string,
  id: string,
  status: ReviewStatus,
): Promise<EmployerApplication> {
  await db.transaction(async (transaction) => {
    const [target] = await transaction
      .select({ open: sql<boolean>`${isListed()}` })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(and(eq(applications.id, id), eq(jobs.employerId, employerId)))
      .for("share", { of: jobs });
    if (!target) throw new AppError("not_found");
    if (!target.open) throw new AppError("job_not_open");
    const changed = await transaction
      .update(applications)
      .set({ status, updatedAt: sql`now()` })
      .where(and(eq(applications.id, id), eq(applications.status, "pending")))
      .returning({ id: applications.id });
    if (changed.length === 0) throw new AppError("invalid_status_change", { params: { status } });
  });
  return getEmployerApplication(db, id);
}

/**
 * Marks a shortlisted candidate hired: in one transaction the job becomes filled (so it leaves
 * search) by that candidate, the application hired, and the job's other pending and shortlisted
 * applications not_selected. All of it happens or none. The filled job's row lock makes a second
 * hire wait, then find the job no longer open.
 */
export async function hireApplication(
  db: Database,
  employerId: string,
  id: string,
): Promise<{ application: EmployerApplication; job: Job; notSelected: EndedApplication[]; cancelledInterviews: EndedInterview[]; closedInvitations: ClosedInvitation[] }> {
  const { jobId, notSelected, cancelledInterviews, closedInvitations } = await db.transaction(async (transaction) => {
    const [target] = await transaction
      .select({ jobId: applications.jobId, candidateId: applications.candidateId })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(and(eq(applications.id, id), eq(jobs.employerId, employerId)));
    if (!target) throw new AppError("not_found");
    const filled = await transaction
      .update(jobs)
      .set({ status: "filled", filledBy: target.candidateId, filledAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(jobs.id, target.jobId), isListed()))
      .returning({ id: jobs.id });
    if (filled.length === 0) throw new AppError("job_not_open");
    const hired = await transaction
      .update(applications)
      .set({ status: "hired", updatedAt: sql`now()` })
      .where(and(eq(applications.id, id), eq(applications.status, "shortlisted")))
      .returning({ id: applications.id });
    // Thrown inside the transaction, so the job goes back to active.
    if (hired.length === 0) throw new AppError("invalid_status_change", { params: { status: "hired" } });
    return {
      jobId: target.jobId,
      notSelected: await markUndecidedNotSelected(transaction, target.jobId),
      // The job ended for everyone else: their interviews still to come, and invitations still waiting.
      cancelledInterviews: await cancelInterviewsEndingWithJob(transaction, target.jobId, { exceptApplicationId: id }),
      closedInvitations: await closeWaitingInvitationsOfJob(transaction, target.jobId),
    };
  });
  const [application, job] = await Promise.all([getEmployerApplication(db, id), getJobById(db, jobId, null)]);
  return { application, job: job!, notSelected, cancelledInterviews, closedInvitations };
}

/** The candidate's own application to a job, shown with the job; null when there is none. */
export async function findOwnApplication(
  db: Database,
  candidateId: string,
  jobId: string,
): Promise<OwnApplicationSummary | null> {
  const [row] = await db
    .select({ id: applications.id, status: applications.status, createdAt: applications.createdAt })
    .from(applications)
    .where(and(eq(applications.jobId, jobId), eq(applications.candidateId, candidateId)));
  return row ? { id: row.id, status: row.status, appliedAt: row.createdAt.toISOString() } : null;
}
