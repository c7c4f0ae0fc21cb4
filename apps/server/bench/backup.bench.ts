/**
 * `node --import tsx apps/server/bench/backup.bench.ts`: backup and restore of a site with 100,000
 * generated jobs (as jobs.bench.ts makes them) and 200 candidates with a résumé, on PGlite (a
 * DATA_DIR on disk, as the server keeps it) and on PostgreSQL (BENCH_DATABASE_URL, else
 * TEST_DATABASE_URL, else the local server; it creates and drops its own databases). Prints how long
 * each took, the archive's size, and the longest a query waited while the backup ran: on PGlite the
 * backup's snapshot holds the only connection, so that is how long the site stalls.
 */
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { sql } from "drizzle-orm";
import { rowsOf } from "../src/db/backup/archive.ts";
import { restoreBackup } from "../src/db/backup/restore-backup.ts";
import { writeBackup } from "../src/db/backup/write-backup.ts";
import { openPglite, openPostgres, type DatabaseHandle } from "../src/db/client.ts";
import { insertResume } from "../src/db/factories.ts";
import { user } from "../src/db/schema/index.ts";
import { createLocalStorage, type FileStorage } from "../src/storage/file-storage.ts";
import { insertGeneratedJobs } from "./generated-jobs.ts";

const jobCount = Number(process.env.BENCH_JOBS ?? 100_000);
const work = mkdtempSync(path.join(os.tmpdir(), "nj-backup-bench-"));
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

async function fill(handle: DatabaseHandle, storage: FileStorage) {
  await handle.migrate();
  await insertGeneratedJobs(handle.db, { jobCount });
  const candidates = Array.from({ length: 200 }, (_, index) => ({ id: `bench-candidate-${index}`, name: `Candidate ${index}`, email: `candidate${index}@bench.example.com` }));
  await handle.db.insert(user).values(candidates);
  for (const candidate of candidates) await insertResume({ db: handle.db, storage }, candidate.id, { lines: [`Résumé of ${candidate.name}`] });
}

/** Pings the database every 20 ms until stopped; returns the longest answer, in ms. */
function watchStalls(handle: DatabaseHandle) {
  let longest = 0;
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      await handle.db.execute(sql`select 1`);
      longest = Math.max(longest, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return async () => {
    running = false;
    await done;
    return longest;
  };
}

async function measure(kind: string, open: (name: string) => Promise<DatabaseHandle>) {
  const source = await open("source");
  const storage = createLocalStorage(path.join(work, kind, "uploads"));
  let started = performance.now();
  await fill(source, storage);
  console.log(`\n${kind}: ${jobCount.toLocaleString("en-IN")} jobs and 200 résumés inserted in ${seconds(started)} s`);

  const archive = path.join(work, `${kind}.tar.gz`);
  const stalls = watchStalls(source);
  started = performance.now();
  const backup = await writeBackup({ db: source.db, kind: source.kind, storage }, createWriteStream(archive));
  const backupSeconds = seconds(started);
  const longestWait = await stalls();
  console.log(
    `  backup:  ${backupSeconds} s, ${(statSync(archive).size / 1024 / 1024).toFixed(1)} MB (${backup.rows.toLocaleString("en-IN")} rows, ${backup.files} files); ` +
      `longest wait of another query meanwhile ${Math.round(longestWait)} ms`,
  );
  await source.close();

  const target = await open("target");
  started = performance.now();
  const restored = await restoreBackup({ db: target.db, storage: createLocalStorage(path.join(work, kind, "restored")) }, createReadStream(archive));
  const [count] = await rowsOf<{ jobs: number }>(target.db, sql`select count(*)::int as jobs from jobs`);
  console.log(`  restore: ${seconds(started)} s (${restored.rows.toLocaleString("en-IN")} rows, ${restored.files} files; ${count!.jobs.toLocaleString("en-IN")} jobs)`);
  await target.close();
}

async function main() {
  try {
    await measure("PGlite", (name) => openPglite(path.join(work, name)));

    const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
    const admin = new pg.Client({ connectionString: serverUrl });
    const created: string[] = [];
    try {
      await admin.connect();
      await measure("PostgreSQL", async (role) => {
        const name = `nj_bench_${role}_${randomBytes(4).toString("hex")}`;
        await admin.query(`create database ${name}`);
        created.push(name);
        const url = new URL(serverUrl);
        url.pathname = `/${name}`;
        return openPostgres(url.toString());
      });
    } catch (error) {
      console.log(`\nPostgreSQL: not measured (${(error as Error).message})`);
    } finally {
      for (const name of created) await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
      await admin.end().catch(() => {});
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
