/**
 * The calendar invitation (.ics, RFC 5545/5546) mailed with an agreed or cancelled interview: one
 * VEVENT whose UID stays the interview's through every change, so a later REQUEST with a higher
 * SEQUENCE moves the event in the reader's calendar and a CANCEL removes it. Times are written in
 * the site's time zone (TZID, with its VTIMEZONE), as the two parties agreed them.
 */
import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import addressparser from "nodemailer/lib/addressparser";
import type { InterviewPlaceKind } from "@app/shared/interviews";
import type { MailCalendarEvent } from "../../db/schema/mail.ts";

interface Person {
  name: string;
  email: string;
}

export interface InterviewCalendarOptions {
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
  jobTitle: string;
  company: string;
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
  return placeKind === "phone" ? "Phone call" : (place ?? "");
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
  // Replies would go to the site's no-reply address: the answer is given on the site.
  const attendee = (person: Person) => ({ ...person, role: ICalAttendeeRole.REQ, status: ICalAttendeeStatus.ACCEPTED, rsvp: false });
  calendar.createEvent({
    id: `interview-${options.interviewId}@${new URL(options.publicUrl).hostname}`,
    sequence: options.sequence,
    stamp: new Date(),
    start: wallClockAsLocal(options.startsAt, options.timeZone),
    end: wallClockAsLocal(endsAt, options.timeZone),
    timezone: options.timeZone,
    summary: `Interview: ${options.jobTitle} at ${options.company}`,
    location: interviewLocation(options.placeKind, options.place),
    description: `Interview for "${options.jobTitle}" at ${options.company}, arranged on ${options.siteName}. Details: ${options.link}`,
    organizer: { name: `${options.employerName} (${options.company})`, email: siteAddress(options.mailFrom) },
    attendees: [options.candidate, ...(options.employerAttendee ? [options.employerAttendee] : [])].map(attendee),
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return { method: options.method, filename: cancelled ? "interview-cancelled.ics" : "interview.ics", content: calendar.toString() };
}
