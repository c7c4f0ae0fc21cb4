/** pino JSON-lines logging with one child logger per request, tagged with its request id. */
import { createMiddleware } from "hono/factory";
import { pino, type Logger } from "pino";

export function createLogger(level: string): Logger {
  return pino({ level, base: undefined, redact: ["req.headers.cookie", "req.headers.authorization"] });
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
