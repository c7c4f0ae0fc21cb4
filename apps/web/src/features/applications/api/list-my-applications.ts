/** The signed-in candidate's own applications, newest first, one page at a time (`GET /api/applications/mine`). */
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ApplicationListInput } from "@app/shared/applications";
import { api, unwrap } from "@/lib/api-client";
import { useSignedInAs } from "@/lib/auth";
import { toQuery } from "@/lib/query-params";
import { applicationsKeys } from "./keys";

export function listMyApplications(params: ApplicationListInput = {}) {
  return unwrap(api.applications.mine.$get({ query: toQuery(params) }));
}

export const myApplicationsQueryOptions = (params: ApplicationListInput = {}) =>
  queryOptions({
    queryKey: applicationsKeys.mine(params),
    queryFn: () => listMyApplications(params),
  });

/** While the next page loads, the current one stays on screen instead of a skeleton. */
export function useMyApplications(params: ApplicationListInput = {}) {
  return useQuery({ ...myApplicationsQueryOptions(params), placeholderData: keepPreviousData, enabled: useSignedInAs("candidate") });
}
