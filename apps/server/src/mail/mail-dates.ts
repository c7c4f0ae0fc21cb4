/** Dates in the e-mails, written in both languages as the site's pages write them (@app/shared/date-time-format). */
import { formatDay } from "@app/shared/date-time-format";

/** A `YYYY-MM-DD` day written in both languages: '5 Mar 2024', '5 ಮಾರ್ಚ್ 2024'. */
export function mailDay(day: string): { english: string; kannada: string } {
  return { english: formatDay(day, "en"), kannada: formatDay(day, "kn") };
}
