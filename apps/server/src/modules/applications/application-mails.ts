/** The e-mails of applications, plain text in English then Kannada, like the other mails of the site. */
import type { ApplicationStatus } from "@app/shared/applications";
import type { InterviewSlot } from "@app/shared/interviews";
import type { MailCalendarEvent } from "../../db/schema/mail.ts";
import type { MailMessage } from "../../mail/mailer.ts";
import { slotText } from "../interviews/interview-texts.ts";

interface Site {
  siteName: string;
  publicUrl: string;
}

/** To the employer: someone applied to one of its jobs. */
export function newApplicationMail(
  options: Site & { to: string; employerName: string; candidateName: string; jobTitle: string },
): MailMessage {
  const link = `${options.publicUrl}/employer/dashboard?tab=applications`;
  return {
    to: options.to,
    subject: `${options.siteName}: new application for ${options.jobTitle} / ಹೊಸ ಅರ್ಜಿ: ${options.jobTitle}`,
    text: [
      `Hello ${options.employerName},`,
      "",
      `${options.candidateName} has applied for your job "${options.jobTitle}".`,
      "See the application, the cover letter and the resume on your dashboard:",
      link,
      "",
      `ನಮಸ್ಕಾರ ${options.employerName},`,
      `${options.candidateName} ಅವರು ನಿಮ್ಮ "${options.jobTitle}" ಉದ್ಯೋಗಕ್ಕೆ ಅರ್ಜಿ ಸಲ್ಲಿಸಿದ್ದಾರೆ.`,
      "ಅರ್ಜಿ ಮತ್ತು ರೆಸ್ಯೂಮ್ ಅನ್ನು ನಿಮ್ಮ ಡ್ಯಾಶ್‌ಬೋರ್ಡ್‌ನಲ್ಲಿ ನೋಡಿ (ಮೇಲಿನ ಲಿಂಕ್).",
    ].join("\n"),
  };
}

/** The employer's own moves; not_selected has its own mail, which says how the job ended. */
type NoticeStatus = Exclude<ApplicationStatus, "pending" | "not_selected">;

const statusTexts: Record<NoticeStatus, { label: string; english: string; kannadaLabel: string; kannada: string }> = {
  shortlisted: {
    label: "Shortlisted",
    english: "Good news: you have been shortlisted. The employer may contact you soon by phone or e-mail.",
    kannadaLabel: "ಶಾರ್ಟ್‌ಲಿಸ್ಟ್ ಆಗಿದೆ",
    kannada: "ಶುಭ ಸುದ್ದಿ: ನಿಮ್ಮ ಅರ್ಜಿ ಶಾರ್ಟ್‌ಲಿಸ್ಟ್ ಆಗಿದೆ. ಉದ್ಯೋಗದಾತರು ಶೀಘ್ರದಲ್ಲೇ ಫೋನ್ ಅಥವಾ ಇಮೇಲ್ ಮೂಲಕ ನಿಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸಬಹುದು.",
  },
  rejected: {
    label: "Rejected",
    english: "The employer has not selected your application this time. New jobs are posted every day: keep applying.",
    kannadaLabel: "ತಿರಸ್ಕರಿಸಲಾಗಿದೆ",
    kannada: "ಈ ಬಾರಿ ಉದ್ಯೋಗದಾತರು ನಿಮ್ಮ ಅರ್ಜಿಯನ್ನು ಆಯ್ಕೆ ಮಾಡಿಲ್ಲ. ಪ್ರತಿದಿನ ಹೊಸ ಉದ್ಯೋಗಗಳು ಬರುತ್ತವೆ: ಅರ್ಜಿ ಸಲ್ಲಿಸುತ್ತಿರಿ.",
  },
  hired: {
    label: "Hired",
    english: "Congratulations: the employer has marked you as hired for this job.",
    kannadaLabel: "ನೇಮಕವಾಗಿದೆ",
    kannada: "ಅಭಿನಂದನೆಗಳು: ಉದ್ಯೋಗದಾತರು ನಿಮ್ಮನ್ನು ಈ ಉದ್ಯೋಗಕ್ಕೆ ನೇಮಕ ಮಾಡಿದ್ದಾರೆ.",
  },
};

