/**
 * Serves the built web app: hashed assets with a long cache, and index.html for every other path
 * so the browser router can take over (its 404 page included).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Hono } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import type { AppEnv } from "./env.ts";

export function serveWebApp(app: Hono<AppEnv>, webRoot: string) {
  const root = path.relative(process.cwd(), webRoot) || ".";
  const indexHtml = readFileSync(path.join(webRoot, "index.html"), "utf8");

  app.use(
    "/assets/*",
    serveStatic({
      root,
      onFound: (_path, c) => c.header("cache-control", "public, max-age=31536000, immutable"),
    }),
  );
  app.use(
    "*",
    serveStatic({
      root,
      onFound: (file, c) => {
        // The service worker and the page must be revalidated so updates reach people.
        if (file.endsWith("service-worker.js") || file.endsWith(".html")) c.header("cache-control", "no-cache");
      },
    }),
  );
  app.get("*", (c) => {
    c.header("cache-control", "no-cache");
    return c.html(indexHtml);
  });
}
