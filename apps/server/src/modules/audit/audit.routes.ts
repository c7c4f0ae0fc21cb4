/** `/api/admin/audit`: the admin's audit log, newest first, with filters (admin only). */
import { Hono } from "hono";
import { zValidator } from "../../http/route-docs.ts";
import { auditListSchema } from "@app/shared/trust";
import type { AppEnv } from "../../http/env.ts";
import { validationHook } from "../../http/errors.ts";
import { requireRole } from "../../http/session.ts";
import { listAudit } from "./audit.service.ts";

/** A YYYY-MM-DD that names a real day of a year the database can hold (not 2024-02-30, not year 0). */
function isCalendarDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return day >= "0001-01-01" && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
}

/** The shared query, and days the database would otherwise refuse with a 500. */
const auditQuerySchema = auditListSchema.superRefine((query, context) => {
  for (const field of ["from", "to"] as const) {
    const day = query[field];
    if (day !== undefined && !isCalendarDay(day)) context.addIssue({ code: "custom", path: [field], message: "validation.audit.dateInvalid" });
  }
});

export const auditRoutes = new Hono<AppEnv>().get("/", requireRole("admin"), zValidator("query", auditQuerySchema, validationHook), async (c) => {
  return c.json(await listAudit(c.var.deps.db, c.req.valid("query"), c.var.deps.config.site.timeZone), 200);
});
