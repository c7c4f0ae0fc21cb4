import { Hono } from "hono";
import type { AppEnv } from "../../http/env.ts";

/** The one path that takes a multipart upload (app.ts gives it a larger body limit). */
export const resumeUploadPath = "/api/profile/resume";

export const candidatesRoutes = new Hono<AppEnv>();
