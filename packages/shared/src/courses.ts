/**
 * Courses and enrolments (SPEC.md §2 Courses and Manage Courses, §3 Course / Enrollment / Time
 * slots, §4 Enrollment status and Enrolment flow, §5 Enrolment and Course save, §9): the inputs of
 * the course routes, the shapes they answer with, and the booking window both sides check.
 *
 * Routes (all JSON under /api):
 * - `GET  /courses?category=&view=all|popular` → `CourseList` (active courses only; popular = the 3
 *   with the most enrolments)
 * - `GET  /courses/:id` → `CourseDetail` (404 for a missing or archived course)
 * - `POST /courses/:id/payment-request` (candidate) `PaymentRequestInput` → `PaymentRequest`:
 *   checks everything an enrolment would, stores nothing, and gives the reference and UPI intent
 * - `POST /enrollments` (candidate) `EnrollInput` → 201 `{ enrollment: CandidateEnrollment }`;
 *   the same reference sent again (a double click) answers 200 with the same enrolment
 * - `GET  /enrollments/mine` (candidate) → `{ enrollments: CandidateEnrollment[] }`
 * - `GET  /admin/courses` (admin) → `CourseList` (every course that is not archived)
 * - `POST /admin/courses`, `PUT /admin/courses/:id` (admin) `CourseInput` → `{ course }`
 * - `DELETE /admin/courses/:id` (admin) → `{ outcome: "deleted" | "archived" }`
 * - `GET  /admin/enrollments?status=&courseId=&page=&pageSize=` (admin) → `AdminEnrollmentPage`
 * - `PATCH /admin/enrollments/:id` (admin) `SetEnrollmentStatusInput` → `{ enrollment: AdminEnrollment }`
 */
import { z } from "zod";

import {
  courseCategories,
  courseDefaults,
  courseDescriptionMax,
  courseDurationMax,
  courseInstructorMax,
  courseLevels,
  coursePriceMax,
  courseTitleMax,
  courseViews,
  type CourseCategory,
  type CourseLevel,
  type CourseStatus,
} from "./course-options.ts";

export * from "./course-options.ts";

export interface Course {
  id: string;
  title: string;
  description: string;
  level: CourseLevel;
  /** Whole rupees. */
  price: number;
  duration: string;
  category: CourseCategory;
  enrolled: number;
  instructor: string;
  status: CourseStatus;
  createdAt: string;
  updatedAt: string;
}

export interface CourseList {
  courses: Course[];
}

/** `GET /courses` query. */
export const courseListSchema = z.object({
  category: z.enum(courseCategories).optional(),
  view: z.enum(courseViews).default("all"),
});
export type CourseListInput = z.input<typeof courseListSchema>;

/** `POST /admin/courses` and `PUT /admin/courses/:id`: 'Missing Information' when a required text is empty. */
export const courseInputSchema = z.object({
  title: z.string().trim().min(1, "validation.course.titleRequired").max(courseTitleMax, "validation.course.titleTooLong"),
  description: z
    .string()
    .trim()
    .min(1, "validation.course.descriptionRequired")
    .max(courseDescriptionMax, "validation.course.descriptionTooLong"),
  price: z.coerce
    .number({ error: "validation.course.priceInvalid" })
    .int("validation.course.priceInvalid")
    .min(0, "validation.course.priceInvalid")
    .max(coursePriceMax, "validation.course.priceInvalid"),
  duration: z
    .string()
    .trim()
    .min(1, "validation.course.durationRequired")
    .max(courseDurationMax, "validation.course.durationTooLong"),
  level: z.enum(courseLevels).default(courseDefaults.level),
  category: z.enum(courseCategories).default(courseDefaults.category),
  instructor: z
    .string()
    .trim()
    .max(courseInstructorMax, "validation.course.instructorTooLong")
    .optional()
    .transform((value) => (value ? value : courseDefaults.instructor)),
});
export type CourseInput = z.input<typeof courseInputSchema>;
export type CourseValues = z.output<typeof courseInputSchema>;

// ---------------------------------------------------------------- enrolments

export const enrollmentStatuses = ["pending", "confirmed", "cancelled"] as const;
export type EnrollmentStatus = (typeof enrollmentStatuses)[number];

/** `verified` once the admin confirms the enrolment after checking the payment. */
export const paymentStatuses = ["pending", "verified"] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** SPEC.md §3 Time slots; labels live in i18n (`courses.timeSlots.<slot>`). Default: morning. */
export const timeSlots = ["morning", "afternoon", "evening"] as const;
export type TimeSlot = (typeof timeSlots)[number];
export const defaultTimeSlot: TimeSlot = "morning";

