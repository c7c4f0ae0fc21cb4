/**
 * The e-mails of interviews, plain text in English then Kannada, like every mail of the site: the
 * site does not know which language a person reads. Each half names the job by its title in that
 * language, and writes times on the site's clocks (SITE_TIME_ZONE) as the site's pages do
 * (interview-texts.ts). A calendar invitation (.ics) goes only with an agreed time and with the
 * cancel of an interview whose invitation went out (interview-actions.ts decides which).
 */
import type { InterviewPlaceKind, InterviewSlot } from "@app/shared/interviews";
import type { MailCalendarEvent } from "../../db/schema/mail.ts";
import type { MailMessage } from "../../mail/mailer.ts";
import { jobText, placeName, slotText, type InterviewJob } from "./interview-texts.ts";

interface InterviewMailSite {
  siteName: string;
  publicUrl: string;
  timeZone: string;
}

interface InterviewMailOptions extends InterviewMailSite, InterviewJob {
  to: string;
  /** The recipient's name, for the greeting. */
  name: string;
  placeKind: InterviewPlaceKind;
  place: string | null;
}

/** Where each party follows the interview: the candidate's applications, the employer's applicants. */
export function candidateApplicationsLink(publicUrl: string): string {
  return `${publicUrl}/candidate/profile?tab=applications`;
}

export function employerApplicationsLink(publicUrl: string): string {
  return `${publicUrl}/employer/dashboard?tab=applications`;
}

function placeText(placeKind: InterviewPlaceKind, place: string | null): { english: string; kannada: string } {
  const name = placeName(placeKind, place);
  return { english: `Place: ${name.english}`, kannada: `ಸ್ಥಳ: ${name.kannada}` };
}

/** To the candidate: the times to choose from (first proposed, or new ones), no invitation yet. */
export function interviewTimesMail(options: InterviewMailOptions & { slots: InterviewSlot[]; rescheduled: boolean }): MailMessage {
  const times = options.slots.map((slot) => slotText(slot, options.timeZone));
  const place = placeText(options.placeKind, options.place);
  const link = candidateApplicationsLink(options.publicUrl);
  const job = jobText(options);
  return {
    to: options.to,
    subject: options.rescheduled
      ? `${options.siteName}: new interview times for ${options.jobTitle} / ಸಂದರ್ಶನಕ್ಕೆ ಹೊಸ ಸಮಯಗಳು`
      : `${options.siteName}: interview for ${options.jobTitle}, choose a time / ಸಂದರ್ಶನಕ್ಕೆ ಸಮಯ ಆರಿಸಿ`,
    text: [
      `Hello ${options.name},`,
      "",
      options.rescheduled
        ? `The employer has changed the interview for ${job.english}. Any time agreed before no longer holds. The new times:`
        : `The employer would like to interview you for ${job.english}. The times offered:`,
      ...times.map((time) => `- ${time.english}`),
      place.english,
      "Choose the time that suits you, or ask for other times, in your applications:",
      link,
      "",
      `ನಮಸ್ಕಾರ ${options.name},`,
      options.rescheduled
        ? `${job.kannada} ಉದ್ಯೋಗದ ಸಂದರ್ಶನದ ಸಮಯವನ್ನು ಉದ್ಯೋಗದಾತರು ಬದಲಿಸಿದ್ದಾರೆ. ಹಿಂದೆ ಒಪ್ಪಿದ ಸಮಯ ಇನ್ನು ಇಲ್ಲ. ಹೊಸ ಸಮಯಗಳು:`
        : `${job.kannada} ಉದ್ಯೋಗಕ್ಕೆ ಉದ್ಯೋಗದಾತರು ನಿಮ್ಮ ಸಂದರ್ಶನ ಮಾಡಲು ಬಯಸುತ್ತಾರೆ. ಅವರು ಸೂಚಿಸಿದ ಸಮಯಗಳು:`,
      ...times.map((time) => `- ${time.kannada}`),
      place.kannada,
      "ನಿಮಗೆ ಸರಿಹೊಂದುವ ಸಮಯವನ್ನು “ನನ್ನ ಅರ್ಜಿಗಳು” ಪುಟದಲ್ಲಿ ಆರಿಸಿ, ಅಥವಾ ಬೇರೆ ಸಮಯ ಕೇಳಿ (ಮೇಲಿನ ಲಿಂಕ್).",
    ].join("\n"),
  };
}

