/**
 * Every SMS and WhatsApp text of the site's news, in English and Kannada, in one place. A text has
 * room for one language (the person's, chosen with their channels): a Kannada SMS is UCS-2, 70
 * characters a part, so each says only what happened, to which job, and where to look, in one or two
 * parts (`npm run bench:sms` prints them). Each is a WhatsApp template too (its approved name, the
 * language, the values in order); the SMS is the template's text with the link to stop texts, the
 * WhatsApp message the same with "Reply STOP" (the webhook turns WhatsApp off at that answer).
 */
import type { Language } from "@app/shared/constants";
import { formatDateTime } from "@app/shared/date-time-format";
import type { PhoneMessageKind } from "@app/shared/phone";
import type { WhatsAppTemplate } from "../db/schema/index.ts";

/** The approved text of each WhatsApp template, `{{n}}` its values; the SMS says the same. */
export const whatsAppTemplates = {
  application_status: { en: "Your application for {{1}}: {{2}}. {{3}}", kn: "{{1}} ಅರ್ಜಿ: {{2}}. {{3}}" },
  interview_times: { en: "Interview for {{1}}: choose a time. {{2}}", kn: "{{1}} ಸಂದರ್ಶನ: ಸಮಯ ಆರಿಸಿ. {{2}}" },
  interview_new_times: { en: "New interview times for {{1}}. {{2}}", kn: "{{1}} ಸಂದರ್ಶನಕ್ಕೆ ಹೊಸ ಸಮಯ. {{2}}" },
  interview_fixed: { en: "Interview for {{1}} fixed: {{2}}. {{3}}", kn: "{{1}} ಸಂದರ್ಶನ ನಿಗದಿ: {{2}}. {{3}}" },
  interview_cancelled: { en: "Interview for {{1}} cancelled. {{2}}", kn: "{{1}} ಸಂದರ್ಶನ ರದ್ದಾಗಿದೆ. {{2}}" },
  interview_cancelled_job_ended: { en: "Interview for {{1}} cancelled: {{2}}. {{3}}", kn: "{{1}} ಸಂದರ್ಶನ ರದ್ದಾಗಿದೆ: {{2}}. {{3}}" },
  interviews_cancelled_job_ended: { en: "{{1}} interviews for {{2}} cancelled: {{3}}. {{4}}", kn: "{{2}}: {{1}} ಸಂದರ್ಶನಗಳು ರದ್ದಾಗಿವೆ: {{3}}. {{4}}" },
  interviews_cancelled_candidate_gone: { en: "{{1}} interviews with {{2}} cancelled. {{3}}", kn: "{{2}} ಅವರೊಂದಿಗಿನ {{1}} ಸಂದರ್ಶನಗಳು ರದ್ದಾಗಿವೆ. {{3}}" },
  interview_other_times: { en: "{{1}} asks for other interview times for {{2}}. {{3}}", kn: "{{2}}: {{1}} ಬೇರೆ ಸಂದರ್ಶನ ಸಮಯ ಕೇಳಿದ್ದಾರೆ. {{3}}" },
  interview_reminder: { en: "Reminder: interview for {{1}} on {{2}}. {{3}}", kn: "ನೆನಪು: {{1}} ಸಂದರ್ಶನ {{2}}. {{3}}" },
  new_message: { en: "New message from {{1}} about {{2}}. {{3}}", kn: "{{2}}: {{1}} ಅವರಿಂದ ಹೊಸ ಸಂದೇಶ. {{3}}" },
  alert_jobs: { en: "New jobs for your alert: {{1}}. {{2}}", kn: "ನಿಮ್ಮ ಅಲರ್ಟ್‌ಗೆ ಹೊಸ ಉದ್ಯೋಗಗಳು: {{1}}. {{2}}" },
  jobs_for_you: { en: "New Jobs for you: {{1}}. {{2}}", kn: "ನಿಮಗಾಗಿ ಹೊಸ ಉದ್ಯೋಗಗಳು: {{1}}. {{2}}" },
} as const satisfies Record<string, Record<Language, string>>;
export type WhatsAppTemplateName = keyof typeof whatsAppTemplates;

/** How each text says to stop: the SMS by a short link to the person's channels, WhatsApp by a reply. */
const stopTexts = {
  sms: { en: (link: string) => `Stop: ${link}`, kn: (link: string) => `ನಿಲ್ಲಿಸಲು ${link}` },
  whatsapp: { en: "Reply STOP to stop.", kn: "ನಿಲ್ಲಿಸಲು STOP ಎಂದು ಉತ್ತರಿಸಿ." },
} as const;

