/**
 * What a request does with an application: the change itself (applications.service.ts), then who
 * hears of it — the e-mail, and the candidate's SMS or WhatsApp message where they chose one, queued
 * in the same transaction (notifications/notify.ts; the outboxes deliver after the commit), the live
 * event once committed.
 */
import type { EmployerApplication, ReviewStatus } from "@app/shared/applications";
import type { SessionUser } from "@app/shared/user";
import type { AppDependencies } from "../../http/env.ts";
import { changeAndMail } from "../../mail/outbox.ts";
import { changeAndNotify, type Notice } from "../../notifications/notify.ts";
import { jobEndedWithInterviewNews, statusNews } from "../../notifications/phone-texts.ts";
import { applicationStatusMail, jobEndedMail, newApplicationMail, type JobEnding } from "./application-mails.ts";
import { announceInterviewsEnded, candidateSideOfEnding, interviewsEndedWithJobNotices } from "../interviews/interview-actions.ts";
import { toldOfEnding, type EndedInterview } from "../interviews/interviews-ending-with-job.ts";
import { announceInvitationsClosed } from "../talent-pool/invitations-ending-with-job.ts";
import { applyToJob, hireApplication, reviewApplication } from "./applications.service.ts";
import type { EndedApplication } from "./undecided-applications.ts";

type Deps = Pick<AppDependencies, "db" | "events" | "outbox" | "config">;
type Site = Pick<AppDependencies, "config">;

/** The employer's e-mail about a new application, for `changeAndMail` (applying, or applying from an invitation). */
export function mailNewApplication(deps: Site, candidate: SessionUser) {
  return ({ application, employer }: Awaited<ReturnType<typeof applyToJob>>) =>
    newApplicationMail({
      to: employer.email,
      employerName: employer.name,
      candidateName: candidate.name,
      jobTitle: application.jobTitle,
      siteName: deps.config.site.name,
      publicUrl: deps.config.publicUrl,
    });
}

/**
 * Applies, then tells the employer (live, and by e-mail queued with the application). An invitation
 * to the job that the application answered is told live to both sides, as an answer through it is.
 */
export async function submitApplication(deps: Deps, candidate: SessionUser, input: Parameters<typeof applyToJob>[2]) {
  const { application, employer, answeredInvitationId } = await changeAndMail(deps, (tx) => applyToJob(tx, candidate.id, input), mailNewApplication(deps, candidate));
  await deps.events.publish({ topic: "applications", id: application.id, userIds: [candidate.id, employer.id] });
  if (answeredInvitationId) await deps.events.publish({ topic: "invitations", id: answeredInvitationId, userIds: [candidate.id, employer.id] });
  return application;
}

/** The candidate's news of a move (shortlisted, rejected, hired): the e-mail, and the text. */
function statusChangeNotice(deps: Site, application: EmployerApplication): Notice | null {
  // Never pending or not_selected after a move; the check narrows the type for the mail.
  if (application.status === "pending" || application.status === "not_selected") return null;
  const mail = applicationStatusMail({
    // None for a candidate who signed up with a phone: a mail without a real address is never queued.
    to: application.candidateEmail ?? "",
    candidateName: application.candidateName,
    jobTitle: application.jobTitle,
    jobTitleKn: application.jobTitleKn,
    company: application.company,
    status: application.status,
    siteName: deps.config.site.name,
    publicUrl: deps.config.publicUrl,
  });
  const phone = statusNews(deps.config.publicUrl, { title: application.jobTitle, titleKn: application.jobTitleKn }, application.status);
  return { userId: application.candidateId, kind: "status", mail, phone };
}

/** Shortlists or rejects; the candidate hears of it live and on their channels, the employer's open dashboards live. */
export async function moveApplication(deps: Deps, employerId: string, id: string, status: ReviewStatus) {
  const application = await changeAndNotify(deps, (tx) => reviewApplication(tx, employerId, id, status), (moved) => statusChangeNotice(deps, moved));
  await deps.events.publish({ topic: "applications", id: application.id, userIds: [application.candidateId, employerId] });
  return application;
}

/** Hires, then announces the filled job, the hire, and its end for everyone else: not selected, interviews cancelled, invitations closed. */
export async function hireApplicant(deps: Deps, employerId: string, id: string) {
  const { application, job, notSelected, cancelledInterviews, closedInvitations } = await changeAndNotify(
    deps,
    (tx) => hireApplication(tx, employerId, id),
    (hired) => [
      statusChangeNotice(deps, hired.application),
      ...jobEndingNotices(deps, { ...hired.job, ending: "filled" }, hired.notSelected, hired.cancelledInterviews, { byEmployer: true }),
    ],
  );
  await deps.events.publish({ topic: "jobs", id: job.id });
  await deps.events.publish({ topic: "applications", id: application.id, userIds: [application.candidateId, employerId] });
  await announceJobEnded(deps, job, notSelected);
  await announceInterviewsEnded(deps, cancelledInterviews);
  await announceInvitationsClosed(deps, closedInvitations);
  return { application, job };
}

/** Tells the employer's open dashboards and the applicants whose applications ended with the job (their mails go with the change). */
export async function announceJobEnded(deps: Pick<Deps, "events">, job: { employerId: string }, ended: EndedApplication[]): Promise<void> {
  if (ended.length === 0) return;
  await deps.events.publish({ topic: "applications", userIds: [job.employerId, ...ended.map((application) => application.candidateId)] });
}

/**
 * The news of a job's ending to its people: each applicant whose application ended with it, how it
 * ended (not selected, closed, withdrawn), and each interview cancelled with it
 * (interviewsEndedWithJobNotices). An applicant whose interview was cancelled too hears both in one
 * message, on each channel they hear either kind of news on (one mail with the calendar's CANCEL,
 * one text against the SMS cap), not two. The employer hears once too: one mail listing the
 * interviews their calendar holds, with a CANCEL for each, and a text only when the site ended the
 * job (`byEmployer` false: closed on the site, taken down, deleted by the admin).
 */
export function jobEndingNotices(
  deps: Site,
  job: { title: string; titleKn?: string | null; company: string; ending: JobEnding },
  ended: readonly EndedApplication[],
  cancelledInterviews: readonly EndedInterview[],
  options: { byEmployer: boolean },
): Notice[] {
  const endedIds = new Set(ended.map((application) => application.id));
  const interviewOf = new Map(cancelledInterviews.filter(toldOfEnding).map((interview) => [interview.parties.applicationId, interview]));
  const textJob = { title: job.title, titleKn: job.titleKn };
  const applicants = ended.map((application): Notice => {
    const interview = interviewOf.get(application.id);
    return {
      userId: application.candidateId,
      kind: interview ? ["status", "interviews"] : "status",
      mail: jobEndedMail({
        to: application.candidateEmail,
        candidateName: application.candidateName,
        jobTitle: job.title,
        jobTitleKn: job.titleKn,
        company: job.company,
        ending: job.ending,
        siteName: deps.config.site.name,
        publicUrl: deps.config.publicUrl,
        ...(interview ? { interview: { ...candidateSideOfEnding(deps, interview), timeZone: deps.config.site.timeZone } } : {}),
      }),
      phone: interview ? jobEndedWithInterviewNews(deps.config.publicUrl, textJob, job.ending) : statusNews(deps.config.publicUrl, textJob, job.ending),
    };
  });
  return [...applicants, ...interviewsEndedWithJobNotices(deps, cancelledInterviews, job.ending, (interview) => endedIds.has(interview.parties.applicationId), options)];
}
