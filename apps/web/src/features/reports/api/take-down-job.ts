/**
 * Take down (`POST /api/admin/reports/:jobId/take-down`): the job leaves the site with the admin's
 * reason, which its employer sees and is mailed. Works on any job not already taken down.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ModerationReasonInput } from "@app/shared/trust";
import { jobsKeys } from "@/features/jobs/api/keys";
import { adminAreaKey } from "@/lib/admin-keys";
import { api, unwrap } from "@/lib/api-client";

export function takeDownJob(jobId: string, input: ModerationReasonInput) {
  return unwrap(api.admin.reports[":jobId"]["take-down"].$post({ param: { jobId }, json: input }));
}

export function useTakeDownJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, input }: { jobId: string; input: ModerationReasonInput }) => takeDownJob(jobId, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminAreaKey }),
        queryClient.invalidateQueries({ queryKey: jobsKeys.all }),
      ]),
  });
}
