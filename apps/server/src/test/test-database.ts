/**
 * A fresh database for one test file: a copy of the migrated PGlite dump, or, when the project runs
 * with TEST_DB=postgres, a new database on TEST_DATABASE_URL copied from the migrated template
 * (postgres-global-setup.ts) and dropped after.
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

/** The run's migrated PGlite dump (global-setup.ts), read once per worker: its files share one module graph. */
let migratedDump: Buffer | undefined;

/**
 * The migrated dump as PGlite's `loadDataDir` takes it. PGlite reads only the `type` and
 * `arrayBuffer()` of the Blob it is given; a real Blob would copy the dump's 40 MB twice more on
 * every open (into the Blob, then out of it in chunks), about a third of what opening a test
 * database costs. Each database gets its own copy of the bytes, so none can change another's.
 */
export function migratedDumpBlob(): Blob {
  migratedDump ??= readFileSync(inject("pgliteDumpFile"));
  const dump = migratedDump;
  const dumpLike: Pick<Blob, "type" | "arrayBuffer"> = {
    type: "application/x-tar",
    arrayBuffer: async () => dump.buffer.slice(dump.byteOffset, dump.byteOffset + dump.byteLength) as ArrayBuffer,
  };
  return dumpLike as Blob;
}

export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (testDatabaseKind() === "pglite") return fromPglite(await createPglite({ loadDataDir: migratedDumpBlob() }));
  const database = await createEmptyPostgresDatabase("nj_test", inject("postgresTemplate"));
  const handle = await openPostgres(database.url);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await database.drop();
    },
  };
}

/**
 * A new database on TEST_DATABASE_URL's server, empty or a copy of `template`: its name, its URL,
 * and `drop()` (which ends its connections).
 */
export async function createEmptyPostgresDatabase(prefix = "nj_test", template?: string) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("A PostgreSQL test database needs TEST_DATABASE_URL");
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const onServer = async (...statements: string[]) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      for (const statement of statements) await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await onServer(
    template ? `create database ${name} template ${template}` : `create database ${name}`,
    // A test's commit need not wait for the disk (about 2 ms each here, a tenth of that without):
    // a crash of the test server loses nothing a test needs. Not copied from a template, so set on each.
    `alter database ${name} set synchronous_commit = off`,
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => onServer(`drop database if exists ${name} with (force)`) };
}
