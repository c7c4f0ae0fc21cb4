/**
 * What the server drew a guest's page from (`#page-state`, entry-server.tsx), read by the page's
 * islands (ADR 071): the site's time zone, and the answers of the reads its parts make
 * (`usePageQuery`, lib/page-query.ts), which an island takes as they are instead of asking again.
 */
import { useEffect, useRef, useSyncExternalStore } from "react";
import type { QueryKey, QueryObserverResult } from "@tanstack/react-query";
import type { PageQuery, PageQueryResult } from "@/lib/page-query";
import type { PageState } from "../entry-server";

/** The page's state, or that of a page fetched to draw a region of it again (islands/follow-region.ts). */
export function readPageState(page: Document = document): PageState | null {
  const text = page.getElementById("page-state")?.textContent;
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
type Options = {
  queryKey: QueryKey;
  queryFn?: unknown;
  enabled?: unknown;
  meta?: Record<string, unknown>;
  select?: (data: unknown) => unknown;
  placeholderData?: unknown;
};

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
 * A read waiting with `placeholderData` shows it (a function of the part's previous answer, as
 * React Query's `keepPreviousData`).
 *
 * A page that draws a region again from the server's HTML for a new address (islands/page-region.ts)
 * hands over the answers that page was drawn from (`takeAnswers`), and says it is asking
 * (`expectAnswers`): a read that comes meanwhile waits for them before it asks by itself.
 */
export type PageStateQuery = PageQuery & {
  takeAnswers: (state: PageState | null) => void;
  expectAnswers: (coming: Promise<unknown>) => void;
};

export function pageStateQuery(state: PageState | null): PageStateQuery {
  const answers = new Map<string, Result>();
  const listeners = new Set<() => void>();
  const told = () => listeners.forEach((listener) => listener());
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };

  const fromServer = (result: Result) => Promise.resolve(result as QueryObserverResult<unknown, Error>);
  // What the server drew from, for hydration: an island taken over after a read settled must first match the server's HTML.
  const drawnFrom = new Map<string, Result>();
  const takeAnswers = (page: PageState | null) => {
    for (const query of page?.queries.queries ?? []) {
      const status = query.state.status;
      if (status === "pending") continue;
      const result: Result = settled(status, query.state.data, status === "error" ? (query.state.error as Error) : null, () => fromServer(result));
      answers.set(query.queryHash, result);
      drawnFrom.set(query.queryHash, result);
    }
  };
  takeAnswers(state);
  /** The answers of a page being asked for, which a read waits for before it asks by itself. */
  let coming: Promise<unknown> = Promise.resolve();

  /** Makes the read (once a key, whichever island asks first) and keeps its outcome as an answer. */
  const read = (options: Options, hash: string): Promise<QueryObserverResult<unknown, Error>> => {
    const refetch = () => {
      answers.delete(hash);
      return read(options, hash);
    };
    answers.set(hash, waiting(true, refetch));
    told();
    const queryFn = options.queryFn;
    const answer = coming.then(() => {
      const given = answers.get(hash);
      if (given && !given.isPending) return given.isError ? Promise.reject(given.error) : given.data;
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

  const usePageStateQuery = ((options: Options) => {
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
    const answered: Result = answer ?? waiting(false, () => (enabled ? read(options, hash) : Promise.resolve(answered as QueryObserverResult<unknown, Error>)));
    // The part's last answer, for a placeholder while the next one comes.
    const previous = useRef<unknown>(undefined);
    if (answered.isSuccess) previous.current = answered.data;
    const placeholder =
      answered.isPending && options.placeholderData !== undefined
        ? typeof options.placeholderData === "function"
          ? (options.placeholderData as (previous: unknown) => unknown)(previous.current)
          : options.placeholderData
        : undefined;
    const result: Result =
      placeholder === undefined
        ? answered
        : ({ ...answered, data: placeholder, status: "success", isPending: false, isSuccess: true, isPlaceholderData: true } as Result);
    return options.select && result.isSuccess ? { ...result, data: options.select(result.data) } : result;
  }) as PageStateQuery;
  usePageStateQuery.takeAnswers = (page) => {
    takeAnswers(page);
    told();
  };
  usePageStateQuery.expectAnswers = (page) => {
    coming = Promise.all([coming, page.catch(() => undefined)]);
  };
  return usePageStateQuery;
}
