/**
 * Writes one consistent backup archive (archive.ts) of a database and its stored files to a stream.
 * The rows come from one REPEATABLE READ, READ ONLY snapshot, read through a cursor a batch at a
 * time, so 100,000 jobs never sit in memory at once. The files are read after that transaction:
 * their bytes never change under a key, and on PGlite the snapshot holds the only connection, so
 * the site waits only for the rows, not for the files too.
 */
import { pipeline } from "node:stream/promises";
import type { Writable } from "node:stream";
import { createGzip } from "node:zlib";
import { sql } from "drizzle-orm";
import tar from "tar-stream";
import type { FileStorage } from "../../storage/file-storage.ts";
import type { Database } from "../client.ts";
import {
  appliedMigrations,
  archiveFormat,
  archiveVersion,
  columnList,
  fileEntry,
  manifestEntry,
  removedFilesEntry,
  rowsOf,
  rowsPerEntry,
  storedColumns,
  tableEntry,
  tableName,
  tablesInLoadOrder,
  type Manifest,
} from "./archive.ts";

export interface BackupSummary {
  tables: number;
  rows: number;
  files: number;
  /** Files whose rows were deleted, and the bytes removed, after the snapshot: not in the archive. */
  removedFiles: number;
}

/** Adds one entry and resolves once the archive has taken it (the gzip and the output keep up). */
function addEntry(pack: tar.Pack, name: string, data: Buffer) {
  return new Promise<void>((resolve, reject) => {
    pack.entry({ name, size: data.length, mode: 0o600 }, data, (error) => (error ? reject(error) : resolve()));
  });
}

export async function writeBackup(
  source: { db: Database; kind: "pglite" | "postgres"; storage: FileStorage },
  output: Writable,
): Promise<BackupSummary> {
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), output);
  // Seen when awaited below; until then a failed output must not be an unhandled rejection.
  written.catch(() => {});
  try {
    const { manifest, keys } = await source.db.transaction(
      async (tx) => {
        const tables = await tablesInLoadOrder(tx);
        const counted = [];
        for (const table of tables) {
          const [row] = await rowsOf<{ rows: number }>(tx, sql`select count(*)::int as rows from ${tableName(table)}`);
          counted.push({ name: table, rows: row!.rows });
        }
        const keys = (await rowsOf<{ key: string }>(tx, sql`select storage_key as key from files order by storage_key`)).map((row) => row.key);
        const manifest: Manifest = {
          format: archiveFormat,
          version: archiveVersion,
          createdAt: new Date().toISOString(),
          engine: source.kind,
          migrations: await appliedMigrations(tx),
          tables: counted,
          files: keys.length,
        };
        await addEntry(pack, manifestEntry, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
        for (const { name, rows } of counted) {
          if (rows === 0) continue;
          // row_to_json of a subquery: the stored columns only, as JSON that json_populate_recordset reads back exactly.
          await tx.execute(sql`declare backup_rows no scroll cursor for
            select row_to_json(r)::text as line from (select ${columnList(await storedColumns(tx, name))} from ${tableName(name)}) r`);
          let sent = 0;
          for (let batch = 1; ; batch += 1) {
            const lines = await rowsOf<{ line: string }>(tx, sql.raw(`fetch forward ${rowsPerEntry} from backup_rows`));
            if (lines.length === 0) break;
            sent += lines.length;
            await addEntry(pack, tableEntry(name, batch), Buffer.from(`${lines.map((row) => row.line).join("\n")}\n`));
          }
          await tx.execute(sql`close backup_rows`);
          if (sent !== rows) throw new Error(`${name}: counted ${rows} rows but read ${sent}`);
        }
        return { manifest, keys };
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );

    const removed: string[] = [];
    for (const key of keys) {
      let bytes: Buffer;
      try {
        bytes = await source.storage.read(key);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
        // Deleted since the snapshot (a candidate replaced a résumé, an account was deleted): the
        // row went first, then the bytes. A row that is still there has lost its file: that is no backup.
        const [row] = await rowsOf<{ present: boolean }>(
          source.db,
          sql`select exists (select 1 from files where storage_key = ${key}) as present`,
        );
        if (row!.present) throw new Error(`The stored file ${key} of the files table is missing from the file storage`);
        removed.push(key);
        continue;
      }
      await addEntry(pack, fileEntry(key), bytes);
    }
    if (removed.length > 0) await addEntry(pack, removedFilesEntry, Buffer.from(`${JSON.stringify({ keys: removed })}\n`));
    pack.finalize();
    await written;
    return {
      tables: manifest.tables.length,
      rows: manifest.tables.reduce((sum, table) => sum + table.rows, 0),
      files: keys.length - removed.length,
      removedFiles: removed.length,
    };
  } catch (error) {
    pack.destroy(error as Error);
    await written.catch(() => {});
    throw error;
  }
}
