/** The dashboard chart's 30 days of applications, sign-ups and enrolments (`GET /api/admin/dashboard/activity`). */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { useSignedInAs } from "@/lib/auth";
import { adminKeys } from "./keys";

export function getActivity() {
  return unwrap(api.admin.dashboard.activity.$get());
}

export const activityQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.activity(),
    queryFn: getActivity,
  });

export function useActivity() {
  return useQuery({ ...activityQueryOptions(), enabled: useSignedInAs("admin") });
}
