/**
 * The signed-in candidate's saved jobs (`GET /api/jobs/saved`), shown on the profile's Saved Jobs tab.
 * The key starts with "jobs", so a jobs event (a saved job filled or deleted) refreshes the list.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { useSignedInAs } from "@/lib/auth";
import { jobsKeys } from "./keys";

/** The jobs the public can see, and how many saved ones are hidden now (held for review, reported). */
export async function listSavedJobs() {
  return unwrap(api.jobs.saved.$get());
}

export const savedJobsQueryOptions = () =>
  queryOptions({
    queryKey: jobsKeys.saved(),
    queryFn: listSavedJobs,
    // Saving and unsaving on a job page only updates that job's entry: look again on every visit.
    staleTime: 0,
  });

export function useSavedJobs() {
  return useQuery({ ...savedJobsQueryOptions(), enabled: useSignedInAs("candidate") });
}
