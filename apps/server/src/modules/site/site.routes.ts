/**
 * `GET /api/site`: the configured branding, community links, donation UPI address and time zone the
 * web app shows. The rest of modules/site serves the web app's pages themselves (web-app.ts).
 */
import { Hono } from "hono";
import type { SiteInfo } from "@app/shared/site";
import type { AppEnv } from "../../http/env.ts";

export const siteRoutes = new Hono<AppEnv>().get("/", (c) => {
  const { site: branding, upi, publicUrl } = c.var.deps.config;
  // Field by field, so a new configuration value is never published by accident.
  const site: SiteInfo = {
    name: branding.name,
    url: publicUrl,
    city: branding.city,
    contactEmail: branding.contactEmail,
    whatsappGroupUrl: branding.whatsappGroupUrl,
    facebookGroupUrl: branding.facebookGroupUrl,
    donationUpiVpa: upi.donationVpa ?? null,
    timeZone: branding.timeZone,
  };
  return c.json(site, 200);
});
