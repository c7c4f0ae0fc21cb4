/** `/api/admin/dashboard`: the admin dashboard's counts and its 30-day chart (admin only). */
import { Hono } from "hono";
import type { AppEnv } from "../../http/env.ts";

export const dashboardRoutes = new Hono<AppEnv>();
