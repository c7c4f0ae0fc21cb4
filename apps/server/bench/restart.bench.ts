/**
 * `npm run bench:restart -w apps/server` (issue 16): 20 times, kill -9 the server on the embedded
 * database and start it again at once. Prints how long each restart took to be ready (min, median,
 * max) and how many acknowledged sign-ups were lost; exits 1 if any was lost or a restart took 5 s.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { crashAndRestart, freePort } from "../src/db/server-process-test-helpers.ts";

const rounds = Number(process.env.BENCH_ROUNDS ?? 20);
const dataDir = mkdtempSync(path.join(os.tmpdir(), "nj-restart-bench-"));
try {
  const started = performance.now();
  const { server, readyMs, acknowledged, lost } = await crashAndRestart({ dataDir, port: await freePort(), rounds });
  server.kill("SIGTERM");
  await server.exited;
  const sorted = [...readyMs].sort((a, b) => a - b);
  const median = sorted.length % 2 ? sorted[(sorted.length - 1) / 2]! : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2;
  console.log(`kill -9 and restart, ${rounds} times (${((performance.now() - started) / 1000).toFixed(1)} s in all)`);
  console.log(`  ready after: ${readyMs.map((ms) => Math.round(ms)).join(", ")} ms`);
  console.log(`  min ${Math.round(sorted[0]!)} ms, median ${Math.round(median)} ms, max ${Math.round(sorted.at(-1)!)} ms`);
  console.log(`  acknowledged sign-ups: ${acknowledged}, lost: ${lost.length}${lost.length ? ` (${lost.join(", ")})` : ""}`);
  if (lost.length > 0 || sorted.at(-1)! >= 5000) process.exitCode = 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
