/**
 * node-postgres and Drizzle's driver for it, loaded only when the server opens PostgreSQL: on the
 * embedded database (PGlite, the default) they are never needed, and loading them cost the process
 * some 3 MB of heap for good (ADR 077).
 */
import type pg from "pg";
import type { drizzle } from "drizzle-orm/node-postgres";
import type { migrate } from "drizzle-orm/node-postgres/migrator";

export type PostgresDriver = {
  pg: typeof pg;
  drizzle: typeof drizzle;
  migrate: typeof migrate;
};

let loading: Promise<PostgresDriver> | undefined;
let loaded: PostgresDriver | undefined;

/** Loads the driver, once. */
export function loadPostgresDriver(): Promise<PostgresDriver> {
  loading ??= Promise.all([import("pg"), import("drizzle-orm/node-postgres"), import("drizzle-orm/node-postgres/migrator")]).then(([pgModule, driver, migrator]) => {
    loaded = { pg: pgModule.default, drizzle: driver.drizzle, migrate: migrator.migrate };
    return loaded;
  });
  return loading;
}

/** The driver if PostgreSQL was opened; until then nothing can be one of its pools. */
export function loadedPostgresDriver(): PostgresDriver | undefined {
  return loaded;
}

/** Whether `client` is a node-postgres pool (drizzle's `$client` on PostgreSQL). */
export function isPostgresPool(client: unknown): client is pg.Pool {
  return loaded !== undefined && client instanceof loaded.pg.Pool;
}
