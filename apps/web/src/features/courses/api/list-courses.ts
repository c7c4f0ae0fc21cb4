/** The catalogue (`GET /api/courses`): active courses, all or the most popular, by category. */
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { CourseListInput } from "@app/shared/courses";
import { api, unwrap } from "@/lib/api-client";
import { toQuery } from "@/lib/query-params";
import { courseKeys } from "./keys";

export function listCourses(params: CourseListInput) {
  return unwrap(api.courses.$get({ query: toQuery(params) }));
}

export const coursesQueryOptions = (params: CourseListInput) =>
  queryOptions({
    queryKey: courseKeys.list(params),
    queryFn: () => listCourses(params),
  });

/** While another tab or category loads, the courses on screen stay (dimmed) instead of a spinner. */
export function useCourses(params: CourseListInput) {
  return useQuery({ ...coursesQueryOptions(params), placeholderData: keepPreviousData });
}
