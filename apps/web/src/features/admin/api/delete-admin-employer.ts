/**
 * `DELETE /api/admin/employers/:id`: the account, every job they posted and every application to
 * those jobs. The admin's lists and the public job pages are refetched.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { jobsKeys } from "@/features/jobs/api/keys";
import { api, unwrap } from "@/lib/api-client";
import { adminKeys } from "./keys";

export function deleteAdminEmployer(id: string) {
  return unwrap(api.admin.employers[":id"].$delete({ param: { id } }));
}

export function useDeleteAdminEmployer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminEmployer,
    onSuccess: (_deleted, id) => {
      queryClient.removeQueries({ queryKey: adminKeys.employerDetail(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
        queryClient.invalidateQueries({ queryKey: jobsKeys.all }),
      ]);
    },
  });
}
