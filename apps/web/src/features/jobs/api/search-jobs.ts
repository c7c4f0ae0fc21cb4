import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { toQuery } from "@/lib/query-params";
import { jobsKeys, type JobListParams } from "./keys";

/** GET /api/jobs: active, unexpired jobs matching the search, one page of them, and how many in all. */
export function searchJobs(params: JobListParams) {
  return unwrap(api.jobs.$get({ query: toQuery(params) }));
}

export const searchJobsQueryOptions = (params: JobListParams) =>
  queryOptions({
    queryKey: jobsKeys.list(params),
    queryFn: () => searchJobs(params),
  });

/** While the next page or filter loads, the previous results stay on screen instead of a blank list. */
export function useSearchJobs(params: JobListParams) {
  return useQuery({ ...searchJobsQueryOptions(params), placeholderData: keepPreviousData });
}
