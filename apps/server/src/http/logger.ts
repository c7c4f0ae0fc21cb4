/**
 * pino JSON-lines logging with one child logger per request, tagged with its request id. An error
 * logged as `err` has its stack in the sources' lines (mapped-stack.ts).
 */
import { createMiddleware } from "hono/factory";
import { pino, type Logger } from "pino";
import { serializeError } from "./mapped-stack.ts";

export function createLogger(level: string): Logger {
  return pino({ level, base: undefined, redact: ["req.headers.cookie", "req.headers.authorization"], serializers: { err: serializeError } });
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
