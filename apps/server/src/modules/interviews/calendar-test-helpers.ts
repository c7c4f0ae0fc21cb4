/** What the interview tests share: a mailed .ics read back by ical.js, as a calendar reads it. */
import ICAL from "ical.js";
import type { ProposeInterviewInput } from "@app/shared/interviews";

/** An employer's proposal of one time, in person, years ahead: what the tests of jobs and accounts ending propose. */
export const oneTimeProposal: ProposeInterviewInput = {
  slots: [{ date: "2031-03-10", start: "10:00", durationMinutes: 30 }],
  placeKind: "in_person",
  place: "Brindavan Retail, 12 Sayyaji Rao Road, Mysuru",
};

/** The calendar and its one event, with the calendar's own time zones known to ical.js (times read as instants). */
export function readCalendar(content: string) {
  const calendar = new ICAL.Component(ICAL.parse(content));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const vevent = calendar.getFirstSubcomponent("vevent");
  if (!vevent) throw new Error("no VEVENT in the calendar");
  return { calendar, event: new ICAL.Event(vevent), vevent };
}
