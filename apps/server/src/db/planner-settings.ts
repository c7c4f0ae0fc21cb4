/**
 * Reads run with planner settings of their own (`set_config(..., true)`, this transaction only),
 * for the few queries whose costs the planner gets wrong (modules/search, ADR 038).
 *
 * On PostgreSQL the reads hold one pooled connection from BEGIN to COMMIT, like any transaction,
 * but unlike Drizzle's `transaction()` a lost connection costs them nothing: the connection is
 * given back to the pool as broken whatever failed (Drizzle keeps one that died before BEGIN), and
 * the reads, which change nothing, are run again on a fresh one, as plain reads are
 * (retry-reads.ts). The embedded database has no connection to lose: a transaction does.
 */
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Database } from "./client.ts";
import { isConnectionLost } from "./errors.ts";
import { retryDelayMs } from "./retry-reads.ts";

/** Planner settings by name, as `set_config` takes them. */
export type PlannerSettings = Record<string, string>;

const settingsQuery = (settings: PlannerSettings) =>
  sql`select ${sql.join(
    Object.entries(settings).map(([name, value]) => sql`set_config(${name}, ${value}, true)`),
    sql`, `,
  )}`;

/** The settings as SQL text, for one round trip with BEGIN: the names and values are the code's own. */
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
const settingsText = (settings: PlannerSettings) =>
  `select ${Object.entries(settings)
    .map(([name, value]) => `set_config(${literal(name)}, ${literal(value)}, true)`)
    .join(", ")}`;

async function onOneConnection<T>(pool: pg.Pool, settings: PlannerSettings, read: (db: Database) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let failure: unknown;
  try {
    await client.query(`begin read only; ${settingsText(settings)}`);
    const result = await read(drizzlePg(client) as unknown as Database);
    await client.query("commit");
    return result;
  } catch (error) {
    failure = error;
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    // A connection that failed is dropped rather than lent to the next request.
    client.release(failure instanceof Error && isConnectionLost(failure) ? failure : undefined);
  }
}

export async function readWithSettings<T>(db: Database, settings: PlannerSettings, read: (db: Database) => Promise<T>): Promise<T> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) {
    return db.transaction(async (transaction) => {
      await transaction.execute(settingsQuery(settings));
      return read(transaction as unknown as Database);
    });
  }
  // Three tries, where a plain read has two: the reads span several round trips, each of which a
  // lost connection can cut.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await onOneConnection(client, settings, read);
    } catch (error) {
      if (!isConnectionLost(error) || attempt === 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
    }
  }
}
