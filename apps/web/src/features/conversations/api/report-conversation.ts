/**
 * Reporting a conversation (`POST /api/applications/:id/conversation/report`), by either side: a
 * reason and an optional note for the admin. A second report while one's own is open is a 409
 * `already_reported`.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReportConversationInput } from "@app/shared/conversations";
import { api, unwrap } from "@/lib/api-client";
import { conversationKeys } from "./keys";

export function reportConversation(applicationId: string, input: ReportConversationInput) {
  return unwrap(api.applications[":id"].conversation.report.$post({ param: { id: applicationId }, json: input }));
}

/** The conversation then says it was reported. */
export function useReportConversation(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReportConversationInput) => reportConversation(applicationId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: conversationKeys.messages(applicationId) }),
  });
}
