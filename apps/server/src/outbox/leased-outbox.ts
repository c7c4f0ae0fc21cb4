/**
 * The sender loop of an outbox table (ADR 039), shared by mail and phone messages: a round claims due
 * rows with `FOR UPDATE SKIP LOCKED` and moves them a lease ahead in the same statement, so instances
 * side by side never send one row together (the sender renews the lease of what it still holds every
 * third of it, so a slow provider never lets another instance take a row being sent, and a sender
 * killed mid-way frees its rows within a lease); rows go out in the order they were queued; a row
 * that fails is tried again with growing waits for about a day, one refused for good is given up at
 * once, and both keep their attempts and last error for the admin. Sent rows are deleted after 30 days.
 *
 * The table brings the bookkeeping columns below; what a row holds and how it is delivered is the
 * caller's (`deliver`). A given-up row goes out again only on the admin's word (`sendAgain`).
 */
import { and, eq, inArray, isNotNull, lt, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Logger } from "pino";
import type { ErrorCode } from "@app/shared/errors";
import type { Database } from "../db/client.ts";
import { AppError } from "../errors/app-error.ts";

/** The waits between attempts: the first retry a minute after the first failure, the last about a day after it. */
export const defaultRetryDelaysMs = [1, 2, 5, 10, 20, 30, 60, 60, 120, 120, 240, 240, 360].map((minutes) => minutes * 60_000);
/** How long a claimed row is left to its sender before another may take it (a sender that died mid-way), renewed while it is sent. */
export const defaultLeaseMs = 30_000;
/** How often each instance looks for due rows besides its own (retries, other instances' rows). */
const defaultPollMs = 30_000;
/** Rows claimed per statement. */
const batchSize = 100;
/** Sent rows are kept this long (the admin's and a developer's record), then deleted. */
const keepSentMs = 30 * 86_400_000;

export interface LeasedOutbox {
  /** Starts a round now unless one is running (then another follows it): called after a commit that queued rows. */
  wake(): void;
  /** Delivers every row due now, round after round until none is left; the number delivered. */
  deliverDue(): Promise<number>;
  /** Looks for due rows every poll interval; the returned function stops it. */
  start(): () => void;
  /** Resolves when the round in progress (if any) is over. */
  settled(): Promise<void>;
}

/** An outbox table: its own columns, and these for the sender's bookkeeping. */
export type OutboxTable = PgTable &
  Record<"id" | "sendAfter" | "attempts" | "lastAttemptAt" | "lastError" | "sentAt" | "failedAt", PgColumn>;

/** A claimed row as the sender hands it to `deliver`: at least its id and the attempts counted with this one. */
export interface ClaimedRow {
  id: number;
  attempts: number;
}

export interface LeasedOutboxOptions<Row extends ClaimedRow> {
  db: Database;
  logger: Logger;
  /** What the log calls a row: "mail" → "mail given up", "mail will be tried again". */
  name: string;
  table: OutboxTable;
  /** The columns a claimed row carries to `deliver` (id and attempts among them). */
  columns: Record<keyof Row, PgColumn>;
  /**
   * Hands one row to its provider. Resolves when the provider took it, optionally with more columns
   * to set on the sent row (a provider's message id); throws when it did not.
   */
  deliver: (row: Row) => Promise<Record<string, unknown> | void>;
  /** How many rows may be handed over at once (one at a time into a folder). */
  concurrency: number;
  /** An answer that will not change by waiting: the row is given up at once. */
  refusedForGood: (error: unknown) => boolean;
  /** What the log says of a row: its id, and what tells it apart (never a secret such as a code). */
  describe: (row: Row) => Record<string, unknown>;
  /** Told of a row refused for good, after it was given up. */
  onRefused?: (row: Row) => Promise<unknown>;
  retryDelaysMs?: readonly number[];
  leaseMs?: number;
  pollMs?: number;
}

