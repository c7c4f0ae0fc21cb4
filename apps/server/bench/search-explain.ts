/**
 * Where a search's time goes (issue 51): at 10,000 generated jobs and 30,000 other words, for each
 * query of search-cost.ts, on PGlite and on PostgreSQL, the p50 in ms of reading the words (the
 * vocabulary in JS, and the near-spelling look-up in the database), of the ranked page with its
 * count in the search's transaction (ADR 038) and of the same read without it; then the plan of
 * the ranked page (EXPLAIN ANALYZE). `node --import tsx apps/server/bench/search-explain.ts`
 * (`--no-plans` prints the times only).
 */
import { desc, sql } from "drizzle-orm";
import { createPglite, fromPglite, openPostgres, type Database, type DatabaseHandle } from "../src/db/client.ts";
import { searchedJobs } from "../src/db/schema/index.ts";
import { readWithWordIndexes, wordSearch } from "../src/modules/search/job-search.ts";
import { queryWords, readQuery } from "../src/modules/search/query.ts";
import { createEmptyPostgresDatabase } from "../src/test/test-database.ts";
import { costQueries } from "./search-cost.ts";
import { addMadeUpWords, insertGeneratedJobs } from "./generated-jobs.ts";
import { timeRuns } from "./timing.ts";

const jobCount = Number(process.env.BENCH_SEARCH_JOBS ?? 10_000);
const iterations = Number(process.env.BENCH_ITERATIONS ?? 50);
const showPlans = !process.argv.includes("--no-plans");

/** The ranked first page with its count, as the job list's best match reads it (jobs.service.ts), on the narrow table of active jobs (ADR 064). */
const rankedPage = (db: Database, where: ReturnType<typeof sql>, rank: ReturnType<typeof sql>) =>
  db
    .select({ id: searchedJobs.jobId, rank: sql<number>`${rank}`.as("rank"), createdAt: searchedJobs.createdAt, matches: sql<number>`count(*) over ()`.as("matches") })
    .from(searchedJobs)
    .where(sql`${searchedJobs.expiresAt} > now() and ${where}`)
    .orderBy(desc(sql`rank`), desc(searchedJobs.createdAt), desc(searchedJobs.jobId))
    .limit(20);

async function explainOn(kind: string, handle: DatabaseHandle) {
  const { db } = handle;
  await handle.migrate();
  await insertGeneratedJobs(db, { jobCount });
  await addMadeUpWords(db);
  await db.execute(sql`vacuum analyze`);
  console.log(`\n${kind}, ${jobCount} jobs: p50 ms of reading the words (JS alone / with the near-spelling look-up), the ranked page in the search's transaction, and without it`);
  for (const { kind: queryKind, q } of costQueries) {
    if (!q) continue;
    const words = await wordSearch(db, q);
    if (!words) continue;
    const js = await timeRuns(async () => readQuery(queryWords(q)), { iterations: iterations * 10 });
    const reading = await timeRuns(() => wordSearch(db, q), { iterations });
    const inTransaction = await timeRuns(() => readWithWordIndexes(db, (reader) => rankedPage(reader, words.searched.where, words.searched.rank)), { iterations });
    const plain = await timeRuns(() => rankedPage(db, words.searched.where, words.searched.rank), { iterations });
    console.log(
      `  ${queryKind.padEnd(14)} ${JSON.stringify(q).padEnd(40)} words ${js.p50.toFixed(3)} / ${reading.p50.toFixed(2)}   page ${inTransaction.p50.toFixed(2)}   plain ${plain.p50.toFixed(2)}`,
    );
    if (!showPlans) continue;
    const plan = await readWithWordIndexes(db, (reader) => reader.execute(sql`explain (analyze, buffers, costs off) ${rankedPage(reader, words.searched.where, words.searched.rank)}`));
    const lines = (plan as unknown as { rows: Record<string, string>[] }).rows.map((row) => Object.values(row)[0] ?? "");
    console.log(lines.map((line) => `      ${line.length > 220 ? `${line.slice(0, 220)}…` : line}`).join("\n"));
  }
}

const pglite = fromPglite(await createPglite());
try {
  await explainOn("PGlite", pglite);
} finally {
  await pglite.close();
}
process.env.TEST_DATABASE_URL ??= process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const database = await createEmptyPostgresDatabase("nj_bench_explain");
const postgres = await openPostgres(database.url);
try {
  await explainOn("PostgreSQL", postgres);
} finally {
  await postgres.close();
  await database.drop();
}
