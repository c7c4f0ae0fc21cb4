/**
 * What a backup archive is (ADR 023), shared by the writer and the reader: a `.tar.gz` of
 * `manifest.json` first, then `tables/<table>/<n>.ndjson` (one JSON object a row, one entry a batch,
 * tables in foreign-key order), then `files/<storage_key>` for every row of `files`, and at the end
 * `files-removed.json` when files were deleted, with their rows, while the backup ran. Also the
 * catalogue queries both sides need: tables in load order, their columns, and the migrations.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql, type SQL } from "drizzle-orm";
import { readMigrationFiles, type MigrationMeta } from "drizzle-orm/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { z } from "zod";
import { migrationsFolder } from "../client.ts";

/** A database or a transaction on it: backups read and restores write inside one transaction. */
export type Queryable = Pick<PgDatabase<PgQueryResultHKT, Record<string, unknown>>, "execute">;

export const archiveFormat = "nagara-jobs-backup";
export const archiveVersion = 1;
export const manifestEntry = "manifest.json";
export const removedFilesEntry = "files-removed.json";
/** Rows per `tables/…` entry: one FETCH from the cursor on backup, one INSERT on restore. */
export const rowsPerEntry = 1000;

const migrationSchema = z.object({
  /** The migration's file name without `.sql` (e.g. `0006_trust`), when this code knows it. */
  id: z.string().nullable(),
  /** drizzle's `created_at`: the journal's `when` of the migration, which orders them. */
  createdAt: z.number().int(),
  hash: z.string(),
});
export type AppliedMigration = z.infer<typeof migrationSchema>;

export const manifestSchema = z.object({
  format: z.literal(archiveFormat),
  version: z.literal(archiveVersion),
  createdAt: z.string(),
  engine: z.enum(["pglite", "postgres"]),
  migrations: z.array(migrationSchema),
  /** Every table of the `public` schema, in the order a restore loads them. */
  tables: z.array(z.object({ name: z.string().min(1), rows: z.number().int().min(0) })),
  files: z.number().int().min(0),
});
export type Manifest = z.infer<typeof manifestSchema>;

export const removedFilesSchema = z.object({ keys: z.array(z.string()) });

export const tableEntry = (table: string, batch: number) => `tables/${table}/${String(batch).padStart(6, "0")}.ndjson`;
export const fileEntry = (key: string) => `files/${key}`;

/** The rows of a raw query, whichever driver runs it (node-postgres and PGlite both answer `{ rows }`). */
export async function rowsOf<T>(db: Queryable, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export const tableName = (table: string) => sql`${sql.identifier("public")}.${sql.identifier(table)}`;

/**
 * The tables of `public`, each after the tables its foreign keys point to (ties by name), so rows
 * load with every constraint checked as usual. A reference to itself is left to the row order.
 */
export async function tablesInLoadOrder(db: Queryable): Promise<string[]> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const references = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`select c.relname as child, p.relname as parent
        from pg_constraint k
        join pg_class c on c.oid = k.conrelid join pg_namespace cn on cn.oid = c.relnamespace
        join pg_class p on p.oid = k.confrelid join pg_namespace pn on pn.oid = p.relnamespace
        where k.contype = 'f' and cn.nspname = 'public' and pn.nspname = 'public' and c.oid <> p.oid`,
  );
  const ordered: string[] = [];
  const pending = new Set(tables.map((table) => table.name));
  while (pending.size > 0) {
    const ready = [...pending].filter((table) =>
      references.every((reference) => reference.child !== table || !pending.has(reference.parent)),
    );
    if (ready.length === 0) throw new Error(`Foreign keys form a cycle among: ${[...pending].join(", ")}`);
    for (const table of ready) {
      ordered.push(table);
      pending.delete(table);
    }
  }
  return ordered;
}

/** The columns a row is written and read with: generated columns are computed again on restore. */
export async function storedColumns(db: Queryable, table: string): Promise<string[]> {
  const columns = await rowsOf<{ name: string }>(
    db,
    sql`select column_name as name from information_schema.columns
        where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
        order by ordinal_position`,
  );
  return columns.map((column) => column.name);
}

export const columnList = (columns: string[]) => sql.join(columns.map((column) => sql.identifier(column)), sql`, `);

/** The migrations of this code, in order, with the ids the journal gives them. */
export function codeMigrations(): (MigrationMeta & { id: string })[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
    entries: { when: number; tag: string }[];
  };
  return readMigrationFiles({ migrationsFolder }).map((migration, index) => ({ ...migration, id: journal.entries[index]!.tag }));
}

/** The migrations applied to a database (drizzle's table), oldest first; none on a new database. */
export async function appliedMigrations(db: Queryable): Promise<AppliedMigration[]> {
  const [table] = await rowsOf<{ present: boolean }>(db, sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!table!.present) return [];
  const ids = new Map(codeMigrations().map((migration) => [migration.folderMillis, migration.id]));
  const rows = await rowsOf<{ hash: string; created_at: string | number }>(
    db,
    sql`select hash, created_at from drizzle.__drizzle_migrations order by created_at, id`,
  );
  return rows.map((row) => ({ id: ids.get(Number(row.created_at)) ?? null, createdAt: Number(row.created_at), hash: row.hash }));
}
