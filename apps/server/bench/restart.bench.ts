/**
 * `npm run bench:restart -w apps/server` (issues 16 and 27): 20 times, kill -9 the server on the
 * embedded database and start it again at once, as `npm start` runs it (the bundle, ADR 036), with geolocation on (the first start builds the
 * region index; `BENCH_GEOIP=off` leaves it out). Prints how long each restart took to be ready
 * (min, median, max), how many acknowledged sign-ups were lost, and what was left of the region
 * index builders: processes still running, unfinished files, whether the index was written. Exits 1
 * if a sign-up was lost, a restart took 5 s, or more than one builder ran.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { crashAndRestart, freePort, removeServerBundle } from "../src/db/server-process-test-helpers.ts";

const rounds = Number(process.env.BENCH_ROUNDS ?? 20);
const geolocation = process.env.BENCH_GEOIP !== "off";

/** The region index builders running now for this data folder. */
function builders(): number {
  try {
    return execFileSync("pgrep", ["-f", `build-region-index.ts ${path.join(dataDir, "geo")}`], { encoding: "utf8" }).trim().split("\n").filter(Boolean).length;
  } catch {
    return 0;
  }
}
const dataDir = mkdtempSync(path.join(os.tmpdir(), "nj-restart-bench-"));
try {
  const started = performance.now();
  let mostBuilders = 0;
  const watch = setInterval(() => (mostBuilders = Math.max(mostBuilders, builders())), 200);
  const { server, readyMs, acknowledged, lost } = await crashAndRestart({ dataDir, port: await freePort(), rounds, geolocation });
  clearInterval(watch);
  const geoDir = path.join(dataDir, "geo");
  const geoFiles = existsSync(geoDir) ? readdirSync(geoDir) : [];
  const runningAtEnd = builders();
  server.kill("SIGTERM");
  await server.exited;
  const sorted = [...readyMs].sort((a, b) => a - b);
  const median = sorted.length % 2 ? sorted[(sorted.length - 1) / 2]! : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2;
  console.log(`kill -9 and restart, ${rounds} times (${((performance.now() - started) / 1000).toFixed(1)} s in all)`);
  console.log(`  ready after: ${readyMs.map((ms) => Math.round(ms)).join(", ")} ms`);
  console.log(`  min ${Math.round(sorted[0]!)} ms, median ${Math.round(median)} ms, max ${Math.round(sorted.at(-1)!)} ms`);
  console.log(`  acknowledged sign-ups: ${acknowledged}, lost: ${lost.length}${lost.length ? ` (${lost.join(", ")})` : ""}`);
  if (geolocation) {
    console.log(
      `  region index builders: at most ${mostBuilders} at once, ${runningAtEnd} still running at the end; ` +
        `unfinished files: ${geoFiles.filter((name) => name.endsWith(".tmp")).length}; index written: ${geoFiles.some((name) => name.endsWith(".bin")) ? "yes" : "not yet"}`,
    );
  }
  if (lost.length > 0 || sorted.at(-1)! >= 5000 || mostBuilders > 1) process.exitCode = 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  removeServerBundle();
}
