/**
 * `npm run restore -- FILE`: loads an archive of `npm run backup` into an empty target, the one the
 * server would use (DATABASE_URL, else the embedded database in DATA_DIR, and the file storage).
 * A target with data is refused; a failed restore leaves the target as it was (ADR 023).
 */
import { createReadStream, existsSync, readdirSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../config.ts";
import { restoreBackup } from "../db/backup/restore-backup.ts";
import { DatabaseLockedError, openDatabase } from "../db/client.ts";
import { createFileStorage } from "../dependencies.ts";

async function main() {
  const { positionals } = parseArgs({ allowPositionals: true });
  if (positionals.length !== 1) {
    console.error("Usage: npm run restore -- <archive.tar.gz>");
    process.exit(2);
  }
  const file = path.resolve(positionals[0]!);
  if (!existsSync(file)) throw new Error(`No archive at ${file}`);
  const config = loadConfig();
  const databaseDir = path.join(config.dataDir, "db");
  if (!config.databaseUrl && existsSync(databaseDir) && readdirSync(databaseDir).length > 0) {
    throw new Error(
      `DATA_DIR ${config.dataDir} already has a database (${databaseDir}). A restore loads into an empty DATA_DIR only: ` +
        `set DATA_DIR to a new folder, or move this one away first.`,
    );
  }

  const storage = createFileStorage(config);
  // A bucket that cannot be reached fails the restore before the database is touched.
  await storage.check();
  const started = performance.now();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let restored = false;
  try {
    const summary = await restoreBackup({ db: database.db, storage }, createReadStream(file));
    restored = true;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Restored ${file} in ${seconds} s: ${summary.rows} rows in ${summary.tables} tables, ${summary.files} files` +
        (summary.migratedAfterwards.length > 0 ? `, then migrated (${summary.migratedAfterwards.join(", ")})` : "") +
        ".",
    );
  } finally {
    await database.close();
    // The embedded database this restore created holds nothing after a failure: it goes, so the
    // next attempt finds an empty DATA_DIR again.
    if (!restored && !config.databaseUrl) await rm(databaseDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof DatabaseLockedError || error instanceof Error ? error.message : error);
  process.exit(1);
});
