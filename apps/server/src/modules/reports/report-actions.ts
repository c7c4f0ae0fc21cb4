/**
 * What a report and the admin's answers to it do beyond the transaction: the admin's queue hears of
 * every change (`moderation`, the admin only), the job's public pages of every status change
 * (`jobs`), and the employer of a job hidden by reports or taken down gets a mail queued with the
 * change. A job taken down also ends its undecided applications and cancels its upcoming
 * interviews: each applicant hears, on their channels, only that the job is no longer on the site.
 */
import type { CreateReportInput } from "@app/shared/trust";
import type { SessionUser } from "@app/shared/user";
import type { AppDependencies } from "../../http/env.ts";
import { changeAndMail, queueMail } from "../../mail/outbox.ts";
import { changeAndNotify } from "../../notifications/notify.ts";
import { announceJobEnded, jobEndingNotices } from "../applications/application-actions.ts";
import { announceInterviewsEnded } from "../interviews/interview-actions.ts";
import { announceInvitationsClosed } from "../talent-pool/invitations-ending-with-job.ts";
import { jobHiddenByReportsMail, jobTakenDownMail } from "./report-mails.ts";
import { dismissReports, reportJob, requestReview, takeDownJob, type Reporter } from "./reports.service.ts";

type Deps = Pick<AppDependencies, "db" | "events" | "outbox" | "config">;

async function announce(deps: Deps, jobId: string, statusChanged: boolean): Promise<void> {
  await deps.events.publish({ topic: "moderation", id: jobId, userIds: [] });
  if (statusChanged) await deps.events.publish({ topic: "jobs", id: jobId });
}

/** A report; one that hides the job tells its employer, who may ask for the admin's look. */
export async function submitReport(deps: Deps, reporter: Reporter, jobId: string, input: CreateReportInput): Promise<void> {
  const hidden = await changeAndMail(
    deps,
    (tx) => reportJob(tx, reporter, jobId, input),
    (hid) =>
      hid &&
      jobHiddenByReportsMail({
        to: hid.employer.email,
        employerName: hid.employer.name,
        jobTitle: hid.job.title,
        company: hid.job.company,
        siteName: deps.config.site.name,
        publicUrl: deps.config.publicUrl,
      }),
  );
  await announce(deps, jobId, hidden !== null);
}

/** The employer asks the admin to look at its job hidden by reports; the admin's queue hears of it. */
export async function askForReview(deps: Deps, employer: SessionUser, jobId: string) {
  const requested = await requestReview(deps.db, employer, jobId);
  await deps.events.publish({ topic: "moderation", id: jobId, userIds: [] });
  return requested;
}

export async function dismissJobReports(deps: Deps, admin: SessionUser, jobId: string): Promise<void> {
  const { statusChanged } = await dismissReports(deps.db, admin, jobId);
  await announce(deps, jobId, statusChanged);
}

/** The employer is mailed the reason; the applicants whose applications ended are told only that the job is no longer on the site. */
export async function takeJobDown(deps: Deps, admin: SessionUser, jobId: string, reason: string): Promise<void> {
  const { job, notSelected, cancelledInterviews, closedInvitations } = await changeAndNotify(
    deps,
    async (tx) => {
      const outcome = await takeDownJob(tx, admin, jobId, reason);
      await queueMail(
        tx,
        jobTakenDownMail({
          to: outcome.employer.email,
          employerName: outcome.employer.name,
          jobTitle: outcome.job.title,
          company: outcome.job.company,
          reason,
          contactEmail: deps.config.site.contactEmail,
          siteName: deps.config.site.name,
          publicUrl: deps.config.publicUrl,
        }),
      );
      return outcome;
    },
    (outcome) => jobEndingNotices(deps, { ...outcome.job, ending: "removed_by_site" }, outcome.notSelected, outcome.cancelledInterviews, { byEmployer: false }),
  );
  await announce(deps, jobId, true);
  await announceJobEnded(deps, job, notSelected);
  await announceInterviewsEnded(deps, cancelledInterviews);
  await announceInvitationsClosed(deps, closedInvitations);
}
