/**
 * Reads run with planner settings of their own, for the few queries whose costs the planner gets
 * wrong (modules/search, ADR 038).
 *
 * On PostgreSQL they go through a pool of their own whose connections start with the settings (the
 * start-up `options`, `-c name=value`): a read costs one round trip like any other, where a
 * transaction that set them cost two more, BEGIN with the settings and COMMIT (ADR 061). The pool
 * sends a read again on a lost connection, as the app's pool does (retry-reads.ts), and ends with it
 * (`endPlannerPools`). The embedded database has no connections: a transaction sets them for itself,
 * one for each query in its thread (the thread runs it, one message), one for the read in-process.
 */
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";
import type { Database } from "./database.ts";
import type { PgliteClient } from "./pglite-thread.ts";
import { loadedPostgresDriver, type PostgresDriver } from "./postgres-driver.ts";
import { retryReadsOnLostConnection } from "./retry-reads.ts";
import * as schema from "./schema/index.ts";

/** Planner settings by name, as `set_config` takes them. */
export type PlannerSettings = Record<string, string>;

const settingsQuery = (settings: PlannerSettings) =>
  sql`select ${sql.join(
    Object.entries(settings).map(([name, value]) => sql`set_config(${name}, ${value}, true)`),
    sql`, `,
  )}`;

/**
 * The settings as statements for the embedded database's simple protocol, in one message: the names
 * and values are the code's own (a name of letters and underscores, a value of letters, digits and dots).
 */
const setLocalStatements = (settings: PlannerSettings) =>
  Object.entries(settings)
    .map(([name, value]) => {
      if (!/^[a-z_]+$/.test(name) || !/^[\w.]+$/.test(value)) throw new Error(`Not a planner setting: ${name}=${value}`);
      return `set local ${name} = ${value}`;
    })
    .join("; ");

/** The settings as a connection's start-up options: the names and values are the code's own. */
const startupOptions = (settings: PlannerSettings) =>
  Object.entries(settings)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(" ");

/** A few connections: the searches' reads are short, and the app's pool keeps its own. */
const plannerPoolSize = 4;

/** By the app's pool, a pool for each set of settings asked for, opened at the first read that asks. */
const plannerPools = new WeakMap<pg.Pool, Map<string, { pool: pg.Pool; db: Database }>>();

function plannerPool(pool: pg.Pool, settings: PlannerSettings, driver: PostgresDriver): Database {
  const options = startupOptions(settings);
  const pools = plannerPools.get(pool) ?? new Map<string, { pool: pg.Pool; db: Database }>();
  plannerPools.set(pool, pools);
  const known = pools.get(options);
  if (known) return known.db;
  const own = new driver.pg.Pool({ ...pool.options, max: Math.min(pool.options.max, plannerPoolSize), options });
  // As the app's pool (client.ts): a connection that dies idle or lent out is not an uncaught error.
  own.on("error", () => {});
  own.on("connect", (client) => client.on("error", () => {}));
  retryReadsOnLostConnection(own);
  const db = driver.drizzle(own) as unknown as Database;
  pools.set(options, { pool: own, db });
  return db;
}

/** Ends the settings' pools of the app's pool; client.ts calls it as it ends that pool. */
export async function endPlannerPools(pool: pg.Pool): Promise<void> {
  const pools = plannerPools.get(pool);
  plannerPools.delete(pool);
  await Promise.all([...(pools?.values() ?? [])].map((own) => own.pool.end()));
}

/** By the embedded database's thread client, a Drizzle over it for each set of settings asked for. */
const threadReaders = new WeakMap<object, Map<string, Database>>();

/**
 * A reader of the embedded database in its thread whose every query runs with the settings, each
 * in a transaction of its own that the thread begins, sets, runs and commits with no message between
 * (pglite-thread.ts `withSettings`). A read's queries each see the data as of their own start, as they
 * did in one transaction (READ COMMITTED).
 */
function threadReader(client: PgliteClient & Required<Pick<PgliteClient, "withSettings">>, settings: PlannerSettings): Database {
  const statements = setLocalStatements(settings);
  const readers = threadReaders.get(client) ?? new Map<string, Database>();
  threadReaders.set(client, readers);
  let reader = readers.get(statements);
  if (!reader) {
    reader = drizzlePglite(client.withSettings(statements) as PGlite, { schema }) as unknown as Database;
    readers.set(statements, reader);
  }
  return reader;
}

/** Runs `read` with the planner `settings`: on its own pool on PostgreSQL, in a transaction on PGlite. */
export async function readWithSettings<T>(db: Database, settings: PlannerSettings, read: (db: Database) => Promise<T>): Promise<T> {
  const client = (db as unknown as { $client?: unknown }).$client;
  const driver = loadedPostgresDriver();
  if (driver && client instanceof driver.pg.Pool) return read(plannerPool(client, settings, driver));
  const thread = client as PgliteClient | undefined;
  if (typeof thread?.withSettings === "function") return read(threadReader(thread as PgliteClient & Required<Pick<PgliteClient, "withSettings">>, settings));
  return db.transaction(async (transaction) => {
    // The embedded database's own transaction under Drizzle's takes the settings as one simple
    // message, SET LOCAL each: a SELECT of set_config cost a search on PGlite about 0.35 ms, these 0.05.
    const embedded = (transaction as unknown as { session?: { client?: { exec?: (statements: string) => Promise<unknown> } } }).session?.client;
    if (typeof embedded?.exec === "function") await embedded.exec(setLocalStatements(settings));
    else await transaction.execute(settingsQuery(settings));
    return read(transaction as unknown as Database);
  });
}
