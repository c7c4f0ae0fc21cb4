/**
 * Loads a backup archive (archive.ts) into an empty database and its file storage, in one
 * transaction: the target is checked, migrated to the archive's migrations, loaded table by table
 * in the archive's order, its sequences set past the loaded ids, migrated to this code's
 * migrations, and its files written back; anything failing on the way rolls all of it back and
 * removes the files already written, so a failed restore leaves the target as it found it.
 */
import { createHash } from "node:crypto";
import { pipeline } from "node:stream/promises";
import type { Readable } from "node:stream";
import { createGunzip } from "node:zlib";
import { sql } from "drizzle-orm";
import tar from "tar-stream";
import type { FileStorage } from "../../storage/file-storage.ts";
import type { Database } from "../client.ts";
import {
  appliedMigrations,
  codeMigrations,
  columnList,
  manifestEntry,
  manifestSchema,
  removedFilesEntry,
  removedFilesSchema,
  rowsOf,
  storedColumns,
  tableName,
  tablesInLoadOrder,
  type AppliedMigration,
  type Manifest,
  type Queryable,
} from "./archive.ts";

/** The restore was refused before anything was changed: the message says why and what to do. */
export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RestoreRefusedError";
  }
}

export interface RestoreSummary {
  tables: number;
  rows: number;
  files: number;
  /** Migrations of this code the archive did not have yet, applied after its rows were loaded. */
  migratedAfterwards: string[];
}

const describe = (migration: AppliedMigration) => migration.id ?? `of ${new Date(migration.createdAt).toISOString()}`;

async function hasRows(tx: Queryable, table: string) {
  const [row] = await rowsOf<{ filled: boolean }>(tx, sql`select exists (select 1 from ${tableName(table)}) as filled`);
  return row!.filled;
}

/** Refuses a target with any row in a table of `public`: a restore never merges into data. */
async function assertEmpty(tx: Queryable) {
  const filled: string[] = [];
  for (const table of await tablesInLoadOrder(tx)) {
    if (await hasRows(tx, table)) filled.push(table);
  }
  if (filled.length > 0) {
    throw new RestoreRefusedError(
      `The target database is not empty (rows in ${filled.join(", ")}). A restore loads into an empty database only: ` +
        `create a new database (or, on the embedded database, point DATA_DIR at a new folder) and restore into that.`,
    );
  }
}

/**
 * Which of this code's migrations to apply before the rows (up to the archive's) and which after.
 * Refuses an archive made by a newer version, or by migrations that differ from this code's.
 */
function planMigrations(manifest: Manifest, applied: AppliedMigration[]) {
  const code = codeMigrations();
  manifest.migrations.forEach((migration, index) => {
    const ours = code[index];
    if (!ours || ours.folderMillis !== migration.createdAt) {
      throw new RestoreRefusedError(
        `The archive was made by a newer version of Nagara Jobs: its migration ${describe(migration)} is not in this code ` +
          `(this code's last is ${code.at(-1)?.id ?? "none"}). Update the code, then restore.`,
      );
    }
    if (ours.hash !== migration.hash) {
      throw new RestoreRefusedError(`The archive's migration ${ours.id} differs from this code's file ${ours.id}.sql: it was made by another code base.`);
    }
  });
  const done = applied.length;
  const matches = applied.every((migration, index) => code[index]?.hash === migration.hash);
  if (!matches || done > manifest.migrations.length) {
    throw new RestoreRefusedError(
      `The target database has migrations the archive does not (${applied.map(describe).join(", ")}): restore into a new, empty database.`,
    );
  }
  return { before: code.slice(done, manifest.migrations.length), after: code.slice(manifest.migrations.length) };
}

/** drizzle's migrator, inside our transaction: the same table and rows, so the server finds them applied. */
async function migrate(tx: Queryable, migrations: ReturnType<typeof codeMigrations>) {
  await tx.execute(sql`create schema if not exists drizzle`);
  await tx.execute(sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`);
  for (const migration of migrations) {
    for (const statement of migration.sql) await tx.execute(sql.raw(statement));
    await tx.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`);
  }
}

/** Serial and identity columns continue after the highest id loaded. */
async function resetSequences(tx: Queryable) {
  const sequences = await rowsOf<{ table: string; column: string; sequence: string }>(
    tx,
    sql`select table_name as table, column_name as column, seq as sequence from (
          select table_name, column_name, pg_get_serial_sequence(format('%I.%I', table_schema, table_name), column_name) as seq
          from information_schema.columns where table_schema = 'public') c
        where seq is not null`,
  );
  for (const { table, column, sequence } of sequences) {
    await tx.execute(sql`select setval(${sequence}, coalesce((select max(${sql.identifier(column)}) from ${tableName(table)}), 0) + 1, false)`);
  }
}

function parseJson(data: Buffer): unknown {
  try {
    return JSON.parse(data.toString("utf8"));
  } catch {
    return undefined;
  }
}

async function readEntry(entry: AsyncIterable<Buffer>) {
  const chunks: Buffer[] = [];
  for await (const chunk of entry) chunks.push(chunk);
  return Buffer.concat(chunks);
}

