/**
 * What the server drew a guest's page from (`#page-state`, entry-server.tsx), read by the page's
 * islands (ADR 071): the site's time zone, and the answers of the reads its parts make
 * (`usePageQuery`, lib/page-query.ts), which an island takes as they are instead of asking again.
 */
import type { QueryKey, QueryObserverResult } from "@tanstack/react-query";
import type { PageQuery, PageQueryResult } from "@/lib/page-query";
import type { PageState } from "../entry-server";

export function readPageState(): PageState | null {
  const text = document.getElementById("page-state")?.textContent;
  return text ? (JSON.parse(text) as PageState) : null;
}

/** A query key as React Query hashes it: JSON, with each object's keys in order. */
function hashKey(queryKey: QueryKey): string {
  return JSON.stringify(queryKey, (_, value: unknown) =>
    value && typeof value === "object" && !Array.isArray(value)
      ? Object.fromEntries(Object.keys(value).sort().map((key) => [key, (value as Record<string, unknown>)[key]]))
      : value,
  );
}

/** `usePageQuery` for islands: the server's answer to the query, settled; a read it did not make stays pending. */
export function pageStateQuery(state: PageState | null): PageQuery {
  const answers = new Map<string, PageQueryResult<unknown>>();
  for (const query of state?.queries.queries ?? []) {
    const failed = query.state.status === "error";
    const settled = query.state.status !== "pending";
    const result: PageQueryResult<unknown> = {
      data: query.state.data,
      error: failed ? (query.state.error as Error) : null,
      status: query.state.status,
      isPending: !settled,
      isSuccess: query.state.status === "success",
      isError: failed,
      isFetching: false,
      refetch: () => Promise.resolve(result as QueryObserverResult<unknown, Error>),
    } as PageQueryResult<unknown>;
    answers.set(query.queryHash, result);
  }
  const pending = { data: undefined, error: null, status: "pending", isPending: true, isSuccess: false, isError: false, isFetching: false } as const;
  return ((options: { queryKey: QueryKey }) => {
    const answer = answers.get(hashKey(options.queryKey));
    return answer ?? { ...pending, refetch: () => Promise.resolve(pending as unknown as QueryObserverResult<unknown, Error>) };
  }) as PageQuery;
}
