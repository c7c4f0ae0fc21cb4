/**
 * The embedded database's light upkeep (ADR 066). PGlite has no autovacuum: after many writes the
 * visibility map of `jobs` and of the search's tables has lost its bits, so the list's counts read
 * from an index alone visit the rows again, dead rows pile up and new index entries wait in the GIN
 * indexes' pending lists that every word search reads. A minute apart, the server looks at how many
 * transactions have written since the last upkeep (the next transaction id to be given: a read gives
 * none) and, past `writesBeforeUpkeep`, vacuums and analyses those tables, off the request path and
 * when nothing waits for the database.
 * PostgreSQL's own autovacuum does this there.
 */
import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "./database.ts";

/** Write transactions (any table) after which the search's tables are vacuumed and analysed. */
export const writesBeforeUpkeep = 1000;
/** How often the count of writes is looked at. */
export const upkeepCheckMs = 60_000;
/** Looks at which the database was busy, after which an upkeep that is due runs anyway. */
export const busyLooksAtMost = 10;

/** The next transaction id to be given: every transaction that writes takes one. */
async function nextTransactionId(db: Database): Promise<bigint> {
  const result = await db.execute<{ next: string }>(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as next`);
  return BigInt((result as unknown as { rows: { next: string }[] }).rows[0]!.next);
}

/**
 * Vacuums and analyses the tables a job search and the job list read when `writes` or more
 * transactions have written since `since` (the next id after the last upkeep; 0 at the start, so a
 * database that has been written to is kept up once after a start). Returns the id to count from
 * next time (after this upkeep, or `since` again) and whether it kept them up.
 */
export async function keepUpEmbeddedDatabase(db: Database, since: bigint, writes = writesBeforeUpkeep): Promise<{ next: bigint; kept: boolean }> {
  const next = await nextTransactionId(db);
  if (next - since < BigInt(writes)) return { next: since, kept: false };
  // Of the job list and the word search: the listed jobs' index-only counts, the narrow table (ADR
  // 064) with its GIN indexes, its terms' index-only pages and counts (ADR 068), and the words near
  // spellings are looked up among.
  await db.execute(sql`vacuum (analyze) jobs, search.jobs, search.terms, search.words`);
  // Its own transactions (ANALYZE writes the statistics) do not count towards the next.
  return { next: await nextTransactionId(db), kept: true };
}

export interface UpkeepOptions {
  everyMs?: number;
  writes?: number;
  /** Whether something waits for the database now. */
  busy?: () => boolean;
  busyLooks?: number;
}

/**
 * Looks every `everyMs` and keeps the embedded database up when due (`keepUpEmbeddedDatabase`),
 * when `busy` says nothing is waiting for the database (the thread's unanswered messages), or after
 * `busyLooksAtMost` looks found it busy: requests then wait behind the upkeep as seldom as can be,
 * and a database never idle is still kept up. The returned function stops it and resolves once an
 * upkeep under way has ended, so a shutdown closes the database after it.
 */
export function startEmbeddedUpkeep(
  db: Database,
  logger: Logger,
  { everyMs = upkeepCheckMs, writes = writesBeforeUpkeep, busy = (): boolean => false, busyLooks = busyLooksAtMost }: UpkeepOptions = {},
): () => Promise<void> {
  let since = 0n;
  let running: Promise<void> | null = null;
  let busyLooksSoFar = 0;
  const look = () => {
    if (running) return;
    if (busy() && busyLooksSoFar < busyLooks) {
      busyLooksSoFar += 1;
      return;
    }
    busyLooksSoFar = 0;
    running = (async () => {
      const started = performance.now();
      const { next, kept } = await keepUpEmbeddedDatabase(db, since, writes);
      since = next;
      if (kept) logger.info({ ms: Math.round(performance.now() - started) }, "embedded database vacuumed and analysed");
    })()
      .catch((error: unknown) => logger.error({ err: error }, "embedded database upkeep failed"))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(look, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
