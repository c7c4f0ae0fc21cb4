import { Hono } from "hono";
import type { AppEnv } from "../../http/env.ts";

export const employerRoutes = new Hono<AppEnv>();
