/**
 * The review queue (`/api/admin/review`): held jobs oldest first with their flagged matches, and
 * the admin's Approve and Reject. A decision refetches every admin query (the queue, the counts,
 * the job list) and the listings, which the server's events would also do.
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { jobsKeys } from "@/features/jobs/api/keys";
import { api, emptyJsonBody, unwrap } from "@/lib/api-client";
import { useSignedInAs } from "@/lib/auth";
import { adminKeys } from "./keys";

export function listReviewQueue(page: number) {
  return unwrap(api.admin.review.$get({ query: { page: String(page) } }));
}

export const reviewQueueQueryOptions = (page: number) =>
  queryOptions({ queryKey: adminKeys.review(page), queryFn: () => listReviewQueue(page), placeholderData: keepPreviousData });

export function useReviewQueue(page: number) {
  return useQuery({ ...reviewQueueQueryOptions(page), enabled: useSignedInAs("admin") });
}

export type ReviewDecisionInput = { jobId: string; decision: "approve" } | { jobId: string; decision: "reject"; reason: string };

export function decideReview(input: ReviewDecisionInput) {
  const param = { jobId: input.jobId };
  if (input.decision === "approve") {
    return unwrap(api.admin.review[":jobId"].approve.$post({ param }, emptyJsonBody));
  }
  return unwrap(api.admin.review[":jobId"].reject.$post({ param, json: { reason: input.reason } }));
}

export function useDecideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideReview,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
        queryClient.invalidateQueries({ queryKey: jobsKeys.all }),
      ]),
  });
}
