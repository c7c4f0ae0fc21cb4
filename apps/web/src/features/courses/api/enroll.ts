/**
 * Step 2 of enrolling (`POST /api/enrollments`, candidates), after 'I confirm that I have made the
 * payment'. The reference of the payment request makes a repeated call answer with the same
 * enrolment, so a double click never enrols twice.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { EnrollInput } from "@app/shared/courses";
import { api, unwrap } from "@/lib/api-client";
import { courseKeys } from "./keys";

export function enroll(input: EnrollInput) {
  return unwrap(api.enrollments.$post({ json: input }));
}

export function useEnroll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enroll,
    // Settled, not only succeeded: after a 409 already_enrolled the course page learns of it too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: courseKeys.all }),
        queryClient.invalidateQueries({ queryKey: courseKeys.enrollments }),
      ]),
  });
}
