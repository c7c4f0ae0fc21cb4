import { Hono } from "hono";
import { z } from "zod";
import { zValidator } from "@hono/zod-validator";
import {
  applicationListSchema,
  applySchema,
  reviewApplicationSchema,
  type EmployerApplication,
} from "@app/shared/applications";
import { requireCandidate, requireRole } from "../../auth/session.ts";
import type { AppEnv } from "../../http/env.ts";
import { notFoundHook, validationHook } from "../../http/errors.ts";
import type { MailMessage } from "../../mail/mailer.ts";
import { applicationStatusMail, newApplicationMail } from "./application-mails.ts";
import * as applicationsService from "./applications.service.ts";

const applicationIdParam = z.object({ id: z.uuid() });

type RequestScope = Pick<AppEnv["Variables"], "deps" | "logger">;

/** Mail goes out after the change is committed; a failure is logged and never undoes the change. */
async function sendAfterCommit({ deps, logger }: RequestScope, message: MailMessage): Promise<void> {
  try {
    await deps.mailer.send(message);
  } catch (error) {
    logger.error({ err: error, subject: message.subject }, "application mail failed");
  }
}

/** Tells the candidate (live and by e-mail) and the employer's open dashboards about a move. */
async function announceStatusChange(scope: RequestScope, employerId: string, application: EmployerApplication): Promise<void> {
  const { deps } = scope;
  await deps.events.publish({
    topic: "applications",
    id: application.id,
    userIds: [application.candidateId, employerId],
  });
  // Never pending after a move; the check narrows the type for the mail.
  if (application.status === "pending") return;
  await sendAfterCommit(
    scope,
    applicationStatusMail({
      to: application.candidateEmail,
      candidateName: application.candidateName,
      jobTitle: application.jobTitle,
      company: application.company,
      status: application.status,
      siteName: deps.config.site.name,
      publicUrl: deps.config.publicUrl,
    }),
  );
}

export const applicationsRoutes = new Hono<AppEnv>()
  .post("/", requireCandidate, zValidator("json", applySchema, validationHook), async (c) => {
    const { deps } = c.var;
    const candidate = c.var.user;
    const { application, employer } = await applicationsService.applyToJob(deps.db, candidate.id, c.req.valid("json"));
    await deps.events.publish({ topic: "applications", id: application.id, userIds: [candidate.id, employer.id] });
    await sendAfterCommit(
      c.var,
      newApplicationMail({
        to: employer.email,
        employerName: employer.name,
        candidateName: candidate.name,
        jobTitle: application.jobTitle,
        siteName: deps.config.site.name,
        publicUrl: deps.config.publicUrl,
      }),
    );
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
      const application = await applicationsService.reviewApplication(
        c.var.deps.db,
        c.var.user.id,
        c.req.valid("param").id,
        c.req.valid("json").status,
      );
      await announceStatusChange(c.var, c.var.user.id, application);
      return c.json({ application }, 200);
    },
  )

  .post("/:id/hire", requireRole("employer"), zValidator("param", applicationIdParam, notFoundHook), async (c) => {
    const { application, job } = await applicationsService.hireApplication(
      c.var.deps.db,
      c.var.user.id,
      c.req.valid("param").id,
    );
    await c.var.deps.events.publish({ topic: "jobs", id: job.id });
    await announceStatusChange(c.var, c.var.user.id, application);
    return c.json({ application, job }, 200);
  });
