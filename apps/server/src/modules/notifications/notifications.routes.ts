/**
 * `/api/notifications`: the signed-in person's channels for each kind of news (candidates on their
 * profile, employers on their dashboard), and the site's language switch, which their texts follow. The contract is in packages/shared/src/notifications.ts.
 */
import { Hono } from "hono";
import { notificationPreferencesSchema, textLanguageSchema } from "@app/shared/notifications";
import type { AppEnv } from "../../http/env.ts";
import { validationHook } from "../../http/errors.ts";
import { zValidator } from "../../http/route-docs.ts";
import { requireRole } from "../../http/session.ts";
import { chooseTextLanguage, getNotificationSettings, saveNotificationPreferences } from "./notifications.service.ts";

const candidateOrEmployer = requireRole("candidate", "employer");

export const notificationsRoutes = new Hono<AppEnv>()
  .get("/preferences", candidateOrEmployer, async (c) => {
    return c.json(await getNotificationSettings(c.var.deps.db, c.var.user.id), 200);
  })

  .put("/preferences", candidateOrEmployer, zValidator("json", notificationPreferencesSchema, validationHook), async (c) => {
    return c.json(await saveNotificationPreferences(c.var.deps.db, c.var.user.id, c.req.valid("json")), 200);
  })

  // The site's language switch: texts follow it.
  .put("/language", candidateOrEmployer, zValidator("json", textLanguageSchema, validationHook), async (c) => {
    return c.json(await chooseTextLanguage(c.var.deps.db, c.var.user.id, c.req.valid("json").language), 200);
  });
