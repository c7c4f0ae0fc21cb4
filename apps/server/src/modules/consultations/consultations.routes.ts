import { Hono } from "hono";
import { z } from "zod";
import { zValidator } from "../../http/route-docs.ts";
import { consultationListSchema, setConsultationHandledSchema } from "@app/shared/admin";
import { consultationRequestSchema } from "@app/shared/consultations";
import { requireRole, requireUser } from "../../http/session.ts";
import type { AppEnv } from "../../http/env.ts";
import { notFoundHook, validationHook } from "../../http/errors.ts";
import { askForConsultation, markConsultationHandled } from "./consultation-actions.ts";
import { listConsultationRequests } from "./consultations.service.ts";

/** The contact page's 'Request a Consultation': any signed-in user. */
export const consultationsRoutes = new Hono<AppEnv>().post(
  "/",
  requireUser(),
  zValidator("json", consultationRequestSchema, validationHook),
  async (c) => {
    return c.json({ consultation: await askForConsultation(c.var.deps, c.var.user.id, c.req.valid("json")) }, 201);
  },
);

/** The requests on the admin dashboard: listed newest first, marked handled or open again. */
export const adminConsultationsRoutes = new Hono<AppEnv>()
  .get("/", requireRole("admin"), zValidator("query", consultationListSchema, validationHook), async (c) => {
    return c.json(await listConsultationRequests(c.var.deps.db, c.req.valid("query")), 200);
  })

  .patch(
    "/:id",
    requireRole("admin"),
    zValidator("param", z.object({ id: z.uuid() }), notFoundHook),
    zValidator("json", setConsultationHandledSchema, validationHook),
    async (c) => {
      const consultation = await markConsultationHandled(c.var.deps, c.var.user, c.req.valid("param").id, c.req.valid("json").handled);
      return c.json({ consultation }, 200);
    },
  );
