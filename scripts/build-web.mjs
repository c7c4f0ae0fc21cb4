/**
 * Builds the web app when apps/web/dist is missing or older than any of its sources, so
 * `npm start` and `npm test` never serve a stale build and never rebuild for nothing.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// The browser's build and the server's renderer (apps/web/src/entry-server.tsx); the renderer is built second.
const built = path.join(root, "apps/web/dist/index.html");
const renderer = path.join(root, "apps/web/dist-ssr/entry-server.js");
const sources = ["apps/web/src", "apps/web/public", "apps/web/index.html", "apps/web/vite.config.ts", "packages/shared/src", "packages/i18n"];

function newestChange(entry) {
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const child of readdirSync(entry)) {
    if (child === "node_modules") continue;
    newest = Math.max(newest, newestChange(path.join(entry, child)));
  }
  return newest;
}

export function webBuildIsCurrent() {
  if (!existsSync(built) || !existsSync(renderer)) return false;
  const builtAt = Math.min(statSync(built).mtimeMs, statSync(renderer).mtimeMs);
  return sources.every((source) => {
    const full = path.join(root, source);
    return !existsSync(full) || newestChange(full) <= builtAt;
  });
}

export function buildWebIfNeeded() {
  if (webBuildIsCurrent()) return;
  console.log("Building the web app…");
  const result = spawnSync("npm", ["run", "build", "-w", "apps/web"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) {
    console.error("The web app failed to build.");
    process.exit(result.status ?? 1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildWebIfNeeded();
