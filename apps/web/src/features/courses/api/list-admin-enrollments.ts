/** Every enrolment for the admin, newest first, filtered and paged (`GET /api/admin/enrollments`). */
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { EnrollmentListInput } from "@app/shared/courses";
import { api, unwrap } from "@/lib/api-client";
import { useSignedInAs } from "@/lib/auth";
import { toQuery } from "@/lib/query-params";
import { courseKeys } from "./keys";

export function listAdminEnrollments(params: EnrollmentListInput) {
  return unwrap(api.admin.enrollments.$get({ query: toQuery(params) }));
}

export const adminEnrollmentsQueryOptions = (params: EnrollmentListInput) =>
  queryOptions({
    queryKey: courseKeys.adminEnrollments(params),
    queryFn: () => listAdminEnrollments(params),
  });

/** While another page or filter loads, the current page stays on screen (dimmed). */
export function useAdminEnrollments(params: EnrollmentListInput) {
  return useQuery({ ...adminEnrollmentsQueryOptions(params), placeholderData: keepPreviousData, enabled: useSignedInAs("admin") });
}
