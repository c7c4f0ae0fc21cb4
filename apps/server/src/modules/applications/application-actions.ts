/**
 * What a request does with an application: the change itself (applications.service.ts), then who
 * hears of it — the live event at once, the e-mail after the commit (a failed mail is logged and
 * never undoes the change).
 */
import type { EmployerApplication, ReviewStatus } from "@app/shared/applications";
import type { SessionUser } from "@app/shared/user";
import type { AppDependencies } from "../../http/env.ts";
import { sendAfterCommit } from "../../mail/mailer.ts";
import { applicationStatusMail, jobEndedMail, newApplicationMail, type JobEnding } from "./application-mails.ts";
import { applyToJob, hireApplication, reviewApplication } from "./applications.service.ts";
import type { EndedApplication } from "./undecided-applications.ts";

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
  // Never pending or not_selected after a move; the check narrows the type for the mail.
  if (application.status === "pending" || application.status === "not_selected") return;
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

/** Hires, then announces the filled job, the hire, and the other applicants' end (not selected). */
export async function hireApplicant(deps: Deps, employerId: string, id: string) {
  const { application, job, notSelected } = await hireApplication(deps.db, employerId, id);
  await deps.events.publish({ topic: "jobs", id: job.id });
  await announceStatusChange(deps, employerId, application);
  await announceJobEnded(deps, { ...job, ending: "filled" }, notSelected);
  return { application, job };
}

/**
 * Tells the applicants whose applications ended with the job — not selected when it was filled or
 * closed — live and by e-mail, and the employer's open dashboards.
 */
export async function announceJobEnded(
  deps: Deps,
  job: { title: string; company: string; employerId: string; ending: JobEnding },
  ended: EndedApplication[],
): Promise<void> {
  if (ended.length === 0) return;
  await deps.events.publish({ topic: "applications", userIds: [job.employerId, ...ended.map((application) => application.candidateId)] });
  await mailJobEnded(deps, job, ended);
}

/** E-mails each applicant whose application ended with the job how it ended (after the commit). */
export async function mailJobEnded(
  deps: Pick<Deps, "mailer" | "config" | "logger">,
  job: { title: string; company: string; ending: JobEnding },
  ended: EndedApplication[],
): Promise<void> {
  for (const application of ended) {
    await sendAfterCommit(
      deps,
      jobEndedMail({
        to: application.candidateEmail,
        candidateName: application.candidateName,
        jobTitle: job.title,
        company: job.company,
        ending: job.ending,
        siteName: deps.config.site.name,
        publicUrl: deps.config.publicUrl,
      }),
    );
  }
}
