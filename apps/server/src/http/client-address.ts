/**
 * The client's address for rate limits: the socket's peer, or the first X-Forwarded-For hop only
 * when TRUST_PROXY is set (otherwise a client could pick a fresh address for every request).
 */
import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";

export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // app.request() in tests has no socket.
    return "unknown";
  }
}
