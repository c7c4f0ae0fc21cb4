/**
 * The admin's candidates and employers: the lists (search, newest registration first, 100 a page
 * with the total), a candidate's or employer's detail, and deleting an account with everything that
 * is theirs in one transaction. Only a candidate's or an employer's id names one here: the admin's
 * own account, like an unknown id, is "not found", so it can never be deleted.
 */
import { and, count, desc, eq, inArray, like, or, sql, type SQL } from "drizzle-orm";
import {
  adminPageSize,
  type AdminCandidate,
  type AdminCandidateDetail,
  type AdminCandidatePage,
  type AdminDeletion,
  type AdminEmployer,
  type AdminEmployerDetail,
  type AdminEmployerPage,
  type AdminUserListQuery,
} from "@app/shared/admin";
import { shownEmail } from "@app/shared/phone";
import type { SessionUser } from "@app/shared/user";
import type { Database } from "../../db/client.ts";
import {
  activeEnrollmentStatuses,
  applications,
  candidateProfiles,
  companyPages,
  courses,
  enrollments,
  files,
  jobs,
  savedJobs,
  session,
  user,
  verification,
} from "../../db/schema/index.ts";
import { AppError } from "../../errors/app-error.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { getProfile } from "../candidates/candidates.service.ts";
import { listCandidateEnrollments } from "../courses/enrollments.service.ts";
import { cancelInterviewsOfCandidate, type EndedInterview } from "../interviews/interviews-ending-with-job.ts";
import { endJobBeforeDeletion, type JobDeletionEnding } from "../jobs/jobs.service.ts";
import { listEmployerJobs, qualified, searchMatches } from "./admin-jobs.service.ts";

type ManagedRole = "candidate" | "employer";

const newestRegistration = [desc(user.createdAt), desc(user.id)];

/**
 * A search typed as a mobile number ("98450 12345", "+91 98450-12345"): its digits and plus alone, as
 * the number is stored (+919845012345), so it is found however it was spaced.
 */
const typedNumber = /^\+?[\d\s-]{5,}$/;

/** Name, e-mail, company or mobile number (`user.admin_search`; a candidate has no company) contains `q`. */
function matches(q: string | undefined): SQL | undefined {
  if (q === undefined) return undefined;
  return searchMatches(user.adminSearch, typedNumber.test(q.trim()) ? q.replace(/[\s-]/g, "") : q);
}

const candidateColumns = {
  id: user.id,
  name: user.name,
  email: user.email,
  phone: user.phone,
  createdAt: user.createdAt,
};

function toAdminCandidate({ createdAt, email, ...row }: { id: string; name: string; email: string; phone: string | null; createdAt: Date }): AdminCandidate {
  return { ...row, email: shownEmail(email), registeredAt: createdAt.toISOString() };
}

export async function listCandidates(db: Database, query: AdminUserListQuery): Promise<AdminCandidatePage> {
  const where = and(eq(user.role, "candidate"), matches(query.q));
  const [rows, [total]] = await Promise.all([
    db
      .select(candidateColumns)
      .from(user)
      .where(where)
      .orderBy(...newestRegistration)
      .limit(adminPageSize)
      .offset((query.page - 1) * adminPageSize),
    db.select({ value: count() }).from(user).where(where),
  ]);
  return { candidates: rows.map(toAdminCandidate), totalCount: total?.value ?? 0, page: query.page, pageSize: adminPageSize };
}

const employerColumns = {
  ...candidateColumns,
  company: user.company,
  // Read from jobs_employer_id_idx.
  jobsPosted: sql<number>`(select count(*) from ${jobs} where ${qualified(jobs, jobs.employerId)} = ${qualified(user, user.id)})`.mapWith(Number),
};

function toAdminEmployer({ createdAt, email, ...row }: {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  jobsPosted: number;
  createdAt: Date;
}): AdminEmployer {
  return { ...row, email: shownEmail(email), registeredAt: createdAt.toISOString() };
}

export async function listEmployers(db: Database, query: AdminUserListQuery): Promise<AdminEmployerPage> {
  const where = and(eq(user.role, "employer"), matches(query.q));
  const [rows, [total]] = await Promise.all([
    db
      .select(employerColumns)
      .from(user)
      .where(where)
      .orderBy(...newestRegistration)
      .limit(adminPageSize)
      .offset((query.page - 1) * adminPageSize),
    db.select({ value: count() }).from(user).where(where),
  ]);
  return { employers: rows.map(toAdminEmployer), totalCount: total?.value ?? 0, page: query.page, pageSize: adminPageSize };
}

