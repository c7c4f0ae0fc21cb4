/**
 * The signed-in user: one query for `GET /api/accounts/me`, read as a page query (page-query.ts), so
 * a page's islands read it from the page (ADR 071). Its own module, away from the sign-out mutation
 * (auth.ts), so that reading it brings no query cache.
 */
import { pageQueryOptions, usePageQuery } from "./page-query";

export const accountKeys = {
  all: ["accounts"] as const,
  me: () => [...accountKeys.all, "me"] as const,
};

export const currentUserQueryOptions = () =>
  pageQueryOptions({
    queryKey: accountKeys.me(),
    // The client on asking (the app has it already): a page's islands only read the page's answer.
    queryFn: async () => {
      const { api, unwrap } = await import("./api-client.ts");
      return (await unwrap(api.accounts.me.$get())).user;
    },
    staleTime: 60_000,
  });

/** The signed-in person, or null: a page query (page-query.ts), so an island reads it from the page. */
export function useCurrentUser() {
  return usePageQuery(currentUserQueryOptions());
}