/** To the employer: the candidate asks for other times, with their note. */
export function interviewChangeRequestMail(options: InterviewMailOptions & { candidateName: string; note: string }): MailMessage {
  const job = jobText(options);
  return {
    to: options.to,
    subject: `${options.siteName}: ${options.candidateName} asks for other interview times / ಬೇರೆ ಸಂದರ್ಶನದ ಸಮಯಕ್ಕೆ ವಿನಂತಿ`,
    text: [
      `Hello ${options.name},`,
      "",
      `${options.candidateName} cannot come at the times you offered for ${job.english} and asks for other times:`,
      `"${options.note}"`,
      "Propose new times, or cancel the interview, on your dashboard:",
      employerApplicationsLink(options.publicUrl),
      "",
      `ನಮಸ್ಕಾರ ${options.name},`,
      `${job.kannada} ಉದ್ಯೋಗದ ಸಂದರ್ಶನಕ್ಕೆ ನೀವು ಕೊಟ್ಟ ಸಮಯಗಳಲ್ಲಿ ${options.candidateName} ಅವರಿಗೆ ಬರಲು ಆಗುವುದಿಲ್ಲ; ಅವರು ಬೇರೆ ಸಮಯ ಕೇಳಿದ್ದಾರೆ (ಮೇಲಿನ ಟಿಪ್ಪಣಿ).`,
      "ನಿಮ್ಮ ಡ್ಯಾಶ್‌ಬೋರ್ಡ್‌ನಲ್ಲಿ ಹೊಸ ಸಮಯಗಳನ್ನು ಕೊಡಿ, ಅಥವಾ ಸಂದರ್ಶನವನ್ನು ರದ್ದು ಮಾಡಿ (ಮೇಲಿನ ಲಿಂಕ್).",
    ].join("\n"),
  };
}

interface AgreedOptions extends InterviewMailOptions {
  scheduled: InterviewSlot;
  /** The other party's name: the candidate's for the employer, the employer's for the candidate. */
  otherName: string;
  forEmployer: boolean;
  calendar: MailCalendarEvent;
}

/** To each party: the time is agreed, with the invitation (.ics) that puts it in their calendar. */
export function interviewAgreedMail(options: AgreedOptions): MailMessage {
  const time = slotText(options.scheduled, options.timeZone);
  const place = placeText(options.placeKind, options.place);
  const job = jobText(options);
  const link = options.forEmployer ? employerApplicationsLink(options.publicUrl) : candidateApplicationsLink(options.publicUrl);
  return {
    to: options.to,
    subject: `${options.siteName}: interview on ${time.english} / ಸಂದರ್ಶನ ${time.kannada}`,
    text: [
      `Hello ${options.name},`,
      "",
      options.forEmployer
        ? `${options.otherName} has accepted the interview for ${job.english}:`
        : `Your interview with ${options.otherName} for ${job.english} is fixed:`,
      time.english,
      place.english,
      "The attached invitation adds it to your calendar. Details:",
      link,
      "",
      `ನಮಸ್ಕಾರ ${options.name},`,
      options.forEmployer
        ? `${job.kannada} ಉದ್ಯೋಗದ ಸಂದರ್ಶನಕ್ಕೆ ${options.otherName} ಅವರು ಒಪ್ಪಿದ್ದಾರೆ:`
        : `${job.kannada} ಉದ್ಯೋಗಕ್ಕೆ ${options.otherName} ಅವರೊಂದಿಗೆ ನಿಮ್ಮ ಸಂದರ್ಶನದ ಸಮಯ ನಿಗದಿಯಾಗಿದೆ:`,
      time.kannada,
      place.kannada,
      "ಜೊತೆಗಿರುವ ಕ್ಯಾಲೆಂಡರ್ ಆಹ್ವಾನ ಇದನ್ನು ನಿಮ್ಮ ಕ್ಯಾಲೆಂಡರ್‌ಗೆ ಸೇರಿಸುತ್ತದೆ. ವಿವರಗಳು ಮೇಲಿನ ಲಿಂಕ್‌ನಲ್ಲಿ.",
    ].join("\n"),
    icalEvent: options.calendar,
  };
}

