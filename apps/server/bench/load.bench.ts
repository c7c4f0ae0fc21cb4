/**
 * The embedded database under load (issue 16, item 4): the real server (`src/index.ts`, its own
 * process) on PGlite with 10,000 jobs, 50 connections searching jobs for 30 s, as visitors do
 * (each connection keeps the visitor cookie it is given). Prints requests per second, latency
 * p50/p99 and timeouts. Part of `npm run bench`; alone: `node --import tsx apps/server/bench/load.bench.ts`.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { buildSignUp, createRandom, generateJobPost } from "@app/shared/factories";
import { sql } from "drizzle-orm";
import { openPglite } from "../src/db/client.ts";
import { jobRow } from "../src/db/factories.ts";
import { jobs, user } from "../src/db/schema/index.ts";

const jobCount = Number(process.env.LOAD_JOBS ?? 10_000);
const duration = Number(process.env.LOAD_SECONDS ?? 30);
const connections = 50;
const repoRoot = path.resolve(import.meta.dirname, "../../..");

async function seed(dataDir: string) {
  const handle = await openPglite(dataDir);
  await handle.migrate();
  const random = createRandom(11);
  const employers = Array.from({ length: 50 }, (_, index) => {
    const { name, company } = buildSignUp("employer", {}, random);
    return { id: `load-employer-${index}`, name, email: `employer${index}@load.example.com`, role: "employer" as const, company };
  });
  await handle.db.insert(user).values(employers);
  const now = Date.now();
  for (let start = 0; start < jobCount; start += 2000) {
    const rows = Array.from({ length: Math.min(2000, jobCount - start) }, (_, offset) => {
      const index = start + offset;
      return { ...jobRow(generateJobPost(random, { city: "Mysuru" }), employers[index % employers.length]!, new Date(now - index * 60_000)), status: "active" as const };
    });
    await handle.db.insert(jobs).values(rows);
  }
  await handle.db.execute(sql`vacuum analyze`);
  await handle.close();
}

async function startServer(dataDir: string, port: number) {
  const child = spawn(path.join(repoRoot, "node_modules/.bin/tsx"), ["apps/server/src/index.ts"], {
    cwd: repoRoot,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: "", SMTP_URL: "", GEOIP_DATABASE: "off", LOG_LEVEL: "warn", PUBLIC_URL: `http://127.0.0.1:${port}` },
  });
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then((response) => response.ok).catch(() => false);
    if (ready) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error("the server did not start");
}

export async function measureLoad() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "nj-load-"));
  const port = 3900 + Math.floor(Math.random() * 90);
  try {
    await seed(dataDir);
    const server = await startServer(dataDir, port);
    try {
      console.log(`\nPGlite server under load: ${jobCount.toLocaleString("en-IN")} jobs, ${connections} connections, ${duration} s each`);
      for (const [name, query] of [
        ["browse newest", ""],
        ["search 'developer' in Hebbal", "?q=developer&location=Hebbal"],
      ] as const) {
        const url = `http://127.0.0.1:${port}/api/jobs${query}`;
        // A warm-up first (JIT, PGlite's caches), not counted: the figures are the steady state.
        await autocannon({ url, connections, duration: 3, timeout: 10 });
        const result = await autocannon({ url, connections, duration, timeout: 10 });
        console.log(
          `  ${name.padEnd(30)} ${Math.round(result.requests.average)} req/s, latency p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms, timeouts ${result.timeouts}, errors ${result.errors + result.non2xx}`,
        );
      }
    } finally {
      server.kill("SIGTERM");
      await new Promise((resolve) => server.once("exit", resolve));
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await measureLoad();
