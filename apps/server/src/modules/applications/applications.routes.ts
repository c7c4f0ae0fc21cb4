import { Hono } from "hono";
import { z } from "zod";
import { zValidator } from "../../http/route-docs.ts";
import { applicationListSchema, applySchema, reviewApplicationSchema } from "@app/shared/applications";
import { requireCandidate, requireRole } from "../../http/session.ts";
import type { AppEnv } from "../../http/env.ts";
import { notFoundHook, validationHook } from "../../http/errors.ts";
import { hireApplicant, moveApplication, submitApplication } from "./application-actions.ts";
import * as applicationsService from "./applications.service.ts";

const applicationIdParam = z.object({ id: z.uuid() });

export const applicationsRoutes = new Hono<AppEnv>()
  .post("/", requireCandidate, zValidator("json", applySchema, validationHook), async (c) => {
    const application = await submitApplication(c.var.deps, c.var.user, c.req.valid("json"));
    return c.json({ application }, 201);
  })

  .get("/mine", requireCandidate, zValidator("query", applicationListSchema, validationHook), async (c) => {
    const page = await applicationsService.listCandidateApplications(c.var.deps.db, c.var.user.id, c.req.valid("query"));
    return c.json(page, 200);
  })

  .get("/", requireRole("employer", "admin"), zValidator("query", applicationListSchema, validationHook), async (c) => {
    const page = await applicationsService.listApplicationsForReview(c.var.deps.db, c.var.user, c.req.valid("query"));
    return c.json(page, 200);
  })

  // Reviewing is the employer's own decision (SPEC.md §6): the admin sees applications but does not move them.
  .patch(
    "/:id",
    requireRole("employer"),
    zValidator("param", applicationIdParam, notFoundHook),
    zValidator("json", reviewApplicationSchema, validationHook),
    async (c) => {
      const application = await moveApplication(c.var.deps, c.var.user.id, c.req.valid("param").id, c.req.valid("json").status);
      return c.json({ application }, 200);
    },
  )

  .post("/:id/hire", requireRole("employer"), zValidator("param", applicationIdParam, notFoundHook), async (c) => {
    const { application, job } = await hireApplicant(c.var.deps, c.var.user.id, c.req.valid("param").id);
    return c.json({ application, job }, 200);
  });
