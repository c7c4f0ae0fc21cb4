/**
 * Applications to the signed-in employer's jobs (`GET /api/applications`), newest first, a page at a
 * time, optionally for one job and one status. The server answers 404 for someone else's job.
 */
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ApplicationListInput } from "@app/shared/applications";
import { api, unwrap } from "@/lib/api-client";
import { useSignedInAs } from "@/lib/auth";
import { toQuery, withoutEmpty } from "@/lib/query-params";
import { applicationsKeys } from "./keys";

export function listReviewApplications(params: ApplicationListInput) {
  return unwrap(api.applications.$get({ query: toQuery(params) }));
}

export const reviewApplicationsQueryOptions = (params: ApplicationListInput) =>
  queryOptions({
    queryKey: applicationsKeys.reviewList(withoutEmpty(params)),
    queryFn: () => listReviewApplications(params),
  });

/** While another page or filter loads, the previous applications stay on screen. */
export function useReviewApplications(params: ApplicationListInput) {
  return useQuery({ ...reviewApplicationsQueryOptions(params), placeholderData: keepPreviousData, enabled: useSignedInAs("employer") });
}
