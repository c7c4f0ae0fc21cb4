/**
 * One job with the viewer's saved flag (`GET /api/jobs/:id`). The server counts the view; a missing,
 * deleted or someone else's draft job is a 404 (ApiError), which the page shows as "Job Not Found".
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { jobsKeys } from "./keys";

export function getJob(id: string) {
  return unwrap(api.jobs[":id"].$get({ param: { id } }));
}

export type JobWithSaved = Awaited<ReturnType<typeof getJob>>;

export const jobQueryOptions = (id: string) =>
  queryOptions({
    queryKey: jobsKeys.detail(id),
    queryFn: () => getJob(id),
  });

export function useJob(id: string) {
  return useQuery(jobQueryOptions(id));
}
