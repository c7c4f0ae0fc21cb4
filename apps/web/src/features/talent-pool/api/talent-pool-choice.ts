/**
 * The candidate's talent pool choice and headline: `GET /api/profile/talent-pool` and
 * `PUT /api/profile/talent-pool` (leaving hides the profile from the pool at once).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TalentPoolChoiceInput } from "@app/shared/talent-pool";
import { useSignedInAs } from "@/lib/auth";
import { api, unwrap } from "@/lib/api-client";
import { talentPoolKeys } from "./keys";

export function getTalentPoolChoice() {
  return unwrap(api.profile["talent-pool"].$get());
}

export const talentPoolChoiceQueryOptions = () => queryOptions({ queryKey: talentPoolKeys.choice(), queryFn: getTalentPoolChoice });

export function useTalentPoolChoice() {
  return useQuery({ ...talentPoolChoiceQueryOptions(), enabled: useSignedInAs("candidate") });
}

export function setTalentPoolChoice(input: TalentPoolChoiceInput) {
  return unwrap(api.profile["talent-pool"].$put({ json: input }));
}

export function useSetTalentPoolChoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTalentPoolChoice,
    onSettled: () => queryClient.invalidateQueries({ queryKey: talentPoolKeys.choice() }),
  });
}
