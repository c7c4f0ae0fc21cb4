/**
 * Company pages' routes (packages/shared/src/companies.ts): the public page and its logo, the
 * employer's own page, its texts and logo, and the admin's queue of held pages.
 */
import { Hono } from "hono";
import { validator } from "hono/validator";
import { z } from "zod";
import { companyPageSchema } from "@app/shared/companies";
import { moderationReasonSchema, pageQuerySchema } from "@app/shared/trust";
import { AppError } from "../../errors/app-error.ts";
import type { AppEnv } from "../../http/env.ts";
import { notFoundHook, validationHook } from "../../http/errors.ts";
import { countUpload } from "../../http/metrics.ts";
import { storedImage } from "../../http/stored-image.ts";
import { zValidator } from "../../http/route-docs.ts";
import { requireEmployer, requireRole } from "../../http/session.ts";
import { removeCompanyLogo, uploadCompanyLogo } from "./company-logo.ts";
import { decideCompanyPage, getCompanyLogoKey, getCompanyPage, getOwnCompanyPage, listHeldCompanyPages, updateCompanyPage } from "./companies.service.ts";

/** The one path of this module that takes a multipart upload (app.ts gives it the uploads' body limit). */
export const companyLogoUploadPath = "/api/employer/company/logo";

const slugParam = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,80}$/) });

/** The multipart form must carry exactly one file under `file`; the file itself is checked after. */
const logoForm = validator("form", (form) => {
  const file = form.file;
  if (!(file instanceof File)) throw new AppError("invalid_input");
  return { file };
});

export const companiesRoutes = new Hono<AppEnv>()
  .get("/:slug", zValidator("param", slugParam, notFoundHook), async (c) => {
    return c.json({ page: await getCompanyPage(c.var.deps.db, c.req.valid("param").slug, c.var.user) }, 200);
  })

  .get("/:slug/logo", zValidator("param", slugParam, notFoundHook), async (c) => {
    const { db, storage } = c.var.deps;
    const key = await getCompanyLogoKey(db, c.req.valid("param").slug);
    // Only ever an image this server re-encoded; the address changes with each new logo (`?v=`).
    return storedImage(c, key ? await storage.stream(key) : null, { cacheControl: "public, max-age=31536000, immutable", resourcePolicy: "same-site" });
  });

export const employerCompanyRoutes = new Hono<AppEnv>()
  .get("/", requireEmployer, async (c) => {
    return c.json({ page: await getOwnCompanyPage(c.var.deps.db, c.var.user.id) }, 200);
  })

  .put("/", requireEmployer, zValidator("json", companyPageSchema, validationHook), async (c) => {
    const { deps, user } = c.var;
    const page = await updateCompanyPage(deps.db, user.id, c.req.valid("json"));
    if (page.status === "pending_review") await deps.events.publish({ topic: "moderation", id: user.id, userIds: [user.id] });
    return c.json({ page }, 200);
  })

  .put("/logo", requireEmployer, logoForm, async (c) => {
    const page = await countUpload(c.var.metrics, "company_logo", () => uploadCompanyLogo(c.var.deps, c.var.user, c.req.valid("form").file));
    return c.json({ page }, 200);
  })

  .delete("/logo", requireEmployer, async (c) => {
    return c.json({ page: await removeCompanyLogo(c.var.deps, c.var.user) }, 200);
  });

export const adminCompanyPagesRoutes = new Hono<AppEnv>()
  .get("/", requireRole("admin"), zValidator("query", pageQuerySchema, validationHook), async (c) => {
    return c.json(await listHeldCompanyPages(c.var.deps.db, c.req.valid("query")), 200);
  })

  .post("/:slug/approve", requireRole("admin"), zValidator("param", slugParam, notFoundHook), async (c) => {
    const page = await decideCompanyPage(c.var.deps.db, c.var.user, c.req.valid("param").slug, { approve: true });
    await c.var.deps.events.publish({ topic: "moderation", userIds: [] });
    return c.json({ page }, 200);
  })

  .post(
    "/:slug/reject",
    requireRole("admin"),
    zValidator("param", slugParam, notFoundHook),
    zValidator("json", moderationReasonSchema, validationHook),
    async (c) => {
      const page = await decideCompanyPage(c.var.deps.db, c.var.user, c.req.valid("param").slug, { approve: false, reason: c.req.valid("json").reason });
      await c.var.deps.events.publish({ topic: "moderation", userIds: [] });
      return c.json({ page }, 200);
    },
  );