/**
 * Short addresses for texts (each character of a Kannada SMS counts). The web app sends `/a` and `/n`
 * on to the signed-in person's page, the candidate's profile or the employer's dashboard; the server
 * sends `/j/<job>` on to the job's page, `/r/<stop token>` to its alert's search (its new jobs, newest
 * first) and `/s/<stop token>` to its alert's unsubscribe page (modules/site/short-links.ts).
 */
export const shortPaths = { applications: "/a", notificationSettings: "/n", job: "/j", alertJobs: "/r", stopAlert: "/s", manageAlerts: "/m" } as const;

/** A job's id (a UUID, 36 characters) as its 16 bytes in base64url: 22 characters. */
export function shortJobReference(jobId: string): string {
  return Buffer.from(jobId.replace(/-/g, ""), "hex").toString("base64url");
}

/** The job id a short reference names; null for anything that is not 16 bytes in base64url. */
export function jobIdOfReference(reference: string): string | null {
  if (!/^[A-Za-z0-9_-]{22}$/.test(reference)) return null;
  const hex = Buffer.from(reference, "base64url").toString("hex");
  if (hex.length !== 32 || Buffer.from(hex, "hex").toString("base64url") !== reference) return null;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A job's page as a text links it: `/j/<22 characters>`, not `/jobs/<36>`. */
export function shortJobLink(publicUrl: string, jobId: string): string {
  return `${publicUrl}${shortPaths.job}/${shortJobReference(jobId)}`;
}

/**
 * Where a daily text of an alert's new jobs leads: the alert's search, newest first, by the alert's
 * short token. A guest's alert has no list of its own to show, and /alerts asks a guest to sign in.
 */
export function alertJobsLink(publicUrl: string, stopToken: string): string {
  return `${publicUrl}${shortPaths.alertJobs}/${stopToken}`;
}

/** How a guest's alert saved to a number says to stop it: its own short link to its unsubscribe page. */
export function alertStopLink(publicUrl: string, stopToken: string): string {
  return `${publicUrl}${shortPaths.stopAlert}/${stopToken}`;
}

/** Where a text says to manage a number's alerts: an alert's short link to the page listing all of them. */
export function alertManageLink(publicUrl: string, stopToken: string): string {
  return `${publicUrl}${shortPaths.manageAlerts}/${stopToken}`;
}

/** One piece of news as a text: its kind (its SMS template id in India) and its words in either language. */
export interface PhoneNews {
  kind: PhoneMessageKind;
  /** Where an SMS says to stop, when not the person's channels (a guest's alert: its own unsubscribe page). */
  stopLink?: string;
  in(language: Language): { template: WhatsAppTemplate; text: string };
}

/** The template's text with its values filled in. */
export function fillTemplate(name: WhatsAppTemplateName, language: Language, values: readonly string[]): string {
  return whatsAppTemplates[name][language].replace(/\{\{(\d+)\}\}/g, (_, index: string) => values[Number(index) - 1] ?? "");
}

/** The SMS of a piece of news: its text, then how to stop texts. */
export function smsText(news: PhoneNews, language: Language, publicUrl: string): string {
  return `${news.in(language).text} ${stopTexts.sms[language](news.stopLink ?? `${publicUrl}${shortPaths.notificationSettings}`)}`;
}

/** The WhatsApp message of a piece of news: the template, and its text as read (with the STOP line). */
export function whatsAppMessage(news: PhoneNews, language: Language): { template: WhatsAppTemplate; text: string } {
  const { template, text } = news.in(language);
  return { template, text: `${text}\n${stopTexts.whatsapp[language]}` };
}

function news(kind: PhoneMessageKind, name: WhatsAppTemplateName, values: (language: Language) => string[]): PhoneNews {
  return {
    kind,
    in(language) {
      const filled = values(language);
      return { template: { name, language, values: filled }, text: fillTemplate(name, language, filled) };
    },
  };
}

/** A job as a text names it: its Kannada title for a Kannada reader where the employer gave one. */
export interface TextJob {
  title: string;
  titleKn?: string | null;
}
const jobName = (job: TextJob, language: Language) => (language === "kn" && job.titleKn ? job.titleKn : job.title);

export type StatusNews = "shortlisted" | "rejected" | "hired" | "filled" | "closed" | "closed_by_site" | "removed_by_site" | "deleted";
const statusWords: Record<StatusNews, Record<Language, string>> = {
  shortlisted: { en: "shortlisted", kn: "ಶಾರ್ಟ್‌ಲಿಸ್ಟ್ ಆಗಿದೆ" },
  rejected: { en: "not selected this time", kn: "ಈ ಬಾರಿ ಆಯ್ಕೆಯಾಗಿಲ್ಲ" },
  hired: { en: "hired, congratulations", kn: "ನೇಮಕವಾಗಿದೆ, ಅಭಿನಂದನೆಗಳು" },
  filled: { en: "the job is filled, not selected", kn: "ಹುದ್ದೆ ಭರ್ತಿಯಾಗಿದೆ, ಆಯ್ಕೆಯಾಗಿಲ್ಲ" },
  closed: { en: "the job is closed", kn: "ಉದ್ಯೋಗ ಮುಚ್ಚಲಾಗಿದೆ" },
  closed_by_site: { en: "the job is closed", kn: "ಉದ್ಯೋಗ ಮುಚ್ಚಲಾಗಿದೆ" },
  // Taken down by the admin: only that it is gone, never that it was reported or why.
  removed_by_site: { en: "the job is no longer on the site", kn: "ಉದ್ಯೋಗ ಈಗ ವೆಬ್‌ಸೈಟ್‌ನಲ್ಲಿ ಇಲ್ಲ" },
  deleted: { en: "the job was withdrawn", kn: "ಉದ್ಯೋಗ ಹಿಂಪಡೆಯಲಾಗಿದೆ" },
};

/** To a candidate: their application moved (shortlisted, not selected, hired) or ended with its job. */
export function statusNews(publicUrl: string, job: TextJob, status: StatusNews): PhoneNews {
  return news("status", "application_status", (language) => [jobName(job, language), statusWords[status][language], `${publicUrl}${shortPaths.applications}`]);
}

/**
 * To a candidate whose application ended with its job and whose interview was cancelled with it:
 * both in one text, the interview first and then how the job ended for the application (one
 * message for one ending, one count against the SMS cap).
 */
export function jobEndedWithInterviewNews(publicUrl: string, job: TextJob, ending: Exclude<StatusNews, "shortlisted" | "rejected" | "hired">): PhoneNews {
  return news("interview", "interview_cancelled_job_ended", (language) => [jobName(job, language), statusWords[ending][language], `${publicUrl}${shortPaths.applications}`]);
}

/**
 * To an employer whose job was ended by the site (closed, taken down, deleted by the admin) with
 * several interviews: one text for them all, how many and why, as the one mail lists them.
 */
export function interviewsEndedWithJobNews(publicUrl: string, job: TextJob, count: number, ending: Exclude<StatusNews, "shortlisted" | "rejected" | "hired">): PhoneNews {
  return news("interview", "interviews_cancelled_job_ended", (language) => [String(count), jobName(job, language), statusWords[ending][language], `${publicUrl}${shortPaths.applications}`]);
}

/**
 * To an employer whose candidate's account closed with several interviews with them: one text for
 * them all, how many and with whom (never why), as the one mail lists them.
 */
export function interviewsCandidateGoneNews(publicUrl: string, candidateName: string, count: number): PhoneNews {
  return news("interview", "interviews_cancelled_candidate_gone", () => [String(count), candidateName, `${publicUrl}${shortPaths.applications}`]);
}

export type InterviewNewsKind = "times" | "new_times" | "fixed" | "cancelled" | "reminder";

/** To the candidate or the employer: an interview's times, its agreed time, its cancel, or its reminder. */
export function interviewNews(
  options: { publicUrl: string; timeZone: string; job: TextJob; startsAt?: Date | string | null },
  what: InterviewNewsKind,
): PhoneNews {
  const link = `${options.publicUrl}${shortPaths.applications}`;
  const when = (language: Language) => (options.startsAt ? formatDateTime(options.startsAt, language, options.timeZone) : "");
  switch (what) {
    case "times":
      return news("interview", "interview_times", (language) => [jobName(options.job, language), link]);
    case "new_times":
      return news("interview", "interview_new_times", (language) => [jobName(options.job, language), link]);
    case "fixed":
      return news("interview", "interview_fixed", (language) => [jobName(options.job, language), when(language), link]);
    case "cancelled":
      return news("interview", "interview_cancelled", (language) => [jobName(options.job, language), link]);
    case "reminder":
      return news("interview", "interview_reminder", (language) => [jobName(options.job, language), when(language), link]);
  }
}

/** To the employer: the candidate asks for other interview times. */
export function interviewChangeRequestNews(publicUrl: string, job: TextJob, candidateName: string): PhoneNews {
  return news("interview", "interview_other_times", (language) => [candidateName, jobName(job, language), `${publicUrl}${shortPaths.applications}`]);
}

/** To a reader with a message waiting unread (never the message itself: it stays on the site, on record), linking to the applications it hangs off. */
export function messageNews(publicUrl: string, job: TextJob, senderName: string): PhoneNews {
  return news("message", "new_message", (language) => [senderName, jobName(job, language), `${publicUrl}${shortPaths.applications}`]);
}

/** An alert's new jobs: how many, and where to see them. */
export function alertNews(link: string, count: number, forYou: boolean, stopLink?: string): PhoneNews {
  return { ...news("alert", forYou ? "jobs_for_you" : "alert_jobs", () => [String(count), link]), ...(stopLink ? { stopLink } : {}) };
}
