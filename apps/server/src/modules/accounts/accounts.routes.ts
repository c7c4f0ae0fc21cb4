import { Hono } from "hono";
import { z } from "zod";
import { zValidator } from "@hono/zod-validator";
import {
  employerSignUpSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from "@app/shared/auth";
import { clientAddress } from "../../http/client-address.ts";
import { forwardCookies } from "../../http/cookies.ts";
import type { AppEnv } from "../../http/env.ts";
import { fieldsFromZod, notFoundHook, validationHook } from "../../http/errors.ts";
import { AppError } from "../../errors/app-error.ts";
import { consumeRateLimit, rateLimitRules, refundRateLimit } from "../rate-limits/rate-limits.service.ts";
import * as accounts from "./accounts.service.ts";

const loginTypeParam = z.object({ type: z.enum(["candidate", "employer", "admin"]) });

export const accountsRoutes = new Hono<AppEnv>()
  .get("/me", (c) => c.json({ user: c.var.user }))

  .post(
    "/sign-up/:type",
    zValidator("param", loginTypeParam, notFoundHook),
    async (c, next) => {
      if (c.req.valid("param").type === "admin") throw new AppError("admin_registration_refused");
      await next();
    },
    zValidator("json", signUpSchema, validationHook),
    async (c) => {
      const { type } = c.req.valid("param");
      const input = c.req.valid("json");
      if (type === "admin") throw new AppError("admin_registration_refused");
      if (type === "employer") {
        const employer = employerSignUpSchema.safeParse(input);
        if (!employer.success) throw new AppError("invalid_input", { fields: fieldsFromZod(employer.error) });
      }
      const { db, config } = c.var.deps;
      const address = clientAddress(c, config.trustProxy);
      if (!(await consumeRateLimit(db, `sign-up:${address}`, rateLimitRules.signUp))) {
        throw new AppError("rate_limited");
      }
      const signedUp = await accounts.signUp(c.var.deps, type, input, c.req.raw.headers);
      forwardCookies(c, signedUp.headers);
      return c.json({ user: signedUp.user }, 201);
    },
  )

  .post(
    "/sign-in/:type",
    zValidator("param", loginTypeParam, notFoundHook),
    zValidator("json", signInSchema, validationHook),
    async (c) => {
      const { type } = c.req.valid("param");
      const { db, config } = c.var.deps;
      const key = `sign-in-failures:${clientAddress(c, config.trustProxy)}`;
      // Counted before trying, so attempts sent at the same moment cannot outrun the limit.
      if (!(await consumeRateLimit(db, key, rateLimitRules.signInFailures))) throw new AppError("rate_limited");
      try {
        const signedIn = await accounts.signIn(c.var.deps, type, c.req.valid("json"), c.req.raw.headers);
        await refundRateLimit(db, key);
        forwardCookies(c, signedIn.headers);
        return c.json({ user: signedIn.user }, 200);
      } catch (error) {
        if (!(error instanceof AppError && error.code === "login_failed")) await refundRateLimit(db, key);
        throw error;
      }
    },
  )

  .post("/sign-out", async (c) => {
    if (c.var.user) forwardCookies(c, await accounts.signOut(c.var.deps, c.req.raw.headers));
    return c.json({ ok: true as const }, 200);
  })

  .post("/forgot-password", zValidator("json", forgotPasswordSchema, validationHook), async (c) => {
    const { db, config } = c.var.deps;
    const address = clientAddress(c, config.trustProxy);
    if (!(await consumeRateLimit(db, `reset-request:${address}`, rateLimitRules.passwordResetRequest))) {
      throw new AppError("rate_limited");
    }
    await accounts.requestPasswordReset(c.var.deps, c.req.valid("json").email);
    return c.json({ ok: true as const }, 200);
  })

  .post("/reset-password", zValidator("json", resetPasswordSchema, validationHook), async (c) => {
    const { db, config } = c.var.deps;
    const address = clientAddress(c, config.trustProxy);
    if (!(await consumeRateLimit(db, `reset:${address}`, rateLimitRules.passwordReset))) {
      throw new AppError("rate_limited");
    }
    const { token, password } = c.req.valid("json");
    await accounts.resetPassword(c.var.deps, token, password);
    return c.json({ ok: true as const }, 200);
  });