interface CancelledOptions extends InterviewMailOptions {
  forEmployer: boolean;
  /** The METHOD:CANCEL that takes it out of a calendar which holds its invitation. */
  calendar?: MailCalendarEvent;
}

/** The interview is off: to the candidate always, to the employer when their calendar holds it. */
export function interviewCancelledMail(options: CancelledOptions): MailMessage {
  const job = jobText(options);
  return {
    to: options.to,
    subject: `${options.siteName}: interview for ${options.jobTitle} cancelled / ಸಂದರ್ಶನ ರದ್ದಾಗಿದೆ`,
    text: [
      `Hello ${options.name},`,
      "",
      options.forEmployer ? `You cancelled the interview for ${job.english}.` : `The employer has cancelled the interview for ${job.english}.`,
      ...(options.calendar ? ["The attached update takes it out of your calendar."] : []),
      options.forEmployer ? employerApplicationsLink(options.publicUrl) : candidateApplicationsLink(options.publicUrl),
      "",
      `ನಮಸ್ಕಾರ ${options.name},`,
      options.forEmployer ? `${job.kannada} ಉದ್ಯೋಗದ ಸಂದರ್ಶನವನ್ನು ನೀವು ರದ್ದು ಮಾಡಿದ್ದೀರಿ.` : `${job.kannada} ಉದ್ಯೋಗದ ಸಂದರ್ಶನವನ್ನು ಉದ್ಯೋಗದಾತರು ರದ್ದು ಮಾಡಿದ್ದಾರೆ.`,
      ...(options.calendar ? ["ಜೊತೆಗಿರುವ ಕ್ಯಾಲೆಂಡರ್ ಅಪ್‌ಡೇಟ್ ಇದನ್ನು ನಿಮ್ಮ ಕ್ಯಾಲೆಂಡರ್‌ನಿಂದ ತೆಗೆದುಹಾಕುತ್ತದೆ."] : []),
    ].join("\n"),
    ...(options.calendar ? { icalEvent: options.calendar } : {}),
  };
}

/** How the job of an interview cancelled with it ended; as the applicants' mail says it (application-mails.ts), never why the site removed it. */
export type InterviewJobEnding = "filled" | "closed" | "closed_by_site" | "removed_by_site" | "deleted";

const endedWithJobTexts: Record<InterviewJobEnding, { english: string; kannada: string }> = {
  filled: { english: "The employer has filled the job with another candidate", kannada: "ಉದ್ಯೋಗದಾತರು ಈ ಹುದ್ದೆಗೆ ಬೇರೊಬ್ಬ ಅಭ್ಯರ್ಥಿಯನ್ನು ನೇಮಕ ಮಾಡಿದ್ದಾರೆ" },
  closed: { english: "The employer has closed the job", kannada: "ಉದ್ಯೋಗದಾತರು ಈ ಉದ್ಯೋಗವನ್ನು ಮುಚ್ಚಿದ್ದಾರೆ" },
  closed_by_site: { english: "The job has been closed on the site", kannada: "ಈ ಉದ್ಯೋಗವನ್ನು ವೆಬ್‌ಸೈಟ್‌ನಲ್ಲಿ ಮುಚ್ಚಲಾಗಿದೆ" },
  // Taken down by the admin: only that it is gone, never that it was reported or why.
  removed_by_site: { english: "The job is no longer on the site", kannada: "ಈ ಉದ್ಯೋಗ ಈಗ ವೆಬ್‌ಸೈಟ್‌ನಲ್ಲಿ ಇಲ್ಲ" },
  deleted: { english: "The job has been withdrawn", kannada: "ಈ ಉದ್ಯೋಗವನ್ನು ಹಿಂಪಡೆಯಲಾಗಿದೆ" },
};

