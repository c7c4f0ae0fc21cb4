/** Dates, numbers and rupee amounts in the reader's language (ARCHITECTURE.md principle 4). */
import type { Language } from "@app/shared/constants";

// Both languages group digits the Indian way (1,00,000): the readers are in Karnataka. Kannada
// text uses Latin digits, and Intl's kn-IN groups in thousands (1,000,000), so it borrows en-IN.
const numberLocale: Record<Language, string> = { en: "en-IN", kn: "en-IN" };
const dateLocale: Record<Language, string> = { en: "en-US", kn: "kn-IN" };
const dateOptions: Intl.DateTimeFormatOptions = { day: "numeric", month: "short", year: "numeric" };

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

/**
 * Day, short month, year: '5 Mar 2024' in English (SPEC.md §2: US English month names, day first)
 * and '5 ಮಾರ್ಚ್ 2024' in Kannada, both assembled from Intl's parts so the order is the same.
 */
export function formatDate(value: Date | string | number, language: Language, timeZone?: string): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return "";
  const parts = new Intl.DateTimeFormat(dateLocale[language], { ...dateOptions, timeZone }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("day")} ${part("month")} ${part("year")}`;
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
  return new Intl.NumberFormat(numberLocale[language]).format(value);
}

/** Whole rupees, such as '₹2,999'. */
export function formatRupees(value: number, language: Language): string {
  return new Intl.NumberFormat(numberLocale[language], {
    style: "currency",
    currency: "INR",
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(value);
}
