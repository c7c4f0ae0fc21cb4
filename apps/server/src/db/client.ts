/**
 * Opens the database: a PostgreSQL server when DATABASE_URL is set, else the embedded PGlite in
 * DATA_DIR/db. PGlite may be opened by one process only, so its folder is locked for as long as
 * it is open and a second process gets a clear error instead of corrupting it; the lock of a
 * process that died is taken over at once (data-dir-lock.ts).
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { retryReadsOnLostConnection } from "./retry-reads.ts";
import { acquireLock, LockHeldError, type HeldLock } from "./data-dir-lock.ts";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Applies the SQL migrations that are not applied yet. */
  migrate(): Promise<void>;
  /** The raw client, for LISTEN/NOTIFY and health checks. */
  pglite?: PGlite;
  pool?: pg.Pool;
  close(): Promise<void>;
}

export class DatabaseLockedError extends Error {
  constructor(directory: string, { owner, refreshedAgoMs }: LockHeldError) {
    const holder = !owner
      ? "a running Nagara Jobs server or script"
      : refreshedAgoMs === undefined
        ? `a Nagara Jobs server or script (pid ${owner.pid}, started ${owner.startedAt})`
        : `a Nagara Jobs server or script on ${owner.hostname} (pid ${owner.pid}, active ${Math.round(refreshedAgoMs / 1000)} s ago)`;
    super(
      `The database in ${directory} is already open in another process: ${holder} is using DATA_DIR ${path.dirname(directory)}. ` +
        `Stop that process first, or set DATA_DIR to another folder.`,
    );
    this.name = "DatabaseLockedError";
  }
}

export async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client that dies (server restart, terminated backend) is reported here and dropped by the
  // pool; without a listener node-postgres rethrows it as an uncaught exception and the process ends.
  pool.on("error", () => {});
  retryReadsOnLostConnection(pool);
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: "postgres",
    pool,
    migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }),
    close: () => pool.end(),
  };
}

/** Wraps an already open PGlite instance (tests load one from a dump). */
export function fromPglite(client: PGlite, release: () => Promise<void> = async () => {}): DatabaseHandle {
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    kind: "pglite",
    pglite: client,
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: async () => {
      await client.close();
      await release();
    },
  };
}

export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const directory = path.join(dataDir, "db");
  mkdirSync(directory, { recursive: true });
  let lock: HeldLock;
  try {
    // A sibling folder (db.lock) naming its owner: a crashed owner's lock is taken over at once.
    lock = await acquireLock(`${directory}.lock`);
  } catch (error) {
    if (error instanceof LockHeldError) throw new DatabaseLockedError(directory, error);
    throw error;
  }
  try {
    const client = await PGlite.create(directory);
    return fromPglite(client, lock.release);
  } catch (error) {
    await lock.release();
    throw error;
  }
}

export function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
