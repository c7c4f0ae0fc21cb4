/**
 * The embedded database's upkeep (embedded-upkeep.ts, ADR 066): past so many writing transactions
 * the search's tables are vacuumed and analysed, which the statistics views show; reads alone, or
 * fewer writes, leave them be; the timer does it by itself when the database is not busy (or after
 * so many busy looks) and stops when told.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pino } from "pino";
import { openTestDatabase, testDatabaseKind } from "../test/test-database.ts";
import type { DatabaseHandle } from "./client.ts";
import { keepUpEmbeddedDatabase, startEmbeddedUpkeep } from "./embedded-upkeep.ts";
import { insertJob } from "./factories.ts";
import { jobs, user } from "./schema/index.ts";

/** How often each of the search's tables has been vacuumed and analysed, by name. */
async function upkeepCounts(db: DatabaseHandle["db"]) {
  const result = await db.execute<{ name: string; vacuumed: number; analysed: number }>(sql`
    select schemaname || '.' || relname as name, vacuum_count::int as vacuumed, analyze_count::int as analysed
    from pg_stat_user_tables where (schemaname, relname) in (('public', 'jobs'), ('search', 'jobs'), ('search', 'terms'), ('search', 'words')) order by 1`);
  return (result as unknown as { rows: { name: string; vacuumed: number; analysed: number }[] }).rows;
}

describe.runIf(testDatabaseKind() === "pglite")("the embedded database's upkeep", () => {
  let database: DatabaseHandle;
  const employer = { id: "upkeep-employer", company: "Upkeep Traders" };

  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.insert(user).values({ ...employer, name: "Upkeep", email: "upkeep@example.com", role: "employer" });
  });
  afterAll(async () => {
    await database?.close();
  });

  it("vacuums and analyses the search's tables once enough transactions have written, and not before", async () => {
    const { db } = database;
    // What the test database's making wrote is kept up first.
    expect((await keepUpEmbeddedDatabase(db, 0n, 1)).kept).toBe(true);
    const before = await upkeepCounts(db);
    expect((await keepUpEmbeddedDatabase(db, 0n, Number.MAX_SAFE_INTEGER)).kept).toBe(false);
    // Twenty jobs posted and edited: forty writing transactions, each rewriting a row of the narrow table.
    const ids: string[] = [];
    for (let index = 0; index < 20; index += 1) ids.push(await insertJob(db, employer, { title: `Tailor ${index}` }));
    for (const id of ids) await db.update(jobs).set({ description: "Stitch blouses and sarees." }).where(sql`${jobs.id} = ${id}`);
    const { next: since } = await keepUpEmbeddedDatabase(db, 0n, 1);
    const afterFirst = await upkeepCounts(db);
    expect(afterFirst.map(({ name }) => name)).toEqual(["public.jobs", "search.jobs", "search.terms", "search.words"]);
    for (const [index, table] of afterFirst.entries()) {
      expect(table.vacuumed).toBe(before[index]!.vacuumed + 1);
      expect(table.analysed).toBe(before[index]!.analysed + 1);
    }
    // Reads give no transaction an id: nothing is due.
    await db.select().from(jobs);
    expect(await keepUpEmbeddedDatabase(db, since, 1)).toEqual({ next: since, kept: false });
    // Fewer writes than asked: nothing yet, and the count goes on from the last upkeep.
    for (const id of ids.slice(0, 5)) await db.update(jobs).set({ title: "Tailor (blouses)" }).where(sql`${jobs.id} = ${id}`);
    expect(await keepUpEmbeddedDatabase(db, since, 10)).toEqual({ next: since, kept: false });
    for (const id of ids.slice(5, 10)) await db.update(jobs).set({ title: "Tailor (sarees)" }).where(sql`${jobs.id} = ${id}`);
    expect((await keepUpEmbeddedDatabase(db, since, 10)).kept).toBe(true);
    expect((await upkeepCounts(db)).map((table) => table.vacuumed)).toEqual(afterFirst.map((table) => table.vacuumed + 1));
  });

  it("waits for a look at which the database is not busy, or runs after so many busy looks", async () => {
    const { db } = database;
    await insertJob(db, employer, { title: "Mason" });
    const before = (await upkeepCounts(db))[1]!.vacuumed;
    let busy = true;
    let looks = 0;
    const stop = startEmbeddedUpkeep(db, pino({ level: "silent" }), {
      everyMs: 20,
      writes: 1,
      busy: () => {
        looks += 1;
        return busy;
      },
      busyLooks: 1000,
    });
    await expect.poll(() => looks, { timeout: 5000 }).toBeGreaterThan(5);
    expect((await upkeepCounts(db))[1]!.vacuumed).toBe(before);
    busy = false;
    await expect.poll(async () => (await upkeepCounts(db))[1]!.vacuumed, { timeout: 5000 }).toBe(before + 1);
    await stop();
    // Busy at every look: it runs after the number of looks allowed.
    await insertJob(db, employer, { title: "Painter" });
    const stopBusy = startEmbeddedUpkeep(db, pino({ level: "silent" }), { everyMs: 20, writes: 1, busy: () => true, busyLooks: 3 });
    await expect.poll(async () => (await upkeepCounts(db))[1]!.vacuumed, { timeout: 5000 }).toBe(before + 2);
    await stopBusy();
  });

  it("keeps the database up by itself on its timer, and stops when told", async () => {
    const { db } = database;
    const before = await upkeepCounts(db);
    await insertJob(db, employer, { title: "Electrician" });
    const stop = startEmbeddedUpkeep(db, pino({ level: "silent" }), { everyMs: 20, writes: 1 });
    await expect.poll(async () => (await upkeepCounts(db))[1]!.vacuumed, { timeout: 5000 }).toBeGreaterThan(before[1]!.vacuumed);
    await stop();
    const stopped = await upkeepCounts(db);
    await insertJob(db, employer, { title: "Plumber" });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await upkeepCounts(db)).toEqual(stopped);
  });
});
