/**
 * What the course and enrolment tests share: candidates and employers, a start date inside the
 * booking window, a course made through the admin's API, the events published, the mails sent,
 * and a snapshot of every row a request could change.
 */
import { asc } from "drizzle-orm";
import { addCalendarMonths, enrollmentDateBounds, type CourseInput, type TimeSlot } from "@app/shared/courses";
import type { AppEvent } from "@app/shared/events";
import { courses, enrollments, paymentRequests } from "../../db/schema/index.ts";
import { expectStatus } from "../../test/responses.ts";
import { signUpFromOwnAddress, type signUpAgent, type Agent, type TestApp } from "../../test/test-app.ts";

export function signUp(testApp: TestApp, type: "candidate" | "employer", overrides: Parameters<typeof signUpAgent>[2] = {}) {
  return signUpFromOwnAddress(testApp, type, overrides);
}

/** A start date well inside the window (a month from today in the site's zone), whenever the test runs. */
export function validStartDate(timeZone = "Asia/Kolkata"): string {
  return addCalendarMonths(enrollmentDateBounds(new Date(), timeZone).first, 1);
}

export function enrollBody(courseId: string, reference: string, extra: { utr?: string; timeSlot?: TimeSlot; startDate?: string } = {}) {
  return { courseId, reference, startDate: extra.startDate ?? validStartDate(), timeSlot: extra.timeSlot ?? "morning", ...(extra.utr ? { utr: extra.utr } : {}) };
}

/**
 * An enrolment's body with a reference the site gave `agent` for the course, as the payment dialog
 * gets one (`POST /api/courses/:id/payment-request`): the only references an enrolment takes.
 */
export async function paidEnrollBody(agent: Agent, courseId: string, extra: { utr?: string; timeSlot?: TimeSlot; startDate?: string } = {}) {
  const startDate = extra.startDate ?? validStartDate();
  const timeSlot = extra.timeSlot ?? "morning";
  const payment = await expectStatus(agent.api.courses[":id"]["payment-request"].$post({ param: { id: courseId }, json: { startDate, timeSlot } }), 200);
  return enrollBody(courseId, payment.reference, { ...extra, startDate, timeSlot });
}

/** A fresh reference matching the contract's pattern, distinct for every call (never given by the site). */
let references = 0;
export function testReference(prefix = "T"): string {
  references += 1;
  return `${prefix}${String(references).padStart(12 - prefix.length, "0")}`;
}

let courseCount = 0;
export async function createCourse(admin: Agent, overrides: Partial<CourseInput> = {}) {
  courseCount += 1;
  const json = { title: `Test Course ${courseCount}`, description: "Learn by doing.", price: 1500, duration: "3 weeks", ...overrides };
  return (await expectStatus(admin.api.admin.courses.$post({ json }), 201)).course;
}

/** Every row a course or enrolment request could change, in a stable order. */
export async function snapshot(testApp: TestApp) {
  const [courseRows, enrollmentRows, paymentRequestRows] = await Promise.all([
    testApp.db.select().from(courses).orderBy(asc(courses.id)),
    testApp.db.select().from(enrollments).orderBy(asc(enrollments.id)),
    testApp.db.select().from(paymentRequests).orderBy(asc(paymentRequests.reference)),
  ]);
  return { courseRows, enrollmentRows, paymentRequestRows };
}

export async function mailsTo(testApp: TestApp, address: string) {
  return (await testApp.outbox()).filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.value[0]?.address === address);
}

/** Collects the events published from now on; `waitFor` polls, as NOTIFY arrives asynchronously. */
export function recordEvents(testApp: TestApp) {
  const events: AppEvent[] = [];
  const stop = testApp.deps.events.subscribe((event) => events.push(event));
  return {
    events,
    stop,
    async waitFor(match: (event: AppEvent) => boolean) {
      for (let attempt = 0; attempt < 100; attempt += 1) {
        const found = events.find(match);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`event not published; got ${JSON.stringify(events)}`);
    },
  };
}
