/** What the interview tests share: a mailed .ics read back by ical.js, as a calendar reads it. */
import ICAL from "ical.js";

/** The calendar and its one event, with the calendar's own time zones known to ical.js (times read as instants). */
export function readCalendar(content: string) {
  const calendar = new ICAL.Component(ICAL.parse(content));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const vevent = calendar.getFirstSubcomponent("vevent");
  if (!vevent) throw new Error("no VEVENT in the calendar");
  return { calendar, event: new ICAL.Event(vevent), vevent };
}
