/**
 * The selections and mappings of courses and enrolments: an enrolment is read joined with its
 * course (for the title, which an archived course keeps) and, for the admin, its candidate.
 */
import { getTableColumns } from "drizzle-orm";
import type { AdminEnrollment, CandidateEnrollment, Course } from "@app/shared/courses";
import { shownEmail } from "@app/shared/phone";
import { courses, enrollments, user } from "../../db/schema/index.ts";

type CourseRow = typeof courses.$inferSelect;
type EnrollmentRow = typeof enrollments.$inferSelect;

export const courseColumns = getTableColumns(courses);

export function toCourse(row: CourseRow): Course {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    level: row.level,
    price: row.price,
    duration: row.duration,
    category: row.category,
    enrolled: row.enrolled,
    instructor: row.instructor,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Select from enrollments joined with courses (on course_id). */
export const candidateEnrollmentColumns = { ...getTableColumns(enrollments), courseTitle: courses.title };

/** As above, joined with user (on user_id) too. */
export const adminEnrollmentColumns = {
  ...candidateEnrollmentColumns,
  studentName: user.name,
  studentEmail: user.email,
  studentPhone: user.phone,
};

export interface CandidateEnrollmentRow extends EnrollmentRow {
  courseTitle: string;
}

export interface AdminEnrollmentRow extends CandidateEnrollmentRow {
  studentName: string;
  studentEmail: string;
  studentPhone: string | null;
}

export function toCandidateEnrollment(row: CandidateEnrollmentRow): CandidateEnrollment {
  return {
    id: row.id,
    reference: row.reference,
    courseId: row.courseId,
    courseTitle: row.courseTitle,
    startDate: row.startDate,
    timeSlot: row.timeSlot,
    amount: row.amount,
    utr: row.utr,
    status: row.status,
    paymentStatus: row.paymentStatus,
    requestedAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toAdminEnrollment(row: AdminEnrollmentRow): AdminEnrollment {
  return {
    ...toCandidateEnrollment(row),
    studentId: row.userId,
    studentName: row.studentName,
    studentEmail: shownEmail(row.studentEmail),
    studentPhone: row.studentPhone,
  };
}
