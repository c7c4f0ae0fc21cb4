import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, emptyJsonBody, unwrap } from "@/lib/api-client";
import { employerKeys } from "./keys";

/** POST /api/jobs/:id/review-request: the employer of a job hidden by reports asks for the admin's look. */
export function requestReview(id: string) {
  return unwrap(api.jobs[":id"]["review-request"].$post({ param: { id } }, emptyJsonBody));
}

export function useRequestReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employerKeys.all }),
  });
}
