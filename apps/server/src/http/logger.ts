/**
 * pino JSON-lines logging with one child logger per request, tagged with its request id. An error
 * logged as `err` has its stack in the sources' lines (mapped-stack.ts).
 */
import { createMiddleware } from "hono/factory";
import { pino, type DestinationStream, type Logger } from "pino";
import { serializeError } from "./mapped-stack.ts";

/** Writes to standard output unless given another `destination` (the tests'). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = { level, base: undefined, redact: ["req.headers.cookie", "req.headers.authorization"], serializers: { err: serializeError } };
  return destination ? pino(options, destination) : pino(options);
}

export function requestLogger(logger: Logger) {
  return createMiddleware(async (c, next) => {
    const started = performance.now();
    const child = logger.child({ requestId: c.get("requestId") });
    c.set("logger", child);
    await next();
    child.info(
      { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
      "request",
    );
  });
}
