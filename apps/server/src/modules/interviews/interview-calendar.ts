/**
 * The calendar invitation (.ics, RFC 5545/5546) mailed with an agreed or cancelled interview: one
 * VEVENT whose UID stays the interview's through every change, so a later REQUEST with a higher
 * SEQUENCE moves the event in the reader's calendar and a CANCEL removes it. Times are written in
 * the site's time zone (TZID, with its VTIMEZONE), as the two parties agreed them. Its texts are in
 * English and Kannada, as the mail it comes with: the site does not know which one a person reads.
 *
 * The ORGANIZER and ATTENDEE lines are written here, not by ical-generator: its version 10 (the last
 * for Node 20, ADR 044) puts a backslash before a name's `"`, which ends the quoted CN for a parser,
 * so a name could name another address or role (issue 48). Version 11 encodes them as RFC 6868 does.
 */
import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import ical, { foldLines, ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import addressparser from "nodemailer/lib/addressparser";
import type { InterviewPlaceKind } from "@app/shared/interviews";
import { jobTitleOf } from "@app/shared/job-texts";
import { isRealEmail } from "@app/shared/phone";
import type { MailCalendarEvent } from "../../db/schema/mail.ts";
import { jobText, slotText, type InterviewJob } from "./interview-texts.ts";

interface Person {
  name: string;
  email: string;
}

export interface InterviewCalendarOptions extends InterviewJob {
  method: MailCalendarEvent["method"];
  interviewId: string;
  sequence: number;
  startsAt: Date;
  durationMinutes: number;
  /** SITE_TIME_ZONE: the zone the times are written in. */
  timeZone: string;
  siteName: string;
  publicUrl: string;
  /** MAIL_FROM: the employer organizes under the site's own address, never their private one. */
  mailFrom: string;
  placeKind: InterviewPlaceKind;
  place: string | null;
  employerName: string;
  candidate: Person;
  /** The recipient's own place on the site, where the interview is shown. */
  link: string;
  /**
   * The employer's own address, in the employer's copy only: a calendar adds an invitation it is
   * listed in, and the candidate's copy must not carry the employer's private address.
   */
  employerAttendee?: Person;
}

/** LOCATION: the address, the video link, or that it is a phone call. */
function interviewLocation(placeKind: InterviewPlaceKind, place: string | null): string {
  return placeKind === "phone" ? "Phone call / ಫೋನ್ ಕರೆ" : (place ?? "");
}

/** SUMMARY and DESCRIPTION, each in English then Kannada. */
function interviewTexts(options: InterviewCalendarOptions): { summary: string; description: string } {
  const job = jobText(options);
  const time = slotText({ startsAt: options.startsAt.toISOString(), durationMinutes: options.durationMinutes }, options.timeZone);
  return {
    summary: `Interview: ${options.jobTitle} at ${options.company} / ಸಂದರ್ಶನ: ${jobTitleOf(options, "kn")} (${options.company})`,
    description: [
      `Interview for ${job.english}, arranged on ${options.siteName}: ${time.english}.`,
      `${job.kannada} ಉದ್ಯೋಗದ ಸಂದರ್ಶನ, ${options.siteName} ವೆಬ್‌ಸೈಟ್‌ನಲ್ಲಿ ನಿಗದಿಯಾಗಿದೆ: ${time.kannada}.`,
      `Details / ವಿವರಗಳು: ${options.link}`,
    ].join("\n"),
  };
}

/**
 * The date whose local fields (the process's own zone) read as the instant's wall clock in
 * `timeZone`: ical-generator prints a native Date's local fields beside the TZID. Only a wall time
 * inside a gap of the process's zone (a DST change, at night) could move, and interviews are held
 * between 7:00 and 21:00.
 */
function wallClockAsLocal(instant: Date, timeZone: string): Date {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((entry) => entry.type === type)?.value);
  return new Date(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
}

function siteAddress(mailFrom: string): string {
  return addressparser(mailFrom, { flatten: true })[0]?.address ?? mailFrom;
}

/** Control characters other than a tab and a line break: no parameter or value may hold them. */
const controlCharacters = /[^\P{Cc}\t\r\n]/gu;

/**
 * A parameter value as RFC 5545 §3.2 lets it be written: quoted, with no `"` inside, so that no name
 * ends it. RFC 6868 writes what cannot be there: `"` as ^', a line break as ^n, and ^ itself as ^^.
 */
export function parameterValue(value: string): string {
  const encoded = value
    .replace(controlCharacters, "")
    .replace(/\^/g, "^^")
    .replace(/"/g, "^'")
    .replace(/\r\n|\r|\n/g, "^n");
  return `"${encoded}"`;
}

/** A calendar address (RFC 5545 §3.3.3): a mailto URI, with nothing in it that could end its line. */
function calendarAddress(email: string): string {
  return `mailto:${email.replace(/\p{Cc}/gu, "")}`;
}

/** Replies would go to the site's no-reply address: the answer is given on the site. */
function attendeeLine(person: Person): string {
  return `ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE;CN=${parameterValue(person.name)}:${calendarAddress(person.email)}`;
}

export function interviewCalendar(options: InterviewCalendarOptions): MailCalendarEvent {
  const cancelled = options.method === "CANCEL";
  const calendar = ical({
    prodId: { company: options.siteName, product: "Interviews", language: "EN" },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    // A nameless calendar zone: only the VTIMEZONE generator. With a named one ical-generator would
    // write DTSTAMP in the process's local time instead of UTC.
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  const endsAt = new Date(options.startsAt.getTime() + options.durationMinutes * 60_000);
  calendar.createEvent({
    id: `interview-${options.interviewId}@${new URL(options.publicUrl).hostname}`,
    sequence: options.sequence,
    stamp: new Date(),
    start: wallClockAsLocal(options.startsAt, options.timeZone),
    end: wallClockAsLocal(endsAt, options.timeZone),
    timezone: options.timeZone,
    ...interviewTexts(options),
    location: interviewLocation(options.placeKind, options.place),
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  const participants = [
    `ORGANIZER;CN=${parameterValue(`${options.employerName} (${options.company})`)}:${calendarAddress(siteAddress(options.mailFrom))}`,
    // A party who signed up with a phone has only a stand-in address: not listed, so no calendar shows it.
    ...[options.candidate, ...(options.employerAttendee ? [options.employerAttendee] : [])].filter((person) => isRealEmail(person.email)).map(attendeeLine),
  ];
  // One event: its participants go in before its end, folded like the lines ical-generator wrote.
  const content = calendar.toString().replace("END:VEVENT\r\n", `${participants.map((line) => `${foldLines(line)}\r\n`).join("")}END:VEVENT\r\n`);
  return { method: options.method, filename: cancelled ? "interview-cancelled.ics" : "interview.ics", content };
}
