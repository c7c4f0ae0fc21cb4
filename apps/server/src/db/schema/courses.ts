/**
 * The course catalogue of SPEC.md §3 and candidates' enrolments. Ids of courses are strings such as
 * `course1`; prices and amounts are whole rupees. The database itself keeps the enrolment rules
 * that two requests at the same moment could otherwise break: one pending or confirmed enrolment
 * per course per candidate, a UTR used once, one row per reference (a double-clicked Confirm).
 */
import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import {
  courseCategories,
  courseDefaults,
  courseLevels,
  courseStatuses,
  enrollmentStatuses,
  paymentStatuses,
  timeSlots,
} from "@app/shared/courses";
import { user } from "./auth.ts";
import { madeOf, oneOf } from "./checks.ts";

const digits = "0123456789";
/** A reference's characters: capital letters and digits. */
const referenceCharacters = `ABCDEFGHIJKLMNOPQRSTUVWXYZ${digits}`;

export const courses = pgTable(
  "courses",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    level: text("level", { enum: courseLevels }).notNull().default(courseDefaults.level),
    price: integer("price").notNull().default(courseDefaults.price),
    duration: text("duration").notNull(),
    category: text("category", { enum: courseCategories }).notNull().default(courseDefaults.category),
    enrolled: integer("enrolled").notNull().default(0),
    instructor: text("instructor").notNull().default(courseDefaults.instructor),
    status: text("status", { enum: courseStatuses }).notNull().default("active"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("courses_price_non_negative", sql`${table.price} >= 0`),
    check("courses_enrolled_non_negative", sql`${table.enrolled} >= 0`),
    check("courses_level_valid", oneOf(table.level, courseLevels)),
    check("courses_category_valid", oneOf(table.category, courseCategories)),
    check("courses_status_valid", oneOf(table.status, courseStatuses)),
  ],
);

/** The statuses that hold a candidate's place in a course; a cancelled enrolment frees it. */
export const activeEnrollmentStatuses = ["pending", "confirmed"] as const;

export const enrollments = pgTable(
  "enrollments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The enrolment's own reference, sent as the UPI `tr`. */
    reference: text("reference").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    // Restrict: a course with enrolments is archived instead, so no history loses its course name.
    courseId: text("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "restrict" }),
    status: text("status", { enum: enrollmentStatuses }).notNull().default("pending"),
    paymentStatus: text("payment_status", { enum: paymentStatuses }).notNull().default("pending"),
    /** A day in the site's time zone. */
    startDate: date("start_date", { mode: "string" }).notNull(),
    timeSlot: text("time_slot", { enum: timeSlots }).notNull(),
    /** The price when enrolling, in whole rupees. */
    amount: integer("amount").notNull(),
    /** The UPI transaction reference the candidate gave, if any. */
    utr: text("utr"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("enrollments_utr_unique").on(table.utr),
    uniqueIndex("enrollments_active_unique")
      .on(table.userId, table.courseId)
      .where(oneOf(table.status, activeEnrollmentStatuses)),
    index("enrollments_created_at_idx").on(table.createdAt, table.id),
    index("enrollments_status_created_at_idx").on(table.status, table.createdAt, table.id),
    index("enrollments_course_id_idx").on(table.courseId, table.createdAt),
    index("enrollments_user_id_idx").on(table.userId, table.createdAt),
    check("enrollments_status_valid", oneOf(table.status, enrollmentStatuses)),
    check("enrollments_payment_status_valid", oneOf(table.paymentStatus, paymentStatuses)),
    check("enrollments_time_slot_valid", oneOf(table.timeSlot, timeSlots)),
    check("enrollments_amount_non_negative", sql`${table.amount} >= 0`),
    check("enrollments_reference_format", madeOf(table.reference, 12, referenceCharacters)),
    check("enrollments_utr_format", madeOf(table.utr, 12, digits)),
  ],
);

/**
 * The payment requests the site gave (the enrolment dialog's QR code and UPI link): an enrolment
 * names one of them, made for the same candidate and course within `paymentRequestDays`, and is
 * made at its amount. Requests older than that are pruned when new ones are made.
 */
export const paymentRequests = pgTable(
  "payment_requests",
  {
    reference: text("reference").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    courseId: text("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    /** The price in the request, in whole rupees: what the candidate was asked to pay. */
    amount: integer("amount").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("payment_requests_created_at_idx").on(table.createdAt),
    check("payment_requests_reference_format", madeOf(table.reference, 12, referenceCharacters)),
  ],
);
