/**
 * The admin's review decisions, then who hears of them: every open listing and the employer's
 * dashboard live, the employer by e-mail after the commit.
 */
import type { SessionUser } from "@app/shared/user";
import type { AppDependencies } from "../../http/env.ts";
import { sendAfterCommit } from "../../mail/mailer.ts";
import { jobChangedEvent } from "../jobs/job-events.ts";
import { jobApprovedMail, jobRejectedMail } from "./review-mails.ts";
import { approveJob, rejectJob, type ReviewDecision } from "./review.service.ts";

type Deps = Pick<AppDependencies, "db" | "events" | "mailer" | "config" | "logger">;

/** A held job was never listed: the lists hear of it only once it is approved. */
async function announce(deps: Deps, { job }: ReviewDecision) {
  await deps.events.publish(jobChangedEvent(job, [job.status]));
  await deps.events.publish({ topic: "moderation", id: job.id, userIds: [job.employerId] });
}

export async function approveHeldJob(deps: Deps, admin: SessionUser, id: string) {
  const decision = await approveJob(deps.db, admin, id, deps.config.jobExpiryDays);
  await announce(deps, decision);
  const { job, employer } = decision;
  const site = { siteName: deps.config.site.name, publicUrl: deps.config.publicUrl };
  await sendAfterCommit(deps, jobApprovedMail({ ...site, to: employer.email, employerName: employer.name, jobTitle: job.title, jobId: job.id }));
  return job;
}

export async function rejectHeldJob(deps: Deps, admin: SessionUser, id: string, reason: string) {
  const decision = await rejectJob(deps.db, admin, id, reason);
  await announce(deps, decision);
  const { job, employer } = decision;
  const site = { siteName: deps.config.site.name, publicUrl: deps.config.publicUrl };
  await sendAfterCommit(deps, jobRejectedMail({ ...site, to: employer.email, employerName: employer.name, jobTitle: job.title, reason }));
  return job;
}
