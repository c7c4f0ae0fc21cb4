/**
 * `npm run bench:search`: how well the job search finds what people here want, on PGlite and on
 * PostgreSQL (TEST_DATABASE_URL or BENCH_DATABASE_URL; default the local server): recall in the
 * first ten, mean reciprocal rank and unrelated jobs in the first ten, per kind of query and
 * overall, over the evaluation set (search-evaluation.ts, or the module SEARCH_EVALUATION names,
 * of the same shape). `--misses` lists the queries that missed a wanted job, ranked it below
 * first, or showed an unrelated one.
 */
import path from "node:path";
import { createPglite, fromPglite, openPostgres, type DatabaseHandle } from "../src/db/client.ts";
import { createEmptyPostgresDatabase } from "../src/test/test-database.ts";
import { evaluateSearch, postEvaluationJobs, type EvaluationSet, type QualityFigures } from "./search-quality.ts";

const showMisses = process.argv.includes("--misses");
const set = (await import(process.env.SEARCH_EVALUATION ? path.resolve(process.env.SEARCH_EVALUATION) : "./search-evaluation.ts")) as EvaluationSet;

const row = (name: string, figures: QualityFigures) =>
  `  ${name.padEnd(20)} ${String(figures.queries).padStart(7)} ${figures.recall.toFixed(2).padStart(10)} ${figures.mrr.toFixed(2).padStart(6)} ${figures.unrelated.toFixed(2).padStart(10)}`;

async function measure(kind: string, handle: DatabaseHandle) {
  await handle.migrate();
  const keys = await postEvaluationJobs(handle.db, set);
  const report = await evaluateSearch(handle.db, keys, set);
  console.log(`\n${kind}: ${keys.size} jobs`);
  console.log(`  ${"kind".padEnd(20)} queries  recall@10    MRR  unrelated`);
  for (const [name, figures] of report.byKind) console.log(row(name, figures));
  console.log(row("overall", report.overall));
  if (!showMisses) return;
  for (const outcome of report.outcomes) {
    if (outcome.recall === 1 && outcome.reciprocalRank === 1 && outcome.unrelated.length === 0) continue;
    const missed = outcome.query.relevant.filter((key) => !outcome.found.includes(key));
    console.log(`  ${outcome.query.kind} "${outcome.query.query}": found [${outcome.found.join(", ")}]; missed [${missed.join(", ")}]; unrelated [${outcome.unrelated.join(", ")}]`);
  }
}

const pglite = fromPglite(await createPglite());
try {
  await measure("PGlite", pglite);
} finally {
  await pglite.close();
}

process.env.TEST_DATABASE_URL ??= process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
try {
  const database = await createEmptyPostgresDatabase("nj_bench_search");
  const postgres = await openPostgres(database.url);
  try {
    await measure("PostgreSQL", postgres);
  } finally {
    await postgres.close();
    await database.drop();
  }
} catch (error) {
  console.log(`\nPostgreSQL: not measured (${(error as Error).message})`);
}