/** The candidate's profile, applications and enrolments; never anything of their password. */
export async function getCandidateDetail(db: Database, id: string): Promise<AdminCandidateDetail> {
  const [row] = await db
    .select(candidateColumns)
    .from(user)
    .where(and(eq(user.id, id), eq(user.role, "candidate")));
  if (!row) throw new AppError("not_found");
  const [profile, applied, enrolled] = await Promise.all([
    getProfile(db, id),
    db
      .select({
        id: applications.id,
        jobId: applications.jobId,
        jobTitle: jobs.title,
        company: jobs.company,
        status: applications.status,
        createdAt: applications.createdAt,
      })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(eq(applications.candidateId, id))
      .orderBy(desc(applications.createdAt), desc(applications.id)),
    listCandidateEnrollments(db, id),
  ]);
  return {
    candidate: {
      ...toAdminCandidate(row),
      bio: profile.bio,
      skills: profile.skills,
      education: profile.education,
      experience: profile.experience,
      resume: profile.resume,
    },
    applications: applied.map(({ createdAt, ...application }) => ({ ...application, appliedAt: createdAt.toISOString() })),
    enrollments: enrolled.map((enrollment) => ({
      id: enrollment.id,
      courseId: enrollment.courseId,
      courseTitle: enrollment.courseTitle,
      status: enrollment.status,
      paymentStatus: enrollment.paymentStatus,
      requestedAt: enrollment.requestedAt,
    })),
  };
}

export async function getEmployerDetail(db: Database, id: string, page: number): Promise<AdminEmployerDetail> {
  const [row] = await db
    .select(employerColumns)
    .from(user)
    .where(and(eq(user.id, id), eq(user.role, "employer")));
  if (!row) throw new AppError("not_found");
  return { employer: toAdminEmployer(row), jobs: await listEmployerJobs(db, id, page) };
}

/** What a deleted account took with it, and who else must hear of it. */
export interface DeletedAccount {
  deleted: AdminDeletion;
  /** The storage keys of the account's files: removed from storage once the transaction committed. */
  storageKeys: string[];
  /** Other people's résumés the removed applications kept (an employer's): removed after the commit if nothing else keeps them. */
  resumeFileIds: string[];
  /** The jobs that went (an employer's). */
  jobIds: string[];
  /** Each of those jobs, with what it ended before it went (as `deleteJob` does): whom to tell. */
  endedJobs: EndedJobOfAccount[];
  /** A candidate's interviews not yet over, cancelled before their applications went: their employers are told. */
  cancelledInterviews: EndedInterview[];
  /** The courses whose enrolled count went down. */
  courseIds: string[];
  /** The other side of every removed application: employers for a candidate, candidates for an employer. */
  otherParties: string[];
}

/** A deleted employer's job as its people are told it was withdrawn. */
export interface EndedJobOfAccount extends JobDeletionEnding {
  id: string;
  title: string;
  titleKn: string | null;
  company: string;
}

const distinct = (values: string[]) => [...new Set(values)];

/**
 * Deletes a candidate or an employer in one transaction: the user row, its sessions (so its next
 * request is signed out: Better Auth keeps no cookie cache here), accounts, profile and files
 * rows, and for a candidate their applications, saved jobs and enrolments, for an employer their
 * jobs with every application to them and every saved entry. Each table is emptied by an explicit
 * DELETE … RETURNING, so the counts are what went, not what cascaded unseen. The admin's audit entry
 * (name and e-mail as they were, the counts) is written in the same transaction.
 *
 * Locks, in the order the other writers take them, so none of them can slip a row in between and
 * no two wait on each other: the courses the candidate holds a place in first (enrolments lock the
 * course, then write the enrolment), then the user row, which stops any new row that refers to the
 * user (an application, a job, an enrolment, a session) until the commit; an employer's jobs next,
 * which stops new applications to them.
 */
