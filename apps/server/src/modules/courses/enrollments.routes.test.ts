import { eq, sql } from "drizzle-orm";
import type { InferRequestType } from "hono/client";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  addCalendarMonths,
  calendarDate,
  enrollmentReferencePattern,
  timeSlots,
  type CandidateEnrollment,
  type EnrollmentStatus,
} from "@app/shared/courses";
import { courses, enrollments, mailOutbox, paymentRequests } from "../../db/schema/index.ts";
import { expectError, expectStatus } from "../../test/responses.ts";
import { createTestApp, signInAdmin, type Agent, type SignedUp, type TestApp } from "../../test/test-app.ts";
import {
  createCourse,
  enrollBody, paidEnrollBody,
  mailsTo,
  recordEvents,
  signUp,
  snapshot,
  testReference,
  validStartDate,
} from "./course-test-helpers.ts";

let testApp: TestApp;
let guest: Agent;
let candidate: SignedUp;
let employer: SignedUp;
let admin: Agent;

beforeAll(async () => {
  testApp = await createTestApp({ TRUST_PROXY: "1", UPI_VPA: "nagarajobs@okaxis", UPI_PAYEE_NAME: "Nagara Jobs Academy" });
  guest = testApp.agent();
  candidate = await signUp(testApp, "candidate", { name: "Kavya Gowda" });
  employer = await signUp(testApp, "employer");
  admin = await signInAdmin(testApp);
});
afterAll(() => testApp.close());

async function enrolledCount(courseId: string): Promise<number> {
  const [row] = await testApp.db.select({ enrolled: courses.enrolled }).from(courses).where(eq(courses.id, courseId));
  return row!.enrolled;
}

async function enrol(agent: Agent, courseId: string, extra: Parameters<typeof enrollBody>[2] = {}): Promise<CandidateEnrollment> {
  return (await expectStatus(agent.api.enrollments.$post({ json: await paidEnrollBody(agent, courseId, extra) }), 201)).enrollment;
}

function setStatus(agent: Agent, id: string, status: EnrollmentStatus) {
  return agent.api.admin.enrollments[":id"].$patch({ param: { id }, json: { status } });
}

function requestPayment(agent: Agent, courseId: string, body: { startDate: string; timeSlot: (typeof timeSlots)[number] }) {
  return agent.api.courses[":id"]["payment-request"].$post({ param: { id: courseId }, json: body });
}

describe("candidate routes: who may call them", () => {
  const others = () => ({ guest: [401, "unauthenticated"], employer: [403, "candidates_only"], admin: [403, "candidates_only"] }) as const;
  const agentOf = (role: "guest" | "employer" | "admin") => ({ guest, employer: employer.agent, admin })[role];

  it("POST /api/courses/:id/payment-request: candidates only", async () => {
    const before = await snapshot(testApp);
    for (const [role, [status, code]] of Object.entries(others())) {
      await expectError(requestPayment(agentOf(role as "guest"), "course1", { startDate: validStartDate(), timeSlot: "morning" }), status, code);
    }
    expect(await snapshot(testApp)).toEqual(before);
    // The candidate's request is kept, for the enrolment that names it.
    const payment = await expectStatus(requestPayment(candidate.agent, "course1", { startDate: validStartDate(), timeSlot: "morning" }), 200);
    const after = await snapshot(testApp);
    expect(after.paymentRequestRows.filter((row) => !before.paymentRequestRows.some((old) => old.reference === row.reference))).toEqual([
      expect.objectContaining({ reference: payment.reference, userId: candidate.user.id, courseId: "course1", amount: payment.amount }),
    ]);
  });

  it("POST /api/enrollments: candidates only, nothing stored on refusal", async () => {
    const course = await createCourse(admin);
    const before = await snapshot(testApp);
    for (const [role, [status, code]] of Object.entries(others())) {
      await expectError(agentOf(role as "guest").api.enrollments.$post({ json: enrollBody(course.id, testReference()) }), status, code);
    }
    expect(await snapshot(testApp)).toEqual(before);
    await expectStatus(candidate.agent.api.enrollments.$post({ json: await paidEnrollBody(candidate.agent, course.id) }), 201);
  });

  it("GET /api/enrollments/mine: candidates only", async () => {
    for (const [role, [status, code]] of Object.entries(others())) {
      await expectError(agentOf(role as "guest").api.enrollments.mine.$get(), status, code);
    }
    await expectStatus(candidate.agent.api.enrollments.mine.$get(), 200);
  });

  it("PATCH /api/admin/enrollments/:id: 401 guest, 403 candidate and employer, nothing changed", async () => {
    const owner = await signUp(testApp, "candidate");
    const enrollment = await enrol(owner.agent, "course4");
    const before = await snapshot(testApp);
    await expectError(setStatus(guest, enrollment.id, "confirmed"), 401, "unauthenticated");
    for (const agent of [owner.agent, candidate.agent, employer.agent]) {
      await expectError(setStatus(agent, enrollment.id, "confirmed"), 403, "forbidden");
    }
    expect(await snapshot(testApp)).toEqual(before);
    await expectStatus(setStatus(admin, enrollment.id, "confirmed"), 200);
  });
});

