/**
 * The navigation's count of unread messages (`GET /api/conversations/unread`), for a signed-in
 * candidate or employer only. The navigation is on the guests' pages too, so this module (and what
 * it imports) stays free of the form-checking library: types only from the contracts.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { useSignedInAs } from "@/lib/auth";
import { conversationKeys } from "./keys";

export function getUnreadCount() {
  return unwrap(api.conversations.unread.$get());
}

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: conversationKeys.unread(),
    queryFn: getUnreadCount,
  });

export function useUnreadCount() {
  const candidate = useSignedInAs("candidate");
  const employer = useSignedInAs("employer");
  return useQuery({ ...unreadCountQueryOptions(), enabled: () => candidate() || employer() });
}
