/**
 * The calendar of the enrolment form (SPEC.md §5 Enrolment, §9): only the days from the first to the
 * last selectable start date can be picked, the week starts on Sunday, and month and day names
 * follow the reader's language. Loaded lazily with its stylesheet (see enrollment-form.tsx), so
 * react-day-picker and date-fns weigh only on a candidate's course page.
 *
 * Days travel as `YYYY-MM-DD` in the site's time zone; the calendar works on the browser's local
 * midnights of those same days, which only name a day and are never compared with the clock.
 */
import type { CSSProperties } from "react";
import { DayPicker } from "react-day-picker";
import { kn } from "react-day-picker/locale/kn";
import "react-day-picker/style.css";
import type { Language } from "@app/shared/constants";
import { cn } from "@/lib/utils";

/**
 * The calendar's own variables, set inline: its stylesheet is not in a cascade layer, so it wins over
 * any Tailwind utility, whatever the order the two stylesheets load in.
 */
const calendarVariables: CSSProperties & Record<`--rdp-${string}`, string> = {
  "--rdp-accent-color": "var(--color-primary)",
  "--rdp-accent-background-color": "var(--color-primary-soft)",
  "--rdp-today-color": "var(--color-primary)",
  "--rdp-day-height": "2.5rem",
  "--rdp-day-width": "2.5rem",
  "--rdp-day_button-height": "2.375rem",
  "--rdp-day_button-width": "2.375rem",
};

const englishDay = new Intl.DateTimeFormat("en-IN", { weekday: "long", day: "numeric", month: "long", year: "numeric" });

/**
 * An English day button's name, "Sunday, 1 November 2026": the day's number as a word of its own,
 * so the name holds what the button shows ("1", not "November 1st") and a voice-control user can
 * say it. The Kannada locale's own names already do.
 */
const englishLabels = {
  labelDayButton: (date: Date, modifiers: { today?: boolean; selected?: boolean }) => {
    const label = englishDay.format(date);
    return `${modifiers.today ? "Today, " : ""}${label}${modifiers.selected ? ", selected" : ""}`;
  },
};

function dayToDate(day: string): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(year, month - 1, date);
}

function dateToDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export type StartDatePickerProps = {
  /** The chosen day, or "" for none yet. */
  value: string;
  onChange: (day: string) => void;
  /** The first and last selectable days (inclusive); the first is today in the site's time zone. */
  bounds: { first: string; last: string };
  language: Language;
  /** Names the calendar for assistive technology. */
  labelledBy: string;
  invalid?: boolean;
};

export default function StartDatePicker({ value, onChange, bounds, language, labelledBy, invalid }: StartDatePickerProps) {
  const first = dayToDate(bounds.first);
  const last = dayToDate(bounds.last);
  const selected = value ? dayToDate(value) : undefined;

  return (
    <DayPicker
      mode="single"
      selected={selected}
      onSelect={(date) => {
        if (date) onChange(dateToDay(date));
      }}
      today={first}
      defaultMonth={selected ?? first}
      startMonth={first}
      endMonth={last}
      disabled={[{ before: first }, { after: last }]}
      weekStartsOn={0}
      locale={language === "kn" ? kn : undefined}
      labels={language === "kn" ? undefined : englishLabels}
      aria-labelledby={labelledBy}
      style={calendarVariables}
      className={cn("w-fit rounded-lg border bg-card p-2 text-sm", invalid ? "border-destructive" : "border-border")}
    />
  );
}
