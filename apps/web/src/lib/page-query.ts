/**
 * The reads a page's parts make of what the server already drew the page with (the signed-in
 * person, the site): `usePageQuery(options)` is React Query's `useQuery` in the app, which provides
 * it at its root (AppProviders), and can be the answer the server wrote in `#page-state` in a page's
 * islands (ADR 071), which then need no query cache.
 *
 * Only React Query's types are imported here: nothing of the cache reaches a page through it.
 */
import { createContext, createElement, useContext, type ReactNode } from "react";
import type { queryOptions, QueryKey, UseQueryOptions, UseQueryResult } from "@tanstack/react-query";

/** What a part may read of a page query: its answer and where it stands. */
export type PageQueryResult<TData> = Pick<
  UseQueryResult<TData, Error>,
  "data" | "error" | "status" | "isPending" | "isSuccess" | "isError" | "isFetching" | "refetch"
>;

export type PageQuery = <TQueryFnData, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TQueryFnData, Error, TData, TQueryKey>,
) => PageQueryResult<TData>;

const PageQueryContext = createContext<PageQuery | null>(null);

/** Gives the parts below it their page queries: `useQuery` in the app, `#page-state`'s answers in islands. */
export function PageQueryProvider({ usePageQuery, children }: { usePageQuery: PageQuery; children: ReactNode }) {
  return createElement(PageQueryContext.Provider, { value: usePageQuery }, children);
}

export function usePageQuery<TQueryFnData, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TQueryFnData, Error, TData, TQueryKey>,
): PageQueryResult<TData> {
  const provided = useContext(PageQueryContext);
  if (!provided) throw new Error("No page queries here: the app's root (AppProviders) or a page's islands provide them");
  return provided(options);
}

/**
 * React Query's `queryOptions` (the options as they are, their key typed with the answer's type),
 * without importing React Query: a page's reads are in every island's code.
 */
export const pageQueryOptions = ((options: unknown) => options) as typeof queryOptions;
