/**
 * Rate limits as route middleware, keyed by the client's address: `rateLimit` counts every
 * request; `limitFailures` counts only the attempts that fail in a way the rule is about (a wrong
 * password), giving the others back.
 */
import { createMiddleware } from "hono/factory";
import { AppError } from "../../errors/app-error.ts";
import { clientAddress } from "../../http/client-address.ts";
import type { AppEnv } from "../../http/env.ts";
import { consumeRateLimit, refundRateLimit, type RateLimitRule } from "./rate-limits.service.ts";

export function rateLimit(name: string, rule: RateLimitRule) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const { db, config } = c.var.deps;
    const key = `${name}:${clientAddress(c, config.trustProxy)}`;
    if (!(await consumeRateLimit(db, key, rule))) throw new AppError("rate_limited");
    await next();
  });
}

export function limitFailures(name: string, rule: RateLimitRule, counts: (error: unknown) => boolean) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const { db, config } = c.var.deps;
    const key = `${name}:${clientAddress(c, config.trustProxy)}`;
    // Counted before trying, so attempts sent at the same moment cannot outrun the limit.
    if (!(await consumeRateLimit(db, key, rule))) throw new AppError("rate_limited");
    await next();
    if (!counts(c.error)) await refundRateLimit(db, key);
  });
}