/** Start dates run from today to this many months ahead, in the site's time zone. */
export const enrollmentWindowMonths = 3;
export const enrollmentsPageSize = 20;

/** A UPI transaction reference (UTR) is 12 digits. */
export const utrPattern = /^\d{12}$/;
/** The enrolment's own reference, sent as the UPI `tr`: 12 upper-case letters and digits. */
export const enrollmentReferencePattern = /^[A-Z0-9]{12}$/;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** `YYYY-MM-DD` of an instant in a time zone. */
export function calendarDate(instant: Date, timeZone: string): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    instant,
  );
}

/** Adds calendar months to a `YYYY-MM-DD`, clamping to the month's last day (31 Jan + 1 → 28/29 Feb). */
export function addCalendarMonths(date: string, months: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** The first and last selectable start dates (inclusive), as `YYYY-MM-DD` in `timeZone`. */
export function enrollmentDateBounds(now: Date, timeZone: string): { first: string; last: string } {
  const first = calendarDate(now, timeZone);
  return { first, last: addCalendarMonths(first, enrollmentWindowMonths) };
}

const startDate = z
  .string({ error: "validation.enrollment.dateRequired" })
  .min(1, "validation.enrollment.dateRequired")
  .regex(isoDate, "validation.enrollment.dateRequired")
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), "validation.enrollment.dateRequired");

/** `POST /courses/:id/payment-request`: the form of step 1. Bounds are checked by the server too. */
export const paymentRequestSchema = z.object({
  startDate,
  timeSlot: z.enum(timeSlots, { error: "validation.enrollment.timeSlotRequired" }),
});
export type PaymentRequestInput = z.input<typeof paymentRequestSchema>;

/** What the payment dialog shows. `upiUri` is null when no UPI_VPA is configured (demo QR). */
export interface PaymentRequest {
  reference: string;
  amount: number;
  courseTitle: string;
  /** `upi://pay?pa=…&pn=…&am=…&cu=INR&tn=…&tr=<reference>`, or null in demo mode. */
  upiUri: string | null;
  payeeName: string | null;
}

/** `POST /enrollments`: step 2, after 'I confirm that I have made the payment'. */
export const enrollSchema = paymentRequestSchema.extend({
  courseId: z.string().trim().min(1).max(64),
  reference: z.string().regex(enrollmentReferencePattern, "validation.enrollment.referenceInvalid"),
  utr: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(z.string().regex(utrPattern, "validation.enrollment.utrInvalid").optional()),
});
export type EnrollInput = z.input<typeof enrollSchema>;

/** One enrolment as its candidate sees it (My enrolled courses). */
export interface CandidateEnrollment {
  id: string;
  reference: string;
  courseId: string;
  courseTitle: string;
  startDate: string;
  timeSlot: TimeSlot;
  amount: number;
  utr: string | null;
  status: EnrollmentStatus;
  paymentStatus: PaymentStatus;
  requestedAt: string;
  updatedAt: string;
}

/** One enrolment in the admin's Enrollments tab. */
export interface AdminEnrollment extends CandidateEnrollment {
  studentId: string;
  studentName: string;
  /** Null for a candidate who signed up with a phone and has no address. */
  studentEmail: string | null;
  studentPhone: string | null;
}

export interface AdminEnrollmentPage {
  enrollments: AdminEnrollment[];
  totalCount: number;
  page: number;
  pageSize: number;
}

/** `GET /admin/enrollments` query: newest first, filtered by status and course, paged. */
export const enrollmentListSchema = z.object({
  status: z.enum(enrollmentStatuses).optional(),
  courseId: z.string().trim().min(1).max(64).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(enrollmentsPageSize),
});
export type EnrollmentListInput = z.input<typeof enrollmentListSchema>;
export type EnrollmentListQuery = z.output<typeof enrollmentListSchema>;

/** `PATCH /admin/enrollments/:id`: Confirm, Cancel or Reset; the current status is refused (409). */
export const setEnrollmentStatusSchema = z.object({
  status: z.enum(enrollmentStatuses, { error: "validation.enrollment.statusInvalid" }),
});
export type SetEnrollmentStatusInput = z.input<typeof setEnrollmentStatusSchema>;

/** `GET /courses/:id`: the course, and for a signed-in candidate their pending or confirmed enrolment in it. */
export interface CourseDetail {
  course: Course;
  enrollment: CandidateEnrollment | null;
}
