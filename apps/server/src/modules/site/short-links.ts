/**
 * The short links of the site's texts that the server sends on itself (notifications/phone-texts.ts,
 * `shortPaths`), so that they work before any script and from any phone: `/j/<job>` to the job's
 * page, `/r/<stop token>` to its alert's search, newest first (a token of no alert: every job),
 * `/s/<stop token>` to its alert's unsubscribe page, where a button stops it (opening a
 * link stops nothing: a phone's link preview opens it too), and `/m/<stop token>` to the page listing
 * every alert of its number. A stop token that names no alert goes to the unsubscribe page without
 * one, which says the link is not valid; a job reference that names no job is
 * an unknown page.
 */
import type { Hono } from "hono";
import { sitePaths } from "@app/shared/site-paths";
import type { AppEnv } from "../../http/env.ts";
import { jobIdOfReference, shortPaths } from "../../notifications/phone-texts.ts";
import { alertSearchQuery } from "@app/shared/alert-options";
import { alertCriteriaOfStopToken, alertTokenOfStopToken } from "../alerts/alerts.service.ts";

const stopTokenPattern = /^[A-Za-z0-9_-]{16}$/;

export function shortLinkRoutes(app: Hono<AppEnv>) {
  app.get(`${shortPaths.job}/:reference`, async (c, next) => {
    const id = jobIdOfReference(c.req.param("reference"));
    if (!id) return next();
    return c.redirect(`${sitePaths.jobs}/${id}`, 301);
  });

  app.get(`${shortPaths.alertJobs}/:token`, async (c) => {
    const stopToken = c.req.param("token");
    const criteria = stopTokenPattern.test(stopToken) ? await alertCriteriaOfStopToken(c.var.deps.db, stopToken) : null;
    if (!criteria) return c.redirect(sitePaths.jobs, 302);
    const search = new URLSearchParams(alertSearchQuery(criteria));
    search.set("sort", "latest");
    // An alert's search can change (its card edits it): no cache keeps where it led.
    c.header("cache-control", "no-store");
    return c.redirect(`${sitePaths.jobs}?${search}`, 302);
  });

  app.get(`${shortPaths.stopAlert}/:token`, async (c) => {
    const stopToken = c.req.param("token");
    const token = stopTokenPattern.test(stopToken) ? await alertTokenOfStopToken(c.var.deps.db, stopToken) : null;
    // The address it leads to holds the alert's own token: no cache keeps it.
    c.header("cache-control", "no-store");
    return c.redirect(token ? `${sitePaths.alertUnsubscribe}?token=${token}` : sitePaths.alertUnsubscribe, 302);
  });

  app.get(`${shortPaths.manageAlerts}/:token`, async (c) => {
    const stopToken = c.req.param("token");
    const token = stopTokenPattern.test(stopToken) ? await alertTokenOfStopToken(c.var.deps.db, stopToken) : null;
    c.header("cache-control", "no-store");
    return c.redirect(token ? `${sitePaths.alerts}?token=${token}` : sitePaths.alertUnsubscribe, 302);
  });
}
