import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { jobsKeys } from "./keys";

/** DELETE /api/jobs/:id: the owner employer or the admin; the job's applications go with it. */
export function deleteJob(id: string) {
  return unwrap(api.jobs[":id"].$delete({ param: { id } }));
}

/** Refreshes the jobs queries and the employer dashboard's ("employer", named by its topic: see create-job.ts). */
export function useDeleteJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJob,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: jobsKeys.all }),
        queryClient.invalidateQueries({ queryKey: ["employer"] }),
        queryClient.invalidateQueries({ queryKey: ["applications"] }),
      ]),
  });
}
