/**
 * `GET /api/events`: the server-sent event stream, filtered for the signed-in user. Open streams
 * are capped per client address and in all (429 beyond), and a stream ends, giving its place back,
 * the moment its client goes. When the process shuts down, each stream says `reconnect` and ends:
 * the browser connects again (behind a proxy, to another instance) and refetches what it shows. So
 * does the stream of an account that is deleted: it comes back signed out and hears no more of it.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { heartbeatSeconds } from "@app/shared/events";
import { addressKey, clientAddress } from "../../http/client-address.ts";
import type { AppEnv } from "../../http/env.ts";
import { rateLimitedError } from "../../http/errors.ts";
import { canReceive } from "../../realtime/event-bus.ts";

/** The last event of a stream ended by a shutdown. The web app needs no handler: the end itself makes it reconnect. */
export const reconnectEvent = "reconnect";

export const eventsRoutes = new Hono<AppEnv>().get("/", (c) => {
  const user = c.var.user;
  const { events: bus, config } = c.var.deps;
  const client = addressKey(clientAddress(c, config.trustProxy));
  if (bus.subscriberCount(client) >= config.eventStreams.maxPerAddress || bus.subscriberCount() >= config.eventStreams.maxTotal) {
    // A place frees whenever a stream ends; a heartbeat's time is a fair wait.
    throw rateLimitedError(heartbeatSeconds);
  }
  c.header("cache-control", "no-cache, no-transform");
  c.header("x-accel-buffering", "no");
  return streamSSE(c, async (stream) => {
    // The request's signal aborts when the client disconnects; onAbort, when the response is cancelled.
    const gone = new AbortController();
    const leave = () => gone.abort();
    c.req.raw.signal.addEventListener("abort", leave, { once: true });
    stream.onAbort(leave);
    // streamSSE runs this at once, so the stream is counted before any other request is looked at.
    let nextId = 0;
    let accountEnded = false;
    const unsubscribe = bus.subscribe((event) => {
      if (event.topic === "accounts" && user && event.id === user.id) {
        accountEnded = true;
        leave();
        return;
      }
      if (!canReceive(event, user)) return;
      nextId += 1;
      void stream.writeSSE({ event: event.topic, data: JSON.stringify({ topic: event.topic, id: event.id }), id: String(nextId) });
    }, client);
    gone.signal.addEventListener("abort", unsubscribe, { once: true });
    // A shutdown ends the stream too; one opened while draining (on a kept-alive connection) at once.
    bus.draining.addEventListener("abort", leave, { once: true });
    if (c.req.raw.signal.aborted || bus.draining.aborted) leave();
    try {
      if (!gone.signal.aborted) await stream.writeSSE({ event: "ready", data: "{}", retry: 1000 });
      while (!gone.signal.aborted) {
        await sleep(heartbeatSeconds * 1000, undefined, { signal: gone.signal }).catch(() => {});
        if (!gone.signal.aborted) await stream.writeSSE({ event: "heartbeat", data: "{}" });
      }
      // Ended by the shutdown or the account's end, not by the client: tell it to come back.
      if ((bus.draining.aborted || accountEnded) && !c.req.raw.signal.aborted && !stream.aborted) {
        await stream.writeSSE({ event: reconnectEvent, data: "{}", retry: 1000 });
      }
    } finally {
      unsubscribe();
      c.req.raw.signal.removeEventListener("abort", leave);
      bus.draining.removeEventListener("abort", leave);
    }
  });
});
