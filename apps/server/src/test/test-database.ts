/**
 * A fresh database for one test file: a copy of the migrated PGlite dump, or, when the project runs
 * with TEST_DB=postgres, a new database on TEST_DATABASE_URL made from the migrations and dropped after.
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { createPglite, fromPglite, openPostgres, type DatabaseHandle } from "../db/client.ts";

export type TestDatabaseKind = "pglite" | "postgres";

export function testDatabaseKind(): TestDatabaseKind {
  return process.env.TEST_DB === "postgres" ? "postgres" : "pglite";
}

export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (testDatabaseKind() === "pglite") {
    const dump = readFileSync(inject("pgliteDumpFile"));
    return fromPglite(await createPglite({ loadDataDir: new Blob([dump]) }));
  }
  const database = await createEmptyPostgresDatabase();
  const handle = await openPostgres(database.url);
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await database.drop();
    },
  };
}

/** A new, empty database on TEST_DATABASE_URL's server: its URL, and `drop()` (which ends its connections). */
export async function createEmptyPostgresDatabase(prefix = "nj_test") {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("A PostgreSQL test database needs TEST_DATABASE_URL");
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const onServer = async (statement: string) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await onServer(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(`drop database if exists ${name} with (force)`) };
}
