/**
 * The admin dashboard's figures (`GET /api/admin/dashboard`): visitors, the stat cards, the top
 * viewed jobs and the latest applications and enrolments, every one counted on the server. Every
 * section of the dashboard reads this one query; server events refetch it. Visitors come and go
 * without an event (and the real-time window moves on by itself), so it is also refetched every
 * minute while the dashboard is open.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { useSignedInAs } from "@/lib/auth";
import { adminKeys } from "./keys";

export function getDashboard() {
  return unwrap(api.admin.dashboard.$get());
}

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.dashboard(),
    queryFn: getDashboard,
    refetchInterval: 60_000,
  });

export function useDashboard() {
  return useQuery({ ...dashboardQueryOptions(), enabled: useSignedInAs("admin") });
}
