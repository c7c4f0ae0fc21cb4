/**
 * The booking window at its edges, with the service's clock pinned: a day is a day in the site's
 * time zone (Asia/Kolkata, UTC+5:30), so 18:30 UTC is where "today" turns.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentRequests } from "../../db/schema/index.ts";
import { AppError } from "../../errors/app-error.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { signUp, snapshot, testReference } from "./course-test-helpers.ts";
import { enroll, requestPayment, type PaymentRequestValues } from "./enrollments.service.ts";

const timeZone = "Asia/Kolkata";
const payee = { vpa: "academy@okhdfcbank", payeeName: "Academy" };

let testApp: TestApp;
let candidateId: string;

beforeAll(async () => {
  testApp = await createTestApp({ TRUST_PROXY: "1" });
  candidateId = (await signUp(testApp, "candidate")).user.id;
});
afterAll(() => testApp.close());

async function outcome(now: string, startDate: string): Promise<"ok" | string> {
  const input: PaymentRequestValues = { startDate, timeSlot: "morning" };
  try {
    await requestPayment(testApp.db, candidateId, "course1", input, { now: new Date(now), timeZone, payee });
    return "ok";
  } catch (error) {
    if (error instanceof AppError) return `${error.code} ${Object.keys(error.options.fields ?? {}).join(",")}`.trim();
    throw error;
  }
}

const outside = "invalid_input startDate";

describe("the booking window", () => {
  it("one millisecond before midnight IST on 31 March: 31 March to 30 June (clamped), both included", async () => {
    const now = "2026-03-31T18:29:59.999Z";
    expect(await outcome(now, "2026-03-30")).toBe(outside);
    expect(await outcome(now, "2026-03-31")).toBe("ok");
    expect(await outcome(now, "2026-06-30")).toBe("ok");
    expect(await outcome(now, "2026-07-01")).toBe(outside);
  });

  it("at midnight IST it is already 1 April, though still 31 March in UTC: 1 April to 1 July", async () => {
    const now = "2026-03-31T18:30:00.000Z";
    expect(await outcome(now, "2026-03-31")).toBe(outside);
    expect(await outcome(now, "2026-04-01")).toBe("ok");
    expect(await outcome(now, "2026-07-01")).toBe("ok");
    expect(await outcome(now, "2026-07-02")).toBe(outside);
  });

  it("early morning IST is still the previous day in UTC, and today in IST is bookable", async () => {
    const now = "2026-12-31T20:00:00.000Z"; // 1 January 2027, 01:30 in Mysuru
    expect(await outcome(now, "2026-12-31")).toBe(outside);
    expect(await outcome(now, "2027-01-01")).toBe("ok");
    expect(await outcome(now, "2027-04-01")).toBe("ok");
    expect(await outcome(now, "2027-04-02")).toBe(outside);
  });

  it("enrolling checks the same window and stores nothing outside it", async () => {
    const now = new Date("2026-03-31T18:30:00.000Z");
    const body = { courseId: "course2", reference: testReference("SVC"), timeSlot: "evening" as const, utr: undefined };
    // The request the payment dialog would have made.
    await testApp.db.insert(paymentRequests).values({ reference: body.reference, userId: candidateId, courseId: "course2", amount: 999 });
    const before = await snapshot(testApp);
    await expect(enroll(testApp.db, candidateId, { ...body, startDate: "2026-03-31" }, { now, timeZone })).rejects.toMatchObject({
      code: "invalid_input",
    });
    await expect(enroll(testApp.db, candidateId, { ...body, startDate: "2026-07-02" }, { now, timeZone })).rejects.toMatchObject({
      code: "invalid_input",
    });
    expect(await snapshot(testApp)).toEqual(before);
    const { enrollment, created } = await enroll(testApp.db, candidateId, { ...body, startDate: "2026-07-01" }, { now, timeZone });
    expect(created).toBe(true);
    expect(enrollment.startDate).toBe("2026-07-01");
  });
});

describe("the payment request without UPI_VPA", () => {
  it("gives no UPI intent and no payee, so the web app shows the demo QR", async () => {
    const payment = await requestPayment(
      testApp.db,
      candidateId,
      "course3",
      { startDate: "2026-04-10", timeSlot: "afternoon" },
      { now: new Date("2026-04-01T06:00:00Z"), timeZone, payee: { payeeName: "Academy" } },
    );
    expect(payment).toMatchObject({ amount: 3499, courseTitle: "Effective Communication Skills", upiUri: null, payeeName: null });
  });
});
