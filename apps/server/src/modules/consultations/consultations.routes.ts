import { Hono } from "hono";
import { zValidator } from "@hono/zod-validator";
import { consultationRequestSchema } from "@app/shared/consultations";
import { requireRole, requireUser } from "../../http/session.ts";
import type { AppEnv } from "../../http/env.ts";
import { validationHook } from "../../http/errors.ts";
import { createConsultationRequest, listConsultationRequests } from "./consultations.service.ts";

export const consultationsRoutes = new Hono<AppEnv>()
  .post("/", requireUser(), zValidator("json", consultationRequestSchema, validationHook), async (c) => {
    const consultation = await createConsultationRequest(c.var.deps.db, c.var.user.id, c.req.valid("json"));
    return c.json({ consultation }, 201);
  })
  .get("/", requireRole("admin"), async (c) => {
    return c.json({ consultations: await listConsultationRequests(c.var.deps.db) }, 200);
  });
