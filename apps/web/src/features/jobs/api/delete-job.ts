import { useMutation, useQueryClient } from "@tanstack/react-query";
import { applicationsKeys } from "@/features/applications/api/keys";
import { employerKeys } from "@/features/employers/api/keys";
import { api, unwrap } from "@/lib/api-client";
import { jobsKeys } from "./keys";

/** DELETE /api/jobs/:id: the owner employer or the admin; the job's applications go with it. */
export function deleteJob(id: string) {
  return unwrap(api.jobs[":id"].$delete({ param: { id } }));
}

/** Refreshes the jobs queries, the employer dashboard's and the applications, which went with the job. */
export function useDeleteJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJob,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: jobsKeys.all }),
        queryClient.invalidateQueries({ queryKey: employerKeys.all }),
        queryClient.invalidateQueries({ queryKey: applicationsKeys.all }),
      ]),
  });
}
