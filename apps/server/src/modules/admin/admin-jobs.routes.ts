/** `/api/admin/jobs`: the admin's job list and job deletion (admin only). */
import { Hono } from "hono";
import { z } from "zod";
import { zValidator } from "../../http/route-docs.ts";
import { adminJobListSchema } from "@app/shared/admin";
import type { AppEnv } from "../../http/env.ts";
import { notFoundHook, validationHook } from "../../http/errors.ts";
import { requireRole } from "../../http/session.ts";
import { removeJobAsAdmin } from "./admin-actions.ts";
import { listAdminJobs } from "./admin-jobs.service.ts";

const jobIdParam = z.object({ id: z.uuid() });

export const adminJobsRoutes = new Hono<AppEnv>()
  .get("/", requireRole("admin"), zValidator("query", adminJobListSchema, validationHook), async (c) => {
    return c.json(await listAdminJobs(c.var.deps.db, c.req.valid("query")), 200);
  })

  .delete("/:id", requireRole("admin"), zValidator("param", jobIdParam, notFoundHook), async (c) => {
    return c.json({ deleted: await removeJobAsAdmin(c.var.deps, c.var.user, c.req.valid("param").id) }, 200);
  });
