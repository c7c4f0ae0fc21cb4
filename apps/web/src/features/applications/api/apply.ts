/**
 * Applying for a job (`POST /api/applications`, candidates only; SPEC.md §5 Applying). The server
 * attaches the profile's current resume; a second application to the same job is a 409.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApplyInput } from "@app/shared/applications";
import { jobsKeys } from "@/features/jobs/api/keys";
import { api, unwrap } from "@/lib/api-client";
import { applicationsKeys } from "./keys";

export function applyForJob(input: ApplyInput) {
  return unwrap(api.applications.$post({ json: input }));
}

export function useApplyForJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyForJob,
    // The job page refetches and shows the Applied badge. Settled, not only succeeded: after a 409
    // already_applied the job page learns of the application too.
    onSettled: (_answer, _error, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationsKeys.all }),
        queryClient.invalidateQueries({ queryKey: jobsKeys.detail(input.jobId) }),
      ]),
  });
}
