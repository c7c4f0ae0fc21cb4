/** The admin's queue of reported conversations, open reports only (`GET /api/admin/conversations?page=`). */
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { useSignedInAs } from "@/lib/auth";
import { toQuery } from "@/lib/query-params";
import { conversationKeys, type ReportedConversationsParams } from "./keys";

export function listReportedConversations(params: ReportedConversationsParams) {
  return unwrap(api.admin.conversations.$get({ query: toQuery(params) }));
}

export const reportedConversationsQueryOptions = (params: ReportedConversationsParams) =>
  queryOptions({
    queryKey: conversationKeys.adminQueue(params),
    queryFn: () => listReportedConversations(params),
  });

/** While another page loads, the current one stays on screen. */
export function useReportedConversations(params: ReportedConversationsParams) {
  return useQuery({ ...reportedConversationsQueryOptions(params), placeholderData: keepPreviousData, enabled: useSignedInAs("admin") });
}
