/**
 * `/api/employer/verification`: the employer's own request (its latest, and a new one with an
 * optional document), and `/api/admin/verifications`: the admin's queue, decisions and the
 * documents' downloads.
 */
import { Hono } from "hono";
import { validator } from "hono/validator";
import { z } from "zod";
import { zValidator } from "../../http/route-docs.ts";
import {
  moderationReasonSchema,
  verificationListSchema,
  verificationRequestSchema,
  type VerificationRequestValues,
} from "@app/shared/trust";
import { AppError } from "../../errors/app-error.ts";
import type { AppEnv } from "../../http/env.ts";
import { notFoundHook, validationHook } from "../../http/errors.ts";
import { findTextFault, textFaultBody } from "../../http/input-text.ts";
import { countUpload } from "../../http/metrics.ts";
import { requireRole } from "../../http/session.ts";
import { sendStoredFile } from "../files/files.routes.ts";
import { decideVerificationRequest, requestVerification } from "./verification-actions.ts";
import { getLatestVerification, getVerificationDocument, listVerifications } from "./verification.service.ts";

/** The one path besides the résumé's that takes a multipart upload (app.ts gives it a larger body limit). */
export const verificationRequestPath = "/api/employer/verification";

const idParam = z.object({ id: z.uuid() });

/** Optional keys, so the typed client (the web app's form) may leave out the website and the document. */
type RequestFormValues = Omit<VerificationRequestValues, "website"> & { website?: string; document?: File };

/**
 * The multipart request: the text fields by the shared schema (the same one the form uses), the
 * document, when one is sent, as a file (its content is checked after, like a résumé's). A form
 * sent with an empty file picker carries a nameless empty file: that is no document.
 */
const requestForm = validator("form", (form, c): RequestFormValues | Response => {
  const text = { kind: form.kind, number: form.number, website: form.website };
  const fault = findTextFault(text);
  if (fault) return c.json(textFaultBody(c, fault), 400);
  const parsed = verificationRequestSchema.safeParse(text);
  if (!parsed.success) return validationHook(parsed, c)!;
  const sent = form.document;
  const empty = sent === undefined || sent === "" || (sent instanceof File && sent.size === 0 && sent.name === "");
  if (!empty && !(sent instanceof File)) throw new AppError("invalid_input");
  const document: File | undefined = empty ? undefined : sent;
  return { ...parsed.data, document };
});

export const employerVerificationRoutes = new Hono<AppEnv>()
  .get("/", requireRole("employer"), async (c) => {
    return c.json({ verification: await getLatestVerification(c.var.deps.db, c.var.user.id) }, 200);
  })

  .post("/", requireRole("employer"), requestForm, async (c) => {
    const { kind, number, website, document } = c.req.valid("form");
    const request = () => requestVerification(c.var.deps, c.var.user, { kind, number, website }, document ?? null);
    // Only a request that carries a document is an upload.
    const verification = document ? await countUpload(c.var.metrics, "verification_document", request) : await request();
    return c.json({ verification }, 201);
  });

export const adminVerificationsRoutes = new Hono<AppEnv>()
  .get("/", requireRole("admin"), zValidator("query", verificationListSchema, validationHook), async (c) => {
    return c.json(await listVerifications(c.var.deps.db, c.req.valid("query")), 200);
  })

  .post("/:id/approve", requireRole("admin"), zValidator("param", idParam, notFoundHook), async (c) => {
    const verification = await decideVerificationRequest(c.var.deps, c.var.user, c.req.valid("param").id, { status: "approved" });
    return c.json({ verification }, 200);
  })

  .post(
    "/:id/reject",
    requireRole("admin"),
    zValidator("param", idParam, notFoundHook),
    zValidator("json", moderationReasonSchema, validationHook),
    async (c) => {
      const { reason } = c.req.valid("json");
      const verification = await decideVerificationRequest(c.var.deps, c.var.user, c.req.valid("param").id, { status: "rejected", reason });
      return c.json({ verification }, 200);
    },
  )

  .get("/:id/document", requireRole("admin"), zValidator("param", idParam, notFoundHook), async (c) => {
    const { db, storage } = c.var.deps;
    const row = await getVerificationDocument(db, c.req.valid("param").id);
    const file = row && (await storage.stream(row.storageKey));
    if (!row || !file) throw new AppError("not_found");
    return sendStoredFile(c, row, file);
  });
