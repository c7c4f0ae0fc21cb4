/**
 * The one query-key factory for courses and enrolments. Course keys start with "courses" and
 * enrolment keys with "enrollments", the two server-event topics, so an event refetches every query
 * of its topic on screen. An enrolment also changes a course's count and the course page's own
 * status, so lib/server-events.ts refreshes the course keys on enrolment events too.
 */
import type { CourseListInput, EnrollmentListInput } from "@app/shared/courses";
import { withoutEmpty } from "@/lib/query-params";

export const courseKeys = {
  all: ["courses"] as const,
  lists: () => [...courseKeys.all, "list"] as const,
  list: (params: CourseListInput) => [...courseKeys.lists(), withoutEmpty(params)] as const,
  details: () => [...courseKeys.all, "detail"] as const,
  detail: (id: string) => [...courseKeys.details(), id] as const,
  /** Every course that is not archived, for the admin. */
  adminCourses: () => [...courseKeys.all, "admin"] as const,

  enrollments: ["enrollments"] as const,
  /** The signed-in candidate's own enrolments (My Courses). */
  myEnrollments: () => [...courseKeys.enrollments, "mine"] as const,
  adminEnrollmentLists: () => [...courseKeys.enrollments, "admin"] as const,
  adminEnrollments: (params: EnrollmentListInput) => [...courseKeys.adminEnrollmentLists(), withoutEmpty(params)] as const,
};
