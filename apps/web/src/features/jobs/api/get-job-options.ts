import { pageQueryOptions, usePageQuery } from "@/lib/page-query";
import { toQuery } from "@/lib/query-params";
import { jobsKeys, type JobListParams } from "./keys";

/** Only the filters narrow the choices: the page and the sort order do not change them. */
type OptionFilters = Pick<JobListParams, "q" | "type" | "location" | "salaryMin" | "salaryMax" | "verified">;

/** GET /api/jobs/options: the job types and locations of the current search, each with its count. */
export async function getJobOptions(filters: OptionFilters) {
  // The client on asking (the app has it already): /jobs' islands read the answers the server's pages carry (ADR 071).
  const { api, unwrap } = await import("@/lib/api-client");
  return unwrap(api.jobs.options.$get({ query: toQuery(filters) }));
}

export const jobOptionsQueryOptions = ({ q, type, location, salaryMin, salaryMax, verified }: OptionFilters) =>
  pageQueryOptions({
    queryKey: jobsKeys.options({ q, type, location, salaryMin, salaryMax, verified }),
    queryFn: () => getJobOptions({ q, type, location, salaryMin, salaryMax, verified }),
  });

/** React Query's `keepPreviousData`, without importing React Query: the choices stay while the next search's load. */
const keepPrevious = <T>(previous: T | undefined) => previous;

/** A page query (lib/page-query.ts): the filters' island on a guest's /jobs reads it from the page. */
export function useJobOptions(filters: OptionFilters) {
  return usePageQuery({ ...jobOptionsQueryOptions(filters), placeholderData: keepPrevious });
}
