/**
 * The admin's Approve and Reject (`POST /api/admin/verifications/:id/approve|reject`). A decision
 * refetches every admin query (the queue, its counts) and the job lists, whose badges an approval
 * changes; the server's events would do the same for the other open pages.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { jobsKeys } from "@/features/jobs/api/keys";
import { adminAreaKey } from "@/lib/admin-keys";
import { api, emptyJsonBody, unwrap } from "@/lib/api-client";

export type VerificationDecisionInput = { id: string; decision: "approve" } | { id: string; decision: "reject"; reason: string };

export async function decideVerification(input: VerificationDecisionInput) {
  const param = { id: input.id };
  const answer =
    input.decision === "approve"
      ? await unwrap(api.admin.verifications[":id"].approve.$post({ param }, emptyJsonBody))
      : await unwrap(api.admin.verifications[":id"].reject.$post({ param, json: { reason: input.reason } }));
  return answer.verification;
}

export function useDecideVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideVerification,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminAreaKey }),
        queryClient.invalidateQueries({ queryKey: jobsKeys.all }),
      ]),
  });
}
