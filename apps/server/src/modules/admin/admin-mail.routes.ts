/** `/api/admin/mail`: the mail the outbox has not delivered, and Send again for a given-up one (admin only, audited). */
import { Hono } from "hono";
import { z } from "zod";
import { zValidator } from "../../http/route-docs.ts";
import type { AppEnv } from "../../http/env.ts";
import { notFoundHook } from "../../http/errors.ts";
import { requireRole } from "../../http/session.ts";
import { getMailHealth, retryMail } from "./admin-mail.service.ts";

export const adminMailRoutes = new Hono<AppEnv>()
  .get("/", requireRole("admin"), async (c) => {
    return c.json(await getMailHealth(c.var.deps.db), 200);
  })

  .post(
    "/:id/retry",
    requireRole("admin"),
    zValidator("param", z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }), notFoundHook),
    async (c) => {
      const mail = await retryMail(c.var.deps.db, c.var.user, c.req.valid("param").id);
      c.var.deps.outbox.wake();
      return c.json({ mail }, 200);
    },
  );
