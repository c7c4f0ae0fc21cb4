/**
 * Interview times in the site's time zone (SITE_TIME_ZONE, where the times are agreed), whatever
 * the reader's device says, in the reader's language, as the mails write them: 'Tue, 5 Mar 2024',
 * '3:00 PM' ('ಮಂಗಳವಾರ, 5 ಮಾರ್ಚ್ 2024', 'ಮಧ್ಯಾಹ್ನ 3:00').
 */
import type { InterviewSlot } from "@app/shared/interviews";
import { formatDateWithWeekday, formatTime } from "@/lib/format";
import { currentLanguage } from "@/lib/i18n";
import { useSite } from "@/lib/site";

export function useSlotFormat() {
  const language = currentLanguage();
  const timeZone = useSite().data?.timeZone;
  const time = (value: string | Date) => formatTime(value, language, timeZone);
  return {
    timeZone,
    day: (value: string) => formatDateWithWeekday(value, language, timeZone),
    time,
    /** '3:00 PM – 3:30 PM'. */
    range: (slot: InterviewSlot) => `${time(slot.startsAt)} – ${time(new Date(Date.parse(slot.startsAt) + slot.durationMinutes * 60_000))}`,
  };
}

/** A moment as the form's fields: the day (YYYY-MM-DD) and the start (HH:MM) on the site's clock. */
export function wallClockOf(value: string | Date, timeZone: string | undefined): { date: string; start: string } {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(value));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return { date: `${part("year")}-${part("month")}-${part("day")}`, start: `${part("hour")}:${part("minute")}` };
}
