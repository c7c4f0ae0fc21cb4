import { Hono } from "hono";
import { z } from "zod";
import { zValidator } from "../../http/route-docs.ts";
import { enrollmentListSchema, enrollSchema, setEnrollmentStatusSchema } from "@app/shared/courses";
import { requireCandidate, requireRole } from "../../http/session.ts";
import type { AppEnv } from "../../http/env.ts";
import { notFoundHook, validationHook } from "../../http/errors.ts";
import { changeEnrollmentStatus, enrollInCourse } from "./enrollment-actions.ts";
import * as enrollmentsService from "./enrollments.service.ts";

const enrollmentIdParam = z.object({ id: z.uuid() });

/** A candidate's own enrolments. */
export const enrollmentsRoutes = new Hono<AppEnv>()
  .post("/", requireCandidate, zValidator("json", enrollSchema, validationHook), async (c) => {
    const { enrollment, created } = await enrollInCourse(c.var.deps, c.var.user.id, c.req.valid("json"));
    // The same reference again is the same enrolment: answered, not made twice.
    return created ? c.json({ enrollment }, 201) : c.json({ enrollment }, 200);
  })

  .get("/mine", requireCandidate, async (c) => {
    return c.json({ enrollments: await enrollmentsService.listCandidateEnrollments(c.var.deps.db, c.var.user.id) }, 200);
  });

/** The admin's Enrollments tab. */
export const adminEnrollmentsRoutes = new Hono<AppEnv>()
  .get("/", requireRole("admin"), zValidator("query", enrollmentListSchema, validationHook), async (c) => {
    return c.json(await enrollmentsService.listEnrollments(c.var.deps.db, c.req.valid("query")), 200);
  })

  .patch(
    "/:id",
    requireRole("admin"),
    zValidator("param", enrollmentIdParam, notFoundHook),
    zValidator("json", setEnrollmentStatusSchema, validationHook),
    async (c) => {
      const enrollment = await changeEnrollmentStatus(c.var.deps, c.var.user, c.req.valid("param").id, c.req.valid("json").status);
      return c.json({ enrollment }, 200);
    },
  );
