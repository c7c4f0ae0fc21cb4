/**
 * `POST /api/applications/:id/messages/read`: the other side's messages are read, once the
 * conversation is open on a visible page. The lists and the navigation's count follow.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, emptyJsonBody, unwrap } from "@/lib/api-client";
import { conversationKeys } from "./keys";

export function markMessagesRead(applicationId: string) {
  return unwrap(api.applications[":id"].messages.read.$post({ param: { id: applicationId } }, emptyJsonBody));
}

export function useMarkMessagesRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMessagesRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationKeys.all }),
  });
}
