/**
 * Several instances behind nginx (issue 14), run alone (not part of `npm run bench`):
 * `node --import tsx apps/server/bench/cluster.bench.ts`. On PostgreSQL (BENCH_DATABASE_URL, else
 * TEST_DATABASE_URL, else the local server; its own database, dropped after) with 100,000 jobs:
 * - the job search through nginx with 1, 2 and 3 instances (and 1 instance without nginx, to see
 *   what the proxy costs), 50 connections each a visitor with its cookie: req/s and p50/p99;
 * - the fan-out of live events across instances: a job posted on one instance, received on the
 *   event streams held (through nginx) on the two others: p50/p99 from sending the POST.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { sql } from "drizzle-orm";
import { buildJobPost, buildSignUp } from "@app/shared/factories";
import { freePort, startCluster, type Cluster } from "../../../scripts/cluster-processes.mjs";
import { openPostgres } from "../src/db/client.ts";
import { insertGeneratedJobs } from "./generated-jobs.ts";

const jobCount = Number(process.env.BENCH_JOBS ?? 100_000);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;
const searchPath = "/api/jobs?q=developer&location=Hebbal";
const streamsPerInstance = Number(process.env.BENCH_STREAMS ?? 100);
const fanOutEvents = 50;
const serverEnvironment = {
  PATH: process.env.PATH,
  NODE_ENV: "production",
  GEOIP_DATABASE: "off",
  LOG_LEVEL: "warn",
  SMTP_URL: "",
  // The fan-out opens hundreds of streams from this one address.
  SSE_MAX_PER_ADDRESS: "2000",
};

/** 100,000 jobs of 200 employers, as jobs.bench.ts makes them. */
async function fill(databaseUrl: string) {
  const handle = await openPostgres(databaseUrl);
  await handle.migrate();
  await insertGeneratedJobs(handle.db, { jobCount });
  await handle.db.execute(sql`vacuum analyze`);
  await handle.close();
}

function percentile(sorted: number[], fraction: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!;
}

/** CPU seconds used so far by these processes (Linux /proc: utime + stime, in clock ticks of 1/100 s). */
function cpuSeconds(pids: number[]) {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone
    }
  }
  return ticks / 100;
}

/** The processes of each part: the instances, nginx (master and workers), this database's PostgreSQL backends. */
async function processesOf(cluster: Cluster, admin: pg.Client, database: string) {
  const nginxWorkers = readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ")[1] === String(cluster.nginx.pid);
      } catch {
        return false;
      }
    })
    .map(Number);
  const backends = await admin.query<{ pid: number }>("select pid from pg_stat_activity where datname = $1", [database]);
  return {
    instances: cluster.instances.map((instance) => instance.pid!),
    nginx: [cluster.nginx.pid!, ...nginxWorkers],
    postgres: backends.rows.map((row) => row.pid),
  };
}

async function search(label: string, url: string, partsOf: () => Promise<Record<string, number[]>>) {
  const options = {
    url,
    connections,
    timeout: 10,
    // Each connection is one visitor keeping its cookie, as a browser does.
    setupClient: (client: autocannon.Client) => client.setHeaders({ cookie: `nj_vid=${randomUUID()}` }),
  };
  await autocannon({ ...options, duration: 3 }); // warm-up (JIT, caches, the pools' connections), not counted
  const parts = await partsOf();
  const before = Object.fromEntries(Object.entries(parts).map(([name, pids]) => [name, cpuSeconds(pids)]));
  const ownBefore = process.cpuUsage();
  const result = await autocannon({ ...options, duration });
  const own = process.cpuUsage(ownBefore);
  // Where the 2 cores went during the run, in cores (1.0 = one core busy all the time).
  const cores = Object.entries(parts).map(([name, pids]) => `${name} ${((cpuSeconds(pids) - before[name]!) / duration).toFixed(2)}`);
  cores.push(`autocannon ${((own.user + own.system) / 1e6 / duration).toFixed(2)}`);
  console.log(
    `  ${label.padEnd(26)} ${String(Math.round(result.requests.average)).padStart(5)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   errors ${result.errors + result.non2xx + result.timeouts}` +
      `\n  ${"".padEnd(26)} cores used: ${cores.join(", ")}; load average ${os.loadavg()[0]!.toFixed(1)}`,
  );
}

