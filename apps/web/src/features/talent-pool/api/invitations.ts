/**
 * Invitations to apply: the employer's sending (`POST /api/talent-pool/:candidateRef/invitations`,
 * or again after one closed with its job, `POST /api/employer/invitations/:id/again`) and list (`GET /api/employer/invitations`), the candidate's list (`GET /api/invitations`) and
 * answers (`POST /api/invitations/:id/apply|decline|block`). Every change refetches both sides'
 * lists (the `invitations` key); applying also refetches the applications.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InviteAgainInput, InviteInput } from "@app/shared/talent-pool";
import { applicationsKeys } from "@/features/applications/api/keys";
import { useSignedInAs } from "@/lib/auth";
import { api, emptyJsonBody, unwrap } from "@/lib/api-client";
import { talentPoolKeys } from "./keys";

export function listSentInvitations() {
  return unwrap(api.employer.invitations.$get());
}

export const sentInvitationsQueryOptions = () => queryOptions({ queryKey: talentPoolKeys.sent(), queryFn: listSentInvitations });

export function useSentInvitations(options: { enabled?: boolean } = {}) {
  const employer = useSignedInAs("employer");
  // Only while signed in as one: a logout refetches what is on screen, and must ask nothing of the old session.
  return useQuery({ ...sentInvitationsQueryOptions(), enabled: () => (options.enabled ?? true) && employer() });
}

export function listReceivedInvitations() {
  return unwrap(api.invitations.$get());
}

export const receivedInvitationsQueryOptions = () => queryOptions({ queryKey: talentPoolKeys.received(), queryFn: listReceivedInvitations });

export function useReceivedInvitations() {
  return useQuery({ ...receivedInvitationsQueryOptions(), enabled: useSignedInAs("candidate") });
}

export function inviteCandidate(candidateRef: string, input: InviteInput) {
  return unwrap(api["talent-pool"][":candidateRef"].invitations.$post({ param: { candidateRef }, json: input }));
}

export function useInviteCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ candidateRef, input }: { candidateRef: string; input: InviteInput }) => inviteCandidate(candidateRef, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: talentPoolKeys.sent() }),
  });
}

export function inviteAgain(id: string, input: InviteAgainInput) {
  return unwrap(api.employer.invitations[":id"].again.$post({ param: { id }, json: input }));
}

export function useInviteAgain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: InviteAgainInput }) => inviteAgain(id, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: talentPoolKeys.sent() }),
  });
}

export type InvitationAnswer = "apply" | "decline" | "block";

/** Applying, declining or blocking; the answers' bodies are not used (the lists refetch). */
export async function answerInvitation(id: string, answer: InvitationAnswer): Promise<void> {
  const param = { param: { id } };
  const route = api.invitations[":id"];
  if (answer === "apply") await unwrap(route.apply.$post(param, emptyJsonBody));
  else if (answer === "decline") await unwrap(route.decline.$post(param, emptyJsonBody));
  else await unwrap(route.block.$post(param, emptyJsonBody));
}

export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: InvitationAnswer }) => answerInvitation(id, answer),
    onSettled: async (_data, _error, { answer }) => {
      await queryClient.invalidateQueries({ queryKey: talentPoolKeys.all });
      if (answer === "apply") await queryClient.invalidateQueries({ queryKey: applicationsKeys.all });
    },
  });
}
