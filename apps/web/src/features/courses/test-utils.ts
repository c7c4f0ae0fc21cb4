/** Courses, enrolments and fake `/api/courses*` answers for the courses feature's tests. */
import type { AdminEnrollment, CandidateEnrollment, Course } from "@app/shared/courses";
import { json } from "@/testing/render-app";

let counter = 0;

export function testCourse(overrides: Partial<Course> = {}): Course {
  counter += 1;
  return {
    id: `course${counter}`,
    title: `Interview Mastery ${counter}`,
    description: "Prepare for interviews with mock sessions and feedback.",
    level: "All Levels",
    price: 2999,
    duration: "4 weeks",
    category: "career",
    enrolled: 138,
    instructor: "Expert Faculty",
    status: "active",
    createdAt: "2024-03-01T09:00:00.000Z",
    updatedAt: "2024-03-01T09:00:00.000Z",
    ...overrides,
  };
}

export function testEnrollment(overrides: Partial<CandidateEnrollment> = {}): CandidateEnrollment {
  counter += 1;
  return {
    id: `enrollment-${counter}`,
    reference: `REF${String(counter).padStart(9, "0")}`,
    courseId: "course1",
    courseTitle: "Interview Mastery",
    startDate: "2025-02-10",
    timeSlot: "morning",
    amount: 2999,
    utr: null,
    status: "pending",
    paymentStatus: "pending",
    requestedAt: "2025-01-31T05:00:00.000Z",
    updatedAt: "2025-01-31T05:00:00.000Z",
    ...overrides,
  };
}

export function testAdminEnrollment(overrides: Partial<AdminEnrollment> = {}): AdminEnrollment {
  return {
    ...testEnrollment(),
    studentId: "user-7",
    studentName: "Kavya Gowda",
    studentEmail: "kavya@example.com",
    studentPhone: "9900112233",
    ...overrides,
  };
}

export const courseList = (courses: Course[]) => json({ courses });

/** The error body of the HTTP contract, as the server sends it. */
export function apiError(code: string, status: number, message = "Something went wrong.", fields?: Record<string, string[]>) {
  return json({ error: { code, message, requestId: "r1", ...(fields ? { fields } : {}) } }, status);
}
