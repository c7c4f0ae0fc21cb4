/** `/api/admin/phone`: the phone outbox beside mail, what waits, what was given up and what went today (admin only). */
import { Hono } from "hono";
import type { AppEnv } from "../../http/env.ts";
import { requireRole } from "../../http/session.ts";
import { getPhoneOutboxHealth } from "./admin-phone.service.ts";

export const adminPhoneRoutes = new Hono<AppEnv>().get("/", requireRole("admin"), async (c) => {
  return c.json(await getPhoneOutboxHealth(c.var.deps.db, c.var.deps.config.site.timeZone), 200);
});