describe("the payment request", () => {
  it("checks the enrolment, keeps the request and gives a fresh reference with the UPI intent carrying it", async () => {
    const before = await snapshot(testApp);
    const payment = await expectStatus(requestPayment(candidate.agent, "course1", { startDate: validStartDate(), timeSlot: "afternoon" }), 200);
    expect(payment).toMatchObject({ amount: 2999, courseTitle: "Interview Mastery", payeeName: "Nagara Jobs Academy" });
    expect(payment.reference).toMatch(enrollmentReferencePattern);
    const uri = new URL(payment.upiUri!);
    expect(uri.protocol).toBe("upi:");
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      pa: "nagarajobs@okaxis",
      pn: "Nagara Jobs Academy",
      am: "2999.00",
      cu: "INR",
      tn: "Course: Interview Mastery",
      tr: payment.reference,
    });
    const again = await expectStatus(requestPayment(candidate.agent, "course1", { startDate: validStartDate(), timeSlot: "afternoon" }), 200);
    expect(again.reference).not.toBe(payment.reference);
    // No enrolment and no course changed; the two requests are kept for the enrolment that names one.
    const after = await snapshot(testApp);
    expect({ ...after, paymentRequestRows: [] }).toEqual({ ...before, paymentRequestRows: [] });
    const added = after.paymentRequestRows.filter((row) => !before.paymentRequestRows.some((old) => old.reference === row.reference));
    expect(added.map((row) => row.reference).sort()).toEqual([payment.reference, again.reference].sort());
  });

  it("accepts each time slot of SPEC.md §3 and refuses anything else", async () => {
    for (const timeSlot of timeSlots) {
      await expectStatus(requestPayment(candidate.agent, "course2", { startDate: validStartDate(), timeSlot }), 200);
    }
    for (const timeSlot of ["night", "Morning", "", null, 1, undefined]) {
      const refusal = candidate.agent.post("/api/courses/course2/payment-request", { startDate: validStartDate(), timeSlot });
      const error = await expectError(refusal, 400, "invalid_input");
      expect(error.fields, String(timeSlot)).toEqual({ timeSlot: [expect.any(String)] });
    }
  });

  it("refuses a missing or impossible date", async () => {
    for (const startDate of [undefined, "", "2026-02-30", "tomorrow", "2026-1-5"]) {
      const error = await expectError(candidate.agent.post("/api/courses/course2/payment-request", { startDate, timeSlot: "morning" }), 400);
      expect(Object.keys(error.fields ?? {}), String(startDate)).toEqual(["startDate"]);
    }
  });

  it("is 404 for a missing course", async () => {
    await expectError(requestPayment(candidate.agent, "course99", { startDate: validStartDate(), timeSlot: "morning" }), 404, "not_found");
  });
});

