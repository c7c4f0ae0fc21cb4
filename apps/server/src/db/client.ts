/**
 * Opens the database: a PostgreSQL server when DATABASE_URL is set, else the embedded PGlite in
 * DATA_DIR/db. PGlite may be opened by one process only, so its folder is locked for as long as
 * it is open and a second process gets a clear error instead of corrupting it; the lock of a
 * process that died is taken over at once (data-dir-lock.ts).
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { fuzzystrmatch } from "@electric-sql/pglite/contrib/fuzzystrmatch";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type pg from "pg";
import { openPgliteThread, type PgliteClient } from "./pglite-thread.ts";
import { pgliteStartParams } from "./pglite-settings.ts";
import { isConnectionLost } from "./errors.ts";
import { retryReadsOnLostConnection } from "./retry-reads.ts";
import { endPlannerPools } from "./planner-settings.ts";
import { loadPostgresDriver, type PostgresDriver } from "./postgres-driver.ts";
import { acquireLock, LockHeldError, type HeldLock } from "./data-dir-lock.ts";
import type { Database } from "./database.ts";
import * as schema from "./schema/index.ts";
import { serverSource } from "../server-files.ts";

export type { Database, Schema } from "./database.ts";

export const migrationsFolder = serverSource("db/migrations");

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Applies the SQL migrations that are not applied yet. */
  migrate(): Promise<void>;
  /** The raw client, for LISTEN/NOTIFY and health checks. */
  pglite?: PgliteClient;
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
  const driver = await loadPostgresDriver();
  const pool = new driver.pg.Pool({ connectionString: url, max: 10 });
  // An idle client that dies (server restart, terminated backend) is reported here and dropped by the
  // pool; without a listener node-postgres rethrows it as an uncaught exception and the process ends.
  pool.on("error", () => {});
  // A client the app holds (a transaction between two queries) that dies reports it on the client
  // itself, which the pool stops listening to while it is lent out: the same rethrow would follow.
  // The next query on it fails instead, and is answered as a lost connection (503).
  pool.on("connect", (client) => client.on("error", () => {}));
  retryReadsOnLostConnection(pool);
  const db = driver.drizzle(pool, { schema }) as unknown as Database;
  releaseBrokenConnectionsOfTransactions(db, pool, driver);
  return {
    db,
    kind: "postgres",
    pool,
    migrate: () => migratePostgres(pool, driver),
    close: async () => {
      await endPlannerPools(pool);
      await pool.end();
    },
  };
}

/**
 * Drizzle's `transaction()` on a pool (0.45) never gives back a connection whose BEGIN failed (one
 * that died just after the pool lent it), and gives back as healthy one that died mid-way: a storm
 * of lost connections would shrink the pool for good. Here each transaction takes its connection
 * itself, lets Drizzle run BEGIN … COMMIT on it, and always gives it back, as broken when it was
 * lost. Savepoints (a transaction inside one) are Drizzle's own.
 */
function releaseBrokenConnectionsOfTransactions(db: Database, pool: pg.Pool, driver: PostgresDriver): void {
  const onClient = new WeakMap<pg.PoolClient, Database>();
  db.transaction = async (run, config) => {
    const client = await pool.connect();
    let failure: unknown;
    try {
      let session = onClient.get(client);
      if (!session) {
        session = driver.drizzle(client, { schema }) as unknown as Database;
        onClient.set(client, session);
      }
      return await session.transaction(run, config);
    } catch (error) {
      failure = error;
      throw error;
    } finally {
      client.release(failure instanceof Error && isConnectionLost(failure) ? failure : undefined);
    }
  };
}

/**
 * Migrates under a session-level advisory lock, on the connection that holds it: instances started
 * together would otherwise each create drizzle's table and apply the same migrations at once, and
 * all but one fail (ADR 020). Whoever waited finds everything applied and does nothing.
 */
async function migratePostgres(pool: pg.Pool, driver: PostgresDriver) {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock(hashtext('nagara_jobs.migrations'))");
    await driver.migrate(driver.drizzle(client, { schema }), { migrationsFolder });
  } finally {
    // Ending the session releases the lock, even when the connection broke mid-way.
    client.release(true);
  }
}

/** The extensions the migrations create: pg_trgm and fuzzystrmatch for near spellings in search. pglite-worker.mjs loads the same. */
export const pgliteExtensions = { fuzzystrmatch, pg_trgm };

/** Opens PGlite (in memory without `dataDir`) with the extensions the schema needs. */
export function createPglite(options: Omit<PGliteOptions, "extensions"> = {}, sharedBuffersMb?: number): Promise<PGlite> {
  return PGlite.create({ startParams: pgliteStartParams(sharedBuffersMb), ...options, extensions: pgliteExtensions });
}

/** Wraps an already open PGlite instance (tests load one from a dump). */
export function fromPglite(client: PgliteClient, release: () => Promise<void> = async () => {}): DatabaseHandle {
  // Drizzle uses only query and transaction of the PGlite it is given: the thread's client has both.
  const db = drizzlePglite(client as PGlite, { schema });
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

export async function openPglite(dataDir: string, options: { thread?: boolean; sharedBuffersMb?: number } = {}): Promise<DatabaseHandle> {
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
    // In its own thread, queries do not stop the event loop (pglite-worker.mjs, ADR 024).
    const client = options.thread
      ? await openPgliteThread(directory, options.sharedBuffersMb)
      : await createPglite({ dataDir: directory }, options.sharedBuffersMb);
    return fromPglite(client, lock.release);
  } catch (error) {
    await lock.release();
    throw error;
  }
}

/**
 * `pgliteThread`: the server runs the embedded database in its own thread (ADR 024), which keeps its
 * event loop free under load; the one-off commands (`npm run admin`, backup, restore, the demo seed)
 * open it in-process.
 */
export function openDatabase(options: { databaseUrl?: string; dataDir: string; pgliteThread?: boolean; sharedBuffersMb?: number }): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite(options.dataDir, { thread: options.pgliteThread, sharedBuffersMb: options.sharedBuffersMb });
}