/**
 * The interview is off because its job ended: to the candidate always (do not come), with the time
 * that was agreed; to the employer when their calendar holds it, to take it out.
 */
export function interviewEndedWithJobMail(options: CancelledOptions & { ending: InterviewJobEnding; otherName: string; agreed: InterviewSlot | null }): MailMessage {
  const job = jobText(options);
  const why = endedWithJobTexts[options.ending];
  const time = options.agreed ? slotText(options.agreed, options.timeZone) : null;
  return {
    to: options.to,
    subject: `${options.siteName}: interview for ${options.jobTitle} cancelled / ಸಂದರ್ಶನ ರದ್ದಾಗಿದೆ`,
    text: [
      `Hello ${options.name},`,
      "",
      options.forEmployer
        ? `${why.english}, so the interview with ${options.otherName} for ${job.english} is cancelled.`
        : `${why.english}, so your interview for ${job.english} is cancelled. Please do not go to it.`,
      ...(time ? [`It was on ${time.english}.`] : []),
      ...(options.calendar ? ["The attached update takes it out of your calendar."] : []),
      options.forEmployer ? employerApplicationsLink(options.publicUrl) : candidateApplicationsLink(options.publicUrl),
      "",
      `ನಮಸ್ಕಾರ ${options.name},`,
      options.forEmployer
        ? `${why.kannada}; ಹಾಗಾಗಿ ${job.kannada} ಉದ್ಯೋಗಕ್ಕೆ ${options.otherName} ಅವರೊಂದಿಗಿನ ಸಂದರ್ಶನ ರದ್ದಾಗಿದೆ.`
        : `${why.kannada}; ಹಾಗಾಗಿ ${job.kannada} ಉದ್ಯೋಗದ ನಿಮ್ಮ ಸಂದರ್ಶನ ರದ್ದಾಗಿದೆ. ದಯವಿಟ್ಟು ಸಂದರ್ಶನಕ್ಕೆ ಹೋಗಬೇಡಿ.`,
      ...(time ? [`ರದ್ದಾದ ಸಂದರ್ಶನದ ಸಮಯ: ${time.kannada}`] : []),
      ...(options.calendar ? ["ಜೊತೆಗಿರುವ ಕ್ಯಾಲೆಂಡರ್ ಅಪ್‌ಡೇಟ್ ಇದನ್ನು ನಿಮ್ಮ ಕ್ಯಾಲೆಂಡರ್‌ನಿಂದ ತೆಗೆದುಹಾಕುತ್ತದೆ."] : []),
    ].join("\n"),
    ...(options.calendar ? { icalEvent: options.calendar } : {}),
  };
}

/** How the job ended, as its employer reads it: in their own words when they ended it themselves. */
const endedByEmployerTexts: Record<"filled" | "closed" | "deleted", { english: string; kannada: string }> = {
  filled: { english: "You have filled the job", kannada: "ನೀವು ಈ ಹುದ್ದೆಗೆ ನೇಮಕ ಮಾಡಿದ್ದೀರಿ" },
  closed: { english: "You have closed the job", kannada: "ನೀವು ಈ ಉದ್ಯೋಗವನ್ನು ಮುಚ್ಚಿದ್ದೀರಿ" },
  deleted: { english: "You have withdrawn the job", kannada: "ನೀವು ಈ ಉದ್ಯೋಗವನ್ನು ಹಿಂಪಡೆದಿದ್ದೀರಿ" },
};

/** One interview an employer's calendar holds, cancelled with its job. */
export interface EmployerEndedInterview {
  candidateName: string;
  /** The time that was agreed; null when new times had been proposed since. */
  agreed: InterviewSlot | null;
  /** The METHOD:CANCEL that takes it out of the employer's calendar. */
  calendar: MailCalendarEvent;
}

/**
 * To the employer, once for a job's ending, however many interviews it cancelled (ADR 044): each
 * interview their calendar holds, with its candidate and the time that was agreed, and its
 * METHOD:CANCEL. One interview's goes as the calendar part of the mail, as any cancel's; several go
 * as a file each (an iTIP message names one event). An employer who ended the job themselves reads
 * it in their own words ("You have closed the job"); they still need the cancels for their calendar.
 */
