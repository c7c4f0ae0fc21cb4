import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { validator } from "hono/validator";
import { zValidator } from "@hono/zod-validator";
import { updateProfileSchema } from "@app/shared/candidates";
import { requireCandidate, type WithUser } from "../../auth/session.ts";
import type { AppEnv } from "../../http/env.ts";
import { validationHook } from "../../http/errors.ts";
import { AppError } from "../../errors/app-error.ts";
import * as candidatesService from "./candidates.service.ts";
import { checkResumeUpload } from "./resume-upload.ts";

/** The one path that takes a multipart upload (app.ts gives it a larger body limit). */
export const resumeUploadPath = "/api/profile/resume";

/**
 * A `role` in a profile update is an attempt to change it: refused before validation (which would
 * silently drop the key), unless it is the role the user already has.
 */
const refuseRoleChange = createMiddleware<WithUser>(async (c, next) => {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError("invalid_input");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw new AppError("invalid_input");
  if (Object.hasOwn(body, "role") && (body as { role?: unknown }).role !== c.var.user.role) {
    throw new AppError("role_change_refused");
  }
  await next();
});

/** The multipart form must carry exactly one file under `file`; the file itself is checked after. */
const resumeForm = validator("form", (form) => {
  const file = form.file;
  if (!(file instanceof File)) throw new AppError("invalid_input");
  return { file };
});

export const candidatesRoutes = new Hono<AppEnv>()
  .get("/", requireCandidate, async (c) => {
    return c.json({ profile: await candidatesService.getProfile(c.var.deps.db, c.var.user.id) }, 200);
  })

  .patch("/", requireCandidate, refuseRoleChange, zValidator("json", updateProfileSchema, validationHook), async (c) => {
    const user = c.var.user;
    const profile = await candidatesService.updateProfile(c.var.deps.db, user.id, c.req.valid("json"));
    await c.var.deps.events.publish({ topic: "profiles", userIds: [user.id] });
    return c.json({ profile }, 200);
  })

  .put("/resume", requireCandidate, resumeForm, async (c) => {
    const user = c.var.user;
    const resume = await checkResumeUpload(c.req.valid("form").file);
    const profile = await candidatesService.replaceResume(c.var.deps, user.id, resume);
    await c.var.deps.events.publish({ topic: "profiles", userIds: [user.id] });
    return c.json({ profile }, 200);
  })

  .delete("/resume", requireCandidate, async (c) => {
    const user = c.var.user;
    const profile = await candidatesService.removeResume(c.var.deps, user.id);
    await c.var.deps.events.publish({ topic: "profiles", userIds: [user.id] });
    return c.json({ profile }, 200);
  });
