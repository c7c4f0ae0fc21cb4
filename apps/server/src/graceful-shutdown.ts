/**
 * Stopping the HTTP server without dropping anyone (issue 14): stop accepting connections, let the
 * requests in flight finish (10 s at most, then cut), and end the event streams with a `reconnect`
 * hint. Behind nginx a refused connection is tried on another instance (ADR 020).
 */
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import net from "node:net";
import type { Logger } from "pino";
import type { EventBus } from "./realtime/event-bus.ts";

export const drainDeadlineMs = 10_000;

/**
 * Watches the server's responses from now on, and returns `drain()`. Answers sent while draining
 * say `Connection: close`, so a proxy's kept-alive connection is not reused for a next request the
 * process would no longer take (a POST nginx may not retry elsewhere).
 */
export function gracefulShutdown(server: Server, events: EventBus, logger: Logger) {
  const open = new Set<ServerResponse>();
  let draining = false;
  server.prependListener("request", (_request: IncomingMessage, response: ServerResponse) => {
    open.add(response);
    response.once("close", () => open.delete(response));
    if (draining) response.setHeader("connection", "close");
  });

  /** Resolves once every connection has ended, or at the deadline after cutting those left. */
  return function drain(deadlineMs = drainDeadlineMs): Promise<{ cut: number }> {
    draining = true;
    for (const response of open) if (!response.headersSent) response.setHeader("connection", "close");
    logger.info({ requests: open.size, streams: events.subscriberCount() }, "draining: no new connections");
    return new Promise((resolve) => {
      const deadline = setTimeout(() => {
        const cut = open.size;
        logger.warn({ cut }, `requests still running after ${deadlineMs} ms: cut`);
        server.closeAllConnections();
        resolve({ cut });
      }, deadlineMs);
      // Stops listening: a new connection is refused. Not http.Server#close, which also closes the idle
      // kept-alive connections at once, while a proxy may be sending its next request on one of them
      // (a POST it would not retry): those are answered, with `Connection: close`, or end idle after
      // the keep-alive timeout (5 s; nginx's for its side is shorter, so nginx closes them first).
      net.Server.prototype.close.call(server, () => {
        clearTimeout(deadline);
        resolve({ cut: 0 });
      });
      events.drain();
    });
  };
}
