/** `DELETE /api/admin/candidates/:id`: the account with its applications, enrolments and stored files. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { adminKeys } from "./keys";

export function deleteAdminCandidate(id: string) {
  return unwrap(api.admin.candidates[":id"].$delete({ param: { id } }));
}

export function useDeleteAdminCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminCandidate,
    onSuccess: (_deleted, id) => {
      // The detail of someone who no longer exists would only answer 404 if refetched.
      queryClient.removeQueries({ queryKey: adminKeys.candidate(id) });
      return queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
