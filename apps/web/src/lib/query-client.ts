import { QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-error";
import { accountKeys } from "./auth";

const MINUTE = 60_000;

/** SPEC.md §7's data-fetching defaults: 1 retry, backoff 1 s·2^attempt capped at 30 s, fresh for 5 min. */
export const queryDefaults = {
  staleTime: 5 * MINUTE,
  retryDelay: (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000),
  // A 4xx answer will not change on a second try (no session, not found, invalid): only retry the rest.
  retry: (failureCount: number, error: unknown) =>
    failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
};

/**
 * A 401 on a read while the app believes someone is signed in means the session has ended
 * elsewhere: signed out in another tab, expired, or the account deleted by the admin. The app then
 * forgets the user and every cached answer of theirs, so the guards send them to log in and no
 * private data stays on screen.
 */
export function forgetEndedSession(queryClient: QueryClient, error: unknown) {
  if (!(error instanceof ApiError && error.status === 401)) return;
  if (!queryClient.getQueryData(accountKeys.me())) return;
  queryClient.setQueryData(accountKeys.me(), null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== accountKeys.all[0] });
}

export function createQueryClient() {
  const queryClient: QueryClient = new QueryClient({
    defaultOptions: { queries: queryDefaults },
    queryCache: new QueryCache({ onError: (error) => forgetEndedSession(queryClient, error) }),
  });
  return queryClient;
}
