/**
 * Listens to `GET /api/events` and invalidates the queries of whatever changed: query keys start
 * with the event topic (['jobs', …], ['applications', …]). Reconnects after 1, 2, 5, then every
 * 10 s, and refetches everything after a reconnection, since events may have been missed meanwhile.
 */
import { useEffect } from "react";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { eventTopics, reconnectDelaysMs, type EventTopic } from "@app/shared/events";

/**
 * Keys that depend on more than their own topic: the employer dashboard's counts and job listing
 * change with its jobs and with the applications to them; a job page shows whether the candidate
 * has applied, which an application made in another tab changes; a course's enrolled count and a
 * course page's enrolment status change with every enrolment.
 */
const alsoInvalidated: Partial<Record<EventTopic, readonly (readonly string[])[]>> = {
  jobs: [["employer"]],
  applications: [["employer"], ["jobs", "detail"]],
  enrollments: [["courses"]],
};

function invalidateTopic(queryClient: QueryClient, topic: EventTopic) {
  void queryClient.invalidateQueries({ queryKey: [topic] });
  for (const queryKey of alsoInvalidated[topic] ?? []) void queryClient.invalidateQueries({ queryKey });
}

export function connectServerEvents(queryClient: QueryClient, url = "/api/events"): () => void {
  let source: EventSource | null = null;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let connectedBefore = false;

  const connect = () => {
    source = new EventSource(url, { withCredentials: true });
    source.addEventListener("ready", () => {
      attempt = 0;
      if (connectedBefore) void queryClient.invalidateQueries();
      connectedBefore = true;
    });
    for (const topic of eventTopics) {
      source.addEventListener(topic, () => invalidateTopic(queryClient, topic));
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
    source?.close();
  };
}

/** Keeps the connection open while the app is mounted; the stream's identity follows the session. */
export function useServerEvents(sessionKey: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => connectServerEvents(queryClient), [queryClient, sessionKey]);
}
