/**
 * The client's address for rate limits and visitor geolocation: the socket's peer, or, behind
 * TRUST_PROXY=N proxies, the X-Forwarded-For entry N places from the right. Each trusted proxy
 * appends the address it received the request from, so that entry was written by the outermost
 * trusted proxy; everything left of it is whatever the client sent, and is never believed.
 */
import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";

export function clientAddress(c: Context, trustedProxies: number): string {
  if (trustedProxies > 0) {
    const hops = (c.req.header("x-forwarded-for") ?? "")
      .split(",")
      .map((hop) => hop.trim())
      .filter(Boolean);
    // Fewer entries than proxies: the request did not come through all of them; take the oldest.
    const forwarded = hops[Math.max(hops.length - trustedProxies, 0)];
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // app.request() in tests has no socket.
    return "unknown";
  }
}