export async function restoreBackup(target: { db: Database; storage: FileStorage }, input: Readable): Promise<RestoreSummary> {
  const extract = tar.extract();
  // Listening from the start: the extractor drops entries that come before anyone iterates, and
  // the first queries of the transaction take a while on PostgreSQL.
  const iterator = extract[Symbol.asyncIterator]();
  const entries = { [Symbol.asyncIterator]: () => iterator };
  const reading = pipeline(input, createGunzip(), extract);
  reading.catch(() => {});
  const written = new Set<string>();
  try {
    const summary = await target.db.transaction(async (tx) => {
      // Taken by a server migrating the same PostgreSQL database (client.ts): it waits for the restore.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('nagara_jobs.migrations'))`);
      await assertEmpty(tx);

      let manifest: Manifest | undefined;
      let after: ReturnType<typeof codeMigrations> = [];
      /** Tables still to come, in the manifest's order; loaded[table] counts the rows so far. */
      let tablesLeft: string[] = [];
      const loaded = new Map<string, number>();
      const columns = new Map<string, string[]>();
      /** storage_key → sha256 of every row of `files`, once the tables are loaded. */
      let expected: Map<string, string> | undefined;
      let removed: string[] = [];

      /** After the last table: counts checked, sequences reset, files listed, later migrations applied. */
      const finishTables = async () => {
        if (expected) return;
        for (const { name, rows } of manifest!.tables) {
          if ((loaded.get(name) ?? 0) !== rows) throw new Error(`The archive is damaged: ${name} has ${loaded.get(name) ?? 0} of its ${rows} rows`);
        }
        await resetSequences(tx);
        const files = await rowsOf<{ key: string; sha256: string }>(tx, sql`select storage_key as key, sha256 from files`);
        expected = new Map(files.map((file) => [file.key, file.sha256]));
        await migrate(tx, after);
      };

      for await (const entry of entries) {
        const name = entry.header.name;
        const data = await readEntry(entry as unknown as AsyncIterable<Buffer>);
        if (!manifest) {
          if (name !== manifestEntry) throw new RestoreRefusedError(`This is not a Nagara Jobs backup: it does not start with ${manifestEntry}.`);
          const parsed = manifestSchema.safeParse(parseJson(data));
          if (!parsed.success) throw new RestoreRefusedError(`This is not a Nagara Jobs backup of a format this code reads: ${parsed.error.issues[0]?.message}`);
          manifest = parsed.data;
          // Triggers that make rows of their own (an employer's company page, a deleted page's slug)
          // stand aside while the archive's rows are deleted and loaded: the archive has those rows.
          await tx.execute(sql`select set_config('nagara.restoring', 'on', true)`);
          const plan = planMigrations(manifest, await appliedMigrations(tx));
          after = plan.after;
          await migrate(tx, plan.before);
          // The archive's tables are those its migrations make; rows the migrations seed (the
          // course catalogue) make way for the archive's own.
          const tables = await tablesInLoadOrder(tx);
          const listed = manifest.tables.map((table) => table.name);
          if ([...tables].sort().join() !== [...listed].sort().join()) {
            throw new Error(`The archive is damaged: its tables (${listed.join(", ")}) are not those of its migrations (${tables.join(", ")})`);
          }
          // Only where there are any: audit_log's trigger refuses every DELETE, even one of no rows.
          for (const table of [...listed].reverse()) {
            if (await hasRows(tx, table)) await tx.execute(sql`delete from ${tableName(table)}`);
          }
          tablesLeft = listed;
          continue;
        }

        const table = /^tables\/([^/]+)\/\d+\.ndjson$/.exec(name)?.[1];
        if (table !== undefined) {
          if (expected) throw new Error(`The archive is damaged: rows of ${table} after its files`);
          // Tables come in the manifest's order, each in one run of entries.
          while (tablesLeft.length > 0 && tablesLeft[0] !== table) tablesLeft.shift();
          if (tablesLeft.length === 0) throw new Error(`The archive is damaged: ${name} is out of order or not in its manifest`);
          if (!columns.has(table)) columns.set(table, await storedColumns(tx, table));
          const lines = data.toString("utf8").split("\n").filter((line) => line !== "");
          const list = columnList(columns.get(table)!);
          // overriding system value: identity columns, if a table ever has one, keep their ids.
          await tx.execute(sql`insert into ${tableName(table)} (${list}) overriding system value
            select ${list} from json_populate_recordset(null::${tableName(table)}, ${`[${lines.join(",")}]`}::json)`);
          loaded.set(table, (loaded.get(table) ?? 0) + lines.length);
          continue;
        }

        await finishTables();
        const key = /^files\/(.+)$/.exec(name)?.[1];
        if (key !== undefined) {
          const sha256 = expected!.get(key);
          if (sha256 === undefined) throw new Error(`The archive is damaged: ${name} belongs to no row of files`);
          if (createHash("sha256").update(data).digest("hex") !== sha256) throw new Error(`The archive is damaged: ${name} is not the file its row describes`);
          written.add(key);
          await target.storage.write(key, data);
        } else if (name === removedFilesEntry) {
          removed = removedFilesSchema.parse(JSON.parse(data.toString("utf8"))).keys;
        } else {
          throw new Error(`The archive is damaged: unexpected entry ${name}`);
        }
      }
      // A damaged gzip stream fails here at the latest, before the transaction commits.
      await reading;
      if (!manifest) throw new RestoreRefusedError("This is not a Nagara Jobs backup: it is empty.");
      await finishTables();
      const missing = [...expected!.keys()].filter((key) => !written.has(key) && !removed.includes(key));
      if (missing.length > 0) throw new Error(`The archive is damaged: ${missing.length} of its files are missing (${missing.slice(0, 3).join(", ")})`);
      return {
        tables: manifest.tables.length,
        rows: manifest.tables.reduce((sum, table) => sum + table.rows, 0),
        files: written.size,
        migratedAfterwards: after.map((migration) => migration.id),
      };
    });
    return summary;
  } catch (error) {
    extract.destroy();
    for (const key of written) await target.storage.remove(key).catch(() => {});
    throw error;
  }
}
