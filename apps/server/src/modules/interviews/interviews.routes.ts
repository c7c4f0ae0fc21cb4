/**
 * Interviews (the contract in @app/shared/interviews): an application's interview under
 * `/api/applications/:id/interview`, the candidate's under `/api/interviews/mine` and the
 * employer's coming ones under `/api/employer/interviews`. The role guards answer a guest (401) and
 * the wrong role (403); the service answers anyone not party to the application with 404.
 */
import { Hono } from "hono";
import { z } from "zod";
import { acceptInterviewSchema, proposeInterviewSchema, requestInterviewChangeSchema } from "@app/shared/interviews";
import type { AppEnv } from "../../http/env.ts";
import { notFoundHook, validationHook } from "../../http/errors.ts";
import { zValidator } from "../../http/route-docs.ts";
import { requireCandidate, requireRole, requireUser } from "../../http/session.ts";
import { rateLimit } from "../rate-limits/rate-limit.middleware.ts";
import { rateLimitRules } from "../rate-limits/rate-limits.service.ts";
import {
  acceptInterviewTime,
  askForOtherInterviewTimes,
  cancelInterviewByEmployer,
  proposeInterviewTimes,
  rescheduleInterviewTimes,
} from "./interview-actions.ts";
import * as interviewsService from "./interviews.service.ts";

const applicationIdParam = z.object({ id: z.uuid() });

// Each proposal mails the candidate: new times for one application again and again cannot flood them.
const proposalLimit = rateLimit<{ out: { param: { id: string } } }>("interview-proposal", rateLimitRules.interviewProposalsPerApplication, (c) =>
  `${c.var.user?.id}:${c.req.valid("param").id}`,
);

export const applicationInterviewRoutes = new Hono<AppEnv>()
  .get("/:id/interview", requireUser(), zValidator("param", applicationIdParam, notFoundHook), async (c) => {
    const interview = await interviewsService.getApplicationInterview(c.var.deps.db, c.var.user, c.req.valid("param").id);
    return c.json({ interview }, 200);
  })

  .post(
    "/:id/interview",
    requireRole("employer"),
    zValidator("param", applicationIdParam, notFoundHook),
    zValidator("json", proposeInterviewSchema, validationHook),
    proposalLimit,
    async (c) => {
      const interview = await proposeInterviewTimes(c.var.deps, c.var.user.id, c.req.valid("param").id, c.req.valid("json"));
      return c.json({ interview }, 201);
    },
  )

  .put(
    "/:id/interview",
    requireRole("employer"),
    zValidator("param", applicationIdParam, notFoundHook),
    zValidator("json", proposeInterviewSchema, validationHook),
    proposalLimit,
    async (c) => {
      const interview = await rescheduleInterviewTimes(c.var.deps, c.var.user.id, c.req.valid("param").id, c.req.valid("json"));
      return c.json({ interview }, 200);
    },
  )

  .post(
    "/:id/interview/accept",
    requireCandidate,
    zValidator("param", applicationIdParam, notFoundHook),
    zValidator("json", acceptInterviewSchema, validationHook),
    async (c) => {
      const interview = await acceptInterviewTime(c.var.deps, c.var.user.id, c.req.valid("param").id, c.req.valid("json").slot);
      return c.json({ interview }, 200);
    },
  )

  .post(
    "/:id/interview/request-change",
    requireCandidate,
    zValidator("param", applicationIdParam, notFoundHook),
    zValidator("json", requestInterviewChangeSchema, validationHook),
    async (c) => {
      const interview = await askForOtherInterviewTimes(c.var.deps, c.var.user.id, c.req.valid("param").id, c.req.valid("json").note);
      return c.json({ interview }, 200);
    },
  )

  .post("/:id/interview/cancel", requireRole("employer"), zValidator("param", applicationIdParam, notFoundHook), async (c) => {
    const interview = await cancelInterviewByEmployer(c.var.deps, c.var.user.id, c.req.valid("param").id);
    return c.json({ interview }, 200);
  });

export const candidateInterviewsRoutes = new Hono<AppEnv>().get("/mine", requireCandidate, async (c) => {
  return c.json({ interviews: await interviewsService.listCandidateInterviews(c.var.deps.db, c.var.user.id) }, 200);
});

export const employerInterviewsRoutes = new Hono<AppEnv>().get("/", requireRole("employer"), async (c) => {
  return c.json({ interviews: await interviewsService.listUpcomingEmployerInterviews(c.var.deps.db, c.var.user.id) }, 200);
});
