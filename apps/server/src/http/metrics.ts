/**
 * Prometheus metrics of one app (ADR 021): requests by route pattern and status, the database pool,
 * open event streams, mails and uploads, and the process's own. A registry per app, never
 * prom-client's global one, so the many apps of a test run do not collide. Served by
 * `modules/metrics` only when METRICS_TOKEN is set; without it nothing is timed or collected.
 */
import { readFileSync } from "node:fs";
import type { MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import type { PgliteClient } from "../db/pglite-thread.ts";
import { isPostgresPool } from "../db/postgres-driver.ts";
import { AppError } from "../errors/app-error.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { EventBus } from "../realtime/event-bus.ts";
import { httpStatus } from "./errors.ts";

export type UploadKind = "resume" | "verification_document" | "company_logo" | "profile_photo";

/**
 * The services the metrics read when scraped, named from the layers below http/ rather than through
 * env.ts's AppDependencies: env.ts names this module's Metrics, so the import runs one way.
 */
interface MetricsSources {
  config: Config;
  db: Database;
  events: EventBus;
  mailer: Mailer;
}

export interface Metrics {
  registry: Registry;
  enabled: boolean;
  requests: Counter<"method" | "route" | "status">;
  duration: Histogram<"method" | "route" | "status">;
  uploads: Counter<"kind" | "outcome">;
}

/** The label of requests no route answered (unknown paths): one label, so no path becomes one. */
export const unmatchedRoute = "unmatched";

const methods = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

export function createMetrics(deps: MetricsSources): Metrics {
  const registry = new Registry();
  const registers = [registry];
  const enabled = Boolean(deps.config.metricsToken);
  if (enabled) collectDefaultMetrics({ register: registry });

  const labelNames = ["method", "route", "status"] as const;
  const requests = new Counter({ name: "http_requests_total", help: "HTTP requests by route pattern and status", labelNames, registers });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to the response's headers, by route pattern and status (an event stream counts until it opens)",
    labelNames,
    registers,
  });
  const uploads = new Counter({
    name: "uploads_total",
    help: "Uploaded files by kind and outcome: stored, refused (name, type, size or content, or the request itself) or failed",
    labelNames: ["kind", "outcome"] as const,
    registers,
  });

  // The rest is read when scraped, from the services that already count it.
  new Gauge({
    name: "sse_open_streams",
    help: "Open event streams (GET /api/events) of this process",
    registers,
    collect() {
      this.set(deps.events.subscriberCount());
    },
  });
  const { counts } = deps.mailer;
  new Counter({
    name: "mails_sent_total",
    help: "Mails handed to the SMTP server, or written to the outbox folder without SMTP, by this process",
    registers,
    collect() {
      this.reset();
      this.inc(counts.sent);
    },
  });
  new Counter({
    name: "mails_failed_total",
    help: "Attempts to send a mail that failed in this process (the mail is tried again later unless refused for good)",
    registers,
    collect() {
      this.reset();
      this.inc(counts.failed);
    },
  });
  // drizzle's `$client` is the driver's client: a pg Pool on PostgreSQL. The embedded PGlite is one
  // connection that runs one query at a time and keeps its queue private, so it has no pool to report.
  const client = (deps.db as { $client?: unknown }).$client;
  if (isPostgresPool(client)) {
    new Gauge({
      name: "db_pool_connections",
      help: "PostgreSQL pool connections: in use, idle, and requests waiting for one",
      labelNames: ["state"] as const,
      registers,
      collect() {
        this.set({ state: "in_use" }, client.totalCount - client.idleCount);
        this.set({ state: "idle" }, client.idleCount);
        this.set({ state: "waiting" }, client.waitingCount);
      },
    });
  }

  // Where the process's memory goes (ADR 062): each thread's V8 heap and its memory outside it, and
  // on the embedded database PGlite's WASM memory; the process's resident and proportional sizes.
  const pglite = client as PgliteClient | undefined;
  new Gauge({
    name: "nodejs_thread_memory_bytes",
    help: "Memory of the main thread and of the embedded database's thread: V8 heap used and reserved, external (of which array buffers), and PGlite's WASM memory",
    labelNames: ["thread", "part"] as const,
    registers,
    async collect() {
      const main = process.memoryUsage();
      this.set({ thread: "main", part: "heap_used" }, main.heapUsed);
      this.set({ thread: "main", part: "heap_total" }, main.heapTotal);
      this.set({ thread: "main", part: "external" }, main.external);
      this.set({ thread: "main", part: "array_buffers" }, main.arrayBuffers);
      const database = await pglite?.memoryUsage?.().catch(() => undefined);
      if (database) {
        this.set({ thread: "database", part: "heap_used" }, database.heapUsed);
        this.set({ thread: "database", part: "heap_total" }, database.heapTotal);
        this.set({ thread: "database", part: "external" }, database.external);
        this.set({ thread: "database", part: "array_buffers" }, database.arrayBuffers);
        this.set({ thread: "database", part: "wasm" }, database.wasm);
      }
    },
  });
  new Gauge({
    name: "process_memory_bytes",
    help: "The process's resident memory (rss), its proportional share of pages shared with other processes (pss) and its private anonymous memory (anonymous), from /proc/self/smaps_rollup (Linux)",
    labelNames: ["measure"] as const,
    registers,
    collect() {
      const rollup = readProcessMemory();
      if (!rollup) return;
      for (const [measure, bytes] of Object.entries(rollup)) this.set({ measure }, bytes);
    },
  });

  return { registry, enabled, requests, duration, uploads };
}

/** RSS, PSS and anonymous memory of a process in bytes, from /proc/<pid>/smaps_rollup; undefined where there is none. */
export function readProcessMemory(pid: number | "self" = "self"): { rss: number; pss: number; anonymous: number } | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/smaps_rollup`, "utf8");
  } catch {
    return undefined;
  }
  const kilobytes = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(text)?.[1] ?? 0) * 1024;
  return { rss: kilobytes("Rss"), pss: kilobytes("Pss"), anonymous: kilobytes("Anonymous") };
}

/**
 * The route pattern that answered (`/api/jobs/:id`), never the path: the first matched route of a
 * method, as middleware is registered for every method (`ALL`). None: `unmatched`.
 */
function routeLabel(routes: { method: string; path: string }[]): string {
  return routes.find((route) => route.method !== "ALL")?.path ?? unmatchedRoute;
}

/** Counts and times every request, labelled by method, route pattern and status. */
export function requestMetrics(metrics: Metrics): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const labels = {
      method: methods.has(c.req.method) ? c.req.method : "OTHER",
      route: routeLabel(matchedRoutes(c)),
      status: String(c.res.status),
    };
    metrics.requests.inc(labels);
    metrics.duration.observe(labels, (performance.now() - started) / 1000);
  };
}

/**
 * Runs an upload (check and store) and counts its outcome. A refusal (an AppError with a 4xx: the
 * file's name, type, size or content, or the request) is `refused`; anything else that throws, `failed`.
 */
export async function countUpload<T>(metrics: Metrics, kind: UploadKind, upload: () => Promise<T>): Promise<T> {
  try {
    const result = await upload();
    metrics.uploads.inc({ kind, outcome: "stored" });
    return result;
  } catch (error) {
    const refused = error instanceof AppError && httpStatus[error.code] < 500;
    metrics.uploads.inc({ kind, outcome: refused ? "refused" : "failed" });
    throw error;
  }
}
