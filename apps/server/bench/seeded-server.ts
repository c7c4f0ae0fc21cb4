/**
 * The real server for the browser measurements (`npm run bench:phone`, `npm run lighthouse`): the
 * web app built if its sources changed, a fresh PGlite DATA_DIR with `jobCount` generated active jobs
 * (and the course catalogue the migrations seed), and the server in its own process on a free
 * loopback port, as in production: its bundle with plain Node (ADR 036). The load benchmark
 * (load.bench.ts) uses it too.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openPglite } from "../src/db/client.ts";
import { buildServer, serverEnv, serverNodeArgs } from "../../../scripts/build-server.mjs";
import { freePort } from "../../../scripts/cluster-processes.mjs";
import { insertGeneratedJobs } from "./generated-jobs.ts";

const repoRoot = path.resolve(import.meta.dirname, "../../..");

async function seed(dataDir: string, jobCount: number) {
  const handle = await openPglite(dataDir);
  await handle.migrate();
  await insertGeneratedJobs(handle.db, { jobCount, employerCount: 50, seed: 11 });
  await handle.db.execute(sql`vacuum analyze`);
  await handle.close();
}

export type SeededServer = {
  origin: string;
  /** The server's process (its memory is read from /proc). */
  pid: number;
  /** The newest job: the one a `/jobs/{id}` page is measured on. */
  jobId: string;
  stop: () => Promise<void>;
};

/**
 * `withWebApp`: build the web app first (the browser measurements); the API benchmarks need none.
 * `env`: more of the server's environment (the load benchmark's METRICS_TOKEN). `nodeFlags`: more of
 * Node's flags, after the server's own, so that one of them wins (the load benchmark's LOAD_NODE_FLAGS).
 */
export async function startSeededServer(
  jobCount: number,
  { withWebApp = true, env = {} as Record<string, string>, nodeFlags = [] as string[] } = {},
): Promise<SeededServer> {
  if (withWebApp) {
    const build = spawnSync(process.execPath, ["scripts/build-web.mjs"], { cwd: repoRoot, stdio: "inherit" });
    if (build.status !== 0) throw new Error("the web app failed to build");
  }

  const dataDir = mkdtempSync(path.join(os.tmpdir(), "nj-phone-"));
  await seed(dataDir, jobCount);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const bundle = path.join(repoRoot, "apps/server/dist", `bench-${path.basename(dataDir)}`);
  const entry = await buildServer(bundle);
  const child = spawn(process.execPath, [...serverNodeArgs(entry).slice(0, -1), ...nodeFlags, entry], {
    cwd: repoRoot,
    stdio: ["ignore", "ignore", "inherit"],
    env: serverEnv({ ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: "", SMTP_URL: "", GEOIP_DATABASE: "off", LOG_LEVEL: "warn", PUBLIC_URL: origin, ...env }),
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(bundle, { recursive: true, force: true });
  };

  for (let attempt = 0; attempt < 300; attempt += 1) {
    const ready = await fetch(`${origin}/readyz`).then((response) => response.ok).catch(() => false);
    if (ready) {
      const newest = (await (await fetch(`${origin}/api/jobs`)).json()) as { jobs: { id: string }[] };
      const jobId = newest.jobs[0]?.id;
      if (!jobId) break;
      return { origin, pid: child.pid!, jobId, stop };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error("the server did not start");
}
