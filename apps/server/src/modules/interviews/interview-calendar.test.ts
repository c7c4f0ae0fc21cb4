import type ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { readCalendar } from "./calendar-test-helpers.ts";
import { interviewCalendar, type InterviewCalendarOptions } from "./interview-calendar.ts";

/** The properties of the event: nothing a name could add. */
const eventProperties = ["attendee", "description", "dtend", "dtstamp", "dtstart", "location", "organizer", "sequence", "status", "summary", "uid"];

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
  jobTitleKn: "ಅಡುಗೆಯವರು",
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
    expect(event.location).toBe("12 Sayyaji Rao Road; first floor");
    expect(vevent.getFirstPropertyValue("status")).toBe("CONFIRMED");
    // DTSTAMP is an instant in UTC, as RFC 5545 requires.
    expect(vevent.getFirstProperty("dtstamp")?.getFirstValue()?.toString()).toMatch(/Z$/);
  });

  it("says what and when in English, then in Kannada with the job's Kannada title", () => {
    const { event } = readCalendar(interviewCalendar(options).content);
    expect(event.summary).toBe("Interview: Cook at Hotel Mayura, Mysuru / ಸಂದರ್ಶನ: ಅಡುಗೆಯವರು (Hotel Mayura, Mysuru)");
    expect(event.description).toBe(
      [
        'Interview for "Cook" (Hotel Mayura, Mysuru), arranged on Nagara Jobs: Mon, 10 Mar 2031, 10:00 AM to 10:45 AM (45 minutes).',
        '"ಅಡುಗೆಯವರು" (Hotel Mayura, Mysuru) ಉದ್ಯೋಗದ ಸಂದರ್ಶನ, Nagara Jobs ವೆಬ್‌ಸೈಟ್‌ನಲ್ಲಿ ನಿಗದಿಯಾಗಿದೆ: ಸೋಮವಾರ, 10 ಮಾರ್ಚ್ 2031, ಬೆಳಿಗ್ಗೆ 10:00ರಿಂದ ಬೆಳಿಗ್ಗೆ 10:45ರವರೆಗೆ (45 ನಿಮಿಷ).',
        `Details / ವಿವರಗಳು: ${options.link}`,
      ].join("\n"),
    );
    // A job with no Kannada title is named by its English one in both.
    const untitled = readCalendar(interviewCalendar({ ...options, jobTitleKn: null }).content).event;
    expect(untitled.summary).toBe("Interview: Cook at Hotel Mayura, Mysuru / ಸಂದರ್ಶನ: Cook (Hotel Mayura, Mysuru)");
    expect(untitled.description).toContain('"Cook" (Hotel Mayura, Mysuru) ಉದ್ಯೋಗದ ಸಂದರ್ಶನ');
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

  it("lists no party who signed up with a phone: a calendar never shows their stand-in address", () => {
    const phoneOnly = { name: "Manjunath", email: "0f5c1c1e-3a52-4f0e-9d1e-5b6c7d8e9f00@phone.invalid" };
    const employerCopy = interviewCalendar({ ...options, candidate: phoneOnly, employerAttendee: { name: "Ravi Kumar", email: "ravi@example.com" } }).content;
    expect(readCalendar(employerCopy).event.attendees.map((attendee) => String(attendee.getFirstValue()).toLowerCase())).toEqual(["mailto:ravi@example.com"]);
    expect(employerCopy).not.toContain("phone.invalid");
  });

  it("says where: a phone call, or the video link", () => {
    expect(readCalendar(interviewCalendar({ ...options, placeKind: "phone", place: null }).content).event.location).toBe("Phone call / ಫೋನ್ ಕರೆ");
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

  describe("names that try to end their parameter", () => {
    // Each would close the quoted CN and write the rest as the calendar's own: another address, another role.
    const hostileNames = [
      'HR":mailto:attacker@evil.test;X-A="',
      'Asha";ROLE=CHAIR;CN="Boss',
      "Asha\r\nATTENDEE;ROLE=CHAIR:mailto:attacker@evil.test",
      "Back\\slash, ^n caret^; colon:",
    ];
    /** The property's calendar address and parameters, as a calendar reads them. */
    const read = (property: ICAL.Property) => {
      const [, parameters, , address] = property.toJSON() as [string, Record<string, string>, string, string];
      return { address: address.toLowerCase(), parameters };
    };

    it.each(hostileNames)("keeps the organizer the site, named %j", (name) => {
      const { event, vevent } = readCalendar(interviewCalendar({ ...options, employerName: name, company: name }).content);
      expect(read(event.component.getFirstProperty("organizer")!)).toEqual({
        address: "mailto:no-reply@jobs.example.in",
        parameters: { cn: `${name.replace("\r\n", "\n")} (${name.replace("\r\n", "\n")})` },
      });
      expect(vevent.getAllProperties("attendee")).toHaveLength(1);
      expect(vevent.getAllProperties().map((property) => property.name).sort()).toEqual(eventProperties);
    });

    it.each(hostileNames)("keeps each attendee one participant, named %j", (name) => {
      const employerCopy = { ...options, candidate: { name, email: "asha@example.com" }, employerAttendee: { name, email: "ravi@example.com" } };
      const { vevent } = readCalendar(interviewCalendar(employerCopy).content);
      const participant = { role: "REQ-PARTICIPANT", partstat: "ACCEPTED", rsvp: "FALSE", cn: name.replace("\r\n", "\n") };
      expect(vevent.getAllProperties("attendee").map(read)).toEqual([
        { address: "mailto:asha@example.com", parameters: participant },
        { address: "mailto:ravi@example.com", parameters: participant },
      ]);
      expect(read(vevent.getFirstProperty("organizer")!).address).toBe("mailto:no-reply@jobs.example.in");
      expect(vevent.getAllProperties().map((property) => property.name).sort()).toEqual([...eventProperties, "attendee"].sort());
    });

    it("drops the control characters a parameter may not hold", () => {
      const { vevent } = readCalendar(interviewCalendar({ ...options, candidate: { name: "As\u0000h\u0007a\u001b", email: "asha@example.com" } }).content);
      expect(read(vevent.getFirstProperty("attendee")!).parameters.cn).toBe("Asha");
    });
  });

  it("escapes the text of SUMMARY, LOCATION and DESCRIPTION, and folds long lines whole characters at a time", () => {
    const jobTitle = "Cook\\Chef; tandoor, grill\nnight shift";
    const place = "ಸಯ್ಯಾಜಿ ರಾವ್ ರಸ್ತೆ 12; ಮೊದಲ ಮಹಡಿ, ಹೋಟೆಲ್ ಮಯೂರದ ಎದುರು, ಮೈಸೂರು 570001 🍛 ".repeat(3).trim();
    const content = interviewCalendar({ ...options, jobTitle, place }).content;
    const { event } = readCalendar(content);
    expect(event.summary).toContain(jobTitle);
    expect(event.description).toContain(jobTitle);
    expect(event.location).toBe(place);
    expect(content).toContain("Cook\\\\Chef\\; tandoor\\, grill\\nnight shift");
    const lines = content.split("\r\n");
    expect(lines.some((line) => line.startsWith(" "))).toBe(true);
    for (const line of lines) {
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      // Half a character cut off at a fold would not come back from UTF-8 as it was.
      expect(Buffer.from(line, "utf8").toString("utf8")).toBe(line);
    }
  });
});
