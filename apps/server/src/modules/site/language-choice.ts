/**
 * `POST /language`: the language switch before the page's script has taken it over (ADR 033). The
 * toggle is a form posting here; the choice goes into the language cookie, which the web app reads
 * and writes too, and the reader is sent back to their page, which the server draws in that language.
 * Once the script runs, the toggle switches in place and never posts. A signed-in candidate's or
 * employer's texts follow the choice, as they do the switch with the script (`PUT /api/notifications/language`).
 */
import type { Hono } from "hono";
import { setCookie } from "hono/cookie";
import { languageCookie } from "@app/shared/constants";
import { languageChoiceSchema } from "@app/shared/site";
import { formPaths } from "@app/shared/site-paths";
import { validationHook } from "../../http/errors.ts";
import { requireSameSiteForm } from "../../http/security.ts";
import { loadSession } from "../../http/session.ts";
import { zValidator } from "../../http/route-docs.ts";
import type { AppEnv } from "../../http/env.ts";
import { chooseTextLanguage } from "../notifications/notifications.service.ts";

/** As long as the web app keeps it (apps/web/src/lib/cookies.ts). */
const yearSeconds = 60 * 60 * 24 * 365;

export function languageChoiceRoute(app: Hono<AppEnv>) {
  app.post(
    formPaths.language,
    // A form of this site's own pages: another site may not switch a reader's language.
    (c, next) => requireSameSiteForm(c.var.deps.config.allowedOrigins)(c, next),
    zValidator("form", languageChoiceSchema, validationHook),
    loadSession,
    async (c) => {
      const { language, back } = c.req.valid("form");
      const person = c.var.user;
      if (person && (person.role === "candidate" || person.role === "employer")) await chooseTextLanguage(c.var.deps.db, person.id, language);
      // Read by the page's script as well: not httpOnly.
      setCookie(c, languageCookie, language, {
        path: "/",
        sameSite: "Lax",
        secure: c.var.deps.config.publicUrl.startsWith("https:"),
        maxAge: yearSeconds,
      });
      c.header("cache-control", "no-store");
      return c.redirect(back, 303);
    },
  );
}
