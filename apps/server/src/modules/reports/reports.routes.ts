/**
 * `POST /api/jobs/:id/reports`: anyone (guests too) reports a job, once per visitor, rate limited
 * per address. `/api/admin/reports`: the admin's queue of reported jobs, and its two answers,
 * Dismiss and Take down (admin only).
 */
import { Hono } from "hono";
import { z } from "zod";
import { zValidator } from "../../http/route-docs.ts";
import { createReportSchema, moderationReasonSchema, pageQuerySchema } from "@app/shared/trust";
import type { AppEnv } from "../../http/env.ts";
import { notFoundHook, validationHook } from "../../http/errors.ts";
import { requireRole } from "../../http/session.ts";
import { rateLimit } from "../rate-limits/rate-limit.middleware.ts";
import { rateLimitRules } from "../rate-limits/rate-limits.service.ts";
import { dismissJobReports, submitReport, takeJobDown } from "./report-actions.ts";
import { listReports } from "./reports.service.ts";

export const jobReportsRoutes = new Hono<AppEnv>().post(
  "/:id/reports",
  rateLimit("job-report", rateLimitRules.jobReport),
  zValidator("param", z.object({ id: z.uuid() }), notFoundHook),
  zValidator("json", createReportSchema, validationHook),
  async (c) => {
    const reporter = { visitorId: c.var.visitorId, user: c.var.user };
    await submitReport(c.var.deps, reporter, c.req.valid("param").id, c.req.valid("json"));
    return c.json({ ok: true as const }, 201);
  },
);

const jobIdParam = z.object({ jobId: z.uuid() });

export const adminReportsRoutes = new Hono<AppEnv>()
  .get("/", requireRole("admin"), zValidator("query", pageQuerySchema, validationHook), async (c) => {
    return c.json(await listReports(c.var.deps.db, c.req.valid("query")), 200);
  })

  .post("/:jobId/dismiss", requireRole("admin"), zValidator("param", jobIdParam, notFoundHook), async (c) => {
    await dismissJobReports(c.var.deps, c.var.user, c.req.valid("param").jobId);
    return c.json({ ok: true as const }, 200);
  })

  .post(
    "/:jobId/take-down",
    requireRole("admin"),
    zValidator("param", jobIdParam, notFoundHook),
    zValidator("json", moderationReasonSchema, validationHook),
    async (c) => {
      await takeJobDown(c.var.deps, c.var.user, c.req.valid("param").jobId, c.req.valid("json").reason);
      return c.json({ ok: true as const }, 200);
    },
  );
