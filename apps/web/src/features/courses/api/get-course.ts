/**
 * One course (`GET /api/courses/:id`) and, for a signed-in candidate, their pending or confirmed
 * enrolment in it. A missing or archived course is a 404 (ApiError), shown as 'Course Not Found'.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { courseKeys } from "./keys";

export function getCourse(id: string) {
  return unwrap(api.courses[":id"].$get({ param: { id } }));
}

export const courseQueryOptions = (id: string) =>
  queryOptions({
    queryKey: courseKeys.detail(id),
    queryFn: () => getCourse(id),
  });

export function useCourse(id: string) {
  return useQuery(courseQueryOptions(id));
}
