/**
 * The signed-in candidate's or employer's conversations, latest message first, with the unread
 * count of each (`GET /api/conversations`): which applications have a conversation, for the
 * applicant cards, My Applications and the employer's Messages tab.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ConversationSummary } from "@app/shared/conversations";
import { api, unwrap } from "@/lib/api-client";
import { useSignedInAs } from "@/lib/auth";
import { conversationKeys } from "./keys";

export function listConversations() {
  return unwrap(api.conversations.$get());
}

export const conversationsQueryOptions = () =>
  queryOptions({
    queryKey: conversationKeys.list(),
    queryFn: listConversations,
  });

/** Only for the two parties' roles: the admin reads reported conversations elsewhere. */
export function useConversations() {
  const candidate = useSignedInAs("candidate");
  const employer = useSignedInAs("employer");
  return useQuery({ ...conversationsQueryOptions(), enabled: () => candidate() || employer() });
}

/** The conversation of one application, once it has started; undefined before (or while loading). */
export function useConversationSummary(applicationId: string): ConversationSummary | undefined {
  return useConversations().data?.conversations.find((conversation) => conversation.applicationId === applicationId);
}
