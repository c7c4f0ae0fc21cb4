/** Dates, numbers and rupee amounts in the reader's language (ARCHITECTURE.md principle 4). */
import type { Language } from "@app/shared/constants";

// Both languages group digits the Indian way (1,00,000): the readers are in Karnataka. Kannada
// text uses Latin digits, and Intl's kn-IN groups in thousands (1,000,000), so it borrows en-IN.
const numberLocale: Record<Language, string> = { en: "en-IN", kn: "en-IN" };
const dateLocale: Record<Language, string> = { en: "en-US", kn: "kn-IN" };
const dateOptions: Intl.DateTimeFormatOptions = { day: "numeric", month: "short", year: "numeric" };

/**
 * One formatter per locale and options, made on first use and kept: making an Intl formatter loads
 * its locale's data, and a job list made dozens of them while the page was taken over (on a slow
 * phone, a fifth of that task).
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function kept<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * The time zone of a date whose call names none: the site's (`SITE_TIME_ZONE`) on a page the server
 * drew, which the server writes in it (entry-server.tsx) and the browser then takes over with the
 * same, so that a job posted at 1 am in Mysuru is not a day earlier in the HTML of a server that
 * runs on UTC. Elsewhere, until it is set, the device's own.
 */
let defaultTimeZone: string | undefined;

export function setDefaultTimeZone(timeZone: string | undefined): void {
  defaultTimeZone = timeZone;
}

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

/**
 * Day, short month, year: '5 Mar 2024' in English (SPEC.md §2: US English month names, day first)
 * and '5 ಮಾರ್ಚ್ 2024' in Kannada, both assembled from Intl's parts so the order is the same.
 */
export function formatDate(value: Date | string | number, language: Language, timeZone = defaultTimeZone): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return "";
  const locale = dateLocale[language];
  const formatter = kept(`date ${locale} ${timeZone ?? ""}`, () => new Intl.DateTimeFormat(locale, { ...dateOptions, timeZone }));
  const parts = formatter.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("day")} ${part("month")} ${part("year")}`;
}

/** '3:05 PM' ('ಅಪರಾಹ್ನ 3:05'), in the locale formatDate writes the day in, so the two read as one. */
export function formatTime(value: Date | string | number, language: Language, timeZone = defaultTimeZone): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return "";
  const locale = dateLocale[language];
  return kept(`time ${locale} ${timeZone ?? ""}`, () => new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone })).format(date);
}

/** The short name of the day of the week: 'Mon' ('ಸೋಮ'). */
export function formatWeekday(value: Date | string | number, language: Language, timeZone = defaultTimeZone): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return "";
  const locale = dateLocale[language];
  return kept(`weekday ${locale} ${timeZone ?? ""}`, () => new Intl.DateTimeFormat(locale, { weekday: "short", timeZone })).format(date);
}

/**
 * A calendar day given as `YYYY-MM-DD` (a course's start date), written like formatDate. It names
 * that day wherever the reader is: read as midnight UTC and written in UTC, never shifted a day by
 * the browser's own time zone.
 */
export function formatDay(day: string, language: Language): string {
  return formatDate(`${day}T00:00:00Z`, language, "UTC");
}

export function formatNumber(value: number, language: Language): string {
  const locale = numberLocale[language];
  return kept(`number ${locale}`, () => new Intl.NumberFormat(locale)).format(value);
}

/** Whole rupees, such as '₹2,999'. */
export function formatRupees(value: number, language: Language): string {
  const locale = numberLocale[language];
  const rupees = () => new Intl.NumberFormat(locale, { style: "currency", currency: "INR", minimumFractionDigits: 0, maximumFractionDigits: 0 });
  return kept(`rupees ${locale}`, rupees).format(value);
}

/**
 * Makes the language's formatters ahead of their first use. The first Intl formatter of a locale
 * loads its data (130 ms on a slow phone, for en-IN): main.tsx pays that in a task of its own before
 * it takes a server-drawn page over, instead of inside that one long task.
 */
export function prepareFormatters(language: Language): void {
  formatNumber(0, language);
  formatRupees(0, language);
  formatDate(0, language);
}
