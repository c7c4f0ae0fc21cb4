/**
 * What a request does with a course in Manage Courses: the change itself (courses.service.ts), then
 * the live event every open catalogue and admin page listens for.
 */
import type { Course, CourseValues } from "@app/shared/courses";
import type { SessionUser } from "@app/shared/user";
import type { AppDependencies } from "../../http/env.ts";
import { createCourse, deleteCourse, updateCourse } from "./courses.service.ts";

type Deps = Pick<AppDependencies, "db" | "events">;

/** A course was added, edited, deleted or archived, or its enrolled count moved: everyone hears it. */
export async function announceCourseChange(deps: Pick<Deps, "events">, courseId: string): Promise<void> {
  await deps.events.publish({ topic: "courses", id: courseId });
}

export async function addCourse(deps: Deps, admin: SessionUser, values: CourseValues): Promise<Course> {
  const course = await createCourse(deps.db, admin, values);
  await announceCourseChange(deps, course.id);
  return course;
}

export async function editCourse(deps: Deps, admin: SessionUser, id: string, values: CourseValues): Promise<Course> {
  const course = await updateCourse(deps.db, admin, id, values);
  await announceCourseChange(deps, course.id);
  return course;
}

/** Deletes the course, or archives it when it has enrolments. */
export async function removeCourse(deps: Deps, admin: SessionUser, id: string): Promise<"deleted" | "archived"> {
  const outcome = await deleteCourse(deps.db, admin, id);
  await announceCourseChange(deps, id);
  return outcome;
}
