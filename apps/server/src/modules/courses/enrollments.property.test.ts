/**
 * Property tests: whatever body reaches the payment request and the enrolment, the answer is a 4xx
 * (never a 500) and no enrolment or course changes. The fixtures leave no body that could rightly
 * succeed: the candidate already holds a place in every open course.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCalendarMonths, enrollmentDateBounds, timeSlots } from "@app/shared/courses";
import { createTestApp, signInAdmin, type Agent, type TestApp } from "../../test/test-app.ts";
import { createCourse, paidEnrollBody, signUp, snapshot } from "./course-test-helpers.ts";

let testApp: TestApp;
let candidate: Agent;
let archivedId: string;
const openIds = ["course1", "course2", "course3", "course4", "course7", "course8"];
const takenUtr = "246813579024";

beforeAll(async () => {
  testApp = await createTestApp({ TRUST_PROXY: "1" });
  const admin = await signInAdmin(testApp);
  candidate = (await signUp(testApp, "candidate")).agent;
  for (const [index, id] of openIds.entries()) {
    const response = await candidate.post("/api/enrollments", await paidEnrollBody(candidate, id, index === 0 ? { utr: takenUtr } : {}));
    expect(response.status).toBe(201);
  }
  const archived = await createCourse(admin);
  const other = (await signUp(testApp, "candidate")).agent;
  expect((await other.post("/api/enrollments", await paidEnrollBody(other, archived.id))).status).toBe(201);
  expect((await admin.delete(`/api/admin/courses/${archived.id}`)).body).toEqual({ outcome: "archived" });
  archivedId = archived.id;
});
afterAll(() => testApp.close());

const anyValue = fc.anything({ maxDepth: 3 });

function dates() {
  const { first, last } = enrollmentDateBounds(new Date(), "Asia/Kolkata");
  const day = fc.date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
  return fc.oneof(fc.constantFrom(first, last, addCalendarMonths(first, 1), addCalendarMonths(last, 1), "2026-02-30"), day, fc.string(), anyValue);
}

const slots = fc.oneof(fc.constantFrom(...timeSlots, "night", ""), anyValue);

describe("random bodies", () => {
  it("POST /api/enrollments answers 4xx and stores nothing", async () => {
    const courseId = fc.oneof(fc.constantFrom(...openIds, "course99", ""), fc.constant(archivedId), fc.string(), anyValue);
    const reference = fc.oneof(fc.stringMatching(/^[A-Z0-9]{12}$/), fc.string(), anyValue);
    const utr = fc.oneof(fc.stringMatching(/^\d{12}$/), fc.constant(takenUtr), fc.string(), anyValue);
    const body = fc.oneof(
      anyValue,
      fc.json(),
      fc.record({ courseId, reference, startDate: dates(), timeSlot: slots, utr }, { requiredKeys: [] }),
    );
    const before = await snapshot(testApp);
    await fc.assert(
      fc.asyncProperty(body, async (value) => {
        const response = await candidate.post("/api/enrollments", value);
        expect(response.status, JSON.stringify(response.body)).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
        expect(await snapshot(testApp)).toEqual(before);
      }),
      { numRuns: 60 },
    );
  });

  it("POST /api/courses/:id/payment-request answers 4xx and stores nothing", async () => {
    const courseId = fc.oneof(fc.constantFrom(...openIds, "course99"), fc.constant(archivedId), fc.stringMatching(/^[A-Za-z0-9_-]{1,70}$/));
    const body = fc.oneof(anyValue, fc.json(), fc.record({ startDate: dates(), timeSlot: slots }, { requiredKeys: [] }));
    const before = await snapshot(testApp);
    await fc.assert(
      fc.asyncProperty(courseId, body, async (id, value) => {
        const response = await candidate.post(`/api/courses/${id}/payment-request`, value);
        expect(response.status, JSON.stringify(response.body)).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
        expect(await snapshot(testApp)).toEqual(before);
      }),
      { numRuns: 40 },
    );
  });
});
