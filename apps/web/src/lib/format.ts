/**
 * Dates, numbers and rupee amounts in the reader's language (ARCHITECTURE.md principle 4). Dates and
 * times are written by @app/shared/date-time-format, as the server's mails write them; here they
 * take the page's time zone when the call names none.
 */
import type { Language } from "@app/shared/constants";
import * as dateTimeFormat from "@app/shared/date-time-format";

// Both languages group digits the Indian way (1,00,000): the readers are in Karnataka. Kannada
// text uses Latin digits, and Intl's kn-IN groups in thousands (1,000,000), so it borrows en-IN.
const numberLocale: Record<Language, string> = { en: "en-IN", kn: "en-IN" };

/**
 * One formatter per locale and options, made on first use and kept: making an Intl formatter loads
 * its locale's data, and a job list made dozens of them while the page was taken over (on a slow
 * phone, a fifth of that task).
 */
const formatters = new Map<string, Intl.NumberFormat>();
function kept(key: string, make: () => Intl.NumberFormat): Intl.NumberFormat {
  let formatter = formatters.get(key);
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

type DateValue = Date | string | number;

/** '5 Mar 2024', '5 ಮಾರ್ಚ್ 2024'. */
export function formatDate(value: DateValue, language: Language, timeZone = defaultTimeZone): string {
  return dateTimeFormat.formatDate(value, language, timeZone);
}

/** '3:05 PM', 'ಮಧ್ಯಾಹ್ನ 3:05'. */
export function formatTime(value: DateValue, language: Language, timeZone = defaultTimeZone): string {
  return dateTimeFormat.formatTime(value, language, timeZone);
}

/** '5 Mar 2024, 3:05 PM', '5 ಮಾರ್ಚ್ 2024, ಮಧ್ಯಾಹ್ನ 3:05'. */
export function formatDateTime(value: DateValue, language: Language, timeZone = defaultTimeZone): string {
  return dateTimeFormat.formatDateTime(value, language, timeZone);
}

/** 'Tue, 5 Mar 2024', 'ಮಂಗಳವಾರ, 5 ಮಾರ್ಚ್ 2024'. */
export function formatDateWithWeekday(value: DateValue, language: Language, timeZone = defaultTimeZone): string {
  return dateTimeFormat.formatDateWithWeekday(value, language, timeZone);
}

export { formatClockTime, formatDay } from "@app/shared/date-time-format";

/**
 * A whole number below a thousand is its digits in both languages (the grouping starts at 1,000), so
 * it needs no formatter: /jobs' filters write their choices' counts as they are taken over, and
 * making the formatter there would load its locale's data before the page is ready.
 */
export function formatNumber(value: number, language: Language): string {
  if (Number.isInteger(value) && Math.abs(value) < 1000 && !Object.is(value, -0)) return String(value);
  const locale = numberLocale[language];
  return kept(`number ${locale}`, () => new Intl.NumberFormat(locale)).format(value);
}

/** Whole rupees, such as '₹2,999'. */
/** A mobile number in E.164 as people write it: an Indian one as `+91 98450 12345`, any other as it is. */
export function formatPhoneNumber(number: string): string {
  const indian = /^\+91(\d{5})(\d{5})$/.exec(number);
  return indian ? `+91 ${indian[1]} ${indian[2]}` : number;
}

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
