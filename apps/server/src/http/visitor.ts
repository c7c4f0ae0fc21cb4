/**
 * Gives every browser a first-party anonymous id (an httpOnly cookie, no personal data), used to
 * count job views once per visitor per day and to count visitors.
 */
import { getCookie, setCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "./env.ts";

const cookieName = "nj_vid";
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const visitorId = createMiddleware<AppEnv>(async (c, next) => {
  let id = getCookie(c, cookieName);
  if (!id || !uuidPattern.test(id)) {
    id = crypto.randomUUID();
    setCookie(c, cookieName, id, {
      httpOnly: true,
      sameSite: "Lax",
      secure: c.var.deps.config.publicUrl.startsWith("https:"),
      path: "/",
      maxAge: 60 * 60 * 24 * 365,
    });
  }
  c.set("visitorId", id);
  await next();
});
