/**
 * Enrolments (SPEC.md §2 Courses, §4 Enrolment flow and Enrollment status): the payment request of
 * the payment dialog, the enrolment itself, the candidate's and the admin's lists, and the admin's
 * Confirm / Cancel / Reset.
 *
 * Every change of an enrolment and of a course's `enrolled` count happens with the course row
 * locked, enrolments and status changes alike, so they run one after the other per course, always
 * taking the locks in the same order (course, then enrolment). The unique indexes decide the rest:
 * one pending or confirmed enrolment per course per candidate, one row per reference, a UTR once.
 */
import { randomInt } from "node:crypto";
import { and, count, desc, eq, gt, inArray, lt, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  enrollmentDateBounds,
  type AdminEnrollment,
  type AdminEnrollmentPage,
  type CandidateEnrollment,
  type EnrollmentListQuery,
  type EnrollmentStatus,
  type PaymentRequest,
  type enrollSchema,
  type paymentRequestSchema,
} from "@app/shared/courses";
import type { AuditAction } from "@app/shared/trust";
import type { SessionUser } from "@app/shared/user";
import type { Database } from "../../db/client.ts";
import { activeEnrollmentStatuses, courses, enrollments, paymentRequests, user } from "../../db/schema/index.ts";
import { AppError, keyedFields } from "../../errors/app-error.ts";
import { upiPaymentUri, type UpiPayee } from "../../payments/upi.ts";
import { recordAudit } from "../audit/audit.service.ts";
import {
  adminEnrollmentColumns,
  candidateEnrollmentColumns,
  toAdminEnrollment,
  toCandidateEnrollment,
} from "./courses.mapper.ts";

export type PaymentRequestValues = z.output<typeof paymentRequestSchema>;
export type EnrollValues = z.output<typeof enrollSchema>;

/** When "today" is, for the booking window: the request's moment and the site's time zone. */
export interface BookingClock {
  now: Date;
  timeZone: string;
}

const referenceAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

/** 12 random upper-case letters and digits (`enrollmentReferencePattern`), about 62 bits. */
export function newEnrollmentReference(): string {
  let reference = "";
  for (let index = 0; index < 12; index += 1) reference += referenceAlphabet[randomInt(referenceAlphabet.length)];
  return reference;
}

/** The start date must be a day from today to three months ahead in the site's time zone, both included. */
function checkStartDate(startDate: string, clock: BookingClock): void {
  const { first, last } = enrollmentDateBounds(clock.now, clock.timeZone);
  // YYYY-MM-DD strings compare in calendar order.
  if (startDate < first || startDate > last) {
    throw new AppError("invalid_input", keyedFields({ startDate: ["validation.enrollment.dateRequired"] }));
  }
}

/** A course one can enrol in: missing is "not found", archived is closed for enrolment. */
function checkCourseOpen(course: { status: string } | undefined): asserts course {
  if (!course) throw new AppError("not_found");
  if (course.status !== "active") throw new AppError("course_unavailable");
}

const holdsPlace = inArray(enrollments.status, [...activeEnrollmentStatuses]);

/** The candidate's pending or confirmed enrolment in a course, if any. */
export async function findActiveEnrollment(db: Database, candidateId: string, courseId: string): Promise<CandidateEnrollment | null> {
  const [row] = await db
    .select(candidateEnrollmentColumns)
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(and(eq(enrollments.userId, candidateId), eq(enrollments.courseId, courseId), holdsPlace));
  return row ? toCandidateEnrollment(row) : null;
}

/** How long a payment request can be enrolled with: a payment made today may be confirmed days later. */
export const paymentRequestDays = 7;

/**
 * Step 2's payment dialog: checks everything an enrolment would (open course, date, slot, no
 * enrolment yet), keeps the request (its reference, candidate, course and amount) for the enrolment
 * that follows, and gives the fresh reference with the UPI intent that carries it.
 */
