/**
 * What a request does with a job beyond one query: reading it as a visitor (counting the view,
 * the viewer's saved state and application), and the changes that every open list must hear of.
 */
import type { CreateJobInput } from "@app/shared/jobs";
import type { SessionUser } from "@app/shared/user";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../errors/app-error.ts";
import type { AppDependencies } from "../../http/env.ts";
import { removeJobAsAdmin } from "../admin/admin-actions.ts";
import { changeAndNotify } from "../../notifications/notify.ts";
import { announceJobEnded, jobEndingNotices } from "../applications/application-actions.ts";
import { findOwnApplication } from "../applications/applications.service.ts";
import { removeResumesLeftBehind } from "../candidates/candidates.service.ts";
import { announceInterviewsEnded } from "../interviews/interview-actions.ts";
import { announceInvitationsClosed } from "../talent-pool/invitations-ending-with-job.ts";
import { jobChangedEvent } from "./job-events.ts";
import { createJob, deleteJob, getJobById, isJobSaved, recordJobView, renewJob, setJobStatus, updateJob } from "./jobs.service.ts";

type Deps = Pick<AppDependencies, "db" | "events" | "config">;
/** Ending a job (closing or deleting it) also e-mails the applicants still awaiting a decision. */
type EndingDeps = Pick<AppDependencies, "db" | "events" | "outbox" | "config" | "logger" | "storage">;

/**
 * A job as its page shows it. A listed job's view is counted once per visitor per day, never the
 * employer's own; a candidate also gets whether it is saved and their application, if any.
 */
export async function viewJob(db: Database, id: string, viewer: SessionUser | null, visitorId: string) {
  const job = await getJobById(db, id, viewer);
  if (!job) throw new AppError("not_found");
  if (job.status === "active" && viewer?.id !== job.employerId && (await recordJobView(db, id, visitorId))) {
    job.views += 1;
  }
  const isCandidate = viewer?.role === "candidate";
  const saved = isCandidate ? await isJobSaved(db, viewer.id, id) : false;
  const application = isCandidate ? await findOwnApplication(db, viewer.id, id) : null;
  return { job, saved, application };
}

/** Posts a job; a held one is announced to the admin's review queue instead of the listings. */
export async function postJob(deps: Deps, employer: SessionUser, input: CreateJobInput) {
  const job = await createJob(deps.db, employer, input, deps.config.jobExpiryDays);
  await deps.events.publish(job.status === "pending_review" ? { topic: "moderation", id: job.id, userIds: [employer.id] } : { topic: "jobs", id: job.id });
  return job;
}

/** The employer's edit: the lists hear of it if the public could see the job, and the admin's queue when it is held. */
export async function editJob(deps: Deps, employer: SessionUser, id: string, input: CreateJobInput) {
  const { job, before } = await updateJob(deps.db, employer, id, input);
  await deps.events.publish(jobChangedEvent(job, [before, job.status]));
  if (job.status === "pending_review" || before === "pending_review") {
    await deps.events.publish({ topic: "moderation", id, userIds: [employer.id] });
  }
  return job;
}

/**
 * The employer deletes its own job; the admin's delete is the admin's (counted and audited). The
 * applications go with the job, so they leave My Applications; those still undecided get an
 * e-mail that the job was withdrawn (ADR 016). A résumé kept only by those applications goes too.
 */
export async function removeJob(deps: EndingDeps, actor: SessionUser, id: string) {
  if (actor.role === "admin") {
    await removeJobAsAdmin(deps, actor, id);
    return;
  }
  const notice = await changeAndNotify(
    deps,
    (tx) => deleteJob(tx, actor, id),
    (deleted) => jobEndingNotices(deps, { ...deleted, ending: "deleted" }, deleted.withdrawn, deleted.cancelledInterviews, { byEmployer: true }),
  );
  await deps.events.publish(jobChangedEvent({ id, employerId: notice.employerId }, [notice.status]));
  await removeResumesLeftBehind(deps, notice.resumeFileIds);
  await announceJobEnded(deps, notice, notice.withdrawn);
  await announceInterviewsEnded(deps, notice.cancelledInterviews);
  await announceInvitationsClosed(deps, notice.closedInvitations);
}

/** Closes or reopens a job; closing tells the applicants it made not_selected, and the candidates whose interviews it cancelled. */
export async function changeJobStatus(deps: EndingDeps, actor: SessionUser, id: string, status: "active" | "expired") {
  const ending = actor.role === "admin" ? "closed_by_site" : "closed";
  const { job, notSelected, cancelledInterviews, closedInvitations } = await changeAndNotify(
    deps,
    (tx) => setJobStatus(tx, actor, id, status, deps.config.jobExpiryDays),
    (changed) => jobEndingNotices(deps, { ...changed.job, ending }, changed.notSelected, changed.cancelledInterviews, { byEmployer: actor.role !== "admin" }),
  );
  await deps.events.publish({ topic: "jobs", id });
  await announceJobEnded(deps, job, notSelected);
  await announceInterviewsEnded(deps, cancelledInterviews);
  await announceInvitationsClosed(deps, closedInvitations);
  return job;
}

/** Keeps a listed job in search for another JOB_EXPIRY_DAYS from now; every open list hears of it. */
export async function renewListing(deps: Deps, actor: SessionUser, id: string) {
  const job = await renewJob(deps.db, actor, id, deps.config.jobExpiryDays);
  await deps.events.publish({ topic: "jobs", id });
  return job;
}
