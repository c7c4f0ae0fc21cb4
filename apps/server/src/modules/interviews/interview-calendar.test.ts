import { describe, expect, it } from "vitest";
import { readCalendar } from "./calendar-test-helpers.ts";
import { interviewCalendar, type InterviewCalendarOptions } from "./interview-calendar.ts";

const options: InterviewCalendarOptions = {
  method: "REQUEST",
  interviewId: "5b0e6a52-7a0b-4d55-9b1e-6f5f3b1b9a10",
  sequence: 2,
  // 10:00 in Mysuru (UTC+05:30).
  startsAt: new Date("2031-03-10T04:30:00Z"),
  durationMinutes: 45,
  timeZone: "Asia/Kolkata",
  siteName: "Nagara Jobs",
  publicUrl: "https://jobs.example.in",
  mailFrom: "Nagara Jobs <no-reply@jobs.example.in>",
  jobTitle: "Cook",
  company: "Hotel Mayura, Mysuru",
  placeKind: "in_person",
  place: "12 Sayyaji Rao Road; first floor",
  employerName: "Ravi Kumar",
  candidate: { name: "Asha", email: "asha@example.com" },
  link: "https://jobs.example.in/candidate/profile?tab=applications",
};

describe("interview calendar invitation", () => {
  it("is one event in the site's time zone, with its VTIMEZONE, the interview's UID and SEQUENCE", () => {
    const { calendar, event, vevent } = readCalendar(interviewCalendar(options).content);
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(calendar.getAllSubcomponents("vevent")).toHaveLength(1);
    expect(calendar.getFirstSubcomponent("vtimezone")?.getFirstPropertyValue("tzid")).toBe("Asia/Kolkata");
    expect(event.uid).toBe("interview-5b0e6a52-7a0b-4d55-9b1e-6f5f3b1b9a10@jobs.example.in");
    expect(event.sequence).toBe(2);
    expect(vevent.getFirstProperty("dtstart")?.getParameter("tzid")).toBe("Asia/Kolkata");
    expect(event.startDate.toString()).toBe("2031-03-10T10:00:00");
    expect(event.startDate.toJSDate().toISOString()).toBe("2031-03-10T04:30:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2031-03-10T05:15:00.000Z");
    expect(event.summary).toBe("Interview: Cook at Hotel Mayura, Mysuru");
    expect(event.location).toBe("12 Sayyaji Rao Road; first floor");
    expect(event.description).toContain(options.link);
    expect(vevent.getFirstPropertyValue("status")).toBe("CONFIRMED");
    // DTSTAMP is an instant in UTC, as RFC 5545 requires.
    expect(vevent.getFirstProperty("dtstamp")?.getFirstValue()?.toString()).toMatch(/Z$/);
  });

  it("is organized by the employer under the site's address, for the candidate alone unless the copy is the employer's", () => {
    const { event } = readCalendar(interviewCalendar(options).content);
    expect(event.organizer).toBe("mailto:no-reply@jobs.example.in");
    expect(event.component.getFirstProperty("organizer")?.getParameter("cn")).toBe("Ravi Kumar (Hotel Mayura, Mysuru)");
    // The scheme is case-insensitive (RFC 5545); ical-generator writes MAILTO for attendees.
    const attendeesOf = (copy: typeof event) => copy.attendees.map((attendee) => String(attendee.getFirstValue()).toLowerCase());
    expect(attendeesOf(event)).toEqual(["mailto:asha@example.com"]);

    const employerCopy = readCalendar(interviewCalendar({ ...options, employerAttendee: { name: "Ravi Kumar", email: "ravi@example.com" } }).content);
    expect(attendeesOf(employerCopy.event)).toEqual([
      "mailto:asha@example.com",
      "mailto:ravi@example.com",
    ]);
  });

  it("says where: a phone call, or the video link", () => {
    expect(readCalendar(interviewCalendar({ ...options, placeKind: "phone", place: null }).content).event.location).toBe("Phone call");
    const video = { ...options, placeKind: "video" as const, place: "https://meet.example.com/abc-defg" };
    expect(readCalendar(interviewCalendar(video).content).event.location).toBe("https://meet.example.com/abc-defg");
  });

  it("cancels with METHOD:CANCEL and STATUS:CANCELLED under the same UID", () => {
    const cancel = interviewCalendar({ ...options, method: "CANCEL", sequence: 3 });
    expect(cancel.method).toBe("CANCEL");
    const { calendar, event, vevent } = readCalendar(cancel.content);
    expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(vevent.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(event.uid).toBe("interview-5b0e6a52-7a0b-4d55-9b1e-6f5f3b1b9a10@jobs.example.in");
    expect(event.sequence).toBe(3);
  });
});
