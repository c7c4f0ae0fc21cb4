/** Reads the session cookie once per request; `requireRole` guards a route by role (401 / 403). */
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { APIError } from "better-auth/api";
import { getSessionCookie } from "better-auth/cookies";
import type { Role } from "@app/shared/constants";
import { shownEmail } from "@app/shared/phone";
import type { SessionUser } from "@app/shared/user";
import { sessionCookiePrefix } from "../auth/auth.ts";
import { AppError } from "../errors/app-error.ts";
import type { AppEnv } from "./env.ts";
import { guardFor } from "./route-docs.ts";

/**
 * Better Auth answers a failed session lookup with its own 500 and logs the cause; what fails there
 * is the database (a lost connection, a restart), so the client is told to try again shortly.
 */
async function readSession(c: Context<AppEnv>) {
  // Most requests are guests': without a session cookie there is nothing to look up in the database.
  if (!getSessionCookie(c.req.raw.headers, { cookiePrefix: sessionCookiePrefix })) return null;
  try {
    return await c.var.deps.auth.api.getSession({ headers: c.req.raw.headers });
  } catch (error) {
    if (error instanceof APIError && error.statusCode >= 500) throw new AppError("service_unavailable");
    throw error;
  }
}

export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  const result = await readSession(c);
  c.set("user", result ? toSessionUser(result.user) : null);
  c.set("sessionToken", result?.session.token ?? null);
  await next();
});

export function toSessionUser(user: {
  id: string;
  name: string;
  email: string;
  role?: string | null;
  phone?: string | null;
  phoneNumber?: string | null;
  phoneNumberVerified?: boolean | null;
  company?: string | null;
}): SessionUser {
  return {
    id: user.id,
    name: user.name,
    email: shownEmail(user.email),
    role: (user.role ?? "candidate") as Role,
    phoneNumber: user.phoneNumberVerified ? (user.phoneNumber ?? null) : null,
    phone: user.phone ?? null,
    company: user.company ?? null,
  };
}

/** The environment of a route behind a guard: the user is known. */
export type WithUser = AppEnv & { Variables: AppEnv["Variables"] & { user: SessionUser } };

export function requireUser() {
  return guardFor("signed-in", createMiddleware<WithUser>(async (c, next) => {
    if (!c.var.user) throw new AppError("unauthenticated");
    await next();
  }));
}

export function requireRole(...allowed: Role[]) {
  return guardFor(allowed, createMiddleware<WithUser>(async (c, next) => {
    const user = c.var.user;
    if (!user) throw new AppError("unauthenticated");
    if (!allowed.includes(user.role)) throw new AppError("forbidden");
    await next();
  }));
}

/** Candidates only, with the contract's own refusal for the other roles ('candidates_only'). */
export const requireCandidate = guardFor(["candidate"], createMiddleware<WithUser>(async (c, next) => {
  const user = c.var.user;
  if (!user) throw new AppError("unauthenticated");
  if (user.role !== "candidate") throw new AppError("candidates_only");
  await next();
}));

/** Employers only, with the contract's own refusal for the other roles ('employers_only'). */
export const requireEmployer = guardFor(["employer"], createMiddleware<WithUser>(async (c, next) => {
  const user = c.var.user;
  if (!user) throw new AppError("unauthenticated");
  if (user.role !== "employer") throw new AppError("employers_only");
  await next();
}));
