import { Hono } from "hono";
import type { SiteInfo } from "@app/shared/site";
import type { AppEnv } from "../../http/env.ts";

export const siteRoutes = new Hono<AppEnv>().get("/", (c) => {
  const { site: branding, upi } = c.var.deps.config;
  const site: SiteInfo = { ...branding, donationUpiVpa: upi.donationVpa ?? null };
  return c.json(site, 200);
});
