/** `/api/admin/candidates` and `/api/admin/employers`: the account lists, details and deletion (admin only). */
import { Hono } from "hono";
import { z } from "zod";
import { zValidator } from "../../http/route-docs.ts";
import { adminEmployerDetailSchema, adminUserListSchema } from "@app/shared/admin";
import type { AppEnv } from "../../http/env.ts";
import { notFoundHook, validationHook } from "../../http/errors.ts";
import { requireRole } from "../../http/session.ts";
import { removeAccount } from "./admin-actions.ts";
import { getCandidateDetail, getEmployerDetail, listCandidates, listEmployers } from "./admin-users.service.ts";

/** Better Auth's user ids are short random strings; anything else names nobody. */
const userIdParam = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

export const adminCandidatesRoutes = new Hono<AppEnv>()
  .get("/", requireRole("admin"), zValidator("query", adminUserListSchema, validationHook), async (c) => {
    return c.json(await listCandidates(c.var.deps.db, c.req.valid("query")), 200);
  })

  .get("/:id", requireRole("admin"), zValidator("param", userIdParam, notFoundHook), async (c) => {
    return c.json(await getCandidateDetail(c.var.deps.db, c.req.valid("param").id), 200);
  })

  .delete("/:id", requireRole("admin"), zValidator("param", userIdParam, notFoundHook), async (c) => {
    return c.json({ deleted: await removeAccount(c.var.deps, c.var.user, "candidate", c.req.valid("param").id) }, 200);
  });

export const adminEmployersRoutes = new Hono<AppEnv>()
  .get("/", requireRole("admin"), zValidator("query", adminUserListSchema, validationHook), async (c) => {
    return c.json(await listEmployers(c.var.deps.db, c.req.valid("query")), 200);
  })

  .get(
    "/:id",
    requireRole("admin"),
    zValidator("param", userIdParam, notFoundHook),
    zValidator("query", adminEmployerDetailSchema, validationHook),
    async (c) => {
      return c.json(await getEmployerDetail(c.var.deps.db, c.req.valid("param").id, c.req.valid("query").page), 200);
    },
  )

  .delete("/:id", requireRole("admin"), zValidator("param", userIdParam, notFoundHook), async (c) => {
    return c.json({ deleted: await removeAccount(c.var.deps, c.var.user, "employer", c.req.valid("param").id) }, 200);
  });
