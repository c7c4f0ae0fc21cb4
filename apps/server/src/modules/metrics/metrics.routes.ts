/**
 * `GET /metrics`: this app's Prometheus metrics, for the bearer of METRICS_TOKEN only (app.ts mounts
 * it only when the token is set; otherwise the path is unknown, a 404). The token is compared in
 * constant time, as digests, so neither its content nor its length leaks through timing.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import type { AppEnv } from "../../http/env.ts";
import { errorBody } from "../../http/errors.ts";

const digest = (text: string) => createHash("sha256").update(text).digest();

function bearerMatches(authorization: string | undefined, token: string): boolean {
  const given = /^Bearer +(\S+) *$/i.exec(authorization ?? "")?.[1] ?? "";
  return timingSafeEqual(digest(given), digest(token));
}

export const metricsRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const token = c.var.deps.config.metricsToken;
  if (!token) return c.json(errorBody(c, "not_found"), 404);
  if (!bearerMatches(c.req.header("authorization"), token)) {
    c.header("WWW-Authenticate", 'Bearer realm="metrics"');
    return c.json(errorBody(c, "unauthenticated"), 401);
  }
  const { registry } = c.var.metrics;
  return c.body(await registry.metrics(), 200, { "Content-Type": registry.contentType, "Cache-Control": "no-store" });
});
