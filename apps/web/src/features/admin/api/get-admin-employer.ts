/** One employer as the admin sees them (`GET /api/admin/employers/:id`): the account and a page of the jobs they posted. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { useSignedInAs } from "@/lib/auth";
import { adminKeys } from "./keys";

export function getAdminEmployer(id: string, page = 1) {
  return unwrap(api.admin.employers[":id"].$get({ param: { id }, query: page > 1 ? { page: String(page) } : {} }));
}

export const adminEmployerQueryOptions = (id: string, page = 1) =>
  queryOptions({
    queryKey: adminKeys.employer(id, page),
    queryFn: () => getAdminEmployer(id, page),
  });

/** Loads only while an employer is chosen (`id` not null); a page of theirs stays shown while the next loads. */
export function useAdminEmployer(id: string | null, page = 1) {
  const signedIn = useSignedInAs("admin");
  return useQuery({
    ...adminEmployerQueryOptions(id ?? "", page),
    enabled: () => id !== null && signedIn(),
    placeholderData: (previous) => (previous?.employer.id === id ? previous : undefined),
  });
}
