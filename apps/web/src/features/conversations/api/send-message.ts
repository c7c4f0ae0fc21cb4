/**
 * Sending a message (`POST /api/applications/:id/messages`): the employer starts or continues the
 * conversation, the candidate replies once it has started. Refused: a read-only conversation (409),
 * a candidate before the employer's first message (409), past the hourly limit (429).
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SendMessageInput } from "@app/shared/conversations";
import { api, unwrap } from "@/lib/api-client";
import { conversationKeys } from "./keys";

export function sendMessage(applicationId: string, input: SendMessageInput) {
  return unwrap(api.applications[":id"].messages.$post({ param: { id: applicationId }, json: input }));
}

/** Settled, not only succeeded: a refusal because the conversation became read-only shows its new state. */
export function useSendMessage(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendMessageInput) => sendMessage(applicationId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: conversationKeys.all }),
  });
}
