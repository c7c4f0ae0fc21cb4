/**
 * The pages whose forms the server answers when they are posted before the page's script runs
 * (ADR 033; apps/web/src/lib/form-echo.tsx): the candidate and employer logins and sign-ups (by
 * e-mail and by mobile number), the forgotten password, the contact form, a guest's job alert and
 * the button of the link that confirms an address added to an account.
 * Each posts to its own page's address; only this site's pages may post (the Origin rule), as a form (URL-encoded or multipart), and small. The page's own
 * action then answers, through the API, as the visitor.
 */
import type { Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { signUpTypes } from "@app/shared/constants";
import { sitePaths } from "@app/shared/site-paths";
import { errorBody } from "../../http/errors.ts";
import type { AppEnv } from "../../http/env.ts";
import { findQueryFault } from "../../http/input-text.ts";
import { requireSameSiteForm } from "../../http/security.ts";
import type { PostedForm } from "./server-render.ts";

export const postedFormPages = [
  ...signUpTypes.map((type) => sitePaths.login.replace(":type", type)),
  ...signUpTypes.map((type) => sitePaths.signUp.replace(":type", type)),
  ...signUpTypes.map((type) => sitePaths.phoneLogin.replace(":type", type)),
  ...signUpTypes.map((type) => sitePaths.phoneSignUp.replace(":type", type)),
  sitePaths.forgotPassword,
  sitePaths.contact,
  sitePaths.alertNew,
  sitePaths.confirmEmail,
];

/** The longest form these pages have (the contact message) and then some. */
const formMaxBytes = 32 * 1024;
const formTypes = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

export function postedPageForms(app: Hono<AppEnv>, answer: (c: Context<AppEnv>, posted: PostedForm) => Promise<Response>) {
  const tooLarge = bodyLimit({ maxSize: formMaxBytes, onError: (c) => c.json(errorBody(c, "payload_too_large"), 413) });
  for (const page of postedFormPages) {
    app.post(
      page,
      (c, next) => requireSameSiteForm(c.var.deps.config.allowedOrigins)(c, next),
      tooLarge,
      async (c) => {
        const contentType = c.req.header("content-type") ?? "";
        if (!formTypes.has(contentType.split(";")[0]!.trim().toLowerCase())) return c.json(errorBody(c, "unsupported_media_type"), 415);
        if (findQueryFault(c)) return c.json(errorBody(c, "invalid_input"), 400);
        return answer(c, { body: await c.req.text(), contentType });
      },
    );
  }
}
