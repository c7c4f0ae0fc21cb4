/**
 * Listens to `GET /api/events` and invalidates, for each event, the query keys its topic is mapped
 * to: the app composes that map from the features' key factories (app/server-event-keys.ts), since
 * lib/ does not import features. Events that arrive within `burstWindowMs` of the first are taken
 * together, so a burst (an employer deleted with fifty jobs) refetches each query once.
 *
 * The stream is read with `fetch`, not `EventSource`, so a refusal can be heard: a full server
 * answers 429 (or 503 while it drains) with `Retry-After`, and the client waits that long, or its
 * backoff where that is longer. Otherwise it reconnects after 1, 2, 5, then every 10 s, and
 * refetches everything after a reconnection, since events may have been missed meanwhile.
 */
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { createParser } from "eventsource-parser";
import { eventTopics, reconnectDelaysMs, type EventTopic } from "@app/shared/events";

/** For each topic, the keys (prefixes) of the queries its event makes stale. */
export type QueryKeysByTopic = Readonly<Record<EventTopic, readonly QueryKey[]>>;

/** How long the first event of a burst waits for the rest before the queries are refetched. */
export const burstWindowMs = 300;

/** The longest `Retry-After` the client obeys: a wrong header must not silence the page for hours. */
export const longestRetryAfterMs = 5 * 60_000;

const isTopic = (name: string | undefined): name is EventTopic => eventTopics.includes(name as EventTopic);

/** The wait a refusal asks for, in ms: `Retry-After` as seconds or as an HTTP date; none when absent or unreadable. */
export function retryAfterMs(response: Response, now = Date.now()): number | undefined {
  const value = response.headers.get("retry-after")?.trim();
  if (!value) return undefined;
  const waitMs = /^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(value) - now;
  if (!Number.isFinite(waitMs)) return undefined;
  return Math.min(Math.max(waitMs, 0), longestRetryAfterMs);
}

/**
 * Whether an event concerns the page (its topic, and the id of what changed where the server gives
 * one): a page about one thing (a job page drawn as islands) leaves out the events of others.
 */
export type EventConcerns = (topic: EventTopic, id: string | undefined) => boolean;

/** The id of what changed, as the server sends it (`{"topic":"jobs","id":"…"}`), if any. */
function eventId(data: string): string | undefined {
  try {
    const id = (JSON.parse(data) as { id?: unknown }).id;
    return typeof id === "string" ? id : undefined;
  } catch {
    return undefined;
  }
}

export function connectServerEvents(
  queryClient: QueryClient,
  keysByTopic: QueryKeysByTopic,
  url = "/api/events",
  concerns: EventConcerns = () => true,
): () => void {
  const stopped = new AbortController();
  let attempt = 0;
  let connectedBefore = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const staleTopics = new Set<EventTopic>();
  let flushTimer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    flushTimer = undefined;
    const keys = new Map<string, QueryKey>();
    for (const topic of staleTopics) for (const queryKey of keysByTopic[topic]) keys.set(JSON.stringify(queryKey), queryKey);
    staleTopics.clear();
    for (const queryKey of keys.values()) void queryClient.invalidateQueries({ queryKey });
  };

  const parser = createParser({
    onEvent: (event) => {
      if (event.event === "ready") {
        attempt = 0;
        if (connectedBefore) void queryClient.invalidateQueries();
        connectedBefore = true;
      } else if (isTopic(event.event) && concerns(event.event, eventId(event.data))) {
        staleTopics.add(event.event);
        flushTimer ??= setTimeout(flush, burstWindowMs);
      }
    },
  });

  const reconnect = (askedMs?: number) => {
    if (stopped.signal.aborted) return;
    const backoffMs = reconnectDelaysMs[Math.min(attempt, reconnectDelaysMs.length - 1)] ?? 0;
    attempt += 1;
    // `Retry-After` is the least wait: one of 0 (or a date past) must not make a refusing server a loop.
    timer = setTimeout(() => void connect(), Math.max(askedMs ?? 0, backoffMs));
  };

  const connect = async () => {
    parser.reset();
    let askedMs: number | undefined;
    try {
      const response = await fetch(url, {
        credentials: "include",
        cache: "no-store",
        headers: { accept: "text/event-stream" },
        signal: stopped.signal,
      });
      if (!response.ok || !response.body) {
        askedMs = retryAfterMs(response);
        await response.body?.cancel();
      } else {
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) parser.feed(chunk.value);
      }
    } catch {
      // The network failed or the stream broke off: the backoff decides when to try again.
    }
    reconnect(askedMs);
  };
  void connect();

  return () => {
    stopped.abort();
    clearTimeout(timer);
    clearTimeout(flushTimer);
  };
}
