/** One employer as the admin sees them (`GET /api/admin/employers/:id`): the account and every job they posted. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { adminKeys } from "./keys";

export function getAdminEmployer(id: string) {
  return unwrap(api.admin.employers[":id"].$get({ param: { id } }));
}

export const adminEmployerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminKeys.employer(id),
    queryFn: () => getAdminEmployer(id),
  });

/** Loads only while an employer is chosen (`id` not null). */
export function useAdminEmployer(id: string | null) {
  return useQuery({ ...adminEmployerQueryOptions(id ?? ""), enabled: id !== null });
}
