/**
 * The embedded database in its own thread (pglite-thread.ts) behaves as PGlite in-process does for
 * everything the server uses — results, errors with their SQLSTATE, transactions, savepoints,
 * LISTEN/NOTIFY — and leaves the event loop free while a query runs.
 */
import { rmSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import v8 from "node:v8";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPglite, openPglite, type DatabaseHandle } from "./client.ts";
import { isForeignKeyViolation } from "./errors.ts";
import { readWithSettings } from "./planner-settings.ts";
import { pgliteThreadHeapMb, pgliteThreadYoungMb } from "./pglite-settings.ts";
import { migratedDataDir } from "../test/migrated-data-dir.ts";
import { migratedDumpBlob, testDatabaseKind } from "../test/test-database.ts";

describe.runIf(testDatabaseKind() === "pglite")("PGlite in its own thread", () => {
  let dataDir: string;
  let handle: DatabaseHandle;

  // On the run's migrated database (a DATA_DIR of it), not a new one each: a new one costs the thread an initdb.
  beforeAll(async () => {
    dataDir = await migratedDataDir("nj-thread-");
    handle = await openPglite(dataDir, { thread: true });
    await handle.pglite!.exec(`
      create table parents (id int primary key, name text not null, born timestamptz not null default now());
      create table children (id int primary key, parent_id int not null references parents(id));
      insert into parents (id, name, born) values (1, 'one', '2026-01-02T03:04:05Z');
    `);
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("runs with the small buffer pool of pglite-settings.ts, as the in-process database does, unless told another (ADR 042)", async () => {
    const { rows } = await handle.pglite!.query<{ shared_buffers: string }>("show shared_buffers");
    expect(rows).toEqual([{ shared_buffers: "16MB" }]);
    // The run's migrated database, not a new one: the pool is a setting of the start, not of the data.
    for (const [sharedBuffersMb, shown] of [[undefined, "16MB"], [64, "64MB"]] as const) {
      const inProcess = await createPglite({ loadDataDir: migratedDumpBlob() }, sharedBuffersMb);
      try {
        expect((await inProcess.query("show shared_buffers")).rows).toEqual([{ shared_buffers: shown }]);
      } finally {
        await inProcess.close();
      }
    }
  }, 60_000);

  it("sizes PostgreSQL's shared memory for its one backend, and still lets a transaction hold more locks than the lock table's first size (ADR 078)", async () => {
    expect((await handle.pglite!.query("show max_connections")).rows).toEqual([{ max_connections: "1" }]);
    // Beside the 16 MB pool, PostgreSQL's own structures: 6.1 MB when sized for 100 connections.
    const { rows } = await handle.pglite!.query<{ others: number }>(
      "select sum(allocated_size)::float8 / 1048576 as others from pg_shmem_allocations where name is not null and name <> 'Buffer Blocks'",
    );
    expect(rows[0]!.others).toBeLessThan(4.5);
    // 400 tables made in one transaction hold 400 locks at once, past the 320 the table starts with.
    await handle.pglite!.transaction(async (tx) => {
      await tx.exec("do $$ begin for i in 1..400 loop execute format('create table lock_room_%s (id int)', i); end loop; end $$");
      const locks = await tx.query<{ held: number }>("select count(*)::int as held from pg_locks where mode = 'AccessExclusiveLock' and locktype = 'relation'");
      expect(locks.rows[0]!.held).toBeGreaterThanOrEqual(400);
      await tx.rollback();
    });
  }, 60_000);

  it("runs its thread with the buffer pool it is told (ADR 042)", async () => {
    const otherDir = await migratedDataDir("nj-thread-");
    const other = await openPglite(otherDir, { thread: true, sharedBuffersMb: 32 });
    try {
      expect((await other.pglite!.query("show shared_buffers")).rows).toEqual([{ shared_buffers: "32MB" }]);
    } finally {
      await other.close();
      rmSync(otherDir, { recursive: true, force: true });
    }
  }, 60_000);

  it("reports its thread's own V8 heap and PGlite's WASM memory, for the metrics (ADR 062)", async () => {
    const memory = await handle.pglite!.memoryUsage!();
    // PGlite's WASM memory starts at 128 MB and grows by whole 64 KB pages.
    expect(memory.wasm).toBeGreaterThanOrEqual(128 * 1024 * 1024);
    expect(memory.wasm % 65_536).toBe(0);
    expect(memory.heapUsed).toBeGreaterThan(0);
    expect(memory.heapUsed).toBeLessThanOrEqual(memory.heapTotal);
    expect(memory.arrayBuffers).toBeLessThanOrEqual(memory.external);
    // The thread's heap, not the main thread's: PGlite's thread is held to a 64 MB old generation
    // and a 6 MB young one (V8's default young generation alone would be 48 MB).
    expect(memory.heapTotal).toBeLessThan(100 * 1024 * 1024);
    expect(memory.heapLimit / 1024 / 1024).toBe(pgliteThreadHeapMb + pgliteThreadYoungMb);
    expect(pgliteThreadHeapMb + pgliteThreadYoungMb).toBe(70);
  });

  it("lets PGlite's installation bundle go once started, and still opens every file the database reads (ADR 079)", async () => {
    const { installFiles, arrayBuffers } = await handle.pglite!.memoryUsage!();
    const bundle = statSync(fileURLToPath(import.meta.resolve("@electric-sql/pglite/pglite.data"))).size;
    expect(installFiles).not.toBeNull();
    expect(installFiles!.released).toBe(bundle);
    // initdb's inputs, the build kit, the encoding conversions and replication are most of it.
    expect(installFiles!.removed).toBeGreaterThan(3 * 1024 * 1024);
    expect(installFiles!.kept + installFiles!.removed).toBeLessThanOrEqual(bundle);
    // The thread's buffers no longer hold the bundle: what is left is less than it.
    expect(arrayBuffers).toBeLessThan(bundle);
    // What the database may still open, each a file kept: a time zone and its abbreviations, a stemmer
    // and its stop words, plpgsql, and the extensions' own files.
    const { rows } = await handle.pglite!.query<Record<string, unknown>>(`
      select ('2026-01-02T03:04:05Z'::timestamptz at time zone 'Asia/Kolkata')::text as kolkata,
             (select count(*)::int from pg_timezone_abbrevs where abbrev = 'IST') as ist,
             to_tsvector('english', 'The drivers are running')::text as stemmed,
             similarity('electrician', 'electrishan') > 0.3 as similar,
             levenshtein('tailor', 'tailer') as edits`);
    expect(rows).toEqual([{ kolkata: "2026-01-02 08:34:05", ist: 1, stemmed: "'driver':2 'run':4", similar: true, edits: 1 }]);
    await handle.pglite!.exec("create function install_files_kept() returns int language plpgsql as $$ begin return 1; end $$");
    expect((await handle.pglite!.query("select install_files_kept() as one")).rows).toEqual([{ one: 1 }]);
  });

  it("sizes its thread's heap by its own limits, not by the server's Node flags for the main thread's (ADR 076)", async () => {
    // The flags the server's Node starts with (scripts/build-server.mjs): V8 would size every new
    // thread's heap by them before the thread's own resourceLimits (a 134 MB limit, and a young
    // generation of 24 MB against 6).
    v8.setFlagsFromString("--max-old-space-size=128");
    v8.setFlagsFromString("--max-semi-space-size=8");
    const otherDir = await migratedDataDir("nj-thread-");
    const other = await openPglite(otherDir, { thread: true });
    try {
      const memory = await other.pglite!.memoryUsage!();
      expect(memory.heapLimit / 1024 / 1024).toBe(pgliteThreadHeapMb + pgliteThreadYoungMb);
    } finally {
      v8.setFlagsFromString("--max-old-space-size=0");
      v8.setFlagsFromString("--max-semi-space-size=0");
      await other.close();
      rmSync(otherDir, { recursive: true, force: true });
    }
  }, 60_000);

  it("answers queries with parameters, and keeps timestamps as PostgreSQL's text as Drizzle asks", async () => {
    const born = await handle.db.select({ born: sql<string>`born` }).from(sql`parents`).where(sql`id = ${1}`);
    expect(born).toEqual([{ born: "2026-01-02 03:04:05+00" }]);
    const { rows } = await handle.pglite!.query("select name from parents where id = $1", [1]);
    expect(rows).toEqual([{ name: "one" }]);
  });

  it("passes the database's errors on with their SQLSTATE, so a foreign-key violation is recognised", async () => {
    const error = await handle.db.execute(sql`insert into children (id, parent_id) values (1, 99)`).catch((caught: unknown) => caught);
    expect(isForeignKeyViolation(error)).toBe(true);
    const duplicate = await handle.pglite!.query("insert into parents (id, name) values (1, 'again')").catch((caught: unknown) => caught);
    expect(duplicate).toMatchObject({ code: "23505", constraint: "parents_pkey" });
  });

  it("commits a transaction, rolls back one that throws, and rolls back a savepoint alone", async () => {
    await handle.db.transaction(async (transaction) => {
      await transaction.execute(sql`insert into parents (id, name) values (2, 'two')`);
    });
    await expect(
      handle.db.transaction(async (transaction) => {
        await transaction.execute(sql`insert into parents (id, name) values (3, 'three')`);
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    await handle.db.transaction(async (transaction) => {
      await transaction.execute(sql`insert into parents (id, name) values (4, 'four')`);
      await transaction
        .transaction(async (inner) => {
          await inner.execute(sql`insert into parents (id, name) values (5, 'five')`);
          inner.rollback();
        })
        .catch(() => {});
    });
    const { rows } = await handle.pglite!.query("select id from parents order by id");
    expect(rows).toEqual([{ id: 1 }, { id: 2 }, { id: 4 }]);
  });

  it("fails a statement inside a transaction without committing the rest", async () => {
    await expect(
      handle.db.transaction(async (transaction) => {
        await transaction.execute(sql`insert into parents (id, name) values (6, 'six')`);
        await transaction.execute(sql`insert into children (id, parent_id) values (2, 99)`);
      }),
    ).rejects.toSatisfy(isForeignKeyViolation);
    const { rows } = await handle.pglite!.query("select id from parents where id = 6");
    expect(rows).toEqual([]);
  });

  it("delivers notifications to listeners until they unlisten", async () => {
    const heard: string[] = [];
    const unlisten = await handle.pglite!.listen("thread_test", (payload) => heard.push(payload));
    await handle.pglite!.query("select pg_notify('thread_test', 'hello')");
    await expect.poll(() => heard).toEqual(["hello"]);
    await unlisten();
    await handle.pglite!.query("select pg_notify('thread_test', 'unheard')");
    await handle.pglite!.query("select 1");
    expect(heard).toEqual(["hello"]);
  });

  it("lets timers and I/O run while a long query runs (in-process PGlite would hold the event loop until it ends)", async () => {
    const order: string[] = [];
    const query = handle.pglite!.query("select count(*) from generate_series(1, 2000000)").then(() => order.push("query"));
    await new Promise((resolve) => setTimeout(resolve, 0));
    order.push("timer");
    // The query is a message the thread has not answered yet: the database is busy (ADR 066's upkeep waits).
    expect(handle.pglite!.pendingMessages!()).toBe(1);
    await query;
    expect(order).toEqual(["timer", "query"]);
    expect(handle.pglite!.pendingMessages!()).toBe(0);
  });

  it("runs a read's queries with planner settings, each in a transaction of its own begun in the thread, and leaves the rest at the defaults", async () => {
    const settings = { cpu_operator_cost: "0.0125", enable_seqscan: "off" };
    const shown = (reader: DatabaseHandle["db"]) =>
      reader.execute<{ cost: string; seqscan: string; transaction: string }>(
        sql`select current_setting('cpu_operator_cost') as cost, current_setting('enable_seqscan') as seqscan, txid_current()::text as transaction`,
      );
    const [first, second] = await readWithSettings(handle.db, settings, (reader) => Promise.all([shown(reader), shown(reader)]));
    const rows = [first, second].map((result) => (result as unknown as { rows: { cost: string; seqscan: string; transaction: string }[] }).rows[0]!);
    expect(rows.map(({ cost, seqscan }) => [cost, seqscan])).toEqual([
      ["0.0125", "off"],
      ["0.0125", "off"],
    ]);
    expect(rows[0]!.transaction).not.toBe(rows[1]!.transaction);
    // A query that fails rolls its transaction back, settings and all.
    await expect(readWithSettings(handle.db, settings, (reader) => reader.execute(sql`select 1 / 0`))).rejects.toThrow(/select 1 \/ 0/);
    const after = (await shown(handle.db)) as unknown as { rows: { cost: string; seqscan: string }[] };
    expect([after.rows[0]!.cost, after.rows[0]!.seqscan]).toEqual(["0.0025", "on"]);
    // A transaction begun on the reader takes the settings too.
    const inTransaction = await readWithSettings(handle.db, settings, (reader) => reader.transaction((transaction) => shown(transaction as unknown as DatabaseHandle["db"])));
    expect((inTransaction as unknown as { rows: { cost: string }[] }).rows[0]!.cost).toBe("0.0125");
  });
});
