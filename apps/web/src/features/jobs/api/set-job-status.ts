import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SetJobStatusInput } from "@app/shared/applications";
import { employerKeys } from "@/features/employers/api/keys";
import { api, emptyJsonBody, unwrap } from "@/lib/api-client";
import { jobsKeys } from "./keys";

/** PATCH /api/jobs/:id/status: the owner closes a job (expired) or reopens it (active). */
export function setJobStatus({ id, status }: { id: string } & SetJobStatusInput) {
  return unwrap(api.jobs[":id"].status.$patch({ param: { id }, json: { status } }));
}

/** POST /api/jobs/:id/renew: the owner keeps an open job on the job list for another JOB_EXPIRY_DAYS. */
export function renewJob(id: string) {
  return unwrap(api.jobs[":id"].renew.$post({ param: { id } }, emptyJsonBody));
}

/** A change to one of the employer's jobs; then the jobs queries and the employer dashboard's refresh. */
function useJobChange<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: jobsKeys.all }),
        queryClient.invalidateQueries({ queryKey: employerKeys.all }),
      ]),
  });
}

export const useSetJobStatus = () => useJobChange(setJobStatus);
export const useRenewJob = () => useJobChange(renewJob);
