/**
 * The hook that keeps the app's one server-event stream open (lib/server-event-stream.ts). The
 * stream's code loads once the page is up, in a chunk of its own: no page waits for it.
 */
import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { QueryKeysByTopic } from "./server-event-stream";

export type { QueryKeysByTopic } from "./server-event-stream";

/** Keeps the connection open while the app is mounted; the stream's identity follows the session. */
export function useServerEvents(sessionKey: string | null, keysByTopic: QueryKeysByTopic) {
  const queryClient = useQueryClient();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let unmounted = false;
    void import("./server-event-stream").then(({ connectServerEvents }) => {
      if (!unmounted) stop = connectServerEvents(queryClient, keysByTopic);
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [queryClient, keysByTopic, sessionKey]);
}
