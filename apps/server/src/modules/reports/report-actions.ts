/**
 * What a report and the admin's answers to it do beyond the transaction: the admin's queue hears of
 * every change (`moderation`, the admin only), the job's public pages of every status change
 * (`jobs`), and the employer of a job taken down gets the mail after the commit.
 */
import type { CreateReportInput } from "@app/shared/trust";
import type { SessionUser } from "@app/shared/user";
import type { AppDependencies } from "../../http/env.ts";
import { sendAfterCommit } from "../../mail/mailer.ts";
import { jobTakenDownMail } from "./report-mails.ts";
import { dismissReports, reportJob, takeDownJob, type Reporter } from "./reports.service.ts";

type Deps = Pick<AppDependencies, "db" | "events" | "mailer" | "config" | "logger">;

async function announce(deps: Deps, jobId: string, statusChanged: boolean): Promise<void> {
  await deps.events.publish({ topic: "moderation", id: jobId, userIds: [] });
  if (statusChanged) await deps.events.publish({ topic: "jobs", id: jobId });
}

export async function submitReport(deps: Deps, reporter: Reporter, jobId: string, input: CreateReportInput): Promise<void> {
  const { hidden } = await reportJob(deps.db, reporter, jobId, input);
  await announce(deps, jobId, hidden);
}

export async function dismissJobReports(deps: Deps, admin: SessionUser, jobId: string): Promise<void> {
  const { statusChanged } = await dismissReports(deps.db, admin, jobId);
  await announce(deps, jobId, statusChanged);
}

export async function takeJobDown(deps: Deps, admin: SessionUser, jobId: string, reason: string): Promise<void> {
  const { job, employer } = await takeDownJob(deps.db, admin, jobId, reason);
  await announce(deps, jobId, true);
  await sendAfterCommit(
    deps,
    jobTakenDownMail({
      to: employer.email,
      employerName: employer.name,
      jobTitle: job.title,
      company: job.company,
      reason,
      contactEmail: deps.config.site.contactEmail,
      siteName: deps.config.site.name,
      publicUrl: deps.config.publicUrl,
    }),
  );
}
