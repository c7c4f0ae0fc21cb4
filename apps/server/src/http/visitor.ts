/**
 * Gives every browser a first-party anonymous id (an httpOnly cookie, no personal data), used to
 * count job views once per visitor per day and to count visitors.
 */
import { getCookie, setCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import type { Context } from "hono";
import type { AppEnv } from "./env.ts";

export const visitorCookieName = "nj_vid";
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The browser's id from its cookie, or a new one set on the response. */
export function ensureVisitorId(c: Context<AppEnv>): string {
  let id = getCookie(c, visitorCookieName);
  if (!id || !uuidPattern.test(id)) {
    id = crypto.randomUUID();
    setCookie(c, visitorCookieName, id, {
      httpOnly: true,
      sameSite: "Lax",
      secure: c.var.deps.config.publicUrl.startsWith("https:"),
      path: "/",
      maxAge: 60 * 60 * 24 * 365,
    });
  }
  return id;
}

export const visitorId = createMiddleware<AppEnv>(async (c, next) => {
  c.set("visitorId", ensureVisitorId(c));
  await next();
});
