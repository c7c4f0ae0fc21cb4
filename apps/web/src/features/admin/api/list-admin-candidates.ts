/** Every candidate account, newest first, searched by name or e-mail and paged (`GET /api/admin/candidates`). */
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminUserListInput } from "@app/shared/admin";
import { api, unwrap } from "@/lib/api-client";
import { useSignedInAs } from "@/lib/auth";
import { toQuery } from "@/lib/query-params";
import { adminKeys } from "./keys";

export function listAdminCandidates(params: AdminUserListInput) {
  return unwrap(api.admin.candidates.$get({ query: toQuery(params) }));
}

export const adminCandidatesQueryOptions = (params: AdminUserListInput) =>
  queryOptions({
    queryKey: adminKeys.candidates(params),
    queryFn: () => listAdminCandidates(params),
  });

export function useAdminCandidates(params: AdminUserListInput) {
  return useQuery({ ...adminCandidatesQueryOptions(params), placeholderData: keepPreviousData, enabled: useSignedInAs("admin") });
}
