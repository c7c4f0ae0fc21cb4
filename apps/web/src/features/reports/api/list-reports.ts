/** The admin's Reports queue: open reports grouped by job, the most recently reported first (`GET /api/admin/reports`). */
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { useSignedInAs } from "@/lib/auth";
import { toQuery } from "@/lib/query-params";
import { reportsKeys, type ReportQueueParams } from "./keys";

export function listReports(params: ReportQueueParams) {
  return unwrap(api.admin.reports.$get({ query: toQuery(params) }));
}

export const reportQueueQueryOptions = (params: ReportQueueParams) =>
  queryOptions({
    queryKey: reportsKeys.queue(params),
    queryFn: () => listReports(params),
  });

/** While another page loads, the current one stays on screen (dimmed). */
export function useReportQueue(params: ReportQueueParams) {
  return useQuery({ ...reportQueueQueryOptions(params), placeholderData: keepPreviousData, enabled: useSignedInAs("admin") });
}
