import type { QueryClient } from "@tanstack/react-query";
import type { SessionUser } from "@app/shared/user";
import { currentUserQueryOptions } from "@/lib/auth";

/**
 * After signing in or up the session belongs to `user`: set it as the current user, and mark
 * everything else cached as stale, since it may belong to the account that was signed in before.
 */
export function setSignedInUser(queryClient: QueryClient, user: SessionUser) {
  const currentUserKey = currentUserQueryOptions().queryKey;
  queryClient.setQueryData(currentUserKey, user);
  return queryClient.invalidateQueries({
    predicate: (query) =>
      query.queryKey.length !== currentUserKey.length ||
      query.queryKey.some((part, index) => part !== currentUserKey[index]),
  });
}
