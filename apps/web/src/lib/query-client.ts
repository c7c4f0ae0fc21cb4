import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-client";

const MINUTE = 60_000;

/** SPEC.md §7's data-fetching defaults: 1 retry, backoff 1 s·2^attempt capped at 30 s, fresh for 5 min. */
export const queryDefaults = {
  staleTime: 5 * MINUTE,
  retryDelay: (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000),
  // A 4xx answer will not change on a second try (no session, not found, invalid): only retry the rest.
  retry: (failureCount: number, error: unknown) =>
    failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
};

export function createQueryClient() {
  return new QueryClient({ defaultOptions: { queries: queryDefaults } });
}
