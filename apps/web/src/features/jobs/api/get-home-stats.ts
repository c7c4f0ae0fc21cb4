import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { jobsKeys } from "./keys";

/** GET /api/jobs/stats: active jobs, candidates and companies, counted by the server. */
export function getHomeStats() {
  return unwrap(api.jobs.stats.$get());
}

export const homeStatsQueryOptions = () =>
  queryOptions({
    queryKey: jobsKeys.stats(),
    queryFn: getHomeStats,
  });

export function useHomeStats() {
  return useQuery(homeStatsQueryOptions());
}