export function interviewsEndedWithJobEmployerMail(
  options: InterviewMailSite & InterviewJob & { to: string; name: string; ending: InterviewJobEnding; byEmployer: boolean; interviews: readonly EmployerEndedInterview[] },
): MailMessage {
  const job = jobText(options);
  const why = options.byEmployer && options.ending in endedByEmployerTexts ? endedByEmployerTexts[options.ending as keyof typeof endedByEmployerTexts] : endedWithJobTexts[options.ending];
  const [only, ...more] = options.interviews;
  if (!only) throw new Error("an employer's ending mail needs an interview");
  const count = options.interviews.length;
  const times = options.interviews.map((interview) => ({ name: interview.candidateName, time: interview.agreed ? slotText(interview.agreed, options.timeZone) : null }));
  const single = more.length === 0;
  return {
    to: options.to,
    subject: single
      ? `${options.siteName}: interview for ${options.jobTitle} cancelled / ಸಂದರ್ಶನ ರದ್ದಾಗಿದೆ`
      : `${options.siteName}: ${count} interviews for ${options.jobTitle} cancelled / ${count} ಸಂದರ್ಶನಗಳು ರದ್ದಾಗಿವೆ`,
    text: [
      `Hello ${options.name},`,
      "",
      ...(single
        ? [`${why.english}, so the interview with ${only.candidateName} for ${job.english} is cancelled.`, ...(times[0]!.time ? [`It was on ${times[0]!.time.english}.`] : [])]
        : [`${why.english}, so these ${count} interviews for ${job.english} are cancelled:`, ...times.map(({ name, time }) => `- ${name}${time ? `, ${time.english}` : ""}`)]),
      single ? "The candidate has been told." : "Each candidate has been told.",
      single ? "The attached update takes it out of your calendar." : "The attached updates take them out of your calendar, one file for each.",
      employerApplicationsLink(options.publicUrl),
      "",
      `ನಮಸ್ಕಾರ ${options.name},`,
      ...(single
        ? [`${why.kannada}; ಹಾಗಾಗಿ ${job.kannada} ಉದ್ಯೋಗಕ್ಕೆ ${only.candidateName} ಅವರೊಂದಿಗಿನ ಸಂದರ್ಶನ ರದ್ದಾಗಿದೆ.`, ...(times[0]!.time ? [`ರದ್ದಾದ ಸಂದರ್ಶನದ ಸಮಯ: ${times[0]!.time.kannada}`] : [])]
        : [`${why.kannada}; ಹಾಗಾಗಿ ${job.kannada} ಉದ್ಯೋಗದ ಈ ${count} ಸಂದರ್ಶನಗಳು ರದ್ದಾಗಿವೆ:`, ...times.map(({ name, time }) => `- ${name}${time ? `, ${time.kannada}` : ""}`)]),
      single ? "ಅಭ್ಯರ್ಥಿಗೆ ತಿಳಿಸಲಾಗಿದೆ." : "ಪ್ರತಿಯೊಬ್ಬ ಅಭ್ಯರ್ಥಿಗೂ ತಿಳಿಸಲಾಗಿದೆ.",
      single
        ? "ಜೊತೆಗಿರುವ ಕ್ಯಾಲೆಂಡರ್ ಅಪ್‌ಡೇಟ್ ಇದನ್ನು ನಿಮ್ಮ ಕ್ಯಾಲೆಂಡರ್‌ನಿಂದ ತೆಗೆದುಹಾಕುತ್ತದೆ."
        : "ಜೊತೆಗಿರುವ ಕ್ಯಾಲೆಂಡರ್ ಅಪ್‌ಡೇಟ್‌ಗಳು (ಪ್ರತಿ ಸಂದರ್ಶನಕ್ಕೆ ಒಂದು ಫೈಲ್) ಇವುಗಳನ್ನು ನಿಮ್ಮ ಕ್ಯಾಲೆಂಡರ್‌ನಿಂದ ತೆಗೆದುಹಾಕುತ್ತವೆ.",
    ].join("\n"),
    ...calendarParts(options.interviews.map((interview) => interview.calendar)),
  };
}

