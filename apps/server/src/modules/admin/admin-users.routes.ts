/** `/api/admin/candidates` and `/api/admin/employers`: the account lists, details and deletion (admin only). */
import { Hono } from "hono";
import type { AppEnv } from "../../http/env.ts";

export const adminCandidatesRoutes = new Hono<AppEnv>();
export const adminEmployersRoutes = new Hono<AppEnv>();
