/**
 * The admin's review decisions, then who hears of them: every open listing and the employer's
 * dashboard live, the employer by e-mail (queued with the decision, delivered after the commit).
 */
import type { SessionUser } from "@app/shared/user";
import type { AppDependencies } from "../../http/env.ts";
import { changeAndMail } from "../../mail/outbox.ts";
import { jobChangedEvent } from "../jobs/job-events.ts";
import { jobApprovedMail, jobRejectedMail } from "./review-mails.ts";
import { approveJob, rejectJob, type ReviewDecision } from "./review.service.ts";

type Deps = Pick<AppDependencies, "db" | "events" | "outbox" | "config">;

/** A held job was never listed: the lists hear of it only once it is approved. */
async function announce(deps: Deps, { job }: ReviewDecision) {
  await deps.events.publish(jobChangedEvent(job, [job.status]));
  await deps.events.publish({ topic: "moderation", id: job.id, userIds: [job.employerId] });
}

export async function approveHeldJob(deps: Deps, admin: SessionUser, id: string) {
  const site = { siteName: deps.config.site.name, publicUrl: deps.config.publicUrl };
  const decision = await changeAndMail(
    deps,
    (tx) => approveJob(tx, admin, id, deps.config.jobExpiryDays),
    ({ job, employer }) => jobApprovedMail({ ...site, to: employer.email, employerName: employer.name, jobTitle: job.title, jobId: job.id }),
  );
  await announce(deps, decision);
  return decision.job;
}

export async function rejectHeldJob(deps: Deps, admin: SessionUser, id: string, reason: string) {
  const site = { siteName: deps.config.site.name, publicUrl: deps.config.publicUrl };
  const decision = await changeAndMail(
    deps,
    (tx) => rejectJob(tx, admin, id, reason),
    ({ job, employer }) => jobRejectedMail({ ...site, to: employer.email, employerName: employer.name, jobTitle: job.title, reason }),
  );
  await announce(deps, decision);
  return decision.job;
}
