/**
 * Confirm, Cancel or Reset an enrolment (`PATCH /api/admin/enrollments/:id`, admin; SPEC.md §4
 * Enrollment status). Cancelling frees the candidate to enrol in that course again.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { EnrollmentStatus } from "@app/shared/courses";
import { api, unwrap } from "@/lib/api-client";
import { courseKeys } from "./keys";

export function setEnrollmentStatus(id: string, status: EnrollmentStatus) {
  return unwrap(api.admin.enrollments[":id"].$patch({ param: { id }, json: { status } }));
}

export function useSetEnrollmentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: EnrollmentStatus }) => setEnrollmentStatus(id, status),
    // The enrolled counts change with a cancellation or a reset too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: courseKeys.enrollments }),
        queryClient.invalidateQueries({ queryKey: courseKeys.all }),
      ]),
  });
}
