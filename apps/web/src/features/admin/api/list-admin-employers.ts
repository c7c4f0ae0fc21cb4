/** Every employer account, newest first, searched by name, e-mail or company and paged (`GET /api/admin/employers`). */
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminUserListInput } from "@app/shared/admin";
import { api, unwrap } from "@/lib/api-client";
import { useSignedInAs } from "@/lib/auth";
import { toQuery } from "@/lib/query-params";
import { adminKeys } from "./keys";

export function listAdminEmployers(params: AdminUserListInput) {
  return unwrap(api.admin.employers.$get({ query: toQuery(params) }));
}

export const adminEmployersQueryOptions = (params: AdminUserListInput) =>
  queryOptions({
    queryKey: adminKeys.employers(params),
    queryFn: () => listAdminEmployers(params),
  });

export function useAdminEmployers(params: AdminUserListInput) {
  return useQuery({ ...adminEmployersQueryOptions(params), placeholderData: keepPreviousData, enabled: useSignedInAs("admin") });
}
