import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SetJobStatusInput } from "@app/shared/applications";
import { employerKeys } from "@/features/employers/api/keys";
import { api, unwrap } from "@/lib/api-client";
import { jobsKeys } from "./keys";

/** PATCH /api/jobs/:id/status: the owner closes a job (expired) or reopens it (active). */
export function setJobStatus({ id, status }: { id: string } & SetJobStatusInput) {
  return unwrap(api.jobs[":id"].status.$patch({ param: { id }, json: { status } }));
}

/** Refreshes the jobs queries and the employer dashboard's. */
export function useSetJobStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setJobStatus,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: jobsKeys.all }),
        queryClient.invalidateQueries({ queryKey: employerKeys.all }),
      ]),
  });
}
