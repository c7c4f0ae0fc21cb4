/**
 * `npm run bench:search`: how well the job search finds what people here want, on PGlite and on
 * PostgreSQL (TEST_DATABASE_URL or BENCH_DATABASE_URL; default the local server): recall in the
 * first ten, mean reciprocal rank, precision in the first five, unrelated jobs in the first ten and
 * the jobs a query with no wanted job finds, per kind of query and overall, over the evaluation
 * sets (search-evaluation.ts, search-evaluation-sentences.ts and search-evaluation-trades.ts, or the module SEARCH_EVALUATION
 * names, of the same shape); then what each kind of query costs beside a browse at 10,000 jobs
 * (search-cost.ts; `--no-cost` leaves it out, `--cost` measures only it; BENCH_PGLITE_THREAD=1 runs
 * PGlite in its own thread, as the server does). `--misses` lists the queries that missed a wanted
 * job, ranked it below first, showed an unrelated one or found jobs where none is wanted.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createPglite, fromPglite, openPglite, openPostgres, type DatabaseHandle } from "../src/db/client.ts";
import { createEmptyPostgresDatabase } from "../src/test/test-database.ts";
import { measureSearchCost } from "./search-cost.ts";
import { evaluateSearch, postEvaluationJobs, type EvaluationSet, type QualityFigures } from "./search-quality.ts";

const showMisses = process.argv.includes("--misses");
const sets: [string, EvaluationSet][] = process.env.SEARCH_EVALUATION
  ? [[path.basename(process.env.SEARCH_EVALUATION), (await import(path.resolve(process.env.SEARCH_EVALUATION))) as EvaluationSet]]
  : [
      ["words (search-evaluation.ts)", (await import("./search-evaluation.ts")) as EvaluationSet],
      ["sentences (search-evaluation-sentences.ts)", (await import("./search-evaluation-sentences.ts")) as EvaluationSet],
      ["other trades (search-evaluation-trades.ts)", (await import("./search-evaluation-trades.ts")) as EvaluationSet],
    ];

/** A figure, or "-" where no query of the kind measures it (recall where none wants a job). */
const figure = (value: number, measured: boolean, width: number) => (measured ? value.toFixed(2) : "-").padStart(width);

const row = (name: string, figures: QualityFigures) => {
  const wanting = figures.queries > figures.emptyQueries;
  return `  ${name.padEnd(20)} ${String(figures.queries).padStart(7)} ${figure(figures.recall, wanting, 10)} ${figure(figures.mrr, wanting, 6)} ${figure(figures.precision, wanting, 6)} ${figures.unrelated.toFixed(2).padStart(10)} ${figure(figures.returned, figures.emptyQueries > 0, 9)}`;
};

async function measure(kind: string, handle: DatabaseHandle, name: string, set: EvaluationSet) {
  await handle.migrate();
  const keys = await postEvaluationJobs(handle.db, set);
  const report = await evaluateSearch(handle.db, keys, set);
  console.log(`\n${kind}, ${name}: ${keys.size} jobs`);
  console.log(`  ${"kind".padEnd(20)} queries  recall@10    MRR    P@5  unrelated  returned`);
  for (const [kindName, figures] of report.byKind) console.log(row(kindName, figures));
  console.log(row("overall", report.overall));
  if (!showMisses) return;
  for (const outcome of report.outcomes) {
    if (outcome.recall === 1 && outcome.reciprocalRank === 1 && outcome.unrelated.length === 0 && (outcome.query.relevant.length > 0 || outcome.total === 0)) continue;
    const missed = outcome.query.relevant.filter((key) => !outcome.found.includes(key));
    console.log(`  ${outcome.query.kind} "${outcome.query.query}": found [${outcome.found.join(", ")}] of ${outcome.total}; missed [${missed.join(", ")}]; unrelated [${outcome.unrelated.join(", ")}]`);
  }
}

/** Each measure on a database of its own, PGlite's in memory and a PostgreSQL database made for it. */
async function onEach(measureOn: (kind: string, handle: DatabaseHandle) => Promise<void>) {
  // BENCH_PGLITE_THREAD=1: PGlite in its own thread, as the server runs it (ADR 024), not in this one.
  const thread = process.env.BENCH_PGLITE_THREAD === "1";
  const dataDir = thread ? mkdtempSync(path.join(os.tmpdir(), "nj-bench-search-")) : undefined;
  const pglite = dataDir ? await openPglite(dataDir, { thread: true }) : fromPglite(await createPglite());
  try {
    await measureOn(thread ? "PGlite in its thread" : "PGlite", pglite);
  } finally {
    await pglite.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
  process.env.TEST_DATABASE_URL ??= process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  try {
    const database = await createEmptyPostgresDatabase("nj_bench_search");
    const postgres = await openPostgres(database.url);
    try {
      await measureOn("PostgreSQL", postgres);
    } finally {
      await postgres.close();
      await database.drop();
    }
  } catch (error) {
    console.log(`\nPostgreSQL: not measured (${(error as Error).message})`);
  }
}

if (!process.argv.includes("--cost")) for (const [name, set] of sets) await onEach((kind, handle) => measure(kind, handle, name, set));
if (!process.argv.includes("--no-cost")) await onEach(measureSearchCost);
