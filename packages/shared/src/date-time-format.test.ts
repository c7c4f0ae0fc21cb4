import { describe, expect, it } from "vitest";
import {
  formatClockTime,
  formatDate,
  formatDateTime,
  formatDateWithWeekday,
  formatDay,
  formatTime,
  formatWeekday,
} from "./date-time-format.ts";

const zone = "Asia/Kolkata";
/** 19:00 on Tuesday 5 March 2030 in Mysuru (UTC+05:30). */
const evening = "2030-03-05T13:30:00Z";

describe("dates", () => {
  it("are '5 Mar 2024' in English and '5 ಮಾರ್ಚ್ 2024' in Kannada, months in full in Kannada", () => {
    expect(formatDate("2024-03-05T12:00:00Z", "en", zone)).toBe("5 Mar 2024");
    expect(formatDate("2024-03-05T12:00:00Z", "kn", zone)).toBe("5 ಮಾರ್ಚ್ 2024");
    expect(formatDate("2026-08-21T12:00:00Z", "en", zone)).toBe("21 Aug 2026");
    expect(formatDate("2026-08-21T12:00:00Z", "kn", zone)).toBe("21 ಆಗಸ್ಟ್ 2026");
    expect(formatDay("2026-09-30", "kn")).toBe("30 ಸೆಪ್ಟೆಂಬರ್ 2026");
    expect(formatDay("2026-12-31", "en")).toBe("31 Dec 2026");
  });

  it("are the day in the time zone given", () => {
    // 1:30 am on 5 March in Mysuru is still 4 March in UTC.
    expect(formatDate("2026-03-04T20:00:00Z", "en", "UTC")).toBe("4 Mar 2026");
    expect(formatDate("2026-03-04T20:00:00Z", "en", zone)).toBe("5 Mar 2026");
  });

  it("name the day of the week, in full in Kannada", () => {
    expect(formatWeekday(evening, "en", zone)).toBe("Tue");
    expect(formatWeekday(evening, "kn", zone)).toBe("ಮಂಗಳವಾರ");
    expect(formatDateWithWeekday(evening, "en", zone)).toBe("Tue, 5 Mar 2030");
    expect(formatDateWithWeekday(evening, "kn", zone)).toBe("ಮಂಗಳವಾರ, 5 ಮಾರ್ಚ್ 2030");
  });

  it("are nothing for an invalid date", () => {
    for (const write of [formatDate, formatWeekday, formatDateWithWeekday, formatTime, formatDateTime]) {
      expect(write("not a date", "en")).toBe("");
      expect(write("not a date", "kn")).toBe("");
    }
  });
});

describe("times", () => {
  it("are the 12-hour clock with AM or PM in English", () => {
    expect(formatTime(evening, "en", zone)).toBe("7:00 PM");
    expect(formatClockTime(7, 0, "en")).toBe("7:00 AM");
    expect(formatClockTime(12, 5, "en")).toBe("12:05 PM");
    expect(formatClockTime(0, 30, "en")).toBe("12:30 AM");
    expect(formatClockTime(21, 0, "en")).toBe("9:00 PM");
  });

  it("are the part of the day and the 12-hour clock in Kannada, never Latin letters", () => {
    expect(formatTime(evening, "kn", zone)).toBe("ಸಂಜೆ 7:00");
    const day = [
      [4, "ರಾತ್ರಿ 4:00"],
      [5, "ಬೆಳಿಗ್ಗೆ 5:00"],
      [7, "ಬೆಳಿಗ್ಗೆ 7:00"],
      [11, "ಬೆಳಿಗ್ಗೆ 11:00"],
      [12, "ಮಧ್ಯಾಹ್ನ 12:00"],
      [15, "ಮಧ್ಯಾಹ್ನ 3:00"],
      [16, "ಸಂಜೆ 4:00"],
      [19, "ಸಂಜೆ 7:00"],
      [20, "ರಾತ್ರಿ 8:00"],
      [21, "ರಾತ್ರಿ 9:00"],
      [0, "ರಾತ್ರಿ 12:00"],
    ] as const;
    for (const [hour, written] of day) expect(formatClockTime(hour, 0, "kn")).toBe(written);
    for (let hour = 0; hour < 24; hour++) expect(formatClockTime(hour, 45, "kn")).not.toMatch(/[A-Za-z]/);
  });

  it("are the wall clock of the time zone given, whatever the machine's", () => {
    expect(formatTime("2030-03-05T09:30:00Z", "en", zone)).toBe("3:00 PM");
    expect(formatTime("2030-03-05T09:30:00Z", "en", "UTC")).toBe("9:30 AM");
    expect(formatTime("2030-03-05T03:45:00Z", "kn", zone)).toBe("ಬೆಳಿಗ್ಗೆ 9:15");
  });
});

describe("a date and a time", () => {
  it("is the date, a comma, and the time", () => {
    expect(formatDateTime(evening, "en", zone)).toBe("5 Mar 2030, 7:00 PM");
    expect(formatDateTime(evening, "kn", zone)).toBe("5 ಮಾರ್ಚ್ 2030, ಸಂಜೆ 7:00");
  });
});
