/**
 * The admin's two decisions on a reported conversation: Close it with a reason (it becomes
 * read-only for both sides; `POST /api/admin/conversations/:id/close`) or Dismiss its reports
 * (`POST /api/admin/conversations/:id/dismiss`). Both are audited; the queue is refetched.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ModerationReasonInput } from "@app/shared/trust";
import { api, emptyJsonBody, unwrap } from "@/lib/api-client";
import { conversationKeys } from "./keys";

export function closeConversation(applicationId: string, input: ModerationReasonInput) {
  return unwrap(api.admin.conversations[":id"].close.$post({ param: { id: applicationId }, json: input }));
}

export function dismissConversationReports(applicationId: string) {
  return unwrap(api.admin.conversations[":id"].dismiss.$post({ param: { id: applicationId } }, emptyJsonBody));
}

export function useCloseConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ applicationId, input }: { applicationId: string; input: ModerationReasonInput }) => closeConversation(applicationId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationKeys.adminQueues() }),
  });
}

export function useDismissConversationReports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissConversationReports,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationKeys.adminQueues() }),
  });
}
