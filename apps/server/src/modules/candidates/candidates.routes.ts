import { Hono } from "hono";
import { z } from "zod";
import { createMiddleware } from "hono/factory";
import { validator } from "hono/validator";
import { zValidator } from "../../http/route-docs.ts";
import { jobsForYouQuerySchema, makeResumeSchema, updateProfileSchema } from "@app/shared/candidates";
import { requireCandidate, requireUser, type WithUser } from "../../http/session.ts";
import type { AppEnv } from "../../http/env.ts";
import { notFoundHook, validationHook } from "../../http/errors.ts";
import { countUpload } from "../../http/metrics.ts";
import { storedImage } from "../../http/stored-image.ts";
import { AppError } from "../../errors/app-error.ts";
import * as candidatesService from "./candidates.service.ts";
import { tradeNames } from "../search/trade-names.ts";
import { jobsForYou } from "./jobs-for-you.ts";
import { getViewablePhotoKey, removePhoto, uploadPhoto } from "./candidate-photo.ts";
import { deleteResume, makeResume, saveProfile, uploadResume } from "./profile-actions.ts";

/** The paths that take a multipart upload (app.ts gives them a larger body limit). */
export const resumeUploadPath = "/api/profile/resume";
export const photoUploadPath = "/api/profile/photo";

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
const uploadForm = validator("form", (form) => {
  const file = form.file;
  if (!(file instanceof File)) throw new AppError("invalid_input");
  return { file };
});

export const candidatesRoutes = new Hono<AppEnv>()
  .get("/", requireCandidate, async (c) => {
    return c.json({ profile: await candidatesService.getProfile(c.var.deps.db, c.var.user.id) }, 200);
  })

  .patch("/", requireCandidate, refuseRoleChange, zValidator("json", updateProfileSchema, validationHook), async (c) => {
    const profile = await saveProfile(c.var.deps, c.var.user.id, c.req.valid("json"));
    return c.json({ profile }, 200);
  })

  // The trades a candidate picks from (issue 52): the search's vocabulary, in English and Kannada.
  .get("/trades", requireCandidate, (c) => {
    c.header("Cache-Control", "private, max-age=3600");
    return c.json({ trades: tradeNames }, 200);
  })

  .get("/jobs-for-you", requireCandidate, zValidator("query", jobsForYouQuerySchema, validationHook), async (c) => {
    return c.json(await jobsForYou(c.var.deps.db, c.var.user.id, c.req.valid("query").limit), 200);
  })

  .put("/resume", requireCandidate, uploadForm, async (c) => {
    const profile = await countUpload(c.var.metrics, "resume", () => uploadResume(c.var.deps, c.var.user.id, c.req.valid("form").file));
    return c.json({ profile }, 200);
  })

  // A résumé made from the profile, in the language the candidate chose for it.
  .post("/resume/made", requireCandidate, zValidator("json", makeResumeSchema, validationHook), async (c) => {
    const profile = await makeResume(c.var.deps, c.var.user.id, c.req.valid("json").language);
    return c.json({ profile }, 201);
  })

  .delete("/resume", requireCandidate, async (c) => {
    const profile = await deleteResume(c.var.deps, c.var.user.id);
    return c.json({ profile }, 200);
  })

  // The candidate's photo (issue 52): re-encoded, and seen only by them, the admin and the employers they applied to.
  .put("/photo", requireCandidate, uploadForm, async (c) => {
    const profile = await countUpload(c.var.metrics, "profile_photo", () => uploadPhoto(c.var.deps, c.var.user.id, c.req.valid("form").file));
    return c.json({ profile }, 200);
  })

  .delete("/photo", requireCandidate, async (c) => {
    return c.json({ profile: await removePhoto(c.var.deps, c.var.user.id) }, 200);
  });

const candidateParam = z.object({ id: z.string().min(1).max(100) });

/** `GET /api/candidates/:id/photo`: anyone who may not see it is told it does not exist. */
export const candidatePhotoRoutes = new Hono<AppEnv>().get("/:id/photo", requireUser(), zValidator("param", candidateParam, notFoundHook), async (c) => {
  const { db, storage } = c.var.deps;
  const key = await getViewablePhotoKey(db, c.var.user!, c.req.valid("param").id);
  // Only ever an image this server re-encoded; the address changes with each new photo (`?v=`).
  return storedImage(c, key ? await storage.stream(key) : null, { cacheControl: "private, max-age=86400", resourcePolicy: "same-origin" });
});
