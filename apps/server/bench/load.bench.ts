/**
 * The embedded database under load (issue 16, item 4): the real server (`src/index.ts`, its own
 * process) on PGlite with 10,000 jobs, 50 connections searching jobs for 30 s, as visitors do
 * (each connection keeps the visitor cookie it is given). Prints requests per second, latency
 * p50/p99 and timeouts. Part of `npm run bench`; alone: `node --import tsx apps/server/bench/load.bench.ts`.
 */
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import { createRandom } from "@app/shared/factories";
import { startSeededServer } from "./seeded-server.ts";

const jobCount = Number(process.env.LOAD_JOBS ?? 10_000);
const duration = Number(process.env.LOAD_SECONDS ?? 30);
const connections = 50;

/** The server's resident memory now and at its peak, in MB (/proc/<pid>/status: VmRSS, VmHWM). */
function memory(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const megabytes = (field: string) => Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
  return { now: megabytes("VmRSS"), peak: megabytes("VmHWM") };
}

export async function measureLoad() {
  const server = await startSeededServer(jobCount, { withWebApp: false });
  try {
    console.log(`\nPGlite server under load: ${jobCount.toLocaleString("en-IN")} jobs, ${connections} connections, ${duration} s each`);
    console.log(`  memory (RSS) idle after the start: ${memory(server.pid).now} MB`);
    // The same search from every connection (a link shared in a group), then different ones: words,
    // places and pages drawn at random for each request, so no two in flight are likely the same.
    const words = ["developer", "driver", "sales", "nurse", "teacher", "accountant", "delivery", "cook", "", ""];
    const places = ["Hebbal", "Vijayanagar", "Kuvempunagar", "Gokulam", "", ""];
    const random = createRandom(7);
    const mixedPath = () => `/api/jobs?${new URLSearchParams({ q: random.pick(words), location: random.pick(places), page: String(random.integer(1, 3)) })}`;
    for (const [name, query, requests] of [
      ["browse newest", "", undefined],
      ["search 'developer' in Hebbal", "?q=developer&location=Hebbal", undefined],
      ["mixed searches", "", [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: mixedPath() }) }]],
    ] as const) {
      const url = `${server.origin}/api/jobs${query}`;
      const options = { url, connections, timeout: 10, ...(requests ? { requests: [...requests] } : {}) };
      // A warm-up first (JIT, PGlite's caches), not counted: the figures are the steady state.
      await autocannon({ ...options, duration: 3 });
      const result = await autocannon({ ...options, duration });
      console.log(
        `  ${name.padEnd(30)} ${Math.round(result.requests.average)} req/s, latency p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms, timeouts ${result.timeouts}, errors ${result.errors + result.non2xx}`,
      );
    }
    const loaded = memory(server.pid);
    console.log(`  memory (RSS) after the load: ${loaded.now} MB, at its peak ${loaded.peak} MB`);
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await measureLoad();
