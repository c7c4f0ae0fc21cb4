/**
 * db/client.ts: the embedded PGlite is opened by one holder only (ARCHITECTURE.md: never run a
 * script against a data directory a running server holds), and a PostgreSQL pool survives the
 * loss of an idle connection.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import pg from "pg";
import { DatabaseLockedError, openPglite, openPostgres, type DatabaseHandle } from "./client.ts";
import { testDatabaseKind } from "../test/test-database.ts";

describe.runIf(testDatabaseKind() === "pglite")("openPglite and its lock", () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "nj-lock-"));
  const handles: DatabaseHandle[] = [];
  afterAll(async () => {
    for (const handle of handles) await handle.close().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("refuses a second open of the same directory with DatabaseLockedError naming it; after close it opens again with the data kept", async () => {
    const first = await openPglite(dataDir);
    handles.push(first);
    await first.pglite!.exec("create table kept (value text); insert into kept values ('still here');");

    const second = openPglite(dataDir);
    await expect(second).rejects.toBeInstanceOf(DatabaseLockedError);
    const error = (await second.catch((caught: unknown) => caught)) as Error;
    expect(error.name).toBe("DatabaseLockedError");
    expect(error.message).toContain(path.join(dataDir, "db"));
    expect(error.message).toMatch(/already open in another process/);
    expect(error.message).toContain(`(pid ${process.pid}, started `);

    await first.close();
    handles.length = 0;
    expect(existsSync(path.join(dataDir, "db.lock"))).toBe(false);

    const again = await openPglite(dataDir);
    handles.push(again);
    const result = await again.pglite!.query<{ value: string }>("select value from kept");
    expect(result.rows).toEqual([{ value: "still here" }]);
  }, 60_000);
});

describe.runIf(testDatabaseKind() === "postgres")("openPostgres", () => {
  it("keeps serving after an idle connection is terminated by the server (no uncaught pool error)", async () => {
    const serverUrl = process.env.TEST_DATABASE_URL!;
    const name = `nj_test_pool_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const handle = await openPostgres(url.toString());
    try {
      // node-postgres: an idle client's error is emitted on the pool, and a pool without an
      // 'error' listener throws it as an uncaught exception, which ends the server process.
      expect(handle.pool!.listenerCount("error")).toBeGreaterThan(0);

      const pid = (await handle.pool!.query<{ pid: number }>("select pg_backend_pid() as pid")).rows[0]!.pid;
      await admin.query("select pg_terminate_backend($1)", [pid]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const result = await handle.pool!.query<{ one: number }>("select 1 as one");
      expect(result.rows).toEqual([{ one: 1 }]);

      // A connection the app holds (a transaction between two queries) is terminated: node-postgres
      // emits the error on that client, which the pool no longer listens to while it is lent out.
      const held = await handle.pool!.connect();
      const heldPid = (await held.query<{ pid: number }>("select pg_backend_pid() as pid")).rows[0]!.pid;
      await admin.query("select pg_terminate_backend($1)", [heldPid]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await expect(held.query("select 1")).rejects.toThrow();
      held.release(true);
      expect((await handle.pool!.query<{ one: number }>("select 1 as one")).rows).toEqual([{ one: 1 }]);
    } finally {
      await handle.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