export async function requestPayment(
  db: Database,
  candidateId: string,
  courseId: string,
  input: PaymentRequestValues,
  options: BookingClock & { payee: UpiPayee },
): Promise<PaymentRequest> {
  checkStartDate(input.startDate, options);
  const [course] = await db
    .select({ title: courses.title, price: courses.price, status: courses.status })
    .from(courses)
    .where(eq(courses.id, courseId));
  checkCourseOpen(course);
  if (await findActiveEnrollment(db, candidateId, courseId)) throw new AppError("already_enrolled");
  const reference = newEnrollmentReference();
  await db.insert(paymentRequests).values({ reference, userId: candidateId, courseId, amount: course.price });
  await db.delete(paymentRequests).where(lt(paymentRequests.createdAt, sql`now() - make_interval(days => ${paymentRequestDays}::int)`));
  const upiUri = upiPaymentUri(options.payee, { amount: course.price, note: `Course: ${course.title}`, reference });
  return {
    reference,
    amount: course.price,
    courseTitle: course.title,
    upiUri,
    payeeName: upiUri ? options.payee.payeeName : null,
  };
}

async function getCandidateEnrollment(db: Database, id: string): Promise<CandidateEnrollment> {
  const [row] = await db
    .select(candidateEnrollmentColumns)
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(eq(enrollments.id, id));
  return toCandidateEnrollment(row!);
}

/**
 * Stores a pending enrolment at the amount of its payment request and raises the course's enrolled
 * count, in one transaction. The reference must be one the site gave this candidate for this course
 * (`requestPayment`) within `paymentRequestDays`: any other is refused as not valid. The same
 * reference sent again by the same candidate for the same course (a double-clicked Confirm Payment)
 * gives back the enrolment already made, with `created` false.
 */
export async function enroll(
  db: Database,
  candidateId: string,
  input: EnrollValues,
  clock: BookingClock,
): Promise<{ enrollment: CandidateEnrollment; created: boolean }> {
  checkStartDate(input.startDate, clock);
  const outcome = await db.transaction(async (transaction) => {
    const [course] = await transaction
      .select({ price: courses.price, status: courses.status })
      .from(courses)
      .where(eq(courses.id, input.courseId))
      .for("no key update");
    checkCourseOpen(course);
    const [request] = await transaction
      .select({ amount: paymentRequests.amount })
      .from(paymentRequests)
      .where(
        and(
          eq(paymentRequests.reference, input.reference),
          eq(paymentRequests.userId, candidateId),
          eq(paymentRequests.courseId, input.courseId),
          gt(paymentRequests.createdAt, sql`now() - make_interval(days => ${paymentRequestDays}::int)`),
        ),
      );
    if (!request) {
      throw new AppError("invalid_input", keyedFields({ reference: ["validation.enrollment.referenceInvalid"] }));
    }

    // No conflict target: any of the three unique indexes turns the insert into "nothing inserted".
    const [inserted] = await transaction
      .insert(enrollments)
      .values({
        reference: input.reference,
        userId: candidateId,
        courseId: input.courseId,
        startDate: input.startDate,
        timeSlot: input.timeSlot,
        amount: request.amount,
        utr: input.utr ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: enrollments.id });
    if (inserted) {
      await transaction
        .update(courses)
        .set({ enrolled: sql`${courses.enrolled} + 1`, updatedAt: sql`now()` })
        .where(eq(courses.id, input.courseId));
      return { id: inserted.id, created: true };
    }

    const [sameReference] = await transaction
      .select({ id: enrollments.id, userId: enrollments.userId, courseId: enrollments.courseId })
      .from(enrollments)
      .where(eq(enrollments.reference, input.reference));
    if (sameReference) {
      if (sameReference.userId === candidateId && sameReference.courseId === input.courseId) {
        return { id: sameReference.id, created: false };
      }
      throw new AppError("conflict");
    }
    const [holding] = await transaction
      .select({ id: enrollments.id })
      .from(enrollments)
      .where(and(eq(enrollments.userId, candidateId), eq(enrollments.courseId, input.courseId), holdsPlace));
    if (holding) throw new AppError("already_enrolled");
    if (input.utr) throw new AppError("utr_taken");
    throw new AppError("conflict");
  });
  return { enrollment: await getCandidateEnrollment(db, outcome.id), created: outcome.created };
}

/** My enrolled courses: every enrolment of the candidate, newest first. */
export async function listCandidateEnrollments(db: Database, candidateId: string): Promise<CandidateEnrollment[]> {
  const rows = await db
    .select(candidateEnrollmentColumns)
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(eq(enrollments.userId, candidateId))
    .orderBy(desc(enrollments.createdAt), desc(enrollments.id));
  return rows.map(toCandidateEnrollment);
}

