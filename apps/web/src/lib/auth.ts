/**
 * The signed-in user, shared by the shell, the guards and every feature: one query for
 * `GET /api/accounts/me`, and the sign-out mutation that clears it.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "./api-client.ts";

export const accountKeys = {
  all: ["accounts"] as const,
  me: () => [...accountKeys.all, "me"] as const,
};

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.me(),
    queryFn: async () => (await unwrap(api.accounts.me.$get())).user,
    staleTime: 60_000,
  });

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}

export async function signOut() {
  return unwrap(api.accounts["sign-out"].$post({ json: {} }));
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      queryClient.setQueryData(currentUserQueryOptions().queryKey, null);
      // What this tab kept for the person (a consultation draft) is not the next person's to see.
      sessionStorage.clear();
      // Everything cached belonged to the old session.
      return queryClient.invalidateQueries();
    },
  });
}
