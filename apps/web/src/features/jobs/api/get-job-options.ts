import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { toQuery } from "@/lib/query-params";
import { jobsKeys, type JobListParams } from "./keys";

/** Only the filters narrow the choices: the page and the sort order do not change them. */
type OptionFilters = Pick<JobListParams, "q" | "type" | "location" | "salaryMin" | "salaryMax" | "verified">;

/** GET /api/jobs/options: the job types and locations of the current search, each with its count. */
export function getJobOptions(filters: OptionFilters) {
  return unwrap(api.jobs.options.$get({ query: toQuery(filters) }));
}

export const jobOptionsQueryOptions = ({ q, type, location, salaryMin, salaryMax, verified }: OptionFilters) =>
  queryOptions({
    queryKey: jobsKeys.options({ q, type, location, salaryMin, salaryMax, verified }),
    queryFn: () => getJobOptions({ q, type, location, salaryMin, salaryMax, verified }),
  });

export function useJobOptions(filters: OptionFilters) {
  return useQuery({ ...jobOptionsQueryOptions(filters), placeholderData: keepPreviousData });
}
