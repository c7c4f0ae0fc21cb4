/**
 * What a request does with an application: the change itself (applications.service.ts), then who
 * hears of it — the live event at once, the e-mail after the commit (a failed mail is logged and
 * never undoes the change).
 */
import type { EmployerApplication, ReviewStatus } from "@app/shared/applications";
import type { SessionUser } from "@app/shared/user";
import type { AppDependencies } from "../../http/env.ts";
import { sendAfterCommit } from "../../mail/mailer.ts";
import { applicationStatusMail, newApplicationMail } from "./application-mails.ts";
import { applyToJob, hireApplication, reviewApplication } from "./applications.service.ts";

type Deps = Pick<AppDependencies, "db" | "events" | "mailer" | "config" | "logger">;

/** Applies, then tells the employer (live and by e-mail). */
export async function submitApplication(deps: Deps, candidate: SessionUser, input: Parameters<typeof applyToJob>[2]) {
  const { application, employer } = await applyToJob(deps.db, candidate.id, input);
  await deps.events.publish({ topic: "applications", id: application.id, userIds: [candidate.id, employer.id] });
  await sendAfterCommit(
    deps,
    newApplicationMail({
      to: employer.email,
      employerName: employer.name,
      candidateName: candidate.name,
      jobTitle: application.jobTitle,
      siteName: deps.config.site.name,
      publicUrl: deps.config.publicUrl,
    }),
  );
  return application;
}

/** Tells the candidate (live and by e-mail) and the employer's open dashboards about a move. */
async function announceStatusChange(deps: Deps, employerId: string, application: EmployerApplication): Promise<void> {
  await deps.events.publish({ topic: "applications", id: application.id, userIds: [application.candidateId, employerId] });
  // Never pending after a move; the check narrows the type for the mail.
  if (application.status === "pending") return;
  await sendAfterCommit(
    deps,
    applicationStatusMail({
      to: application.candidateEmail,
      candidateName: application.candidateName,
      jobTitle: application.jobTitle,
      company: application.company,
      status: application.status,
      siteName: deps.config.site.name,
      publicUrl: deps.config.publicUrl,
    }),
  );
}

/** Shortlists or rejects, then announces it. */
export async function moveApplication(deps: Deps, employerId: string, id: string, status: ReviewStatus) {
  const application = await reviewApplication(deps.db, employerId, id, status);
  await announceStatusChange(deps, employerId, application);
  return application;
}

/** Hires, then announces the filled job and the hire. */
export async function hireApplicant(deps: Deps, employerId: string, id: string) {
  const { application, job } = await hireApplication(deps.db, employerId, id);
  await deps.events.publish({ topic: "jobs", id: job.id });
  await announceStatusChange(deps, employerId, application);
  return { application, job };
}
