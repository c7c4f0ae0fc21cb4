/** Every job on the site for the admin, searched, filtered, sorted and paged on the server (`GET /api/admin/jobs`). */
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminJobListInput } from "@app/shared/admin";
import { api, unwrap } from "@/lib/api-client";
import { useSignedInAs } from "@/lib/auth";
import { toQuery } from "@/lib/query-params";
import { adminKeys } from "./keys";

export function listAdminJobs(params: AdminJobListInput) {
  return unwrap(api.admin.jobs.$get({ query: toQuery(params) }));
}

export const adminJobsQueryOptions = (params: AdminJobListInput) =>
  queryOptions({
    queryKey: adminKeys.jobs(params),
    queryFn: () => listAdminJobs(params),
  });

/** While another page or search loads, the current page stays on screen (dimmed). */
export function useAdminJobs(params: AdminJobListInput) {
  return useQuery({ ...adminJobsQueryOptions(params), placeholderData: keepPreviousData, enabled: useSignedInAs("admin") });
}
