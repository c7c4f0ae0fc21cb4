import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReviewApplicationInput } from "@app/shared/applications";
import { employerKeys } from "@/features/employers/api/keys";
import { api, unwrap } from "@/lib/api-client";
import { applicationsKeys } from "./keys";

/** PATCH /api/applications/:id: Shortlist or Reject a pending application (the job's employer only). */
export function reviewApplication({ id, status }: { id: string } & ReviewApplicationInput) {
  return unwrap(api.applications[":id"].$patch({ param: { id }, json: { status } }));
}

/** Refreshes the application lists and the employer dashboard's counts. */
export function useReviewApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewApplication,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationsKeys.all }),
        queryClient.invalidateQueries({ queryKey: employerKeys.all }),
      ]),
  });
}
