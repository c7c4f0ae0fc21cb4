/**
 * `POST /api/jobs/:id/reports`: anyone (guests too) reports a job, once per visitor, rate limited
 * per address; `POST /api/jobs/:id/review-request`: the employer of a job hidden by reports asks
 * for the admin's look. `/api/admin/reports`: the admin's queue of reported jobs, and its two answers,
 * Dismiss and Take down (admin only).
 */
import { createHmac } from "node:crypto";
import { Hono, type Context } from "hono";
import { z } from "zod";
import { zValidator } from "../../http/route-docs.ts";
import { createReportSchema, moderationReasonSchema, pageQuerySchema } from "@app/shared/trust";
import { addressKey, clientAddress } from "../../http/client-address.ts";
import type { AppEnv } from "../../http/env.ts";
import { notFoundHook, validationHook } from "../../http/errors.ts";
import { requireRole } from "../../http/session.ts";
import { rateLimit } from "../rate-limits/rate-limit.middleware.ts";
import { rateLimitRules } from "../rate-limits/rate-limits.service.ts";
import { askForReview, dismissJobReports, submitReport, takeJobDown } from "./report-actions.ts";
import { listReports } from "./reports.service.ts";

/**
 * The reporter's network (the address, an IPv6 address by its /64) as a keyed hash: reports count
 * once per network when signed out, and the address itself is never stored.
 */
function reporterNetwork(c: Context<AppEnv>): string {
  const { config } = c.var.deps;
  return createHmac("sha256", config.authSecret)
    .update(`report-network:${addressKey(clientAddress(c, config.trustProxy))}`)
    .digest("base64url");
}

export const jobReportsRoutes = new Hono<AppEnv>()
  .post(
    "/:id/reports",
    rateLimit("job-report", rateLimitRules.jobReport),
    zValidator("param", z.object({ id: z.uuid() }), notFoundHook),
    zValidator("json", createReportSchema, validationHook),
    async (c) => {
      const reporter = { visitorId: c.var.visitorId, user: c.var.user, network: reporterNetwork(c) };
      await submitReport(c.var.deps, reporter, c.req.valid("param").id, c.req.valid("json"));
      return c.json({ ok: true as const }, 201);
    },
  )

  // The employer of a job hidden by reports asks for the admin's look.
  .post("/:id/review-request", requireRole("employer"), zValidator("param", z.object({ id: z.uuid() }), notFoundHook), async (c) => {
    const job = await askForReview(c.var.deps, c.var.user, c.req.valid("param").id);
    return c.json({ job }, 200);
  });

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