/** To the candidate: the employer shortlisted, rejected or hired them. */
export function applicationStatusMail(
  options: Site & { to: string; candidateName: string; jobTitle: string; jobTitleKn?: string | null; company: string; status: NoticeStatus },
): MailMessage {
  const texts = statusTexts[options.status];
  const job = `"${options.jobTitle}" (${options.company})`;
  const kannadaJob = `"${options.jobTitleKn || options.jobTitle}" (${options.company})`;
  return {
    to: options.to,
    subject: `${options.siteName}: your application for ${options.jobTitle} is ${texts.label} / ನಿಮ್ಮ ಅರ್ಜಿ: ${texts.kannadaLabel}`,
    text: [
      `Hello ${options.candidateName},`,
      "",
      `Your application for ${job} is now: ${texts.label}.`,
      texts.english,
      "See all your applications on your profile:",
      `${options.publicUrl}/candidate/profile?tab=applications`,
      "",
      `ನಮಸ್ಕಾರ ${options.candidateName},`,
      `${kannadaJob} ಉದ್ಯೋಗಕ್ಕೆ ನಿಮ್ಮ ಅರ್ಜಿಯ ಸ್ಥಿತಿ: ${texts.kannadaLabel}.`,
      texts.kannada,
      "ನಿಮ್ಮ ಎಲ್ಲಾ ಅರ್ಜಿಗಳನ್ನು ನಿಮ್ಮ ಪ್ರೊಫೈಲ್‌ನಲ್ಲಿ ನೋಡಿ (ಮೇಲಿನ ಲಿಂಕ್).",
    ].join("\n"),
  };
}

/**
 * How a job ended for the applications still awaiting a decision (ADR 016). `closed_by_site`: the
 * admin closed it, so the mail does not say the employer did. `removed_by_site`: the admin took it
 * down; the applicant reads only that it is no longer on the site, never that it was reported or why.
 */
export type JobEnding = "filled" | "closed" | "closed_by_site" | "removed_by_site" | "deleted";

const notSelected = {
  subject: (jobTitle: string) => `your application for ${jobTitle} is Not selected / ನಿಮ್ಮ ಅರ್ಜಿ: ಆಯ್ಕೆಯಾಗಿಲ್ಲ`,
  interviewSubject: (jobTitle: string) => `interview for ${jobTitle} cancelled, your application is Not selected / ಸಂದರ್ಶನ ರದ್ದಾಗಿದೆ, ನಿಮ್ಮ ಅರ್ಜಿ: ಆಯ್ಕೆಯಾಗಿಲ್ಲ`,
  english: (job: string) => `Your application for ${job} is now: Not selected.`,
  kannada: (job: string) => `${job} ಉದ್ಯೋಗಕ್ಕೆ ನಿಮ್ಮ ಅರ್ಜಿಯ ಸ್ಥಿತಿ: ಆಯ್ಕೆಯಾಗಿಲ್ಲ.`,
};

const endingTexts: Record<
  JobEnding,
  {
    subject: (jobTitle: string, kannadaTitle: string) => string;
    /** When an interview for the job was cancelled with it: said first, it is the news that cannot wait. */
    interviewSubject: (jobTitle: string, kannadaTitle: string) => string;
    english: (job: string) => string; kannada: (job: string) => string;
    why: string;
    kannadaWhy: string;
  }
> = {
  filled: {
    ...notSelected,
    why: "The employer has filled this position with another candidate.",
    kannadaWhy: "ಈ ಹುದ್ದೆ ಭರ್ತಿಯಾಗಿದೆ: ಉದ್ಯೋಗದಾತರು ಬೇರೊಬ್ಬ ಅಭ್ಯರ್ಥಿಯನ್ನು ನೇಮಕ ಮಾಡಿದ್ದಾರೆ.",
  },
  closed: {
    ...notSelected,
    why: "The employer has closed this job before deciding on your application.",
    kannadaWhy: "ನಿಮ್ಮ ಅರ್ಜಿಯ ಬಗ್ಗೆ ನಿರ್ಧರಿಸುವ ಮೊದಲೇ ಉದ್ಯೋಗದಾತರು ಈ ಉದ್ಯೋಗವನ್ನು ಮುಚ್ಚಿದ್ದಾರೆ.",
  },
  closed_by_site: {
    ...notSelected,
    why: "This job has been closed on the site before a decision on your application.",
    kannadaWhy: "ನಿಮ್ಮ ಅರ್ಜಿಯ ಬಗ್ಗೆ ನಿರ್ಧಾರವಾಗುವ ಮೊದಲೇ ಈ ಉದ್ಯೋಗವನ್ನು ವೆಬ್‌ಸೈಟ್‌ನಲ್ಲಿ ಮುಚ್ಚಲಾಗಿದೆ.",
  },
  removed_by_site: {
    ...notSelected,
    why: "This job is no longer on the site, so no decision will be made on your application.",
    kannadaWhy: "ಈ ಉದ್ಯೋಗ ಈಗ ವೆಬ್‌ಸೈಟ್‌ನಲ್ಲಿ ಇಲ್ಲ; ಹಾಗಾಗಿ ನಿಮ್ಮ ಅರ್ಜಿಯ ಬಗ್ಗೆ ಯಾವುದೇ ನಿರ್ಧಾರ ಆಗುವುದಿಲ್ಲ.",
  },
  deleted: {
    subject: (jobTitle: string, kannadaTitle: string) => `${jobTitle} has been withdrawn / ಉದ್ಯೋಗ ಹಿಂಪಡೆಯಲಾಗಿದೆ: ${kannadaTitle}`,
    interviewSubject: (jobTitle: string, kannadaTitle: string) => `interview for ${jobTitle} cancelled, the job has been withdrawn / ಸಂದರ್ಶನ ರದ್ದಾಗಿದೆ, ಉದ್ಯೋಗ ಹಿಂಪಡೆಯಲಾಗಿದೆ: ${kannadaTitle}`,
    english: (job: string) => `The job ${job} you applied for has been withdrawn.`,
    kannada: (job: string) => `ನೀವು ಅರ್ಜಿ ಸಲ್ಲಿಸಿದ ${job} ಉದ್ಯೋಗವನ್ನು ಹಿಂಪಡೆಯಲಾಗಿದೆ.`,
    why: "It has been deleted from the site, and your application with it.",
    kannadaWhy: "ಅದನ್ನು ವೆಬ್‌ಸೈಟ್‌ನಿಂದ ಅಳಿಸಲಾಗಿದೆ; ಅದರೊಂದಿಗೆ ನಿಮ್ಮ ಅರ್ಜಿಯನ್ನೂ ಅಳಿಸಲಾಗಿದೆ.",
  },
};

