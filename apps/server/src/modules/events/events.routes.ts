/** `GET /api/events`: the server-sent event stream, filtered for the signed-in user. */
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { heartbeatSeconds } from "@app/shared/events";
import type { AppEnv } from "../../http/env.ts";
import { canReceive } from "../../realtime/event-bus.ts";

export const eventsRoutes = new Hono<AppEnv>().get("/", (c) => {
  const user = c.var.user;
  const bus = c.var.deps.events;
  c.header("cache-control", "no-cache, no-transform");
  c.header("x-accel-buffering", "no");
  return streamSSE(c, async (stream) => {
    let nextId = 0;
    const unsubscribe = bus.subscribe((event) => {
      if (!canReceive(event, user)) return;
      nextId += 1;
      void stream.writeSSE({ event: event.topic, data: JSON.stringify({ topic: event.topic, id: event.id }), id: String(nextId) });
    });
    let open = true;
    stream.onAbort(() => {
      open = false;
      unsubscribe();
    });
    await stream.writeSSE({ event: "ready", data: "{}", retry: 1000 });
    while (open) {
      await stream.sleep(heartbeatSeconds * 1000);
      if (open) await stream.writeSSE({ event: "heartbeat", data: "{}" });
    }
  });
});
