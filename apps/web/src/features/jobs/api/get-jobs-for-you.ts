/**
 * The signed-in candidate's Jobs for you (`GET /api/profile/jobs-for-you`), on the job list and the
 * profile, and when their previous visit ended, for the New marks on the job list. One query for
 * both places (the most the server gives); asked only for a candidate. The key starts with "jobs",
 * so a jobs event refreshes it.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { jobsForYouMax } from "@app/shared/jobs-for-you";
import { api, unwrap } from "@/lib/api-client";
import { useSignedInAs } from "@/lib/auth";
import { jobsKeys } from "./keys";

export const jobsForYouQueryOptions = () =>
  queryOptions({
    queryKey: jobsKeys.forYou(),
    queryFn: () => unwrap(api.profile["jobs-for-you"].$get({ query: { limit: String(jobsForYouMax) } })),
    staleTime: 60_000,
  });

/** Jobs for you, or an idle query for anyone who is not a signed-in candidate. */
export function useJobsForYou() {
  return useQuery({ ...jobsForYouQueryOptions(), enabled: useSignedInAs("candidate") });
}

/** When the candidate's previous visit ended (jobs posted since are New); null for anyone else, or a first visit. */
export function useNewSince(): string | null {
  return useJobsForYou().data?.newSince ?? null;
}
