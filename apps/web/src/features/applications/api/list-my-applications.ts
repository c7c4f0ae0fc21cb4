/** The signed-in candidate's own applications, newest first, one page at a time (`GET /api/applications/mine`). */
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ApplicationListInput } from "@app/shared/applications";
import { api, unwrap } from "@/lib/api-client";
import { applicationsKeys } from "./keys";

/** The query string the API expects: strings only, absent parameters left out. */
function toQuery(params: ApplicationListInput): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params)
      .filter(([, value]) => value !== undefined && value !== "")
      .map(([name, value]) => [name, String(value)]),
  );
}

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
  return useQuery({ ...myApplicationsQueryOptions(params), placeholderData: keepPreviousData });
}
