/**
 * `/api/admin/phone`: the phone outbox beside mail, what waits, what was given up and what went
 * today, and Send again for a given-up message (admin only, audited).
 */
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/env.ts";
import { notFoundHook } from "../../http/errors.ts";
import { zValidator } from "../../http/route-docs.ts";
import { requireRole } from "../../http/session.ts";
import { getPhoneOutboxHealth, retryPhoneMessage } from "./admin-phone.service.ts";

export const adminPhoneRoutes = new Hono<AppEnv>()
  .get("/", requireRole("admin"), async (c) => {
    return c.json(await getPhoneOutboxHealth(c.var.deps.db, c.var.deps.config.site.timeZone), 200);
  })

  .post(
    "/:id/retry",
    requireRole("admin"),
    zValidator("param", z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }), notFoundHook),
    async (c) => {
      const message = await retryPhoneMessage(c.var.deps.db, c.var.user, c.req.valid("param").id);
      c.var.deps.phoneOutbox.wake();
      return c.json({ message }, 200);
    },
  );
