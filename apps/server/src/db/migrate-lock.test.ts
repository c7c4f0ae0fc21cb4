/**
 * Issue 14: instances started together on one PostgreSQL each migrate on start. Without the
 * advisory lock around `migrate()`, all but one failed (duplicate schema, "__drizzle_migrations
 * already exists"); with it, one applies the migrations and the others find them applied.
 * PGlite is opened by one process only (its folder is locked), so there is no race to test there.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { migrationsFolder, openPostgres, type DatabaseHandle } from "./client.ts";
import { createEmptyPostgresDatabase, testDatabaseKind } from "../test/test-database.ts";

const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as { entries: unknown[] };

describe.runIf(testDatabaseKind() === "postgres")("migrate() on PostgreSQL, several at once", () => {
  const handles: DatabaseHandle[] = [];
  let database: Awaited<ReturnType<typeof createEmptyPostgresDatabase>> | undefined;
  afterAll(async () => {
    for (const handle of handles) await handle.close().catch(() => {});
    await database?.drop();
  });

  it("applies every migration once on a fresh database, and none of the 4 callers fails", async () => {
    database = await createEmptyPostgresDatabase("nj_test_migrate");
    // A pool each, as separate server processes have.
    for (let index = 0; index < 4; index += 1) handles.push(await openPostgres(database.url));

    const results = await Promise.allSettled(handles.map((handle) => handle.migrate()));
    expect(results.map((result) => (result.status === "rejected" ? String(result.reason) : "ok"))).toEqual(["ok", "ok", "ok", "ok"]);

    const { rows } = await handles[0]!.pool!.query<{ hash: string }>("select hash from drizzle.__drizzle_migrations");
    expect(rows).toHaveLength(journal.entries.length);
    expect(new Set(rows.map((row) => row.hash)).size).toBe(journal.entries.length);
    // The seed migration (ADR 004) ran once: its courses are there once each.
    const courses = await handles[0]!.pool!.query<{ count: string; distinct: string }>(
      "select count(*) as count, count(distinct title) as distinct from courses",
    );
    expect(Number(courses.rows[0]!.count)).toBeGreaterThan(0);
    expect(courses.rows[0]!.count).toBe(courses.rows[0]!.distinct);

    // Started again later, with everything applied: nothing to do, nothing fails.
    await expect(handles[1]!.migrate()).resolves.toBeUndefined();
    const again = await handles[0]!.pool!.query("select hash from drizzle.__drizzle_migrations");
    expect(again.rowCount).toBe(journal.entries.length);
  });
});
