/**
 * The candidate's answers to a proposed interview: accept one of the times
 * (`POST /api/applications/:id/interview/accept`) or ask for other times with a note
 * (`POST …/interview/request-change`).
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AcceptInterviewInput, RequestInterviewChangeInput } from "@app/shared/interviews";
import { api, unwrap } from "@/lib/api-client";
import { interviewKeys } from "./keys";

export function acceptInterview(applicationId: string, input: AcceptInterviewInput) {
  return unwrap(api.applications[":id"].interview.accept.$post({ param: { id: applicationId }, json: input }));
}

export function requestInterviewChange(applicationId: string, input: RequestInterviewChangeInput) {
  return unwrap(api.applications[":id"].interview["request-change"].$post({ param: { id: applicationId }, json: input }));
}

/** Settled: an answer the server refused (the employer changed the times meanwhile) shows what is there now. */
export function useAcceptInterview(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AcceptInterviewInput) => acceptInterview(applicationId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: interviewKeys.all }),
  });
}

export function useRequestInterviewChange(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestInterviewChangeInput) => requestInterviewChange(applicationId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: interviewKeys.all }),
  });
}