/** The candidate's interview for the job, cancelled with it: the time that was agreed, and the CANCEL where their calendar holds it. */
export interface InterviewEndedWithApplication {
  agreed: InterviewSlot | null;
  timeZone: string;
  calendar?: MailCalendarEvent;
}

function interviewLines(interview: InterviewEndedWithApplication | undefined) {
  if (!interview) return { english: [], kannada: [] };
  const time = interview.agreed ? slotText(interview.agreed, interview.timeZone) : null;
  return {
    english: [
      "So your interview for this job is cancelled. Please do not go to it.",
      ...(time ? [`It was on ${time.english}.`] : []),
      ...(interview.calendar ? ["The attached update takes it out of your calendar."] : []),
    ],
    kannada: [
      "ಹಾಗಾಗಿ ಈ ಉದ್ಯೋಗದ ನಿಮ್ಮ ಸಂದರ್ಶನ ರದ್ದಾಗಿದೆ. ದಯವಿಟ್ಟು ಸಂದರ್ಶನಕ್ಕೆ ಹೋಗಬೇಡಿ.",
      ...(time ? [`ರದ್ದಾದ ಸಂದರ್ಶನದ ಸಮಯ: ${time.kannada}`] : []),
      ...(interview.calendar ? ["ಜೊತೆಗಿರುವ ಕ್ಯಾಲೆಂಡರ್ ಅಪ್‌ಡೇಟ್ ಇದನ್ನು ನಿಮ್ಮ ಕ್ಯಾಲೆಂಡರ್‌ನಿಂದ ತೆಗೆದುಹಾಕುತ್ತದೆ."] : []),
    ],
  };
}

/**
 * To a candidate whose application was still pending or shortlisted when the job ended: filled by
 * someone else or closed (the application is now Not selected), or deleted (the application is gone).
 * With `interview`, the one mail also says that their interview for it is cancelled (one ending, one
 * mail), with the calendar's CANCEL attached where it holds the invitation.
 */
export function jobEndedMail(
  options: Site & {
    to: string;
    candidateName: string;
    jobTitle: string;
    jobTitleKn?: string | null;
    company: string;
    ending: JobEnding;
    interview?: InterviewEndedWithApplication;
  },
): MailMessage {
  const texts = endingTexts[options.ending];
  const job = `"${options.jobTitle}" (${options.company})`;
  // The Kannada half names the job by its Kannada title, where the employer gave one.
  const kannadaTitle = options.jobTitleKn || options.jobTitle;
  const kannadaJob = `"${kannadaTitle}" (${options.company})`;
  const interview = interviewLines(options.interview);
  return {
    to: options.to,
    subject: `${options.siteName}: ${(options.interview ? texts.interviewSubject : texts.subject)(options.jobTitle, kannadaTitle)}`,
    text: [
      `Hello ${options.candidateName},`,
      "",
      texts.english(job),
      texts.why,
      ...interview.english,
      "New jobs are posted every day: keep applying.",
      `${options.publicUrl}/jobs`,
      "",
      `ನಮಸ್ಕಾರ ${options.candidateName},`,
      texts.kannada(kannadaJob),
      texts.kannadaWhy,
      ...interview.kannada,
      "ಪ್ರತಿದಿನ ಹೊಸ ಉದ್ಯೋಗಗಳು ಬರುತ್ತವೆ: ಅರ್ಜಿ ಸಲ್ಲಿಸುತ್ತಿರಿ (ಮೇಲಿನ ಲಿಂಕ್).",
    ].join("\n"),
    ...(options.interview?.calendar ? { icalEvent: options.interview.calendar } : {}),
  };
}
