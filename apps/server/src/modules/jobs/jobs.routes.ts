import { Hono } from "hono";
import { z } from "zod";
import { zValidator } from "@hono/zod-validator";
import { setJobStatusSchema } from "@app/shared/applications";
import { createJobSchema, jobSearchSchema } from "@app/shared/jobs";
import { requireRole } from "../../auth/session.ts";
import type { AppEnv } from "../../http/env.ts";
import { notFoundHook, validationHook } from "../../http/errors.ts";
import { AppError } from "../../errors/app-error.ts";
import { findOwnApplication } from "../applications/applications.service.ts";
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
    return c.json({ jobs: await jobsService.listSavedJobs(c.var.deps.db, c.var.user.id) }, 200);
  })

  .post(
    "/",
    async (c, next) => {
      const user = c.var.user;
      if (!user) throw new AppError("unauthenticated");
      if (user.role !== "employer") throw new AppError("employers_only");
      await next();
    },
    zValidator("json", createJobSchema, validationHook),
    async (c) => {
      const job = await jobsService.createJob(c.var.deps.db, c.var.user!, c.req.valid("json"));
      await c.var.deps.events.publish({ topic: "jobs", id: job.id });
      return c.json({ job }, 201);
    },
  )

  .get("/:id", zValidator("param", jobIdParam, notFoundHook), async (c) => {
    const { db } = c.var.deps;
    const { id } = c.req.valid("param");
    const viewer = c.var.user;
    const job = await jobsService.getJobById(db, id, viewer);
    if (!job) throw new AppError("not_found");
    if (job.status === "active" && viewer?.id !== job.employerId && (await jobsService.recordJobView(db, id, c.var.visitorId))) {
      job.views += 1;
    }
    const isCandidate = viewer?.role === "candidate";
    const saved = isCandidate ? await jobsService.isJobSaved(db, viewer.id, id) : false;
    const application = isCandidate ? await findOwnApplication(db, viewer.id, id) : null;
    return c.json({ job, saved, application }, 200);
  })

  .delete("/:id", requireRole("employer", "admin"), zValidator("param", jobIdParam, notFoundHook), async (c) => {
    const { id } = c.req.valid("param");
    await jobsService.deleteJob(c.var.deps.db, c.var.user, id);
    await c.var.deps.events.publish({ topic: "jobs", id });
    return c.json({ ok: true as const }, 200);
  })

  .patch(
    "/:id/status",
    requireRole("employer", "admin"),
    zValidator("param", jobIdParam, notFoundHook),
    zValidator("json", setJobStatusSchema, validationHook),
    async (c) => {
      const { id } = c.req.valid("param");
      const job = await jobsService.setJobStatus(c.var.deps.db, c.var.user, id, c.req.valid("json").status);
      await c.var.deps.events.publish({ topic: "jobs", id });
      return c.json({ job }, 200);
    },
  )

  .put("/:id/saved", requireRole("candidate"), zValidator("param", jobIdParam, notFoundHook), async (c) => {
    await jobsService.saveJob(c.var.deps.db, c.var.user.id, c.req.valid("param").id);
    return c.json({ saved: true as const }, 200);
  })

  .delete("/:id/saved", requireRole("candidate"), zValidator("param", jobIdParam, notFoundHook), async (c) => {
    await jobsService.unsaveJob(c.var.deps.db, c.var.user.id, c.req.valid("param").id);
    return c.json({ saved: false as const }, 200);
  });

