/**
 * `/api/employer`: the employer dashboard's figures and its list of the employer's own jobs, with
 * their applicant counts; employers only (the reviewer's applicant lists are in applications.routes.ts).
 */
import { Hono } from "hono";
import { zValidator } from "../../http/route-docs.ts";
import { applicationListSchema } from "@app/shared/applications";
import { requireRole } from "../../http/session.ts";
import type { AppEnv } from "../../http/env.ts";
import { validationHook } from "../../http/errors.ts";
import * as employerService from "./employer.service.ts";

const pageSchema = applicationListSchema.pick({ page: true, pageSize: true });

export const employerRoutes = new Hono<AppEnv>()
  .get("/stats", requireRole("employer"), async (c) => {
    return c.json(await employerService.getEmployerStats(c.var.deps.db, c.var.user.id), 200);
  })

  .get("/jobs", requireRole("employer"), zValidator("query", pageSchema, validationHook), async (c) => {
    return c.json(await employerService.listEmployerJobs(c.var.deps.db, c.var.user.id, c.req.valid("query")), 200);
  });