/** Streams through nginx; a job posted on instance i1 each 100 ms; when each stream on i2/i3 hears of it. */
async function fanOut(cluster: Cluster) {
  const origin = cluster.publicUrl;
  const signUp = await fetch(`${cluster.instances[0]!.url}/api/accounts/sign-up/employer`, {
    method: "POST",
    headers: { origin, "content-type": "application/json" },
    body: JSON.stringify(buildSignUp("employer")),
  });
  if (signUp.status !== 201) throw new Error(`sign-up: ${signUp.status}`);
  const cookie = signUp.headers.getSetCookie().map((setCookie) => setCookie.split(";")[0]).join("; ");

  const heard = new Map<string, number[]>(); // job id → when each stream on another instance heard of it
  const controller = new AbortController();
  const readers: Promise<void>[] = [];
  let measured = 0;
  for (let index = 0; index < streamsPerInstance * cluster.instances.length; index += 1) {
    const response = await fetch(`${cluster.url}/api/events`, { headers: { origin }, signal: controller.signal });
    if (response.status !== 200) throw new Error(`stream ${index}: ${response.status}`);
    if (response.headers.get("x-instance") === "i1") {
      await response.body!.cancel();
      continue;
    }
    measured += 1;
    readers.push(
      (async () => {
        const decoder = new TextDecoder();
        let buffer = "";
        for await (const chunk of response.body!) {
          buffer += decoder.decode(chunk);
          let end: number;
          while ((end = buffer.indexOf("\n\n")) >= 0) {
            const message = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = /^data: (.*)$/m.exec(message)?.[1];
            if (!message.includes("event: jobs") || !data) continue;
            const id = (JSON.parse(data) as { id: string }).id;
            heard.set(id, [...(heard.get(id) ?? []), performance.now()]);
          }
        }
      })().catch(() => {}),
    );
  }
  await new Promise((resolve) => setTimeout(resolve, 500));

  const sent = new Map<string, number>();
  const postMs: number[] = [];
  for (let index = 0; index < fanOutEvents; index += 1) {
    const started = performance.now();
    const response = await fetch(`${cluster.instances[0]!.url}/api/jobs`, {
      method: "POST",
      headers: { origin, cookie, "content-type": "application/json" },
      body: JSON.stringify(buildJobPost({ title: `Fan-out ${index}` })),
    });
    const { job } = (await response.json()) as { job: { id: string } };
    postMs.push(performance.now() - started);
    sent.set(job.id, started);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
  controller.abort();
  await Promise.all(readers);

  const latencies: number[] = [];
  let missing = 0;
  for (const [id, started] of sent) {
    const times = heard.get(id) ?? [];
    missing += measured - times.length;
    for (const time of times) latencies.push(time - started);
  }
  latencies.sort((a, b) => a - b);
  postMs.sort((a, b) => a - b);
  console.log(
    `\nEvent fan-out across instances: ${fanOutEvents} jobs posted on i1, heard on ${measured} streams held on i2 and i3 through nginx` +
      `\n  from sending the POST to each stream: p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p99 ${percentile(latencies, 0.99).toFixed(1)} ms, max ${latencies.at(-1)!.toFixed(1)} ms; missed ${missing}` +
      `\n  (the POST itself: p50 ${percentile(postMs, 0.5).toFixed(1)} ms; the event is published before it answers)`,
  );
}

async function main() {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const name = `nj_bench_cluster_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "nj-bench-cluster-"));
  try {
    const started = performance.now();
    await fill(databaseUrl);
    console.log(`PostgreSQL: ${jobCount.toLocaleString("en-IN")} jobs inserted in ${((performance.now() - started) / 1000).toFixed(1)} s; ${os.cpus().length} cores`);
    console.log(`Job search (${searchPath}), ${connections} connections, ${duration} s each after a 3 s warm-up`);
    for (const instances of [1, 2, 3]) {
      const cluster = await startCluster({ instances, databaseUrl, port: await freePort(), dataDir, env: serverEnvironment });
      try {
        const parts = () => processesOf(cluster, admin, name);
        if (instances === 1) await search("1 instance, no nginx", `${cluster.instances[0]!.url}${searchPath}`, parts);
        await search(`${instances} instance${instances > 1 ? "s" : ""} behind nginx`, `${cluster.url}${searchPath}`, parts);
        if (instances === 3) await fanOut(cluster);
      } finally {
        await cluster.stop();
      }
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
