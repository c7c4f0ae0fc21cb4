/** `/api/admin/dashboard`: the admin dashboard's counts and its 30-day chart (admin only). */
import { Hono } from "hono";
import type { AdminDashboard } from "@app/shared/admin";
import { requireRole } from "../../http/session.ts";
import type { AppEnv } from "../../http/env.ts";
import { countVisitors } from "../visitors/visitors.service.ts";
import * as dashboard from "./dashboard.service.ts";

export const dashboardRoutes = new Hono<AppEnv>()
  .get("/", requireRole("admin"), async (c) => {
    const { db, geo } = c.var.deps;
    const [visitors, stats, topViewedJobs, recentApplications, recentEnrollments] = await Promise.all([
      countVisitors(db, geo),
      dashboard.getDashboardStats(db),
      dashboard.getTopViewedJobs(db),
      dashboard.getRecentApplications(db),
      dashboard.getRecentEnrollments(db),
    ]);
    return c.json({ visitors, stats, topViewedJobs, recentApplications, recentEnrollments } satisfies AdminDashboard, 200);
  })

  .get("/activity", requireRole("admin"), async (c) => {
    return c.json(await dashboard.getDailyActivity(c.var.deps.db, c.var.deps.config.site.timeZone), 200);
  });
