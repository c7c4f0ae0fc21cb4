/**
 * `/api/jobs`: search and its filter options, home stats, saved jobs, and a job's posting, reading,
 * editing, status, renewal and deletion. Thin: checks and work are in job-actions.ts and the services.
 */
import { Hono } from "hono";
import { z } from "zod";
import { zValidator } from "../../http/route-docs.ts";
import { setJobStatusSchema } from "@app/shared/applications";
import { createJobSchema, jobSearchSchema } from "@app/shared/jobs";
import { requireEmployer, requireRole } from "../../http/session.ts";
import type { AppEnv } from "../../http/env.ts";
import { notFoundHook, validationHook } from "../../http/errors.ts";
import { changeJobStatus, editJob, postJob, removeJob, renewListing, viewJob } from "./job-actions.ts";
import * as jobsService from "./jobs.service.ts";

const jobIdParam = z.object({ id: z.uuid() });

export const jobsRoutes = new Hono<AppEnv>()
  .get("/", zValidator("query", jobSearchSchema, validationHook), async (c) => {
    return c.json(await jobsService.searchJobs(c.var.deps.db, c.req.valid("query")), 200);
  })

  .get("/options", zValidator("query", jobSearchSchema, validationHook), async (c) => {
    return c.json(await jobsService.getJobFilterOptions(c.var.deps.db, c.req.valid("query")), 200);
  })

  .get("/stats", async (c) => c.json(await jobsService.getHomeStats(c.var.deps.db), 200))

  .get("/saved", requireRole("candidate"), async (c) => {
    return c.json(await jobsService.listSavedJobs(c.var.deps.db, c.var.user.id), 200);
  })

  .post("/", requireEmployer, zValidator("json", createJobSchema, validationHook), async (c) => {
    return c.json({ job: await postJob(c.var.deps, c.var.user, c.req.valid("json")) }, 201);
  })

  .get("/:id", zValidator("param", jobIdParam, notFoundHook), async (c) => {
    return c.json(await viewJob(c.var.deps.db, c.req.valid("param").id, c.var.user, c.var.visitorId), 200);
  })

  .put("/:id", requireEmployer, zValidator("param", jobIdParam, notFoundHook), zValidator("json", createJobSchema, validationHook), async (c) => {
    return c.json({ job: await editJob(c.var.deps, c.var.user, c.req.valid("param").id, c.req.valid("json")) }, 200);
  })

  .delete("/:id", requireRole("employer", "admin"), zValidator("param", jobIdParam, notFoundHook), async (c) => {
    await removeJob(c.var.deps, c.var.user, c.req.valid("param").id);
    return c.json({ ok: true as const }, 200);
  })

  .patch(
    "/:id/status",
    requireRole("employer", "admin"),
    zValidator("param", jobIdParam, notFoundHook),
    zValidator("json", setJobStatusSchema, validationHook),
    async (c) => {
      const job = await changeJobStatus(c.var.deps, c.var.user, c.req.valid("param").id, c.req.valid("json").status);
      return c.json({ job }, 200);
    },
  )

  .post("/:id/renew", requireRole("employer", "admin"), zValidator("param", jobIdParam, notFoundHook), async (c) => {
    return c.json({ job: await renewListing(c.var.deps, c.var.user, c.req.valid("param").id) }, 200);
  })

  .put("/:id/saved", requireRole("candidate"), zValidator("param", jobIdParam, notFoundHook), async (c) => {
    await jobsService.saveJob(c.var.deps.db, c.var.user.id, c.req.valid("param").id);
    return c.json({ saved: true as const }, 200);
  })

  .delete("/:id/saved", requireRole("candidate"), zValidator("param", jobIdParam, notFoundHook), async (c) => {
    await jobsService.unsaveJob(c.var.deps.db, c.var.user.id, c.req.valid("param").id);
    return c.json({ saved: false as const }, 200);
  });

