import type { Context } from "hono";

/** Passes Better Auth's Set-Cookie headers on to the response. */
export function forwardCookies(c: Context, headers: Headers) {
  for (const cookie of headers.getSetCookie()) c.header("set-cookie", cookie, { append: true });
}
