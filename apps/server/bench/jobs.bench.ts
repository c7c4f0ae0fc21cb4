/**
 * `npm run bench`: job browsing and search with 100,000 generated jobs, on PGlite and on PostgreSQL
 * (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local server), one run each. Prints p50/p95
 * of the SQL alone and through the API, Jobs for you (jobs-for-you.bench.ts), requests per second at 50 connections, the course catalogue
 * and an enrolment (courses.bench.ts), the admin's lists (admin.bench.ts), visitor geolocation and
 * its memory (visitors.bench.ts), a new job matching 50,000 job alerts (posting beside it, the time to
 * queue their mails, and the outbox delivering them to a local SMTP server: outbox.bench.ts), the
 * real server on PGlite under 50 connections (load.bench.ts), messages and 200 open event streams
 * on PostgreSQL (conversations.bench.ts), the SMS parts of each message in both languages (sms.bench.ts),
 * the gzipped JavaScript the home page loads in Chromium, and last the pictures the server draws: a
 * résumé made from a profile and a job's share picture, in both languages (pictures.bench.ts).
 */
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { serve } from "@hono/node-server";
import autocannon from "autocannon";
import pg from "pg";
import { sql } from "drizzle-orm";
import { jobSearchSchema, type JobSearchInput } from "@app/shared/jobs";
import { createApp } from "../src/app.ts";
import { measureAdmin } from "./admin.bench.ts";
import { measureConversations } from "./conversations.bench.ts";
import { measureCourses } from "./courses.bench.ts";
import { measureJobsForYou } from "./jobs-for-you.bench.ts";
import { measureLoad } from "./load.bench.ts";
import { measureOutbox } from "./outbox.bench.ts";
import { measurePictures } from "./pictures.bench.ts";
import { measureSmsParts } from "./sms.bench.ts";
import { measureVisitors } from "./visitors.bench.ts";
import { testConfig } from "../src/config.ts";
import { createPglite, fromPglite, openPostgres, type DatabaseHandle } from "../src/db/client.ts";
import { createDependencies } from "../src/dependencies.ts";
import { createLogger } from "../src/http/logger.ts";
import { getJobFilterOptions, searchJobs } from "../src/modules/jobs/jobs.service.ts";
import { refreshJobCoordinates } from "../src/modules/jobs/refresh-job-coordinates.ts";
import { timeRuns } from "./timing.ts";
import { addMadeUpWords, insertGeneratedJobs } from "./generated-jobs.ts";

const jobCount = Number(process.env.BENCH_JOBS ?? 100_000);
const iterations = Number(process.env.BENCH_ITERATIONS ?? 200);
/** PGlite's buffer pool, as the server's setting of the same name (ADR 042). */
const sharedBuffersMb = process.env.PGLITE_SHARED_BUFFERS_MB ? Number(process.env.PGLITE_SHARED_BUFFERS_MB) : undefined;
const origin = "http://localhost:3000";

const scenarios: { name: string; path: string; query: JobSearchInput; run: typeof searchJobs | typeof getJobFilterOptions }[] = [
  { name: "browse newest page", path: "/api/jobs", query: {}, run: searchJobs },
  { name: "search 'developer' in Hebbal", path: "/api/jobs", query: { q: "developer", location: "Hebbal" }, run: searchJobs },
  { name: "filter options", path: "/api/jobs/options", query: {}, run: getJobFilterOptions },
  // Issue 29: a near spelling, the vocabulary across scripts, and a place word, best match first.
  { name: "search 'electrision' (near)", path: "/api/jobs", query: { q: "electrision" }, run: searchJobs },
  { name: "search 'ಡ್ರೈವರ್' (widened)", path: "/api/jobs", query: { q: "ಡ್ರೈವರ್" }, run: searchJobs },
  { name: "search 'tailor in gokulam'", path: "/api/jobs", query: { q: "tailor in gokulam" }, run: searchJobs },
  { name: "search 'nurse' newest first", path: "/api/jobs", query: { q: "nurse", sort: "latest" }, run: searchJobs },
  // Near me (ADR 043): every listed job sorted by its distance from a locality, and a search's.
  { name: "browse nearest Hebbal", path: "/api/jobs", query: { near: "Hebbal" }, run: searchJobs },
  { name: "search 'driver' nearest Nanjangud", path: "/api/jobs", query: { q: "driver", near: "Nanjangud" }, run: searchJobs },
];

const time = (run: (index: number) => Promise<unknown>) => timeRuns(run, { iterations });

async function fill(handle: DatabaseHandle) {
  await handle.migrate();
  await insertGeneratedJobs(handle.db, { jobCount });
  await addMadeUpWords(handle.db);
  // What autovacuum does on a live server: statistics, and the visibility map for index-only scans.
  await handle.db.execute(sql`vacuum analyze`);
}

/** The search's own indexes and words (issue 29): the weighted text's and the titles' indexes, and the words with theirs. */
async function printSearchIndexSizes(handle: DatabaseHandle) {
  const result = (await handle.db.execute(sql`
    select (select count(*) from search.words)::int as words,
      pg_relation_size('jobs_search_idx') as text_index,
      pg_relation_size('jobs_title_search_idx') as title_index,
      pg_total_relation_size('search.words') as words_total,
      pg_relation_size('search.words_trigram_idx') as trigram_index`)) as unknown as {
    rows: { words: number; text_index: string; title_index: string; words_total: string; trigram_index: string }[];
  };
  const sizes = result.rows[0]!;
  const megabytes = (bytes: string) => `${(Number(bytes) / 1024 / 1024).toFixed(1)} MB`;
  console.log(
    `  search indexes: text ${megabytes(sizes.text_index)}, titles ${megabytes(sizes.title_index)}; ${sizes.words.toLocaleString("en-IN")} words ${megabytes(sizes.words_total)} with their trigram index ${megabytes(sizes.trigram_index)}`,
  );
}

