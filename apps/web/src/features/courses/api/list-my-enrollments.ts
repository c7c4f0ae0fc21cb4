/** The signed-in candidate's enrolments, newest first (`GET /api/enrollments/mine`). */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { useSignedInAs } from "@/lib/auth";
import { courseKeys } from "./keys";

export function listMyEnrollments() {
  return unwrap(api.enrollments.mine.$get());
}

export const myEnrollmentsQueryOptions = () =>
  queryOptions({
    queryKey: courseKeys.myEnrollments(),
    queryFn: listMyEnrollments,
  });

export function useMyEnrollments() {
  return useQuery({ ...myEnrollmentsQueryOptions(), enabled: useSignedInAs("candidate") });
}
