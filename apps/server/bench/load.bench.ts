/**
 * The embedded database under load (issue 16, item 4): the real server (`src/index.ts`, its own
 * process) on PGlite with 10,000 jobs, 50 connections searching jobs for 30 s, as visitors do
 * (each connection keeps the visitor cookie it is given). Prints requests per second, latency
 * p50/p99, timeouts and the server's CPU time a request, and where the server's memory is idle,
 * right after the load and a minute later (LOAD_SETTLE_SECONDS): RSS and PSS, each thread's V8 heap
 * and memory outside it, PGlite's WASM memory (read from its /metrics, ADR 062). Part of
 * `npm run bench`; alone: `node --import tsx apps/server/bench/load.bench.ts`.
 */
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import { createRandom } from "@app/shared/factories";
import { startSeededServer, type SeededServer } from "./seeded-server.ts";

const jobCount = Number(process.env.LOAD_JOBS ?? 10_000);
const duration = Number(process.env.LOAD_SECONDS ?? 30);
const connections = 50;
/**
 * How long the server is left idle after the load before its memory is read again: V8 gives back
 * the heap it grew to under load (its memory reducer) some 40 s after the last busy moment.
 */
const settleSeconds = Number(process.env.LOAD_SETTLE_SECONDS ?? 60);
/** Node flags to weigh, after the server's own (`LOAD_NODE_FLAGS="--max-semi-space-size=8"`): a later flag wins. */
const nodeFlags = (process.env.LOAD_NODE_FLAGS ?? "").split(" ").filter(Boolean);

/** The server's resident memory now and at its peak, in MB (/proc/<pid>/status: VmRSS, VmHWM). */
function memory(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const megabytes = (field: string) => Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
  return { now: megabytes("VmRSS"), peak: megabytes("VmHWM") };
}

/**
 * The CPU time the server's process has used, in ms (/proc/<pid>/stat: user and system time, in
 * clock ticks of 10 ms): per request, a figure that the machine's other load moves far less than
 * requests a second.
 */
function cpuMs(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const metricsToken = "load-bench-metrics-token";

/** The resident size in bytes of each of the process's mappings, with its size and its file (none: anonymous memory). */
function mappings(pid: number) {
  const found: { size: number; file: string; rss: number }[] = [];
  for (const line of readFileSync(`/proc/${pid}/smaps`, "utf8").split("\n")) {
    const header = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (header) found.push({ size: parseInt(header[2]!, 16) - parseInt(header[1]!, 16), file: header[3]!, rss: 0 });
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss && found.length > 0) found[found.length - 1]!.rss = Number(rss[1]) * 1024;
  }
  return found;
}

/**
 * Where the server's memory goes, in MB: RSS, PSS and anonymous memory, each thread's V8 heap (used /
 * reserved) and its memory outside the heap as V8 counts it (external, of which array buffers: the
 * database thread's counts PGlite's WASM memory and file data whole, resident or not), from the
 * server's /metrics (metrics.ts); and from /proc/<pid>/smaps what of the RSS is PGlite's WASM memory
 * (the one mapping of its size), files (Node's code, libraries) and the rest of the anonymous
 * memory beside the two V8 heaps: malloc's arenas (Node's buffers, PGlite's file reads, each
 * thread's), stacks and compiled code.
 */
async function memoryBreakdown(server: SeededServer): Promise<string> {
  const text = await (await fetch(`${server.origin}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })).text();
  const value = (name: string, labels: string) => Number(new RegExp(`^${name}\\{${labels}\\} (\\S+)$`, "m").exec(text)?.[1] ?? Number.NaN);
  const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
  const part = (thread: string, name: string) => value("nodejs_thread_memory_bytes", `thread="${thread}",part="${name}"`);
  const heaps = (thread: string) =>
    `heap ${mb(part(thread, "heap_used"))} / ${mb(part(thread, "heap_total"))}, external ${mb(part(thread, "external"))} (array buffers ${mb(part(thread, "array_buffers"))})`;
  const wasm = part("database", "wasm");
  const maps = mappings(server.pid);
  const sum = (list: typeof maps) => list.reduce((total, map) => total + map.rss, 0);
  const wasmResident = sum(maps.filter((map) => map.file === "" && map.size === wasm));
  const files = sum(maps.filter((map) => map.file.startsWith("/")));
  const anonymous = sum(maps.filter((map) => !map.file.startsWith("/")));
  const rest = anonymous - wasmResident - part("main", "heap_total") - part("database", "heap_total");
  return [
    `RSS ${mb(value("process_memory_bytes", 'measure="rss"'))}, PSS ${mb(value("process_memory_bytes", 'measure="pss"'))}`,
    `main thread ${heaps("main")}`,
    `database thread ${heaps("database")}`,
    `WASM memory ${mb(wasm)} (resident ${mb(wasmResident)})`,
    `files ${mb(files)}`,
    `the rest of the anonymous memory (malloc, stacks, code) ${mb(rest)}`,
  ].join("; ");
}

export async function measureLoad() {
  const server = await startSeededServer(jobCount, { withWebApp: false, env: { METRICS_TOKEN: metricsToken }, nodeFlags });
  try {
    console.log(`\nPGlite server under load: ${jobCount.toLocaleString("en-IN")} jobs, ${connections} connections, ${duration} s each${nodeFlags.length ? ` (with ${nodeFlags.join(" ")})` : ""}`);
    console.log(`  memory (RSS) idle after the start: ${memory(server.pid).now} MB`);
    console.log(`  memory idle, MB: ${await memoryBreakdown(server)}`);
    // The same search from every connection (a link shared in a group), then different ones: words,
    // places and pages drawn at random for each request, so no two in flight are likely the same.
    // Each a trade the generated jobs have (generated-jobs.ts): a word that finds nothing costs a
    // search a third of one that finds hundreds of jobs, and would not measure a real search.
    const words = ["developer", "driver", "sales", "nurse", "tailor", "accountant", "delivery", "electrician", "", ""];
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
      const cpuBefore = cpuMs(server.pid);
      const result = await autocannon({ ...options, duration });
      const cpuPerRequest = (cpuMs(server.pid) - cpuBefore) / result.requests.total;
      console.log(
        `  ${name.padEnd(30)} ${Math.round(result.requests.average)} req/s, latency p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms, timeouts ${result.timeouts}, errors ${result.errors + result.non2xx}, server CPU ${cpuPerRequest.toFixed(2)} ms a request`,
      );
    }
    const loaded = memory(server.pid);
    console.log(`  memory (RSS) after the load: ${loaded.now} MB, at its peak ${loaded.peak} MB`);
    console.log(`  memory after the load, MB: ${await memoryBreakdown(server)}`);
    if (settleSeconds > 0) {
      await new Promise((resolve) => setTimeout(resolve, settleSeconds * 1000));
      console.log(`  memory (RSS) ${settleSeconds} s after the load: ${memory(server.pid).now} MB`);
      console.log(`  memory ${settleSeconds} s after the load, MB: ${await memoryBreakdown(server)}`);
    }
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await measureLoad();
