/**
 * The course catalogue: what anyone may browse (active courses only; popular = the most enrolled),
 * and the admin's Manage Courses (add, edit, delete), each change with its audit entry in the same
 * transaction. A course that has enrolments is archived instead of deleted, so no candidate's or
 * admin's enrolment history loses its course name.
 */
import { randomBytes } from "node:crypto";
import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import {
  popularCourseCount,
  type Course,
  type CourseCategory,
  type CourseDetail,
  type CourseList,
  type CourseValues,
  type CourseView,
} from "@app/shared/courses";
import type { SessionUser } from "@app/shared/user";
import type { Database } from "../../db/client.ts";
import { courses, enrollments } from "../../db/schema/index.ts";
import { AppError } from "../../errors/app-error.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { courseColumns, toCourse } from "./courses.mapper.ts";
import { findActiveEnrollment } from "./enrollments.service.ts";

/** The catalogue's order: as the courses were added (the seeded ones by id, course1 first). */
const catalogueOrder = [asc(courses.createdAt), asc(courses.id)];

export async function listCourses(
  db: Database,
  query: { category?: CourseCategory | undefined; view: CourseView },
): Promise<CourseList> {
  const where = and(eq(courses.status, "active"), query.category ? eq(courses.category, query.category) : undefined);
  const rows =
    query.view === "popular"
      ? await db
          .select(courseColumns)
          .from(courses)
          .where(where)
          .orderBy(desc(courses.enrolled), ...catalogueOrder)
          .limit(popularCourseCount)
      : await db
          .select(courseColumns)
          .from(courses)
          .where(where)
          .orderBy(...catalogueOrder);
  return { courses: rows.map(toCourse) };
}

/** An active course; a missing or archived one is "not found". */
export async function getActiveCourse(db: Database, id: string): Promise<Course> {
  const [row] = await db
    .select(courseColumns)
    .from(courses)
    .where(and(eq(courses.id, id), eq(courses.status, "active")));
  if (!row) throw new AppError("not_found");
  return toCourse(row);
}

/** The course page: the course and, for a signed-in candidate, their pending or confirmed enrolment in it. */
export async function getCourseDetail(db: Database, id: string, candidateId: string | null): Promise<CourseDetail> {
  const course = await getActiveCourse(db, id);
  const enrollment = candidateId ? await findActiveEnrollment(db, candidateId, id) : null;
  return { course, enrollment };
}

/** Manage Courses: every course that is not archived. */
export async function listAdminCourses(db: Database): Promise<CourseList> {
  const rows = await db
    .select(courseColumns)
    .from(courses)
    .where(ne(courses.status, "archived"))
    .orderBy(...catalogueOrder);
  return { courses: rows.map(toCourse) };
}

/** A new course's id: readable like the seeded `course1`, random so two admins never collide. */
function newCourseId(): string {
  return `course-${randomBytes(6).toString("hex")}`;
}

export async function createCourse(db: Database, admin: SessionUser, values: CourseValues): Promise<Course> {
  return db.transaction(async (transaction) => {
    const [row] = await transaction
      .insert(courses)
      .values({ id: newCourseId(), ...values })
      .returning(courseColumns);
    const course = toCourse(row!);
    await recordAudit(transaction, admin, { action: "course.create", targetType: "course", targetId: course.id, targetLabel: course.title });
    return course;
  });
}

/** Edits a course's details; its enrolled count and past enrolments' amounts stay as they are. */
export async function updateCourse(db: Database, admin: SessionUser, id: string, values: CourseValues): Promise<Course> {
  return db.transaction(async (transaction) => {
    const [row] = await transaction
      .update(courses)
      .set({ ...values, updatedAt: sql`now()` })
      .where(and(eq(courses.id, id), ne(courses.status, "archived")))
      .returning(courseColumns);
    if (!row) throw new AppError("not_found");
    const course = toCourse(row);
    await recordAudit(transaction, admin, { action: "course.update", targetType: "course", targetId: id, targetLabel: course.title });
    return course;
  });
}

/**
 * Deletes a course without enrolments, or archives one with enrolments. The course row is locked
 * first: an enrolment being made at the same moment locks it too, so it is either seen here (and
 * the course archived) or it finds the course gone.
 */
export async function deleteCourse(db: Database, admin: SessionUser, id: string): Promise<"deleted" | "archived"> {
  return db.transaction(async (transaction) => {
    const [course] = await transaction
      .select({ status: courses.status, title: courses.title })
      .from(courses)
      .where(eq(courses.id, id))
      .for("update");
    if (!course || course.status === "archived") throw new AppError("not_found");
    const [enrolment] = await transaction
      .select({ id: enrollments.id })
      .from(enrollments)
      .where(eq(enrollments.courseId, id))
      .limit(1);
    const outcome = enrolment ? "archived" : "deleted";
    if (outcome === "archived") {
      await transaction.update(courses).set({ status: "archived", updatedAt: sql`now()` }).where(eq(courses.id, id));
    } else {
      await transaction.delete(courses).where(eq(courses.id, id));
    }
    await recordAudit(transaction, admin, { action: "course.delete", targetType: "course", targetId: id, targetLabel: course.title, details: { outcome } });
    return outcome;
  });
}