/**
 * The calendar files of a mail that cancels several interviews at once: one as the mail's calendar
 * part, as any cancel's; several as a file each, numbered (an iTIP message names one event).
 */
export function calendarParts(calendars: readonly MailCalendarEvent[]): Pick<MailMessage, "icalEvent" | "calendarAttachments"> {
  const [only, ...more] = calendars;
  if (!only) return {};
  if (more.length === 0) return { icalEvent: only };
  return { calendarAttachments: calendars.map((calendar, index) => ({ ...calendar, filename: calendar.filename.replace(/\.ics$/, `-${index + 1}.ics`) })) };
}

/**
 * To the employer: the candidate's account is closed, so their interview is off. Only that: never by
 * whom or why it closed. With the time that was agreed, and the update that takes it out of the
 * employer's calendar where it holds the invitation.
 */
export function interviewCandidateGoneMail(options: InterviewMailOptions & { candidateName: string; agreed: InterviewSlot | null; calendar?: MailCalendarEvent }): MailMessage {
  const job = jobText(options);
  const time = options.agreed ? slotText(options.agreed, options.timeZone) : null;
  return {
    to: options.to,
    subject: `${options.siteName}: interview with ${options.candidateName} for ${options.jobTitle} cancelled / ಸಂದರ್ಶನ ರದ್ದಾಗಿದೆ`,
    text: [
      `Hello ${options.name},`,
      "",
      `${options.candidateName}'s account on the site is closed, so your interview with them for ${job.english} is cancelled, and their application is no longer on your dashboard.`,
      ...(time ? [`It was on ${time.english}.`] : []),
      ...(options.calendar ? ["The attached update takes it out of your calendar."] : []),
      employerApplicationsLink(options.publicUrl),
      "",
      `ನಮಸ್ಕಾರ ${options.name},`,
      `${options.candidateName} ಅವರ ಖಾತೆ ವೆಬ್‌ಸೈಟ್‌ನಲ್ಲಿ ಮುಚ್ಚಿದೆ; ಹಾಗಾಗಿ ${job.kannada} ಉದ್ಯೋಗಕ್ಕೆ ಅವರೊಂದಿಗಿನ ನಿಮ್ಮ ಸಂದರ್ಶನ ರದ್ದಾಗಿದೆ, ಮತ್ತು ಅವರ ಅರ್ಜಿ ಇನ್ನು ನಿಮ್ಮ ಡ್ಯಾಶ್‌ಬೋರ್ಡ್‌ನಲ್ಲಿ ಇಲ್ಲ.`,
      ...(time ? [`ರದ್ದಾದ ಸಂದರ್ಶನದ ಸಮಯ: ${time.kannada}`] : []),
      ...(options.calendar ? ["ಜೊತೆಗಿರುವ ಕ್ಯಾಲೆಂಡರ್ ಅಪ್‌ಡೇಟ್ ಇದನ್ನು ನಿಮ್ಮ ಕ್ಯಾಲೆಂಡರ್‌ನಿಂದ ತೆಗೆದುಹಾಕುತ್ತದೆ."] : []),
    ].join("\n"),
    ...(options.calendar ? { icalEvent: options.calendar } : {}),
  };
}

/** One of a gone candidate's interviews with an employer: its job, the time agreed, and the cancel where the employer's calendar holds it. */
export interface CandidateGoneInterview extends InterviewJob {
  agreed: InterviewSlot | null;
  calendar?: MailCalendarEvent;
}

/**
 * To the employer, once, when a candidate's account closes with several interviews with them (ADR
 * 044): the account is closed, so these interviews are off, each with its job and the time agreed,
 * and a METHOD:CANCEL for each their calendar holds (`calendarParts`). Never by whom or why.
 */
