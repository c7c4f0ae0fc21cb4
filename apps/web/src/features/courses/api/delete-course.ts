/**
 * `DELETE /api/admin/courses/:id`: a course nobody enrolled in is removed; one with enrolments is
 * archived (hidden from the catalogue), so no enrolment history loses its course name.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { courseKeys } from "./keys";

export function deleteCourse(id: string) {
  return unwrap(api.admin.courses[":id"].$delete({ param: { id } }));
}

export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCourse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}
