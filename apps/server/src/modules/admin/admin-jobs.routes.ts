/** `/api/admin/jobs`: the admin's job list and job deletion (admin only). */
import { Hono } from "hono";
import type { AppEnv } from "../../http/env.ts";

export const adminJobsRoutes = new Hono<AppEnv>();
