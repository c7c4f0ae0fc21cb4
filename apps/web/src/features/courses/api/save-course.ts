/** Adding (`POST /api/admin/courses`) and editing (`PUT /api/admin/courses/:id`) a course, admin only. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CourseInput } from "@app/shared/courses";
import { api, unwrap } from "@/lib/api-client";
import { courseKeys } from "./keys";

export function createCourse(input: CourseInput) {
  return unwrap(api.admin.courses.$post({ json: input }));
}

export function updateCourse(id: string, input: CourseInput) {
  return unwrap(api.admin.courses[":id"].$put({ param: { id }, json: input }));
}

/** Adds a course when `id` is absent, else replaces the course with that id. */
export function useSaveCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: CourseInput }) => (id ? updateCourse(id, input) : createCourse(input)),
    // Enrolments show the course's title, which an edit may change.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: courseKeys.all }),
        queryClient.invalidateQueries({ queryKey: courseKeys.enrollments }),
      ]),
  });
}
