/**
 * The client's address for rate limits and visitor geolocation: the socket's peer, or, behind
 * TRUST_PROXY=N proxies, the X-Forwarded-For entry N places from the right. Each trusted proxy
 * appends the address it received the request from, so that entry was written by the outermost
 * trusted proxy; everything left of it is whatever the client sent, and is never believed.
 */
import { isIPv4, isIPv6 } from "node:net";
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

/**
 * What one client's limits are counted under. An IPv6 subscriber is handed a whole /64 (2^64
 * addresses to rotate through), so IPv6 counts by that prefix; an IPv4-mapped IPv6 address (a
 * dual-stack socket's `::ffff:1.2.3.4`) is that IPv4 address; anything else is taken as it is.
 */
export function addressKey(address: string): string {
  const bare = address.replace(/%.*$/, ""); // a zone index (fe80::1%eth0) names the interface, not the client
  if (isIPv4(bare) || !isIPv6(bare)) return address;
  const groups = ipv6Groups(bare);
  const isIPv4Mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (isIPv4Mapped) return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join(".");
  return `${groups.slice(0, 4).map((group) => group.toString(16)).join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, `::` expanded and a dotted IPv4 tail split in two. */
function ipv6Groups(address: string): number[] {
  const parse = (part: string | undefined) =>
    (part ? part.split(":") : []).flatMap((group) => {
      if (!group.includes(".")) return [Number.parseInt(group, 16)];
      const [a = 0, b = 0, c = 0, d = 0] = group.split(".").map(Number);
      return [(a << 8) | b, (c << 8) | d];
    });
  const [head, tail] = address.split("::");
  const left = parse(head);
  const right = parse(tail);
  const gap = tail === undefined ? [] : Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...gap, ...right];
}
