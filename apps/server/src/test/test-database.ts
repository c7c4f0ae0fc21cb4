/**
 * A fresh database for one test file: a copy of the migrated PGlite dump, or, when the project runs
 * with TEST_DB=postgres, a new database on TEST_DATABASE_URL made from the migrations and dropped after.
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { inject } from "vitest";
import { fromPglite, openPostgres, type DatabaseHandle } from "../db/client.ts";

export type TestDatabaseKind = "pglite" | "postgres";

export function testDatabaseKind(): TestDatabaseKind {
  return process.env.TEST_DB === "postgres" ? "postgres" : "pglite";
}

export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (testDatabaseKind() === "pglite") {
    const dump = readFileSync(inject("pgliteDumpFile"));
    return fromPglite(await PGlite.create({ loadDataDir: new Blob([dump]) }));
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
  const name = `nj_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString());
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
