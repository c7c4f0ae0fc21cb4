import { createHash } from "node:crypto";
import { Hono } from "hono";
import { validator } from "hono/validator";
import { z } from "zod";
import { zValidator } from "../../http/route-docs.ts";
import {
  employerSignUpSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  type ForgotPasswordInput,
  type ResetPasswordInput,
  type SignUpInput,
} from "@app/shared/auth";
import { roles, signUpTypes } from "@app/shared/constants";
import { forwardCookies } from "../../http/cookies.ts";
import type { AppEnv } from "../../http/env.ts";
import { fieldsFromZod, notFoundHook, validationHook } from "../../http/errors.ts";
import { AppError } from "../../errors/app-error.ts";
import { limitFailures, rateLimit } from "../rate-limits/rate-limit.middleware.ts";
import { rateLimitRules } from "../rate-limits/rate-limits.service.ts";
import * as accounts from "./accounts.service.ts";
import { phoneAccountsRoutes } from "./phone-accounts.routes.ts";

const loginTypeParam = z.object({ type: z.enum(roles) });
const signUpTypeParam = z.object({ type: z.enum(signUpTypes) });

/** Registration never makes an admin: refused by name before anything else is looked at. */
const refuseAdminSignUp = validator("param", (param) => {
  if (param.type === "admin") throw new AppError("admin_registration_refused");
  return param;
});

/** The sign-up body, checked by the schema of the account type (employers also need a company). */
const signUpBody = validator("json", (value, c) => {
  const schema = c.req.param("type") === "employer" ? employerSignUpSchema : signUpSchema;
  const result = schema.safeParse(value);
  if (!result.success) throw new AppError("invalid_input", fieldsFromZod(result.error));
  return result.data;
});

/** The sign-up body as the validator left it, for the limits that read it. */
type ValidSignUp = { out: { json: SignUpInput } };

/** A phone number as the person's: its digits, the last ten (a +91 or 0 in front is the same phone). */
function phoneKey(phone: string): string {
  return phone.replace(/\D/g, "").slice(-10);
}

const wrongPassword = (error: unknown) => error instanceof AppError && error.code === "login_failed";

export const accountsRoutes = new Hono<AppEnv>()
  .get("/me", (c) => c.json({ user: c.var.user }))

  .post(
    "/sign-up/:type",
    refuseAdminSignUp,
    zValidator("param", signUpTypeParam, notFoundHook),
    signUpBody,
    rateLimit("sign-up", rateLimitRules.signUpPerAddress),
    // The same e-mail or phone tried again and again is limited whichever addresses it comes from.
    rateLimit<ValidSignUp>("sign-up-email", rateLimitRules.signUpPerContact, (c) => c.req.valid("json").email),
    rateLimit<ValidSignUp>("sign-up-phone", rateLimitRules.signUpPerContact, (c) => phoneKey(c.req.valid("json").phone)),
    async (c) => {
      const signedUp = await accounts.signUp(c.var.deps, c.req.valid("param").type, c.req.valid("json"), c.req.raw.headers);
      forwardCookies(c, signedUp.headers);
      return c.json({ user: signedUp.user }, 201);
    },
  )

  .post(
    "/sign-in/:type",
    zValidator("param", loginTypeParam, notFoundHook),
    zValidator("json", signInSchema, validationHook),
    limitFailures("sign-in-failures", rateLimitRules.signInFailures, wrongPassword),
    async (c) => {
      const signedIn = await accounts.signIn(c.var.deps, c.req.valid("param").type, c.req.valid("json"), c.req.raw.headers);
      forwardCookies(c, signedIn.headers);
      return c.json({ user: signedIn.user }, 200);
    },
  )

  .post("/sign-out", async (c) => {
    if (c.var.user) forwardCookies(c, await accounts.signOut(c.var.deps, c.req.raw.headers));
    return c.json({ ok: true as const }, 200);
  })

  .post(
    "/forgot-password",
    zValidator("json", forgotPasswordSchema, validationHook),
    rateLimit("reset-request", rateLimitRules.passwordResetRequest),
    // Per address only, a botnet could flood one person's inbox with reset mails.
    rateLimit<{ out: { json: ForgotPasswordInput } }>("reset-request-email", rateLimitRules.passwordResetRequestPerEmail, (c) =>
      c.req.valid("json").email,
    ),
    async (c) => {
      await accounts.requestPasswordReset(c.var.deps, c.req.valid("json").email);
      return c.json({ ok: true as const }, 200);
    },
  )

  .post(
    "/reset-password",
    zValidator("json", resetPasswordSchema, validationHook),
    rateLimit("reset", rateLimitRules.passwordReset),
    // A token's tries count wherever they come from; the key is its hash, never the token.
    rateLimit<{ out: { json: ResetPasswordInput } }>("reset-token", rateLimitRules.passwordResetPerToken, (c) =>
      createHash("sha256").update(c.req.valid("json").token).digest("base64url"),
    ),
    async (c) => {
      const { token, password } = c.req.valid("json");
      await accounts.resetPassword(c.var.deps, token, password);
      return c.json({ ok: true as const }, 200);
    },
  )

  .route("/", phoneAccountsRoutes);
