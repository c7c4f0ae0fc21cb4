/**
 * What a search with words costs beside a browse (issue 51): 10,000 generated jobs and 30,000 other
 * words for near spellings, each kind of query asked of the API as the job list asks it (first page,
 * best match), one at a time; p50 and p95 of each and their ratios to the browse's. The queries take
 * turns, one round of all of them after another, so that a change in the machine's load falls on
 * all alike. Part of `npm run bench:search`.
 */
import { sql } from "drizzle-orm";
import { createApp } from "../src/app.ts";
import { testConfig } from "../src/config.ts";
import type { DatabaseHandle } from "../src/db/client.ts";
import { createDependencies } from "../src/dependencies.ts";
import { createLogger } from "../src/http/logger.ts";
import { addMadeUpWords, insertGeneratedJobs } from "./generated-jobs.ts";
import { percentiles } from "./timing.ts";

const jobCount = Number(process.env.BENCH_SEARCH_JOBS ?? 10_000);
const iterations = Number(process.env.BENCH_ITERATIONS ?? 100);
const warmups = 10;
const origin = "http://localhost:3000";

/** One query of each kind the search reads; the browse is the measure. */
export const costQueries: { kind: string; q?: string }[] = [
  { kind: "browse" },
  { kind: "keyword", q: "driver" },
  { kind: "typo", q: "drivr" },
  { kind: "kannada", q: "ಚಾಲಕ" },
  // Another name of a trade the generated jobs have (generated-jobs.ts has no cook for "chef" to find).
  { kind: "synonym", q: "stitching" },
  { kind: "place", q: "tailor in gokulam" },
  { kind: "sentence", q: "need driver job near hebbal mysuru" },
  { kind: "qualification", q: "iti electrician" },
  { kind: "type in words", q: "part time tailor" },
  { kind: "no such trade", q: "drilling" },
  // What a job asks for or offers, asked for alone, is looked for anywhere in the ad (ADR 070): the
  // generated ads state a two-wheeler and languages in their requirements, and no night shift.
  { kind: "condition", q: "two wheeler job" },
  { kind: "language", q: "english speaking job" },
  { kind: "no such offer", q: "night shift job" },
];

export async function measureSearchCost(kind: string, handle: DatabaseHandle) {
  await handle.migrate();
  await insertGeneratedJobs(handle.db, { jobCount });
  await addMadeUpWords(handle.db);
  await handle.db.execute(sql`vacuum analyze`);
  console.log(`\n${kind}: cost at ${jobCount.toLocaleString("en-IN")} jobs, one search at a time (p50 / p95 ms; p50 ÷ browse p50 / p95 ÷ browse p95)`);
  const deps = createDependencies(testConfig({ PUBLIC_URL: origin }), handle, createLogger("silent"));
  const app = createApp(deps);
  const ask = async (url: string) => {
    const response = await app.request(url, { headers: { origin } });
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return (await response.json()) as { totalCount: number };
  };
  const urls = costQueries.map((query) => `/api/jobs${query.q ? `?${new URLSearchParams({ q: query.q })}` : ""}`);
  const samples = costQueries.map(() => [] as number[]);
  for (let round = 0; round < warmups + iterations; round += 1) {
    for (const [index, url] of urls.entries()) {
      const started = performance.now();
      await ask(url);
      if (round >= warmups) samples[index]!.push(performance.now() - started);
    }
  }
  const [browse] = samples.map(percentiles);
  for (const [index, query] of costQueries.entries()) {
    const { p50, p95 } = percentiles(samples[index]!);
    const found = await ask(urls[index]!);
    console.log(
      `  ${query.kind.padEnd(14)} ${JSON.stringify(query.q ?? "").padEnd(40)} ${p50.toFixed(2).padStart(6)} / ${p95.toFixed(2).padEnd(7)} ${(p50 / browse!.p50).toFixed(2).padStart(5)} / ${(p95 / browse!.p95).toFixed(2).padEnd(5)}  ${found.totalCount} found`,
    );
  }
  await deps.events.close();
}
