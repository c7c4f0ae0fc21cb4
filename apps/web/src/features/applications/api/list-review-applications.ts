/**
 * Applications to the signed-in employer's jobs (`GET /api/applications`), newest first, a page at a
 * time, optionally for one job and one status. The server answers 404 for someone else's job.
 */
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ApplicationListInput } from "@app/shared/applications";
import { api, unwrap } from "@/lib/api-client";
import { applicationsKeys } from "./keys";

/** Drops absent filters, so `{ jobId: undefined }` and `{}` are one cache entry and one request. */
function withoutEmpty(params: ApplicationListInput): ApplicationListInput {
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== ""));
}

export function listReviewApplications(params: ApplicationListInput) {
  const query = Object.fromEntries(Object.entries(withoutEmpty(params)).map(([name, value]) => [name, String(value)]));
  return unwrap(api.applications.$get({ query }));
}

export const reviewApplicationsQueryOptions = (params: ApplicationListInput) =>
  queryOptions({
    queryKey: applicationsKeys.reviewList(withoutEmpty(params)),
    queryFn: () => listReviewApplications(params),
  });

/** While another page or filter loads, the previous applications stay on screen. */
export function useReviewApplications(params: ApplicationListInput) {
  return useQuery({ ...reviewApplicationsQueryOptions(params), placeholderData: keepPreviousData });
}
