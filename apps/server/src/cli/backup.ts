/**
 * `npm run backup -- FILE`: one consistent archive of the database and the stored files (ADR 023),
 * with the server running or not. PostgreSQL (DATABASE_URL) is simply connected to. The embedded
 * database is asked for through the running server's control socket, or, with no server running,
 * opened here (taking DATA_DIR's lock). The archive is written beside FILE and renamed onto it once
 * complete, so FILE is never half an archive.
 */
import { createWriteStream, existsSync } from "node:fs";
import { open, rename, rm } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../config.ts";
import { backupThroughServer } from "../db/backup/control-socket.ts";
import { writeBackup, type BackupSummary } from "../db/backup/write-backup.ts";
import { DatabaseLockedError, openDatabase } from "../db/client.ts";
import { createFileStorage } from "../dependencies.ts";

async function backupHere(config: ReturnType<typeof loadConfig>, partial: string): Promise<BackupSummary> {
  if (!config.databaseUrl && !existsSync(path.join(config.dataDir, "db", "PG_VERSION"))) {
    throw new Error(`There is no database in DATA_DIR ${config.dataDir}: nothing to back up.`);
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const output = createWriteStream(partial, { flags: "wx", mode: 0o600 });
    return await writeBackup({ db: database.db, kind: database.kind, storage: createFileStorage(config) }, output);
  } finally {
    await database.close();
  }
}

async function main() {
  const { positionals } = parseArgs({ allowPositionals: true });
  if (positionals.length !== 1) {
    console.error("Usage: npm run backup -- <archive.tar.gz>");
    process.exit(2);
  }
  const file = path.resolve(positionals[0]!);
  const partial = `${file}.partial`;
  const config = loadConfig();
  const started = performance.now();
  try {
    await rm(partial, { force: true });
    const viaServer = config.databaseUrl
      ? undefined
      : await backupThroughServer(config.dataDir, () => createWriteStream(partial, { flags: "wx", mode: 0o600 }));
    const summary = viaServer ?? (await backupHere(config, partial));
    // On disk before it takes FILE's name: a crash right after never leaves FILE empty.
    const handle = await open(partial, "r+");
    await handle.sync();
    await handle.close();
    await rename(partial, file);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Backup written to ${file} in ${seconds} s${viaServer ? " by the running server" : ""}: ` +
        `${summary.rows} rows in ${summary.tables} tables, ${summary.files} files` +
        (summary.removedFiles > 0 ? ` (${summary.removedFiles} deleted while the backup ran are left out)` : "") +
        ".",
    );
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

main().catch((error: unknown) => {
  if (error instanceof DatabaseLockedError) {
    console.error(`${error.message}\nA running server of this version answers backups on DATA_DIR/control.sock; this one did not.`);
  } else console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
