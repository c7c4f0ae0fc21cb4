/**
 * Listens to `GET /api/events` and invalidates, for each event, the query keys its topic is mapped
 * to: the app composes that map from the features' key factories (app/server-event-keys.ts), since
 * lib/ does not import features. Events that arrive within `burstWindowMs` of the first are taken
 * together, so a burst (an employer deleted with fifty jobs) refetches each query once. Reconnects
 * after 1, 2, 5, then every 10 s, and refetches everything after a reconnection, since events may
 * have been missed meanwhile.
 */
import { useEffect } from "react";
import { useQueryClient, type QueryClient, type QueryKey } from "@tanstack/react-query";
import { eventTopics, reconnectDelaysMs, type EventTopic } from "@app/shared/events";

/** For each topic, the keys (prefixes) of the queries its event makes stale. */
export type QueryKeysByTopic = Readonly<Record<EventTopic, readonly QueryKey[]>>;

/** How long the first event of a burst waits for the rest before the queries are refetched. */
export const burstWindowMs = 300;

export function connectServerEvents(
  queryClient: QueryClient,
  keysByTopic: QueryKeysByTopic,
  url = "/api/events",
): () => void {
  let source: EventSource | null = null;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let connectedBefore = false;
  const staleTopics = new Set<EventTopic>();
  let flushTimer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    flushTimer = undefined;
    const keys = new Map<string, QueryKey>();
    for (const topic of staleTopics) for (const queryKey of keysByTopic[topic]) keys.set(JSON.stringify(queryKey), queryKey);
    staleTopics.clear();
    for (const queryKey of keys.values()) void queryClient.invalidateQueries({ queryKey });
  };

  const connect = () => {
    source = new EventSource(url, { withCredentials: true });
    source.addEventListener("ready", () => {
      attempt = 0;
      if (connectedBefore) void queryClient.invalidateQueries();
      connectedBefore = true;
    });
    for (const topic of eventTopics) {
      source.addEventListener(topic, () => {
        staleTopics.add(topic);
        flushTimer ??= setTimeout(flush, burstWindowMs);
      });
    }
    source.onerror = () => {
      source?.close();
      if (stopped) return;
      const delay = reconnectDelaysMs[Math.min(attempt, reconnectDelaysMs.length - 1)];
      attempt += 1;
      timer = setTimeout(connect, delay);
    };
  };
  connect();

  return () => {
    stopped = true;
    clearTimeout(timer);
    clearTimeout(flushTimer);
    source?.close();
  };
}

/** Keeps the connection open while the app is mounted; the stream's identity follows the session. */
export function useServerEvents(sessionKey: string | null, keysByTopic: QueryKeysByTopic) {
  const queryClient = useQueryClient();
  useEffect(() => connectServerEvents(queryClient, keysByTopic), [queryClient, keysByTopic, sessionKey]);
}
