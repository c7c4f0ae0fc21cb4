/**
 * The signed-in user, shared by the shell, the guards and every feature: one query for
 * `GET /api/accounts/me` (current-user.ts, which a page's islands read without the query cache), and
 * the sign-out mutation that clears it.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Role } from "@app/shared/constants";
import { api, unwrap } from "./api-client.ts";
import { currentUserQueryOptions, useCurrentUser } from "./current-user";

export { accountKeys, currentUserQueryOptions, useCurrentUser } from "./current-user";

/**
 * For a query's `enabled`: whether the signed-in user has `role`, read from the cache when the query
 * would fetch rather than at the last render. A sign-out refetches every query at once, before the
 * page draws again without the user: the old session's own queries must not go out then (a 401).
 */
export function useSignedInAs(role: Role): () => boolean {
  const queryClient = useQueryClient();
  // As drawn, too: the query sees it turn true (a new function that says yes where the last said no)
  // and starts once the user is known, which it would not if both only read the cache.
  const drawn = useCurrentUser().data?.role === role;
  return () => drawn && queryClient.getQueryData(currentUserQueryOptions().queryKey)?.role === role;
}

export async function signOut() {
  return unwrap(api.accounts["sign-out"].$post({ json: {} }));
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    // Signed out for the page from the tap on: while the server ends the session, a live update
    // would otherwise refetch the old role's reads, which then arrive after it and answer 401.
    onMutate: async () => {
      const user = queryClient.getQueryData(currentUserQueryOptions().queryKey);
      await queryClient.cancelQueries();
      queryClient.setQueryData(currentUserQueryOptions().queryKey, null);
      return { user };
    },
    onError: (_error, _variables, context) => {
      if (context?.user !== undefined) queryClient.setQueryData(currentUserQueryOptions().queryKey, context.user);
    },
    onSuccess: () => {
      queryClient.setQueryData(currentUserQueryOptions().queryKey, null);
      // What this tab kept for the person (a consultation draft) is not the next person's to see.
      sessionStorage.clear();
      // Everything cached belonged to the old session.
      return queryClient.invalidateQueries();
    },
  });
}
