/**
 * `DELETE /api/admin/jobs/:id`: the job, its applications, saved entries and résumé links, in one
 * transaction. The admin's lists and the public job pages are refetched.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { jobsKeys } from "@/features/jobs/api/keys";
import { api, unwrap } from "@/lib/api-client";
import { adminKeys } from "./keys";

export function deleteAdminJob(id: string) {
  return unwrap(api.admin.jobs[":id"].$delete({ param: { id } }));
}

export function useDeleteAdminJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminJob,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
        queryClient.invalidateQueries({ queryKey: jobsKeys.all }),
      ]),
  });
}
