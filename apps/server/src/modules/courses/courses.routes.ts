import { Hono } from "hono";
import { z } from "zod";
import { zValidator } from "../../http/route-docs.ts";
import { courseInputSchema, courseListSchema, paymentRequestSchema } from "@app/shared/courses";
import { requireCandidate, requireRole } from "../../http/session.ts";
import type { AppEnv } from "../../http/env.ts";
import { notFoundHook, validationHook } from "../../http/errors.ts";
import { addCourse, editCourse, removeCourse } from "./course-actions.ts";
import * as coursesService from "./courses.service.ts";
import { requestCoursePayment } from "./enrollment-actions.ts";

/** Course ids are short slugs such as `course1`; anything else names no course. */
const courseIdParam = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

/** The catalogue, open to everyone; the payment request for candidates. */
export const coursesRoutes = new Hono<AppEnv>()
  .get("/", zValidator("query", courseListSchema, validationHook), async (c) => {
    return c.json(await coursesService.listCourses(c.var.deps.db, c.req.valid("query")), 200);
  })

  .get("/:id", zValidator("param", courseIdParam, notFoundHook), async (c) => {
    const viewer = c.var.user;
    const candidateId = viewer?.role === "candidate" ? viewer.id : null;
    return c.json(await coursesService.getCourseDetail(c.var.deps.db, c.req.valid("param").id, candidateId), 200);
  })

  .post(
    "/:id/payment-request",
    requireCandidate,
    zValidator("param", courseIdParam, notFoundHook),
    zValidator("json", paymentRequestSchema, validationHook),
    async (c) => {
      const payment = await requestCoursePayment(c.var.deps, c.var.user.id, c.req.valid("param").id, c.req.valid("json"));
      return c.json(payment, 200);
    },
  );

/** Manage Courses (admin only). */
export const adminCoursesRoutes = new Hono<AppEnv>()
  .get("/", requireRole("admin"), async (c) => {
    return c.json(await coursesService.listAdminCourses(c.var.deps.db), 200);
  })

  .post("/", requireRole("admin"), zValidator("json", courseInputSchema, validationHook), async (c) => {
    return c.json({ course: await addCourse(c.var.deps, c.var.user, c.req.valid("json")) }, 201);
  })

  .put(
    "/:id",
    requireRole("admin"),
    zValidator("param", courseIdParam, notFoundHook),
    zValidator("json", courseInputSchema, validationHook),
    async (c) => {
      return c.json({ course: await editCourse(c.var.deps, c.var.user, c.req.valid("param").id, c.req.valid("json")) }, 200);
    },
  )

  .delete("/:id", requireRole("admin"), zValidator("param", courseIdParam, notFoundHook), async (c) => {
    return c.json({ outcome: await removeCourse(c.var.deps, c.var.user, c.req.valid("param").id) }, 200);
  });