export async function deleteAccount(db: Database, admin: SessionUser, role: ManagedRole, id: string): Promise<DeletedAccount> {
  return db.transaction(async (transaction) => {
    const placesHeld = await transaction
      .selectDistinct({ courseId: enrollments.courseId })
      .from(enrollments)
      .where(and(eq(enrollments.userId, id), inArray(enrollments.status, [...activeEnrollmentStatuses])))
      .orderBy(enrollments.courseId);
    if (placesHeld.length > 0) {
      await transaction
        .select({ id: courses.id })
        .from(courses)
        .where(inArray(courses.id, placesHeld.map((place) => place.courseId)))
        .orderBy(courses.id)
        .for("no key update");
    }
    const [account] = await transaction
      .select({ id: user.id, name: user.name, email: user.email, phoneNumber: user.phoneNumber })
      .from(user)
      .where(and(eq(user.id, id), eq(user.role, role)))
      .for("update");
    if (!account) throw new AppError("not_found");

    const ownJobs = await transaction
      .select({ id: jobs.id, title: jobs.title, titleKn: jobs.titleKn, company: jobs.company })
      .from(jobs)
      .where(eq(jobs.employerId, id))
      .orderBy(jobs.id)
      .for("update");
    const jobIds = ownJobs.map((job) => job.id);
    // Each job ends as a deleted job does, before the rows go: its people are told after the commit.
    const endedJobs: EndedJobOfAccount[] = [];
    for (const job of ownJobs) endedJobs.push({ ...job, ...(await endJobBeforeDeletion(transaction, job.id)) });
    // A candidate's interviews end before their applications go (the cascade would take them unseen).
    const cancelledInterviews = role === "candidate" ? await cancelInterviewsOfCandidate(transaction, id) : [];

    const applicationsGone = await transaction
      .delete(applications)
      .where(or(eq(applications.candidateId, id), jobIds.length ? inArray(applications.jobId, jobIds) : undefined))
      .returning({ candidateId: applications.candidateId, jobId: applications.jobId, resumeFileId: applications.resumeFileId });
    const savedGone = await transaction
      .delete(savedJobs)
      .where(or(eq(savedJobs.userId, id), jobIds.length ? inArray(savedJobs.jobId, jobIds) : undefined))
      .returning({ jobId: savedJobs.jobId });
    const enrollmentsGone = await transaction
      .delete(enrollments)
      .where(eq(enrollments.userId, id))
      .returning({ courseId: enrollments.courseId, status: enrollments.status });
    const courseIds = await lowerEnrolledCounts(transaction, enrollmentsGone);
    const jobsGone = jobIds.length ? await transaction.delete(jobs).where(inArray(jobs.id, jobIds)).returning({ id: jobs.id }) : [];
    const sessionsGone = await transaction.delete(session).where(eq(session.userId, id)).returning({ id: session.id });
    await transaction.delete(candidateProfiles).where(eq(candidateProfiles.userId, id));
    const filesGone = await transaction.delete(files).where(eq(files.ownerId, id)).returning({ storageKey: files.storageKey });
    // The company page would go with the user row; deleted here for its logo's key (its slug is kept for 410 by a trigger).
    const logosGone = await transaction.delete(companyPages).where(eq(companyPages.employerId, id)).returning({ logoKey: companyPages.logoKey });
    // A password-reset link still out for this account would otherwise name a user who is gone.
    await transaction.delete(verification).where(and(eq(verification.value, id), like(verification.identifier, "reset-password:%")));
    // Accounts (the password hash) go with the user row: the foreign key cascades.
    await transaction.delete(user).where(eq(user.id, id));

    const jobOwners = role === "candidate" ? await employersOf(transaction, applicationsGone.map((application) => application.jobId)) : [];
    const deleted = {
      jobs: jobsGone.length,
      applications: applicationsGone.length,
      savedJobs: savedGone.length,
      enrollments: enrollmentsGone.length,
      files: filesGone.length,
      sessions: sessionsGone.length,
    };
    await recordAudit(transaction, admin, {
      action: `${role}.delete`,
      targetType: role,
      targetId: id,
      // A phone-only account is named by its number: the audit log shows no stand-in address either.
      targetLabel: `${account.name} (${shownEmail(account.email) ?? account.phoneNumber ?? "-"})`,
      details: deleted,
    });
    return {
      deleted,
      storageKeys: [...filesGone.map((file) => file.storageKey), ...logosGone.flatMap((page) => (page.logoKey ? [page.logoKey] : []))],
      resumeFileIds: role === "employer" ? distinct(applicationsGone.map((application) => application.resumeFileId)) : [],
      jobIds,
      endedJobs,
      cancelledInterviews,
      courseIds,
      otherParties: role === "candidate" ? jobOwners : distinct(applicationsGone.map((application) => application.candidateId)),
    };
  });
}

/** The place each removed pending or confirmed enrolment held is given back, as a cancellation would. */
async function lowerEnrolledCounts(db: Database, removed: { courseId: string; status: string }[]): Promise<string[]> {
  const places = new Map<string, number>();
  for (const { courseId, status } of removed) {
    if ((activeEnrollmentStatuses as readonly string[]).includes(status)) places.set(courseId, (places.get(courseId) ?? 0) + 1);
  }
  for (const [courseId, held] of [...places].sort(([a], [b]) => a.localeCompare(b))) {
    await db
      .update(courses)
      .set({ enrolled: sql`${courses.enrolled} - ${held}`, updatedAt: sql`now()` })
      .where(eq(courses.id, courseId));
  }
  return [...places.keys()];
}

async function employersOf(db: Database, jobIds: string[]): Promise<string[]> {
  if (jobIds.length === 0) return [];
  const rows = await db.selectDistinct({ employerId: jobs.employerId }).from(jobs).where(inArray(jobs.id, distinct(jobIds)));
  return rows.map((row) => row.employerId);
}
