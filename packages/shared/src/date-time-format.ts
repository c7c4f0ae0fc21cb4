/**
 * Dates and times as the site writes them, one form per language on its pages, in its mails and in
 * its calendar invitations alike (issue 48):
 * - English: '5 Mar 2024', '3:00 PM', 'Tue, 5 Mar 2024', '5 Mar 2024, 3:00 PM'.
 * - Kannada: '5 ಮಾರ್ಚ್ 2024', 'ಮಧ್ಯಾಹ್ನ 3:00', 'ಮಂಗಳವಾರ, 5 ಮಾರ್ಚ್ 2024', '5 ಮಾರ್ಚ್ 2024, ಮಧ್ಯಾಹ್ನ 3:00'.
 *
 * Kannada names months and days of the week in full: their short forms (ಆಗ, ಸೆಪ್ಟೆಂ, ಮಂಗಳ, ಗುರು)
 * read as other words. A Kannada time is the part of the day and the 12-hour clock, as it is said
 * (ಸಂಜೆ 7:00), with the glossary's words: ಬೆಳಿಗ್ಗೆ from 5:00, ಮಧ್ಯಾಹ್ನ from 12:00, ಸಂಜೆ from 16:00,
 * ರಾತ್ರಿ from 20:00 to 4:59. Times are put together here from the hour and the minute rather than
 * by Intl's patterns, which change between ICU versions (Kannada gets ಅಪರಾಹ್ನ from one, a Latin PM
 * from another; English a narrow space before PM from some).
 */
import type { Language } from "./constants.ts";

const dateLocale: Record<Language, string> = { en: "en-US", kn: "kn-IN" };
const monthForm: Record<Language, "short" | "long"> = { en: "short", kn: "long" };
const weekdayForm: Record<Language, "short" | "long"> = { en: "short", kn: "long" };

/**
 * One formatter per locale, options and zone, made on first use and kept: making an Intl formatter
 * loads its locale's data, and a list of dates on a slow phone would make dozens.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, options: Intl.DateTimeFormatOptions, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)} ${timeZone ?? ""}`;
  let kept = formatters.get(key);
  if (!kept) {
    kept = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formatters.set(key, kept);
  }
  return kept;
}

type DateValue = Date | string | number;

function toDate(value: DateValue): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function partsOf(date: Date, locale: string, options: Intl.DateTimeFormatOptions, timeZone: string | undefined) {
  const parts = formatter(locale, options, timeZone).formatToParts(date);
  return (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? "";
}

/**
 * Day, month, year: '5 Mar 2024', '5 ಮಾರ್ಚ್ 2024', in `timeZone` (the device's when none is given);
 * '' for an invalid date.
 */
export function formatDate(value: DateValue, language: Language, timeZone?: string): string {
  const date = toDate(value);
  if (!date) return "";
  const part = partsOf(date, dateLocale[language], { day: "numeric", month: monthForm[language], year: "numeric" }, timeZone);
  return `${part("day")} ${part("month")} ${part("year")}`;
}

/** A calendar day given as `YYYY-MM-DD` (a course's start), written like formatDate, never shifted by a time zone. */
export function formatDay(day: string, language: Language): string {
  return formatDate(`${day}T00:00:00Z`, language, "UTC");
}

/** The day of the week: 'Tue', 'ಮಂಗಳವಾರ'. */
export function formatWeekday(value: DateValue, language: Language, timeZone?: string): string {
  const date = toDate(value);
  return date ? formatter(dateLocale[language], { weekday: weekdayForm[language] }, timeZone).format(date) : "";
}

/** The day an interview is held: 'Tue, 5 Mar 2024', 'ಮಂಗಳವಾರ, 5 ಮಾರ್ಚ್ 2024'. */
export function formatDateWithWeekday(value: DateValue, language: Language, timeZone?: string): string {
  const date = toDate(value);
  return date ? `${formatWeekday(date, language, timeZone)}, ${formatDate(date, language, timeZone)}` : "";
}

/** The part of a Kannada day an hour (0-23) is in. */
function kannadaDayPart(hour: number): string {
  if (hour >= 5 && hour < 12) return "ಬೆಳಿಗ್ಗೆ";
  if (hour >= 12 && hour < 16) return "ಮಧ್ಯಾಹ್ನ";
  if (hour >= 16 && hour < 20) return "ಸಂಜೆ";
  return "ರಾತ್ರಿ";
}

/** A time on the clock, hour 0-23: (19, 0) is '7:00 PM', 'ಸಂಜೆ 7:00'; (21, 0) is '9:00 PM', 'ರಾತ್ರಿ 9:00'. */
export function formatClockTime(hour: number, minute: number, language: Language): string {
  const clock = `${hour % 12 || 12}:${String(minute).padStart(2, "0")}`;
  return language === "kn" ? `${kannadaDayPart(hour)} ${clock}` : `${clock} ${hour < 12 ? "AM" : "PM"}`;
}

/** The time of day of an instant on `timeZone`'s clocks, as formatClockTime writes it. */
export function formatTime(value: DateValue, language: Language, timeZone?: string): string {
  const date = toDate(value);
  if (!date) return "";
  const part = partsOf(date, "en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23" }, timeZone);
  return formatClockTime(Number(part("hour")), Number(part("minute")), language);
}

/** A date and a time: '5 Mar 2024, 3:00 PM', '5 ಮಾರ್ಚ್ 2024, ಮಧ್ಯಾಹ್ನ 3:00'. */
export function formatDateTime(value: DateValue, language: Language, timeZone?: string): string {
  const date = toDate(value);
  return date ? `${formatDate(date, language, timeZone)}, ${formatTime(date, language, timeZone)}` : "";
}
