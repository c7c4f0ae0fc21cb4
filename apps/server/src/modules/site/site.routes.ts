import { Hono } from "hono";
import type { SiteInfo } from "@app/shared/site";
import type { AppEnv } from "../../http/env.ts";

export const siteRoutes = new Hono<AppEnv>().get("/", (c) => {
  const site: SiteInfo = c.var.deps.config.site;
  return c.json(site, 200);
});