describe("the booking window at midnight in Asia/Kolkata", () => {
  const zone = "Asia/Kolkata";
  function nextDay(day: string, days = 1): string {
    const date = new Date(`${day}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + days);
    return date.toISOString().slice(0, 10);
  }

  /**
   * Runs `check` with the clock pinned; only Date is faked, so timers run as usual. (PGlite's
   * `now()` follows the faked clock too, so rows made here carry the pinned time.)
   */
  async function at(instant: Date, check: () => Promise<void>) {
    vi.useFakeTimers({ toFake: ["Date"], now: instant });
    try {
      await check();
    } finally {
      vi.useRealTimers();
    }
  }

  async function statusFor(startDate: string) {
    return (await requestPayment(candidate.agent, "course3", { startDate, timeSlot: "evening" })).status;
  }

  it("takes today to three months ahead, both included, and turns the day at midnight IST", async () => {
    const today = calendarDate(new Date(), zone);
    const midnight = new Date(`${nextDay(today)}T00:00:00+05:30`);

    await at(new Date(midnight.getTime() - 1), async () => {
      expect(await statusFor(nextDay(today, -1))).toBe(400);
      expect(await statusFor(today)).toBe(200);
      expect(await statusFor(addCalendarMonths(today, 3))).toBe(200);
      expect(await statusFor(nextDay(addCalendarMonths(today, 3)))).toBe(400);
    });

    await at(midnight, async () => {
      const tomorrow = nextDay(today);
      expect(await statusFor(today)).toBe(400);
      expect(await statusFor(tomorrow)).toBe(200);
      expect(await statusFor(addCalendarMonths(tomorrow, 3))).toBe(200);
      expect(await statusFor(nextDay(addCalendarMonths(tomorrow, 3)))).toBe(400);

      const course = await createCourse(admin);
      const before = await snapshot(testApp);
      const late = candidate.agent.api.enrollments.$post({ json: enrollBody(course.id, testReference(), { startDate: today }) });
      expect((await expectError(late, 400, "invalid_input")).fields).toEqual({ startDate: ["Please select a date."] });
      expect(await snapshot(testApp)).toEqual(before);
      await expectStatus(candidate.agent.api.enrollments.$post({ json: await paidEnrollBody(candidate.agent, course.id, { startDate: tomorrow }) }), 201);
    });
  });
});

describe("enrolling", () => {
  it("stores a pending enrolment at the current price, raises the count and tells the candidate and every catalogue", async () => {
    const course = await createCourse(admin, { title: "Excel for Office Work", price: 1750 });
    const startDate = validStartDate();
    const payment = await expectStatus(requestPayment(candidate.agent, course.id, { startDate, timeSlot: "evening" }), 200);
    const recorder = recordEvents(testApp);

    const { enrollment } = await expectStatus(
      candidate.agent.api.enrollments.$post({
        json: { courseId: course.id, reference: payment.reference, startDate, timeSlot: "evening", utr: " 123456789012 " },
      }),
      201,
    );
    expect(enrollment).toMatchObject({
      reference: payment.reference,
      courseId: course.id,
      courseTitle: "Excel for Office Work",
      startDate,
      timeSlot: "evening",
      amount: 1750,
      utr: "123456789012",
      status: "pending",
      paymentStatus: "pending",
    });
    expect(await enrolledCount(course.id)).toBe(1);
    const event = await recorder.waitFor((published) => published.topic === "enrollments" && published.id === enrollment.id);
    expect(event.userIds).toEqual([candidate.user.id]);
    await recorder.waitFor((published) => published.topic === "courses" && published.id === course.id);
    recorder.stop();

    const detail = await expectStatus(candidate.agent.api.courses[":id"].$get({ param: { id: course.id } }), 200);
    expect(detail.course.enrolled).toBe(1);
    expect(detail.enrollment?.id).toBe(enrollment.id);
    const mine = await expectStatus(candidate.agent.api.enrollments.mine.$get(), 200);
    expect(mine.enrollments.map((listed) => listed.id)).toContain(enrollment.id);

    // A later price change leaves the amount paid as it was.
    const edit = { title: course.title, description: "x", price: 9999, duration: "1 week" };
    await expectStatus(admin.api.admin.courses[":id"].$put({ param: { id: course.id }, json: edit }), 200);
    const [row] = await testApp.db.select({ amount: enrollments.amount }).from(enrollments).where(eq(enrollments.id, enrollment.id));
    expect(row?.amount).toBe(1750);
  });

  it("refuses a second pending or confirmed enrolment in the same course", async () => {
    const course = await createCourse(admin);
    // Payment requests taken before the first enrolment (two tabs of the dialog).
    const [second, third] = [await paidEnrollBody(candidate.agent, course.id), await paidEnrollBody(candidate.agent, course.id)];
    const first = await enrol(candidate.agent, course.id);
    const before = await snapshot(testApp);
    await expectError(requestPayment(candidate.agent, course.id, { startDate: validStartDate(), timeSlot: "morning" }), 409, "already_enrolled");
    await expectError(candidate.agent.api.enrollments.$post({ json: second }), 409, "already_enrolled");

    await expectStatus(setStatus(admin, first.id, "confirmed"), 200);
    const afterConfirm = await snapshot(testApp);
    await expectError(candidate.agent.api.enrollments.$post({ json: third }), 409, "already_enrolled");
    expect(await snapshot(testApp)).toEqual(afterConfirm);
    expect(afterConfirm.enrollmentRows.length).toBe(before.enrollmentRows.length);
  });

  it("makes one enrolment of a double-clicked Confirm Payment (two requests at once, same reference)", async () => {
    const course = await createCourse(admin);
    const body = await paidEnrollBody(candidate.agent, course.id, { utr: "555555555555" });
    const responses = await Promise.all([
      candidate.agent.api.enrollments.$post({ json: body }),
      candidate.agent.api.enrollments.$post({ json: body }),
    ]);
    const created = responses.find((response) => response.status === 201)!;
    const repeated = responses.find((response) => response.status === 200)!;
    expect(created).toBeDefined();
    expect(repeated).toBeDefined();
    const first = (await expectStatus(created, 201)).enrollment;
    expect((await expectStatus(repeated, 200)).enrollment).toEqual(first);
    const rows = await testApp.db.select().from(enrollments).where(eq(enrollments.courseId, course.id));
    expect(rows).toHaveLength(1);
    expect(await enrolledCount(course.id)).toBe(1);

    const later = await expectStatus(candidate.agent.api.enrollments.$post({ json: body }), 200);
    expect(later.enrollment.id).toBe(first.id);
  });

  it("two different references for the same course at once: one enrolment, the other already enrolled", async () => {
    const course = await createCourse(admin);
    const bodies = [await paidEnrollBody(candidate.agent, course.id), await paidEnrollBody(candidate.agent, course.id)];
    const responses = await Promise.all(bodies.map((json) => candidate.agent.api.enrollments.$post({ json })));
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
    expect(await testApp.db.select().from(enrollments).where(eq(enrollments.courseId, course.id))).toHaveLength(1);
    expect(await enrolledCount(course.id)).toBe(1);
  });

  it("takes only a reference the site gave this candidate for this course: not a made-up one, someone else's, or another course's", async () => {
    const course = await createCourse(admin);
    const other = await createCourse(admin);
    const stranger = await signUp(testApp, "candidate");
    const unpaid = await paidEnrollBody(candidate.agent, other.id);
    const body = await paidEnrollBody(candidate.agent, course.id);
    const before = await snapshot(testApp);
    const refusals = [
      candidate.agent.api.enrollments.$post({ json: enrollBody(course.id, testReference()) }),
      stranger.agent.api.enrollments.$post({ json: body }),
      candidate.agent.api.enrollments.$post({ json: { ...body, courseId: other.id } }),
      candidate.agent.api.enrollments.$post({ json: { ...unpaid, courseId: course.id } }),
    ];
    for (const refused of refusals) {
      expect((await expectError(refused, 400, "invalid_input")).fields).toEqual({ reference: ["This payment request is not valid. Please start again."] });
    }
    expect(await snapshot(testApp)).toEqual(before);
    await expectStatus(candidate.agent.api.enrollments.$post({ json: body }), 201);
    // Once used, it is this enrolment's: nobody else's, and not another course's.
    await expectError(stranger.agent.api.enrollments.$post({ json: body }), 400, "invalid_input");
  });

  it("takes a payment request for a week, at the amount it asked for even if the price changed since", async () => {
    const course = await createCourse(admin, { price: 1200 });
    const body = await paidEnrollBody(candidate.agent, course.id);
    const changed = { title: course.title, description: "Learn by doing.", price: 1500, duration: "3 weeks" };
    await expectStatus(admin.api.admin.courses[":id"].$put({ param: { id: course.id }, json: changed }), 200);
    const { enrollment } = await expectStatus(candidate.agent.api.enrollments.$post({ json: body }), 201);
    expect(enrollment.amount).toBe(1200);

    const late = await createCourse(admin);
    const old = await paidEnrollBody(candidate.agent, late.id);
    await testApp.db.update(paymentRequests).set({ createdAt: sql`now() - interval '8 days'` }).where(eq(paymentRequests.reference, old.reference));
    await expectError(candidate.agent.api.enrollments.$post({ json: old }), 400, "invalid_input");
  });

  it("takes a UTR once across all enrolments", async () => {
    const course = await createCourse(admin);
    await enrol(candidate.agent, course.id, { utr: "987654321098" });
    const other = await signUp(testApp, "candidate");
    const body = await paidEnrollBody(other.agent, course.id, { utr: "987654321098" });
    const before = await snapshot(testApp);
    await expectError(other.agent.api.enrollments.$post({ json: body }), 409, "utr_taken");
    expect(await snapshot(testApp)).toEqual(before);
    // Without a UTR (or with another one) the same candidate enrols.
    await enrol(other.agent, course.id);
  });

  it("refuses a malformed UTR, reference or course, and a missing course", async () => {
    const before = await snapshot(testApp);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ utr: "12345" }, 400, "utr"],
      [{ utr: "12345678901a" }, 400, "utr"],
      [{ reference: "abc" }, 400, "reference"],
      [{ reference: "abcdefghijkl" }, 400, "reference"],
      [{ courseId: "" }, 400, "courseId"],
      [{ courseId: "course99" }, 404, ""],
    ];
    for (const [override, status, field] of cases) {
      const error = await expectError(candidate.agent.post("/api/enrollments", { ...enrollBody("course8", testReference()), ...override }), status);
      if (field) expect(Object.keys(error.fields ?? {}), JSON.stringify(override)).toEqual([field]);
    }
    expect(await snapshot(testApp)).toEqual(before);
  });

  it("needs JSON: a body without content-type is refused, not read as {}", async () => {
    const body = JSON.stringify(enrollBody("course8", testReference()));
    const response = await candidate.agent.request("POST", "/api/enrollments", body, { "content-type": "text/plain" });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });
});

describe("a candidate sees only their own enrolments", () => {
  it("lists only one's own, and the course page shows only one's own", async () => {
    const course = await createCourse(admin);
    const alice = await signUp(testApp, "candidate");
    const bob = await signUp(testApp, "candidate");
    const alices = await enrol(alice.agent, course.id);

    const detailFor = (agent: Agent) => expectStatus(agent.api.courses[":id"].$get({ param: { id: course.id } }), 200);

    expect((await expectStatus(bob.agent.api.enrollments.mine.$get(), 200)).enrollments).toEqual([]);
    expect((await detailFor(bob.agent)).enrollment).toBeNull();
    expect((await detailFor(alice.agent)).enrollment?.id).toBe(alices.id);
    // The admin's and the employer's course pages carry no one's enrolment either.
    expect((await detailFor(admin)).enrollment).toBeNull();
    expect((await detailFor(employer.agent)).enrollment).toBeNull();

    const before = await snapshot(testApp);
    await expectError(setStatus(bob.agent, alices.id, "cancelled"), 403, "forbidden");
    await expectError(bob.agent.patch(`/api/enrollments/${alices.id}`, { status: "cancelled" }), 404, "not_found");
    expect(await snapshot(testApp)).toEqual(before);
  });
});

describe("the admin's Confirm, Cancel and Reset (SPEC.md §4)", () => {
  it("walks every move between pending, confirmed and cancelled, keeping the count and mailing the candidate each time", async () => {
    const student = await signUp(testApp, "candidate", { name: "Manjunath Rao" });
    const course = await createCourse(admin, { title: "Basic Computer Skills" });
    const enrollment = await enrol(student.agent, course.id, { timeSlot: "afternoon" });
    expect(await enrolledCount(course.id)).toBe(1);

    const moves: [EnrollmentStatus, "pending" | "verified", number, string][] = [
      ["confirmed", "verified", 1, "Confirmed"],
      ["pending", "pending", 1, "Pending Confirmation"],
      ["cancelled", "pending", 0, "Cancelled"],
      ["confirmed", "verified", 1, "Confirmed"],
      ["cancelled", "verified", 0, "Cancelled"],
      ["pending", "pending", 1, "Pending Confirmation"],
    ];
    let current: EnrollmentStatus = "pending";
    for (const [status, paymentStatus, count, label] of moves) {
      const recorder = recordEvents(testApp);
      const { enrollment: moved } = await expectStatus(setStatus(admin, enrollment.id, status), 200);
      expect(moved, `${current} → ${status}`).toMatchObject({ id: enrollment.id, status, paymentStatus, studentId: student.user.id, studentName: "Manjunath Rao", courseTitle: "Basic Computer Skills" });
      expect(await enrolledCount(course.id)).toBe(count);
      const event = await recorder.waitFor((published) => published.topic === "enrollments" && published.id === enrollment.id);
      expect(event.userIds).toEqual([student.user.id]);
      if (current === "cancelled" || status === "cancelled") {
        await recorder.waitFor((published) => published.topic === "courses" && published.id === course.id);
      }
      recorder.stop();

      const mails = await mailsTo(testApp, student.input.email);
      const mail = mails.at(-1)!;
      expect(mail.subject).toContain(label);
      expect(mail.text).toContain(`Your enrollment in "Basic Computer Skills" is now: ${label}.`);
      expect(mail.text).toContain("Afternoon 1:00 PM-4:00 PM");
      expect(mail.text).toContain("ನಮಸ್ಕಾರ Manjunath Rao");

      const refusal = await expectError(setStatus(admin, enrollment.id, status), 409, "enrollment_status_unchanged");
      expect(refusal.params).toEqual({ status });
      current = status;
    }
    expect(await mailsTo(testApp, student.input.email)).toHaveLength(moves.length);
  });

  it("cancelling frees the candidate to enrol again; the old one cannot come back while the new one holds the place", async () => {
    const course = await createCourse(admin);
    const old = await enrol(candidate.agent, course.id);
    await expectStatus(setStatus(admin, old.id, "cancelled"), 200);
    const renewed = await enrol(candidate.agent, course.id);
    expect(await enrolledCount(course.id)).toBe(1);

    const before = await snapshot(testApp);
    for (const status of ["pending", "confirmed"] as const) {
      await expectError(setStatus(admin, old.id, status), 409, "already_enrolled");
    }
    expect(await snapshot(testApp)).toEqual(before);

    await expectStatus(setStatus(admin, renewed.id, "cancelled"), 200);
    await expectStatus(setStatus(admin, old.id, "confirmed"), 200);
    expect(await enrolledCount(course.id)).toBe(1);
  });

  it("an enrolment of an archived course can be confirmed or cancelled, but a cancelled one not brought back", async () => {
    const course = await createCourse(admin);
    const kept = await enrol(candidate.agent, course.id);
    const other = await signUp(testApp, "candidate");
    const dropped = await enrol(other.agent, course.id);
    await expectStatus(setStatus(admin, dropped.id, "cancelled"), 200);
    expect(await expectStatus(admin.api.admin.courses[":id"].$delete({ param: { id: course.id } }), 200)).toEqual({ outcome: "archived" });

    await expectStatus(setStatus(admin, kept.id, "confirmed"), 200);
    await expectError(setStatus(admin, dropped.id, "pending"), 409, "course_unavailable");
  });

  it("answers 404 for a missing or malformed id and 400 for an unknown status", async () => {
    const before = await snapshot(testApp);
    await expectError(setStatus(admin, "00000000-0000-4000-8000-000000000000", "confirmed"), 404, "not_found");
    await expectError(admin.patch("/api/admin/enrollments/not-a-uuid", { status: "confirmed" }), 404, "not_found");
    const enrollment = await enrol(await signUp(testApp, "candidate").then((signedUp) => signedUp.agent), "course7");
    const afterEnrol = await snapshot(testApp);
    for (const body of [{ status: "approved" }, { status: "" }, {}, { status: ["confirmed"] }]) {
      const error = await expectError(admin.patch(`/api/admin/enrollments/${enrollment.id}`, body), 400, "invalid_input");
      expect(Object.keys(error.fields ?? {}), JSON.stringify(body)).toEqual(["status"]);
    }
    expect(await snapshot(testApp)).toEqual(afterEnrol);
    expect(afterEnrol.enrollmentRows.length).toBe(before.enrollmentRows.length + 1);
  });

  it("keeps the change when the mail cannot be sent, and sends the mail on a later try", async () => {
    const student = await signUp(testApp, "candidate");
    const enrollment = await enrol(student.agent, "course8");
    // Any mail of the enrolment goes first, so that the failure below is the status change's.
    await testApp.deps.outbox.settled();
    const send = vi.spyOn(testApp.deps.mailer, "send").mockRejectedValueOnce(new Error("SMTP down"));
    await expectStatus(setStatus(admin, enrollment.id, "confirmed"), 200);
    await testApp.deps.outbox.settled();
    expect(send).toHaveBeenCalledOnce();
    const [row] = await testApp.db.select({ status: enrollments.status }).from(enrollments).where(eq(enrollments.id, enrollment.id));
    expect(row?.status).toBe("confirmed");
    const toStudent = async () => (await testApp.outbox()).filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.value[0]?.address === student.user.email);
    expect(await toStudent()).toEqual([]);
    // The retry's time comes: the mail goes.
    await testApp.db.update(mailOutbox).set({ sendAfter: sql`now()` }).where(eq(mailOutbox.recipient, student.user.email));
    expect((await toStudent()).map((mail) => mail.subject)).toEqual([expect.stringContaining("is Confirmed")]);
  });
});

describe("the admin's Enrollments tab", () => {
  it("lists newest first with the student and course, filtered by status and course, paged", async () => {
    const course = await createCourse(admin, { title: "Typing and Data Entry" });
    const students = [];
    for (let index = 0; index < 3; index += 1) students.push(await signUp(testApp, "candidate", { name: `Student ${index}`, phone: `98450000${index}0` }));
    const made = [];
    for (const student of students) made.push(await enrol(student.agent, course.id, { utr: `11112222333${made.length}` }));
    await expectStatus(setStatus(admin, made[1]!.id, "confirmed"), 200);
    const list = (query: InferRequestType<Agent["api"]["admin"]["enrollments"]["$get"]>["query"]) =>
      expectStatus(admin.api.admin.enrollments.$get({ query }), 200);

    const page = await list({ courseId: course.id });
    expect(page.totalCount).toBe(3);
    expect(page.enrollments.map((enrollment) => enrollment.id)).toEqual([made[2]!.id, made[1]!.id, made[0]!.id]);
    expect(page.enrollments[2]).toMatchObject({
      studentId: students[0]!.user.id,
      studentName: "Student 0",
      studentEmail: students[0]!.input.email,
      studentPhone: "9845000000",
      courseTitle: "Typing and Data Entry",
      amount: 1500,
      utr: "111122223330",
      status: "pending",
    });

    const confirmed = await list({ courseId: course.id, status: "confirmed" });
    expect(confirmed.enrollments.map((enrollment) => enrollment.id)).toEqual([made[1]!.id]);

    const second = await list({ courseId: course.id, page: "2", pageSize: "2" });
    expect(second).toMatchObject({ totalCount: 3, page: 2, pageSize: 2 });
    expect(second.enrollments.map((enrollment) => enrollment.id)).toEqual([made[0]!.id]);

    const all = await list({});
    expect(all.pageSize).toBe(20);
    expect(all.totalCount).toBeGreaterThanOrEqual(3);
  });

  it("refuses bad filters with the error shape", async () => {
    for (const query of ["status=approved", "page=0", "pageSize=101", "page=x"]) {
      await expectError(admin.get(`/api/admin/enrollments?${query}`), 400, "invalid_input");
    }
  });
});
