/**
 * Rate limits as route middleware, keyed by the client's address (an IPv6 address by its /64) or
 * by what `keyOf` reads from the request: `rateLimit` counts every request; `limitFailures` counts
 * only the attempts that fail in a way the rule is about (a wrong password), giving the others back.
 * A refusal is a 429 that says when the window frees.
 */
import type { Context, Input } from "hono";
import { createMiddleware } from "hono/factory";
import type { BlankInput } from "hono/types";
import { addressKey, clientAddress } from "../../http/client-address.ts";
import type { AppEnv } from "../../http/env.ts";
import { rateLimitedError } from "../../http/errors.ts";
import { consumeRateLimit, refundRateLimit, type RateLimitRule } from "./rate-limits.service.ts";

function byAddress(c: Context<AppEnv>): string {
  return addressKey(clientAddress(c, c.var.deps.config.trustProxy));
}

/**
 * `I` is the input the earlier validators checked, for a `keyOf` that reads it (the e-mail of a
 * sign-up): `rateLimit<{ out: { json: SignUpInput } }>(…, (c) => c.req.valid("json").email)`.
 */
export function rateLimit<I extends Input = BlankInput>(
  name: string,
  rule: RateLimitRule,
  keyOf: (c: Context<AppEnv, string, I>) => string = byAddress,
) {
  return createMiddleware<AppEnv, string, I>(async (c, next) => {
    const result = await consumeRateLimit(c.var.deps.db, `${name}:${keyOf(c)}`, rule);
    if (!result.allowed) throw rateLimitedError(result.retryAfterSeconds);
    await next();
  });
}

export function limitFailures(name: string, rule: RateLimitRule, counts: (error: unknown) => boolean) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const { db } = c.var.deps;
    const key = `${name}:${byAddress(c)}`;
    // Counted before trying, so attempts sent at the same moment cannot outrun the limit.
    const result = await consumeRateLimit(db, key, rule);
    if (!result.allowed) throw rateLimitedError(result.retryAfterSeconds);
    await next();
    if (!counts(c.error)) await refundRateLimit(db, key);
  });
}
