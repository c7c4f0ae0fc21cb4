/**
 * What the admin's deletions do beyond the transaction: the live events every open page listens
 * for (the admin's lists and dashboard, the job's page, the other side of each application), and
 * for an account the stored files, removed only once the rows are gone for good.
 */
import type { AdminDeletion } from "@app/shared/admin";
import type { SessionUser } from "@app/shared/user";
import type { AppDependencies } from "../../http/env.ts";
import { changeAndNotify } from "../../notifications/notify.ts";
import { jobEndingNotices } from "../applications/application-actions.ts";
import { removeResumesLeftBehind } from "../candidates/candidates.service.ts";
import { announceCourseChange } from "../courses/course-actions.ts";
import { announceInterviewsEnded, interviewsEndedWithCandidateNotices } from "../interviews/interview-actions.ts";
import { announceInvitationsClosed } from "../talent-pool/invitations-ending-with-job.ts";
import { jobChangedEvent } from "../jobs/job-events.ts";
import { deleteJobAsAdmin } from "./admin-jobs.service.ts";
import { deleteAccount } from "./admin-users.service.ts";

type Deps = Pick<AppDependencies, "db" | "events" | "storage" | "logger" | "outbox" | "config">;

/**
 * The admin's job deletion, from the admin's list or the job's own page (`DELETE /api/jobs/:id`);
 * the candidates still awaiting a decision are e-mailed that the job was withdrawn, and a résumé
 * only its applications kept is removed.
 */
export async function removeJobAsAdmin(
  deps: Pick<AppDependencies, "db" | "events" | "outbox" | "config" | "logger" | "storage">,
  admin: SessionUser,
  id: string,
): Promise<AdminDeletion> {
  const { deleted, employerId, candidateIds, notice } = await changeAndNotify(
    deps,
    (tx) => deleteJobAsAdmin(tx, admin, id),
    (outcome) => jobEndingNotices(deps, { ...outcome.notice, ending: "deleted" }, outcome.notice.withdrawn, outcome.notice.cancelledInterviews, { byEmployer: false }),
  );
  await deps.events.publish(jobChangedEvent({ id, employerId }, [notice.status]));
  await removeResumesLeftBehind(deps, notice.resumeFileIds);
  if (deleted.applications > 0) {
    await deps.events.publish({ topic: "applications", userIds: [employerId, ...new Set(candidateIds)] });
  }
  await announceInterviewsEnded(deps, notice.cancelledInterviews);
  await announceInvitationsClosed(deps, notice.closedInvitations);
  return deleted;
}

/**
 * Deletes a candidate or an employer, then their stored files: after the commit, so a rolled-back
 * delete never loses a résumé; a file that cannot be removed is logged and left for the operator.
 * An employer's jobs take their applications along, and a résumé only those kept goes too. Each of
 * those jobs ends as a deleted job does (ADR 016, 044, 045): its undecided applicants are told it
 * was withdrawn, its upcoming interviews' candidates that they are cancelled (with the calendar's
 * CANCEL), in the deletion's transaction, each in their language and never why; the deleted
 * employer is told nothing (the site writes no more to an account the admin deleted). A candidate's
 * interviews not yet over are cancelled before their applications go, and each employer is told
 * only that the candidate's account is closed (with the calendar's CANCEL); the deleted candidate
 * is told nothing either.
 */
export async function removeAccount(deps: Deps, admin: SessionUser, role: "candidate" | "employer", id: string): Promise<AdminDeletion> {
  const outcome = await changeAndNotify(
    deps,
    (tx) => deleteAccount(tx, admin, role, id),
    (gone) =>
      [
        ...gone.endedJobs.flatMap((job) => jobEndingNotices(deps, { ...job, ending: "deleted" }, job.withdrawn, job.cancelledInterviews, { byEmployer: false })),
        ...interviewsEndedWithCandidateNotices(deps, gone.cancelledInterviews),
      ].filter((notice) => notice.userId !== id),
  );
  for (const key of outcome.storageKeys) {
    try {
      await deps.storage.remove(key);
    } catch (error) {
      deps.logger.error({ err: error, storageKey: key, userId: id }, "stored file of a deleted account not removed");
    }
  }
  await removeResumesLeftBehind(deps, outcome.resumeFileIds);
  const { deleted } = outcome;
  // No user but the admin needs to hear of the account itself (`userIds: []`: the admin only); the
  // account's own open streams end on `accounts` (events.routes.ts).
  await deps.events.publish({ topic: "profiles", id, userIds: [] });
  await deps.events.publish({ topic: "accounts", id, userIds: [] });
  // A page refetches by topic, so one event says it for all of an employer's jobs.
  if (outcome.jobIds.length > 0) {
    await deps.events.publish({ topic: "jobs", ...(outcome.jobIds.length === 1 ? { id: outcome.jobIds[0] } : {}) });
  }
  if (deleted.applications > 0) await deps.events.publish({ topic: "applications", userIds: outcome.otherParties });
  for (const job of outcome.endedJobs) {
    await announceInterviewsEnded(deps, job.cancelledInterviews);
    await announceInvitationsClosed(deps, job.closedInvitations);
  }
  await announceInterviewsEnded(deps, outcome.cancelledInterviews);
  if (deleted.enrollments > 0) await deps.events.publish({ topic: "enrollments", userIds: [] });
  for (const courseId of outcome.courseIds) await announceCourseChange(deps, courseId);
  return deleted;
}
