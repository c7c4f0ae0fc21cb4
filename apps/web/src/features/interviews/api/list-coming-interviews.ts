/**
 * The employer's coming interviews, agreed or still proposed and not yet over, soonest first
 * (`GET /api/employer/interviews`): the dashboard's list.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useSignedInAs } from "@/lib/auth";
import { api, unwrap } from "@/lib/api-client";
import { interviewKeys } from "./keys";

export function listComingInterviews() {
  return unwrap(api.employer.interviews.$get());
}

export const comingInterviewsQueryOptions = () =>
  queryOptions({
    queryKey: interviewKeys.coming(),
    queryFn: listComingInterviews,
  });

export function useComingInterviews() {
  return useQuery({ ...comingInterviewsQueryOptions(), enabled: useSignedInAs("employer") });
}