function adminEnrollments(db: Database) {
  return db
    .select(adminEnrollmentColumns)
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .innerJoin(user, eq(user.id, enrollments.userId));
}

/** The admin's Enrollments tab: newest first, by status and course, paged. */
export async function listEnrollments(db: Database, query: EnrollmentListQuery): Promise<AdminEnrollmentPage> {
  const where = and(
    query.status ? eq(enrollments.status, query.status) : undefined,
    query.courseId ? eq(enrollments.courseId, query.courseId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    adminEnrollments(db)
      .where(where)
      .orderBy(desc(enrollments.createdAt), desc(enrollments.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(enrollments).where(where),
  ]);
  return {
    enrollments: rows.map(toAdminEnrollment),
    totalCount: total?.value ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Drizzle wraps the driver's error; the Postgres error (code, constraint) sits on it or on its cause. */
function isUniqueViolation(error: unknown, constraint: string): boolean {
  let current: unknown = error;
  while (typeof current === "object" && current !== null) {
    if ("code" in current && current.code === "23505") return "constraint" in current && current.constraint === constraint;
    current = "cause" in current ? current.cause : undefined;
  }
  return false;
}

const placeHolding = (status: EnrollmentStatus) => status !== "cancelled";

/** The audit log's name for each of the admin's moves, by the status it moves to. */
const auditActionTo: Record<EnrollmentStatus, AuditAction> = {
  confirmed: "enrollment.confirm",
  cancelled: "enrollment.cancel",
  pending: "enrollment.reset",
};

/**
 * The admin's Confirm (→ confirmed, payment verified), Cancel (→ cancelled) and Reset (→ pending,
 * payment to be verified again): any status but the current one. Leaving or re-entering cancelled
 * lowers or raises the course's enrolled count; re-entering is refused when the candidate has since
 * enrolled in the course again, or the course is archived. The audit entry is written before the
 * enrolment changes, in the same transaction: a change refused by the database takes it back too.
 */
export async function setEnrollmentStatus(
  db: Database,
  admin: SessionUser,
  id: string,
  status: EnrollmentStatus,
): Promise<{ enrollment: AdminEnrollment; countChanged: boolean }> {
  const [target] = await db.select({ courseId: enrollments.courseId }).from(enrollments).where(eq(enrollments.id, id));
  if (!target) throw new AppError("not_found");
  let countChanged = false;
  try {
    countChanged = await db.transaction(async (transaction) => {
      const [course] = await transaction
        .select({ status: courses.status })
        .from(courses)
        .where(eq(courses.id, target.courseId))
        .for("no key update");
      const [current] = await transaction
        .select({ status: enrollments.status, reference: enrollments.reference, studentName: user.name })
        .from(enrollments)
        .innerJoin(user, eq(user.id, enrollments.userId))
        .where(eq(enrollments.id, id))
        .for("update", { of: enrollments });
      if (!current || !course) throw new AppError("not_found");
      if (current.status === status) throw new AppError("enrollment_status_unchanged", { params: { status } });
      const change = Number(placeHolding(status)) - Number(placeHolding(current.status));
      if (change > 0 && course.status !== "active") throw new AppError("course_unavailable");

      await recordAudit(transaction, admin, {
        action: auditActionTo[status],
        targetType: "enrollment",
        targetId: id,
        targetLabel: `${current.reference} (${current.studentName})`,
        details: { courseId: target.courseId, from: current.status, to: status },
      });

      await transaction
        .update(enrollments)
        .set({
          status,
          // Cancelling keeps what was known about the payment; the other moves set it.
          ...(status === "confirmed" ? { paymentStatus: "verified" as const } : {}),
          ...(status === "pending" ? { paymentStatus: "pending" as const } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(enrollments.id, id));
      if (change !== 0) {
        await transaction
          .update(courses)
          .set({ enrolled: sql`${courses.enrolled} + ${change}`, updatedAt: sql`now()` })
          .where(eq(courses.id, target.courseId));
      }
      return change !== 0;
    });
  } catch (error) {
    if (isUniqueViolation(error, "enrollments_active_unique")) throw new AppError("already_enrolled");
    throw error;
  }
  const [row] = await adminEnrollments(db).where(eq(enrollments.id, id));
  return { enrollment: toAdminEnrollment(row!), countChanged };
}