export function interviewsCandidateGoneMail(
  options: InterviewMailSite & { to: string; name: string; candidateName: string; interviews: readonly CandidateGoneInterview[] },
): MailMessage {
  const count = options.interviews.length;
  const lines = options.interviews.map((interview) => ({ job: jobText(interview), time: interview.agreed ? slotText(interview.agreed, options.timeZone) : null }));
  const calendars = options.interviews.flatMap((interview) => (interview.calendar ? [interview.calendar] : []));
  return {
    to: options.to,
    subject: `${options.siteName}: ${count} interviews with ${options.candidateName} cancelled / ${count} ಸಂದರ್ಶನಗಳು ರದ್ದಾಗಿವೆ`,
    text: [
      `Hello ${options.name},`,
      "",
      `${options.candidateName}'s account on the site is closed, so your ${count} interviews with them are cancelled, and their applications are no longer on your dashboard:`,
      ...lines.map(({ job, time }) => `- ${job.english}${time ? `, ${time.english}` : ""}`),
      ...(calendars.length === 1 ? ["The attached update takes the one in your calendar out of it."] : []),
      ...(calendars.length > 1 ? ["The attached updates take them out of your calendar, one file for each."] : []),
      employerApplicationsLink(options.publicUrl),
      "",
      `ನಮಸ್ಕಾರ ${options.name},`,
      `${options.candidateName} ಅವರ ಖಾತೆ ವೆಬ್‌ಸೈಟ್‌ನಲ್ಲಿ ಮುಚ್ಚಿದೆ; ಹಾಗಾಗಿ ಅವರೊಂದಿಗಿನ ನಿಮ್ಮ ಈ ${count} ಸಂದರ್ಶನಗಳು ರದ್ದಾಗಿವೆ, ಮತ್ತು ಅವರ ಅರ್ಜಿಗಳು ಇನ್ನು ನಿಮ್ಮ ಡ್ಯಾಶ್‌ಬೋರ್ಡ್‌ನಲ್ಲಿ ಇಲ್ಲ:`,
      ...lines.map(({ job, time }) => `- ${job.kannada}${time ? `, ${time.kannada}` : ""}`),
      ...(calendars.length === 1 ? ["ಜೊತೆಗಿರುವ ಕ್ಯಾಲೆಂಡರ್ ಅಪ್‌ಡೇಟ್ ನಿಮ್ಮ ಕ್ಯಾಲೆಂಡರ್‌ನಲ್ಲಿರುವ ಸಂದರ್ಶನವನ್ನು ಅಲ್ಲಿಂದ ತೆಗೆದುಹಾಕುತ್ತದೆ."] : []),
      ...(calendars.length > 1 ? ["ಜೊತೆಗಿರುವ ಕ್ಯಾಲೆಂಡರ್ ಅಪ್‌ಡೇಟ್‌ಗಳು (ಪ್ರತಿ ಸಂದರ್ಶನಕ್ಕೆ ಒಂದು ಫೈಲ್) ಇವುಗಳನ್ನು ನಿಮ್ಮ ಕ್ಯಾಲೆಂಡರ್‌ನಿಂದ ತೆಗೆದುಹಾಕುತ್ತವೆ."] : []),
    ].join("\n"),
    ...calendarParts(calendars),
  };
}

/** The day before, to each party. */
export function interviewReminderMail(options: InterviewMailOptions & { scheduled: InterviewSlot; otherName: string; forEmployer: boolean }): MailMessage {
  const time = slotText(options.scheduled, options.timeZone);
  const place = placeText(options.placeKind, options.place);
  const job = jobText(options);
  return {
    to: options.to,
    subject: `${options.siteName}: reminder, interview on ${time.english} / ನೆನಪಿರಲಿ: ಸಂದರ್ಶನ ${time.kannada}`,
    text: [
      `Hello ${options.name},`,
      "",
      `A reminder of your interview with ${options.otherName} for ${job.english}:`,
      time.english,
      place.english,
      options.forEmployer ? employerApplicationsLink(options.publicUrl) : candidateApplicationsLink(options.publicUrl),
      "",
      `ನಮಸ್ಕಾರ ${options.name},`,
      `${job.kannada} ಉದ್ಯೋಗಕ್ಕೆ ${options.otherName} ಅವರೊಂದಿಗೆ ನಿಮ್ಮ ಸಂದರ್ಶನ ನೆನಪಿರಲಿ:`,
      time.kannada,
      place.kannada,
    ].join("\n"),
  };
}
