/**
 * `/api/admin/review`: the queue of held jobs with Approve and Reject; `/api/admin/moderation`:
 * what waits in each trust-and-safety queue (admin only).
 */
import { Hono } from "hono";
import { z } from "zod";
import { zValidator } from "../../http/route-docs.ts";
import { moderationReasonSchema, pageQuerySchema } from "@app/shared/trust";
import type { AppEnv } from "../../http/env.ts";
import { notFoundHook, validationHook } from "../../http/errors.ts";
import { requireRole } from "../../http/session.ts";
import { getModerationCounts } from "./moderation-counts.ts";
import { approveHeldJob, rejectHeldJob } from "./review-actions.ts";
import { listReviewQueue } from "./review.service.ts";

const jobIdParam = z.object({ jobId: z.uuid() });

export const reviewRoutes = new Hono<AppEnv>()
  .get("/", requireRole("admin"), zValidator("query", pageQuerySchema, validationHook), async (c) => {
    return c.json(await listReviewQueue(c.var.deps.db, c.req.valid("query")), 200);
  })

  .post("/:jobId/approve", requireRole("admin"), zValidator("param", jobIdParam, notFoundHook), async (c) => {
    return c.json({ job: await approveHeldJob(c.var.deps, c.var.user, c.req.valid("param").jobId) }, 200);
  })

  .post(
    "/:jobId/reject",
    requireRole("admin"),
    zValidator("param", jobIdParam, notFoundHook),
    zValidator("json", moderationReasonSchema, validationHook),
    async (c) => {
      return c.json({ job: await rejectHeldJob(c.var.deps, c.var.user, c.req.valid("param").jobId, c.req.valid("json").reason) }, 200);
    },
  );

export const moderationRoutes = new Hono<AppEnv>().get("/counts", requireRole("admin"), async (c) => {
  return c.json(await getModerationCounts(c.var.deps.db), 200);
});
