/**
 * Counts the browser behind each API request as a visitor (after http/visitor.ts gave it its id).
 * The counting itself (bots left out, the region looked up once) is analytics/visitor-counter.ts.
 */
import { createMiddleware } from "hono/factory";
import { clientAddress } from "../../http/client-address.ts";
import type { AppEnv } from "../../http/env.ts";

export const countVisitor = createMiddleware<AppEnv>(async (c, next) => {
  c.var.deps.visitors.record({
    visitorId: c.var.visitorId,
    address: clientAddress(c, c.var.deps.config.trustProxy),
    userAgent: c.req.header("user-agent"),
    isAdmin: c.var.user?.role === "admin",
  });
  await next();
});
