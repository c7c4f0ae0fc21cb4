/**
 * Saving a job for later (`PUT` / `DELETE /api/jobs/:id/saved`, candidates only). The button flips
 * at once: the cached job's `saved` flag is set before the call and put back if the call fails.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import type { JobWithSaved } from "./get-job";
import { jobsKeys } from "./keys";

export function saveJob(id: string) {
  // The server wants every PUT to say it is JSON (the Origin/JSON rule), even this one without a body.
  return unwrap(api.jobs[":id"].saved.$put({ param: { id } }, { headers: { "content-type": "application/json" } }));
}

export function unsaveJob(id: string) {
  return unwrap(api.jobs[":id"].saved.$delete({ param: { id } }));
}

export function useSetJobSaved(id: string, { onError }: { onError?: (error: unknown) => void } = {}) {
  const queryClient = useQueryClient();
  const queryKey = jobsKeys.detail(id);
  return useMutation({
    mutationFn: (saved: boolean): Promise<{ saved: boolean }> => (saved ? saveJob(id) : unsaveJob(id)),
    // Quick toggles run one after the other, so the server ends in the state of the last click.
    scope: { id: `jobs.saved.${id}` },
    onMutate: async (saved) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<JobWithSaved>(queryKey);
      if (previous) queryClient.setQueryData<JobWithSaved>(queryKey, { ...previous, saved });
      return { previous };
    },
    onError: (error, _saved, context) => {
      if (context?.previous) {
        const previousSaved = context.previous.saved;
        queryClient.setQueryData<JobWithSaved>(queryKey, (current) => current && { ...current, saved: previousSaved });
      }
      onError?.(error);
    },
    onSuccess: (answer) => {
      queryClient.setQueryData<JobWithSaved>(queryKey, (current) => current && { ...current, saved: answer.saved });
    },
  });
}