export function createLeasedOutbox<Row extends ClaimedRow>(options: LeasedOutboxOptions<Row>): LeasedOutbox {
  const { db, logger, name, table } = options;
  const retryDelaysMs = options.retryDelaysMs ?? defaultRetryDelaysMs;
  const leaseMs = options.leaseMs ?? defaultLeaseMs;
  const leaseEnd = sql`now() + make_interval(secs => ${leaseMs / 1000})`;
  const unfinished = sql`${table.sentAt} is null and ${table.failedAt} is null`;
  let running: Promise<number> | null = null;
  let again = false;
  let lastCleanup = 0;

  /**
   * Sets columns of the rows matched. The table is only known by its bookkeeping columns here, so
   * Drizzle cannot type the values: the keys are the table's own (`sendAfter`), checked by the tests.
   */
  function update(values: Record<string, unknown>, where: SQL | undefined) {
    return db
      .update(table)
      .set(values as never)
      .where(where);
  }

  /** The due rows, claimed, in the order they were queued. */
  async function claim(): Promise<Row[]> {
    const due = db
      .select({ id: table.id })
      .from(table)
      .where(sql`${unfinished} and ${table.sendAfter} <= now()`)
      .orderBy(table.sendAfter, table.id)
      .limit(batchSize)
      .for("update", { skipLocked: true });
    const claimed = (await update(
      { sendAfter: leaseEnd, attempts: sql`${table.attempts} + 1`, lastAttemptAt: sql`now()` },
      sql`${table.id} in (${due})`,
    ).returning(options.columns)) as unknown as Row[];
    // RETURNING follows the update's own scan, not the subquery's order (PostgreSQL returned a
    // candidate's "Not selected" before the "Shortlisted" queued ahead of it).
    return claimed.sort((first, second) => first.id - second.id);
  }

  /**
   * Hands one row over; a failure is recorded on it (next try, or given up). A row with columns of
   * its own to set (a provider's id) is marked sent at once ("marked"); the others that went are left
   * to their group's one statement ("went").
   */
  async function deliver(row: Row): Promise<"marked" | "went" | "failed"> {
    let own: Record<string, unknown> | void;
    try {
      own = await options.deliver(row);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const refused = options.refusedForGood(error);
      const giveUp = refused || row.attempts > retryDelaysMs.length;
      const delay = retryDelaysMs[Math.min(row.attempts, retryDelaysMs.length) - 1] ?? 0;
      await update(
        giveUp ? { failedAt: sql`now()`, lastError: message } : { sendAfter: sql`now() + make_interval(secs => ${delay / 1000})`, lastError: message },
        // A row another sender delivered meanwhile (this one's lease ran out while it waited) stays sent.
        sql`${table.id} = ${row.id} and ${table.sentAt} is null`,
      );
      logger[giveUp ? "error" : "warn"]({ err: error, attempts: row.attempts, ...options.describe(row) }, giveUp ? `${name} given up` : `${name} will be tried again`);
      if (refused) await options.onRefused?.(row);
      return "failed";
    }
    if (!own || Object.keys(own).length === 0) return "went";
    await update({ ...own, sentAt: sql`now()`, lastError: null }, sql`${table.id} = ${row.id}`);
    return "marked";
  }

  /** Hands over a group at once and marks those that went as sent, in one statement. */
  async function deliverGroup(group: Row[]): Promise<number> {
    const outcomes = await Promise.all(group.map(deliver));
    const went = group.filter((_, index) => outcomes[index] === "went").map((row) => row.id);
    if (went.length > 0) await update({ sentAt: sql`now()`, lastError: null }, inArray(table.id, went));
    return outcomes.filter((outcome) => outcome !== "failed").length;
  }

  async function cleanUp(): Promise<void> {
    if (Date.now() - lastCleanup < 3_600_000) return;
    lastCleanup = Date.now();
    await db.delete(table).where(and(isNotNull(table.sentAt), lt(table.sentAt, sql`now() - make_interval(secs => ${keepSentMs / 1000})`)));
  }

  /**
   * Moves the lease of the rows still held ahead again. Only rows whose lease this sender set: a
   * failed one's next try (further off than a lease) is left as recorded.
   */
  async function renewLease(held: ReadonlySet<number>): Promise<void> {
    if (held.size === 0) return;
    await update({ sendAfter: leaseEnd }, and(inArray(table.id, [...held]), sql`${unfinished} and ${table.sendAfter} <= ${leaseEnd}`));
  }

  async function rounds(): Promise<number> {
    let delivered = 0;
    const held = new Set<number>();
    const renewal = setInterval(() => {
      renewLease(held).catch((error: unknown) => logger.warn({ err: error }, `${name} lease not renewed`));
    }, leaseMs / 3);
    renewal.unref();
    try {
      for (;;) {
        again = false;
        const claimed = await claim();
        for (const row of claimed) held.add(row.id);
        // In the order queued, as many at once as the provider takes.
        for (let start = 0; start < claimed.length; start += options.concurrency) {
          const group = claimed.slice(start, start + options.concurrency);
          delivered += await deliverGroup(group);
          for (const row of group) held.delete(row.id);
        }
        // A full batch may have more behind it; a wake during the round may have queued more.
        if (claimed.length < batchSize && !again) break;
      }
    } finally {
      clearInterval(renewal);
    }
    await cleanUp();
    return delivered;
  }

  function run(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = rounds().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    wake() {
      run().catch((error: unknown) => logger.error({ err: error }, `${name} outbox round failed`));
    },
    async deliverDue() {
      // The round running now may have claimed before the caller's row was queued: run one more after it.
      let delivered = running ? await running.catch(() => 0) : 0;
      delivered += await run();
      return delivered;
    },
    start() {
      const timer = setInterval(() => this.wake(), options.pollMs ?? defaultPollMs);
      timer.unref();
      this.wake();
      return () => clearInterval(timer);
    },
    async settled() {
      await running?.catch(() => 0);
    },
  };
}

/**
 * Send again, the admin's, for any outbox: a given-up row is due now with its attempts counted
 * afresh, and the sender takes it as any other. The row is locked first (run it in the transaction
 * that audits it), so two clicks put it back once: an unknown id is `not_found`, a row not given up
 * (waiting, or gone out meanwhile) `not_given_up`, and `refuse` may name why this row may not go again.
 */
export async function sendAgain<Row extends { failedAt: Date | null }>(
  db: Database,
  table: OutboxTable,
  id: number,
  refuse?: (row: Row) => ErrorCode | null,
): Promise<Row> {
  const [row] = (await db.select().from(table).where(eq(table.id, id)).for("update")) as unknown as Row[];
  if (!row) throw new AppError("not_found");
  if (row.failedAt === null) throw new AppError("not_given_up");
  const refusal = refuse?.(row);
  if (refusal) throw new AppError(refusal);
  const [again] = (await db
    .update(table)
    .set({ failedAt: null, attempts: 0, sendAfter: sql`now()` } as never)
    .where(eq(table.id, id))
    .returning()) as unknown as Row[];
  return again!;
}
