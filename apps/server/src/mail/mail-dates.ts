/** Dates in the e-mails, as the site writes them: '5 Mar 2024' in English, '5 ಮಾರ್ಚ್ 2024' in Kannada. */
const englishMonth = new Intl.DateTimeFormat("en", { month: "short", timeZone: "UTC" });
const kannadaMonth = new Intl.DateTimeFormat("kn", { month: "long", timeZone: "UTC" });

/** A `YYYY-MM-DD` day written in both languages. */
export function mailDay(day: string): { english: string; kannada: string } {
  const date = new Date(`${day}T00:00:00Z`);
  const write = (months: Intl.DateTimeFormat) => `${date.getUTCDate()} ${months.format(date)} ${date.getUTCFullYear()}`;
  return { english: write(englishMonth), kannada: write(kannadaMonth) };
}