async function measure(kind: string, handle: DatabaseHandle) {
  const started = performance.now();
  await fill(handle);
  console.log(`\n${kind}: ${jobCount.toLocaleString("en-IN")} jobs inserted in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const checking = performance.now();
  await refreshJobCoordinates(handle.db);
  console.log(`  a start's check of the jobs' coordinates (all in line): ${(performance.now() - checking).toFixed(0)} ms`);
  await printSearchIndexSizes(handle);
  const deps = createDependencies(testConfig({ PUBLIC_URL: origin }), handle, createLogger("silent"));
  const app = createApp(deps);

  console.log("  scenario                           SQL p50/p95 ms    API p50/p95 ms    API overhead p50");
  for (const scenario of scenarios) {
    const search = jobSearchSchema.parse(scenario.query);
    const url = `${scenario.path}?${new URLSearchParams(scenario.query as Record<string, string>)}`;
    const direct = await time(() => scenario.run(handle.db, search));
    const viaApi = await time(async () => {
      const response = await app.request(url, { headers: { origin } });
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      await response.arrayBuffer();
    });
    console.log(
      `  ${scenario.name.padEnd(34)} ${direct.p50.toFixed(2).padStart(6)} / ${direct.p95.toFixed(2).padEnd(8)} ${viaApi.p50.toFixed(2).padStart(6)} / ${viaApi.p95.toFixed(2).padEnd(8)} ${(viaApi.p50 - direct.p50).toFixed(2)}`,
    );
  }

  await measureJobsForYou(deps, iterations);

  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  const port = (server.address() as { port: number }).port;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/api/jobs?q=developer&location=Hebbal`,
    connections: 50,
    duration: 10,
  });
  console.log(
    `  search at 50 connections: ${Math.round(result.requests.average)} req/s, latency p50 ${result.latency.p50} ms, p97.5 ${result.latency.p97_5} ms, errors ${result.errors + result.non2xx}`,
  );
  await new Promise((resolve) => server.close(resolve));
  await measureCourses(deps, app, origin);
  await measureAdmin(deps, app, origin);
  await measureOutbox(deps, app, origin);
  await deps.events.close();
}

async function homeRouteJavaScript() {
  const webRoot = path.resolve(import.meta.dirname, "../../web/dist");
  if (!existsSync(path.join(webRoot, "index.html"))) {
    console.log("\nhome route JavaScript: web app not built (npm run build)");
    return;
  }
  const { chromium } = await import("playwright-core");
  const handle = fromPglite(await createPglite({}, sharedBuffersMb));
  await handle.migrate();
  const deps = createDependencies(testConfig({ PUBLIC_URL: origin }), handle, createLogger("silent"));
  const server = serve({ fetch: createApp(deps, { webRoot }).fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  const port = (server.address() as { port: number }).port;
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  const scripts = new Set<string>();
  const page = await browser.newPage();
  page.on("response", (response) => {
    if (response.request().resourceType() === "script" && new URL(response.url()).pathname.startsWith("/assets/")) {
      scripts.add(new URL(response.url()).pathname);
    }
  });
  // Not "networkidle": the page's live event stream stays open. The take-over and its chunks follow
  // the load event within a moment on this machine.
  await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: "load" });
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 30_000 });
  await page.waitForTimeout(2000);
  await browser.close();
  let total = 0;
  for (const script of scripts) total += gzipSync(readFileSync(path.join(webRoot, script)), { level: 9 }).length;
  const names = [...scripts].map((script) => path.basename(script)).join(", ");
  const adminOrEmployer = [...scripts].filter((script) => /admin|employer/i.test(script));
  console.log(`\nhome route JavaScript: ${(total / 1024).toFixed(1)} KB gzipped in ${scripts.size} files (${names})`);
  console.log(`  admin or employer chunks loaded on the home page: ${adminOrEmployer.length === 0 ? "none" : adminOrEmployer.join(", ")}`);
  await new Promise((resolve) => server.close(resolve));
  await deps.events.close();
  await handle.close();
}

async function main() {
  const pglite = fromPglite(await createPglite({}, sharedBuffersMb));
  await measure("PGlite", pglite);
  await pglite.close();

  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const name = `nj_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const postgres = await openPostgres(url.toString());
    try {
      await measure("PostgreSQL", postgres);
    } finally {
      await postgres.close();
      await admin.query(`drop database if exists ${name} with (force)`);
    }
  } catch (error) {
    console.log(`\nPostgreSQL: not measured (${(error as Error).message})`);
  } finally {
    await admin.end().catch(() => {});
  }

  await measureLoad();
  await measureConversations().catch((error: unknown) => console.log(`\nMessages: not measured (${(error as Error).message})`));
  await measureVisitors(serverUrl).catch((error: unknown) => console.log(`\nVisitor geolocation: not measured (${(error as Error).message})`));
  measureSmsParts();
  await homeRouteJavaScript();
  await measurePictures();
}

await main();
