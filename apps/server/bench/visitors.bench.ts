/**
 * Visitor geolocation (`npm run bench`): building the region index from DB-IP City Lite (cold) and
 * reading it back (warm), the cost of one lookup, and what it adds to a running server's idle
 * memory — two real servers, one without a geolocation database and one with it, compared by their
 * resident set size after start-up and a few visits.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import pino from "pino";
import { loadRegionRanges, isInRegion } from "../src/analytics/region-index.ts";
import { testConfig } from "../src/config.ts";
import { freePort } from "../../../scripts/cluster-processes.mjs";

const serverEntry = path.resolve(import.meta.dirname, "../src/index.ts");

const residentMegabytes = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts a server on its own PostgreSQL database (the embedded one's WebAssembly memory would drown
 * the difference), waits until it answers, makes a few visits, lets it idle, and reads its memory.
 */
async function idleServerMemory(serverUrl: string, environment: Record<string, string>): Promise<number> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "nj-bench-mem-"));
  const port = await freePort();
  const name = `nj_bench_mem_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  const child = spawn(process.execPath, ["--import", "tsx", serverEntry], {
    env: { ...process.env, DATABASE_URL: databaseUrl.toString(), DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", TRUST_PROXY: "1", ...environment },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    for (let attempt = 0; ; attempt += 1) {
      if (attempt > 600) throw new Error("server did not start");
      const ready = await fetch(`${base}/readyz`).then((response) => response.ok, () => false);
      if (ready) break;
      await sleep(100);
    }
    for (const address of ["106.51.0.1", "49.36.0.1", "2405:201:d00f:1::1", "8.8.8.8"]) {
      await fetch(`${base}/api/site`, { headers: { "user-agent": "Mozilla/5.0 Chrome/124.0", "x-forwarded-for": address } });
    }
    await sleep(5000);
    return residentMegabytes(child.pid!);
  } finally {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function measureVisitors(serverUrl: string) {
  console.log("\nVisitor geolocation (DB-IP City Lite, LOCAL_REGION=Karnataka)");
  const { databases } = testConfig({ GEOIP_DATABASE: "" }).geo;
  const cacheDir = mkdtempSync(path.join(os.tmpdir(), "nj-bench-geo-"));
  const logger = pino({ level: "silent" });
  try {
    let started = performance.now();
    const ranges = await loadRegionRanges({ databases, region: "Karnataka", cacheDir, logger });
    const coldMs = performance.now() - started;
    started = performance.now();
    await loadRegionRanges({ databases, region: "Karnataka", cacheDir, logger });
    const warmMs = performance.now() - started;
    console.log(`  region index: ${ranges.v4.length / 2} IPv4 + ${ranges.v6.length / 2} IPv6 ranges, ${((ranges.v4.byteLength + ranges.v6.byteLength) / 1024).toFixed(0)} KB`);
    console.log(`  built (cold, child process): ${(coldMs / 1000).toFixed(1)} s; read from the cache (warm): ${warmMs.toFixed(1)} ms`);

    const addresses = Array.from({ length: 100_000 }, (_, index) => `${(index % 223) + 1}.${index % 256}.${(index * 7) % 256}.${(index * 13) % 256}`);
    started = performance.now();
    let local = 0;
    for (const address of addresses) if (isInRegion(ranges, address)) local += 1;
    const perLookupUs = ((performance.now() - started) * 1000) / addresses.length;
    console.log(`  one lookup: ${perLookupUs.toFixed(2)} µs (${local} of ${addresses.length} sample addresses local)`);

    const without = await idleServerMemory(serverUrl, { GEOIP_DATABASE: "off" });
    const withGeo = await idleServerMemory(serverUrl, { GEOIP_DATABASE: "", GEOIP_CACHE_DIR: cacheDir });
    console.log(
      `  idle server memory (RSS): ${without.toFixed(1)} MB without a database, ${withGeo.toFixed(1)} MB with it: ${(withGeo - without).toFixed(1)} MB more (limit 30 MB)`,
    );
  } finally {
    rmSync(cacheDir, { recursive: true, force: true });
  }
}
