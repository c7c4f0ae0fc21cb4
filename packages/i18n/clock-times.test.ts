/**
 * A time of day a text writes itself (a course's hours, the interviews' day) is written as
 * @app/shared/date-time-format writes the times the code puts in: '9:00 AM' in English, 'ಬೆಳಿಗ್ಗೆ 9:00'
 * in Kannada, never '21:00', a Latin PM in Kannada or a part of the day that does not fit the hour.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { formatClockTime } from "@app/shared/date-time-format";

const localesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "locales");
const languages = ["en", "kn"] as const;

function texts(tree: unknown): string[] {
  if (typeof tree === "string") return [tree];
  return tree && typeof tree === "object" ? Object.values(tree).flatMap(texts) : [];
}

/** A clock time with what may come with it: AM or PM after it in English, a word before it in Kannada. */
const writtenTime = { en: /\d{1,2}:\d{2}(?: ?[A-Za-z.]+)?/g, kn: /(?:\S+ )?\d{1,2}:\d{2}(?: ?[AaPp]\.?[Mm]\.?)?/g };

/** Every form the helper writes for the minutes of `time`. */
function formsOf(time: string, language: (typeof languages)[number]): string[] {
  const minute = Number(/:(\d{2})/.exec(time)![1]);
  return Array.from({ length: 24 }, (_, hour) => formatClockTime(hour, minute, language));
}

describe("times of day in the texts", () => {
  for (const language of languages) {
    it(`are written as the site writes a time, in ${language}`, () => {
      const written = readdirSync(path.join(localesDir, language))
        .filter((file) => file.endsWith(".json"))
        .flatMap((file) => texts(JSON.parse(readFileSync(path.join(localesDir, language, file), "utf8"))))
        .flatMap((text) => text.match(writtenTime[language]) ?? []);
      expect(written.length).toBeGreaterThan(0);
      for (const time of written) expect(formsOf(time, language), time).toContain(time);
    });
  }
});
