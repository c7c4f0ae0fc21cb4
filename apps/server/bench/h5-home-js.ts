// TEMPORARY (helper h5): only the home-route JS measurement of jobs.bench.ts, for a chosen web root.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { serve } from "@hono/node-server";
import { createApp } from "../src/app.ts";
import { testConfig } from "../src/config.ts";
import { fromPglite } from "../src/db/client.ts";
import { createDependencies } from "../src/dependencies.ts";
import { createLogger } from "../src/http/logger.ts";

const origin = "http://localhost:3000";
const webRoot = process.env.WEB_ROOT ?? path.resolve(import.meta.dirname, "../../web/dist");
const { chromium } = await import("playwright-core");
const handle = fromPglite(await PGlite.create());
await handle.migrate();
const deps = createDependencies(testConfig({ PUBLIC_URL: origin }), handle, createLogger("silent"));
const server = serve({ fetch: createApp(deps, { webRoot }).fetch, port: 0, hostname: "127.0.0.1" });
await new Promise((resolve) => server.once("listening", resolve));
const port = (server.address() as { port: number }).port;
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
for (const lang of ["en", "kn"]) {
  const scripts = new Set<string>();
  const context = await browser.newContext();
  await context.addInitScript((l) => localStorage.setItem("language", l), lang);
  const page = await context.newPage();
  page.on("response", (response) => {
    if (response.request().resourceType() === "script" && new URL(response.url()).pathname.startsWith("/assets/")) {
      scripts.add(new URL(response.url()).pathname);
    }
  });
  await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: "networkidle" });
  await context.close();
  let total = 0;
  const rows: string[] = [];
  for (const script of scripts) {
    const size = gzipSync(readFileSync(path.join(webRoot, script)), { level: 9 }).length;
    total += size;
    rows.push(`${(size / 1024).toFixed(1).padStart(7)} ${path.basename(script)}`);
  }
  console.log(`[${lang}] home route JavaScript: ${(total / 1024).toFixed(1)} KB gzipped in ${scripts.size} files`);
  console.log(rows.sort().reverse().join("\n"));
}
await browser.close();
await new Promise((resolve) => server.close(resolve));
await deps.events.close();
await handle.close();
process.exit(0);
