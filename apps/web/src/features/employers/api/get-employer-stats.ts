import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { useSignedInAs } from "@/lib/auth";
import { employerKeys } from "./keys";

/** GET /api/employer/stats: the signed-in employer's counts (active jobs, applications, pending, views). */
export function getEmployerStats() {
  return unwrap(api.employer.stats.$get());
}

export const employerStatsQueryOptions = () =>
  queryOptions({
    queryKey: employerKeys.stats(),
    queryFn: getEmployerStats,
  });

export function useEmployerStats() {
  return useQuery({ ...employerStatsQueryOptions(), enabled: useSignedInAs("employer") });
}
