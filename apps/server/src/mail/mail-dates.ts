/** Dates in the e-mails, as the site writes them: '5 Mar 2024' in English, '5 ಮಾರ್ಚ್ 2024' in Kannada. */
const englishMonth = new Intl.DateTimeFormat("en", { month: "short", timeZone: "UTC" });
const kannadaMonth = new Intl.DateTimeFormat("kn", { month: "long", timeZone: "UTC" });

/** A `YYYY-MM-DD` day written in both languages. */
export function mailDay(day: string): { english: string; kannada: string } {
  const date = new Date(`${day}T00:00:00Z`);
  const write = (months: Intl.DateTimeFormat) => `${date.getUTCDate()} ${months.format(date)} ${date.getUTCFullYear()}`;
  return { english: write(englishMonth), kannada: write(kannadaMonth) };
}

/** The time of day of an instant as `timeZone`'s clocks show it, 24-hour ('09:30'), the same in both languages. */
export function mailTime(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(instant);
}
