/**
 * The employer's moves: propose an interview to a shortlisted applicant
 * (`POST /api/applications/:id/interview`), reschedule it with new times (`PUT`, proposed again)
 * or cancel it (`POST …/interview/cancel`). Refusals: not shortlisted, one already open, none to
 * change, cancelled already (409/404), and a time in the past or outside the day's hours (400).
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProposeInterviewInput } from "@app/shared/interviews";
import { api, emptyJsonBody, unwrap } from "@/lib/api-client";
import { interviewKeys } from "./keys";

export function proposeInterview(applicationId: string, input: ProposeInterviewInput) {
  return unwrap(api.applications[":id"].interview.$post({ param: { id: applicationId }, json: input }));
}

export function rescheduleInterview(applicationId: string, input: ProposeInterviewInput) {
  return unwrap(api.applications[":id"].interview.$put({ param: { id: applicationId }, json: input }));
}

export function cancelInterview(applicationId: string) {
  return unwrap(api.applications[":id"].interview.cancel.$post({ param: { id: applicationId } }, emptyJsonBody));
}

type ScheduleInput = { applicationId: string; input: ProposeInterviewInput; reschedule: boolean };

/** Settled: after a refusal (cancelled meanwhile, one already there) the card shows the interview as it is. */
export function useScheduleInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ applicationId, input, reschedule }: ScheduleInput) =>
      reschedule ? rescheduleInterview(applicationId, input) : proposeInterview(applicationId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: interviewKeys.all }),
  });
}

export function useCancelInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelInterview,
    onSettled: () => queryClient.invalidateQueries({ queryKey: interviewKeys.all }),
  });
}
