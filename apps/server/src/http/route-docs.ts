/**
 * What the OpenAPI document (`/api/openapi.json`, ADR 021) learns from the routes themselves: each
 * `zValidator` records the very schema it validates with, and each role guard the roles it lets in.
 * Both are tags hono-openapi reads from `app.routes`; nothing here changes how a request is handled.
 */
import type { MiddlewareHandler, ValidationTargets } from "hono";
import { zValidator as zodValidator } from "@hono/zod-validator";
import { resolver, uniqueSymbol } from "hono-openapi";
import type { ZodType } from "zod";
import type { Role } from "@app/shared/constants";

/** The Better Auth session cookie that every guarded route reads (`securitySchemes.session`). */
export const sessionSecurity = [{ session: [] }];

/**
 * `@hono/zod-validator`'s zValidator, unchanged (same hook, same error bodies, same types for the
 * typed client), with its schema recorded for the OpenAPI document: one copy of every schema.
 */
export const zValidator = ((target: keyof ValidationTargets, schema: ZodType, ...rest: unknown[]) => {
  const validate = (zodValidator as (...args: unknown[]) => MiddlewareHandler)(target, schema, ...rest);
  return Object.assign(validate, { [uniqueSymbol]: { target, ...resolver(schema) } });
}) as typeof zodValidator;

/**
 * Tags a guard with who may pass it: the document marks the route as needing the session cookie,
 * names the roles (`x-roles`) and lists the 401 and 403 the guard answers.
 */
export function guardFor<Guard extends MiddlewareHandler>(roles: readonly Role[] | "signed-in", guard: Guard): Guard {
  const who = roles === "signed-in" ? "any signed-in account" : roles.join(" or ");
  const error = { $ref: "#/components/responses/Error" };
  const spec = {
    description: `Needs a session (the cookie of a sign-in) of ${who}.`,
    security: sessionSecurity,
    "x-roles": roles === "signed-in" ? [] : [...roles],
    responses: { 401: error, 403: error },
  };
  return Object.assign(guard, { [uniqueSymbol]: { spec } });
}
