import { afterEach, describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatDateWithWeekday, formatDay, formatNumber, formatRupees, formatTime, setDefaultTimeZone } from "./format";

afterEach(() => setDefaultTimeZone(undefined));

describe("formatDate", () => {
  it("writes English dates as '5 Mar 2024'", () => {
    expect(formatDate(new Date(2024, 2, 5), "en")).toBe("5 Mar 2024");
    expect(formatDate(new Date(2026, 10, 21, 23, 30), "en")).toBe("21 Nov 2026");
  });

  it("writes Kannada dates with Kannada month names in full, day first", () => {
    expect(formatDate(new Date(2024, 2, 5), "kn")).toBe("5 ಮಾರ್ಚ್ 2024");
    expect(formatDate(new Date(2024, 7, 15), "kn")).toBe("15 ಆಗಸ್ಟ್ 2024");
  });

  it("accepts ISO strings and gives nothing for an invalid date", () => {
    expect(formatDate("2024-03-05T12:00:00Z", "en")).toBe("5 Mar 2024");
    expect(formatDate("not a date", "en")).toBe("");
  });

  it("writes the day of the default time zone once it is set, whatever the machine's own", () => {
    // 1:30 am on 5 March in Mysuru is still 4 March in UTC.
    const instant = "2026-03-04T20:00:00Z";
    setDefaultTimeZone("UTC");
    expect(formatDate(instant, "en")).toBe("4 Mar 2026");
    setDefaultTimeZone("Asia/Kolkata");
    expect(formatDate(instant, "en")).toBe("5 Mar 2026");
    expect(formatDate(instant, "kn")).toBe("5 ಮಾರ್ಚ್ 2026");
    // A zone named in the call still wins.
    expect(formatDate(instant, "en", "UTC")).toBe("4 Mar 2026");
  });
});

describe("formatTime, formatDateTime and formatDateWithWeekday", () => {
  it("write the time and the day in the time zone given, as the server's mails write them", () => {
    // 09:30 UTC is 3 pm in Mysuru, on a Tuesday.
    expect(formatTime("2030-03-05T09:30:00Z", "en", "Asia/Kolkata")).toBe("3:00 PM");
    expect(formatTime("2030-03-05T09:30:00Z", "kn", "Asia/Kolkata")).toBe("ಮಧ್ಯಾಹ್ನ 3:00");
    expect(formatDateTime("2030-03-05T09:30:00Z", "kn", "Asia/Kolkata")).toBe("5 ಮಾರ್ಚ್ 2030, ಮಧ್ಯಾಹ್ನ 3:00");
    expect(formatDateWithWeekday("2030-03-05T09:30:00Z", "en", "Asia/Kolkata")).toBe("Tue, 5 Mar 2030");
    expect(formatDateWithWeekday("2030-03-05T20:30:00Z", "en", "Asia/Kolkata")).toBe("Wed, 6 Mar 2030");
    expect(formatTime("not a date", "en")).toBe("");
  });

  it("take the default time zone once it is set", () => {
    setDefaultTimeZone("Asia/Kolkata");
    expect(formatDateTime("2030-03-05T13:30:00Z", "en")).toBe("5 Mar 2030, 7:00 PM");
    setDefaultTimeZone("UTC");
    expect(formatDateTime("2030-03-05T13:30:00Z", "en")).toBe("5 Mar 2030, 1:30 PM");
  });
});

describe("formatDay", () => {
  it("writes a YYYY-MM-DD day as that very day", () => {
    expect(formatDay("2024-03-05", "en")).toBe("5 Mar 2024");
    expect(formatDay("2026-12-31", "en")).toBe("31 Dec 2026");
    expect(formatDay("2024-03-05", "kn")).toBe("5 ಮಾರ್ಚ್ 2024");
  });
});

describe("numbers and rupees", () => {
  it("groups numbers the Indian way in both languages", () => {
    expect(formatNumber(123456, "en")).toBe("1,23,456");
    expect(formatNumber(123456, "kn")).toBe("1,23,456");
    expect(formatRupees(150000, "kn")).toBe("₹1,50,000");
  });

  it("writes a whole number below a thousand as the formatter does", () => {
    for (const value of [0, 7, 999, -999, -0]) {
      for (const language of ["en", "kn"] as const) expect(formatNumber(value, language)).toBe(new Intl.NumberFormat("en-IN").format(value));
    }
    expect(formatNumber(1000, "en")).toBe("1,000");
    expect(formatNumber(12.5, "en")).toBe("12.5");
  });

  it("shows whole rupees", () => {
    expect(formatRupees(2999, "en")).toBe("₹2,999");
    expect(formatRupees(2999.6, "en")).toBe("₹3,000");
    expect(formatRupees(5999, "kn")).toContain("5,999");
  });
});
