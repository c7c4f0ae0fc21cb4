/**
 * The signed-in employer's own jobs, every status, newest first, with their application counts
 * (`GET /api/employer/jobs`): one page for My Job Listings, and all of them (up to the server's
 * page limit) as the choices of the Applications tab's job filter.
 */
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { useSignedInAs } from "@/lib/auth";
import { employerKeys } from "./keys";

export const employerJobsPageSize = 10;
/** The server's largest page: an employer of this city rarely has more jobs than this. */
const jobChoicesPageSize = 100;

export function getEmployerJobs({ page, pageSize }: { page: number; pageSize: number }) {
  return unwrap(api.employer.jobs.$get({ query: { page: String(page), pageSize: String(pageSize) } }));
}

export const employerJobsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: employerKeys.jobs({ page }),
    queryFn: () => getEmployerJobs({ page, pageSize: employerJobsPageSize }),
  });

/** While another page loads, the current one stays on screen. */
export function useEmployerJobs(page: number) {
  return useQuery({ ...employerJobsQueryOptions(page), placeholderData: keepPreviousData, enabled: useSignedInAs("employer") });
}

export const employerJobChoicesQueryOptions = () =>
  queryOptions({
    queryKey: employerKeys.jobChoices(),
    queryFn: async () => {
      const { jobs } = await getEmployerJobs({ page: 1, pageSize: jobChoicesPageSize });
      return jobs.map(({ id, title, status }) => ({ id, title, status }));
    },
  });

export function useEmployerJobChoices() {
  return useQuery({ ...employerJobChoicesQueryOptions(), enabled: useSignedInAs("employer") });
}
