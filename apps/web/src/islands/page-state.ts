/**
 * What the server drew a guest's page from (`#page-state`, entry-server.tsx), read by the page's
 * islands (ADR 071): the site's time zone, and the answers of the reads its parts make
 * (`usePageQuery`, lib/page-query.ts), which an island takes as they are instead of asking again.
 */
import { useEffect, useSyncExternalStore } from "react";
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

type Result = PageQueryResult<unknown>;
type Options = { queryKey: QueryKey; queryFn?: unknown; enabled?: unknown; meta?: Record<string, unknown>; select?: (data: unknown) => unknown };

function settled(status: "success" | "error", data: unknown, error: Error | null, refetch: Result["refetch"]): Result {
  const result = {
    data,
    error,
    status,
    isPending: false,
    isSuccess: status === "success",
    isError: status === "error",
    isFetching: false,
    refetch,
  } as Result;
  return result;
}

const waiting = (isFetching: boolean, refetch: Result["refetch"]) =>
  ({ data: undefined, error: null, status: "pending", isPending: true, isSuccess: false, isError: false, isFetching, refetch }) as Result;

/**
 * `usePageQuery` for islands: the server's answer to the query, settled. A read the server did not
 * answer is made once, by the options' own `queryFn` (which loads the API client when it asks), and
 * settles as its answer or its error, as React Query's would, without the query cache; a read with no
 * `queryFn` settles as an error. A disabled read (`enabled: false`) stays pending, as it does in the app.
 */
export function pageStateQuery(state: PageState | null): PageQuery {
  const answers = new Map<string, Result>();
  const listeners = new Set<() => void>();
  const told = () => listeners.forEach((listener) => listener());
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };

  const fromServer = (result: Result) => Promise.resolve(result as QueryObserverResult<unknown, Error>);
  for (const query of state?.queries.queries ?? []) {
    const status = query.state.status;
    if (status === "pending") continue;
    const result: Result = settled(status, query.state.data, status === "error" ? (query.state.error as Error) : null, () => fromServer(result));
    answers.set(query.queryHash, result);
  }
  // What the server drew from, for hydration: an island taken over after a read settled must first match the server's HTML.
  const drawnFrom = new Map(answers);

  /** Makes the read (once a key, whichever island asks first) and keeps its outcome as an answer. */
  const read = (options: Options, hash: string): Promise<QueryObserverResult<unknown, Error>> => {
    const refetch = () => {
      answers.delete(hash);
      return read(options, hash);
    };
    answers.set(hash, waiting(true, refetch));
    told();
    const queryFn = options.queryFn;
    const answer = Promise.resolve().then(() => {
      if (typeof queryFn !== "function") throw new Error(`No answer on the page and no way to ask for ${hash}`);
      return (queryFn as (context: unknown) => unknown)({ queryKey: options.queryKey, signal: new AbortController().signal, meta: options.meta });
    });
    return answer.then(
      (data) => settled("success", data, null, refetch),
      (error: unknown) => settled("error", undefined, error instanceof Error ? error : new Error(String(error)), refetch),
    ).then((result) => {
      answers.set(hash, result);
      told();
      return result as QueryObserverResult<unknown, Error>;
    });
  };

  return ((options: Options) => {
    const hash = hashKey(options.queryKey);
    const enabled = options.enabled !== false;
    const answer = useSyncExternalStore(
      subscribe,
      () => answers.get(hash),
      () => drawnFrom.get(hash),
    );
    useEffect(() => {
      if (enabled && !answers.has(hash)) void read(options, hash);
      // The options' identity changes each render; the key and enabled say whether to read.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [hash, enabled]);
    const result: Result = answer ?? waiting(false, () => (enabled ? read(options, hash) : Promise.resolve(result as QueryObserverResult<unknown, Error>)));
    return options.select && result.isSuccess ? { ...result, data: options.select(result.data) } : result;
  }) as PageQuery;
}
