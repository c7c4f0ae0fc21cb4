/** readWithSettings: the settings hold for its reads only, on either database, and end with it. */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createEmptyPostgresDatabase, openTestDatabase } from "../test/test-database.ts";
import { openPostgres, type DatabaseHandle } from "./client.ts";
import { readWithSettings } from "./planner-settings.ts";

const settings = { cpu_operator_cost: "0.0125", enable_seqscan: "off" };

async function shown(db: DatabaseHandle["db"], name: string): Promise<string> {
  const result = await db.execute<Record<string, string>>(sql.raw(`show ${name}`));
  return (result as unknown as { rows: Record<string, string>[] }).rows[0]![name]!;
}

describe("reads with planner settings", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it("reads with the settings, while every other read keeps the defaults", async () => {
    const [cost, seqscan] = await readWithSettings(database.db, settings, (reader) => Promise.all([shown(reader, "cpu_operator_cost"), shown(reader, "enable_seqscan")]));
    expect([cost, seqscan]).toEqual(["0.0125", "off"]);
    expect(await shown(database.db, "cpu_operator_cost")).toBe("0.0025");
    expect(await shown(database.db, "enable_seqscan")).toBe("on");
    // Other settings get their own reads.
    expect(await readWithSettings(database.db, { cpu_operator_cost: "0.03" }, (reader) => shown(reader, "cpu_operator_cost"))).toBe("0.03");
    expect(await readWithSettings(database.db, settings, (reader) => shown(reader, "cpu_operator_cost"))).toBe("0.0125");
  });

  it("on PostgreSQL: a read is one query, on at most four connections of its own, which end with the database", async ({ skip }) => {
    if (database.kind !== "postgres") skip("PGlite reads them in a transaction of its one connection");
    const connectionsTo = async (name: string) => {
      const result = await database.db.execute<{ connections: number }>(
        sql`select count(*)::int as connections from pg_stat_activity where datname = ${name} and backend_type = 'client backend'`,
      );
      return (result as unknown as { rows: { connections: number }[] }).rows[0]!.connections;
    };
    const other = await createEmptyPostgresDatabase("nj_planner");
    try {
      const handle = await openPostgres(other.url);
      // Twenty reads at once share four connections, each read a query of its own, not a transaction.
      const reads = await Promise.all(
        Array.from({ length: 20 }, () =>
          readWithSettings(handle.db, settings, (reader) => reader.execute(sql`select pg_backend_pid() as pid, now() = statement_timestamp() as alone`)),
        ),
      );
      const rows = reads.map((result) => (result as unknown as { rows: { pid: number; alone: boolean }[] }).rows[0]!);
      expect(new Set(rows.map((row) => row.pid)).size).toBeLessThanOrEqual(4);
      // now() is its transaction's start: the statement's own only when no transaction was begun before it.
      expect(rows.every((row) => row.alone)).toBe(true);
      expect(await connectionsTo(other.name)).toBeGreaterThanOrEqual(2);
      await handle.close();
      // Its settings' pool ended with it.
      await vi.waitFor(async () => expect(await connectionsTo(other.name)).toBe(0), { timeout: 5000, interval: 100 });
    } finally {
      await other.drop();
    }
  });
});
