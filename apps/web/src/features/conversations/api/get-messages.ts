/**
 * One application's conversation (`GET /api/applications/:id/messages?before=`): the newest page of
 * messages first, older pages on request ("Load older messages"), and the conversation's state (started,
 * read-only, reported). An application without a conversation answers `started: false`.
 */
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { ConversationMessage, ConversationPage } from "@app/shared/conversations";
import { api, unwrap } from "@/lib/api-client";
import { conversationKeys } from "./keys";

export function getMessages(applicationId: string, before?: string): Promise<ConversationPage> {
  return unwrap(api.applications[":id"].messages.$get({ param: { id: applicationId }, query: before ? { before } : {} }));
}

export const messagesQueryOptions = (applicationId: string) =>
  infiniteQueryOptions({
    queryKey: conversationKeys.messages(applicationId),
    queryFn: ({ pageParam }) => getMessages(applicationId, pageParam),
    initialPageParam: undefined as string | undefined,
    // Pages go newest first; the next one is older than the oldest message shown.
    getNextPageParam: (page) => (page.hasOlder ? page.messages[0]?.id : undefined),
  });

export function useMessages(applicationId: string) {
  return useInfiniteQuery(messagesQueryOptions(applicationId));
}

/** Every message loaded, oldest first. */
export function messagesOf(pages: ConversationPage[]): ConversationMessage[] {
  return [...pages].reverse().flatMap((page) => page.messages);
}
