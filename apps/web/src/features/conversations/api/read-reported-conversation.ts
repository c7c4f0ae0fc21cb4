/**
 * A reported conversation's messages, for the admin (`GET /api/admin/conversations/:id?before=`;
 * 404 once its reports are closed), newest page first and older ones on request. Every reading is
 * written to the audit log, so it is read once per opening: never refetched behind the admin's
 * back, and forgotten when the reading closes.
 */
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { ConversationPage } from "@app/shared/conversations";
import { api, unwrap } from "@/lib/api-client";
import { conversationKeys } from "./keys";

export function readReportedConversation(applicationId: string, before?: string): Promise<ConversationPage> {
  return unwrap(api.admin.conversations[":id"].$get({ param: { id: applicationId }, query: before ? { before } : {} }));
}

export const reportedConversationQueryOptions = (applicationId: string) =>
  infiniteQueryOptions({
    queryKey: conversationKeys.adminReading(applicationId),
    queryFn: ({ pageParam }) => readReportedConversation(applicationId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => (page.hasOlder ? page.messages[0]?.id : undefined),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

export function useReportedConversation(applicationId: string) {
  return useInfiniteQuery(reportedConversationQueryOptions(applicationId));
}
