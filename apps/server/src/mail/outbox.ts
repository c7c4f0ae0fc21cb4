/**
 * E-mail that is never lost (ADR 039): a change queues its mails as rows of `mail_outbox` in its own
 * transaction (`changeAndMail`, `queueMail`), and the sender delivers them through the mailer (SMTP,
 * or the .eml folder without SMTP). A round claims due rows with `FOR UPDATE SKIP LOCKED` and moves
 * them a lease ahead in the same statement, so instances side by side never send one row together
 * (the sender renews the lease of what it still holds every third of it, so a slow mail server never
 * lets another instance take a row being sent, and a sender killed mid-way frees its rows in 30 s);
 * a mail that fails is tried again with growing waits for about a day, one the mail server refuses
 * for good (5xx) is given up at once, and both keep their attempts and last error for the admin.
 */
import { and, eq, inArray, isNotNull, lt, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "../db/client.ts";
import { mailOutbox } from "../db/schema/index.ts";
import type { Mailer, MailMessage } from "./mailer.ts";

/** The waits between attempts: the first retry a minute after the first failure, the last about a day after it. */
export const defaultRetryDelaysMs = [1, 2, 5, 10, 20, 30, 60, 60, 120, 120, 240, 240, 360].map((minutes) => minutes * 60_000);
/** How long a claimed row is left to its sender before another may take it (a sender that died mid-way), renewed while it is sent. */
export const defaultLeaseMs = 30_000;
/** How often each instance looks for due mail besides its own (retries, other instances' rows). */
const defaultPollMs = 30_000;
/** Rows claimed per statement. */
const batchSize = 100;
/** Sent rows are kept this long (the admin's and a developer's record), then deleted. */
const keepSentMs = 30 * 86_400_000;

export interface MailOutbox {
  /** Starts a round now unless one is running (then another follows it): called after a commit that queued mail. */
  wake(): void;
  /** Delivers every row due now, round after round until none is left; the number delivered. */
  deliverDue(): Promise<number>;
  /** Looks for due mail every poll interval; the returned function stops it. */
  start(): () => void;
  /** Resolves when the round in progress (if any) is over. */
  settled(): Promise<void>;
}

/** Queues mails in the caller's transaction (or alone); nothing is sent before that commits. */
export async function queueMail(db: Database, messages: MailMessage | readonly MailMessage[] | null | undefined): Promise<void> {
  const list = messages ? (Array.isArray(messages) ? messages : [messages as MailMessage]) : [];
  if (list.length === 0) return;
  await db.insert(mailOutbox).values(
    list.map((message) => ({ recipient: message.to, subject: message.subject, text: message.text, html: message.html ?? null, headers: message.headers ?? {}, icalEvent: message.icalEvent ?? null })),
  );
}

/**
 * Makes a change and queues the mails it causes in one transaction, then wakes the sender: either both
 * happen or neither. The change runs on the transaction (a service's own transaction nests in it).
 */
export async function changeAndMail<T>(
  deps: { db: Database; outbox: MailOutbox },
  change: (tx: Database) => Promise<T>,
  mailsOf: (result: T) => MailMessage | readonly MailMessage[] | null | undefined,
): Promise<T> {
  const result = await deps.db.transaction(async (tx) => {
    const changed = await change(tx as unknown as Database);
    await queueMail(tx as unknown as Database, mailsOf(changed));
    return changed;
  });
  deps.outbox.wake();
  return result;
}

interface SenderOptions {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  /** The domain of each mail's Message-ID, `<outbox-{id}@domain>`: a receiver can tell a repeat. */
  messageIdDomain: string;
  retryDelaysMs?: readonly number[];
  leaseMs?: number;
  pollMs?: number;
  /** Told of an address the mail server refused for good (a bounce), after its mail was given up. */
  onRefused?: (address: string) => Promise<unknown>;
}

type ClaimedMail = Pick<typeof mailOutbox.$inferSelect, "id" | "recipient" | "subject" | "text" | "html" | "headers" | "icalEvent" | "attempts">;

/** An SMTP answer that will not change by waiting (5xx: no such mailbox, refused): the mail is given up. */
function refusedForGood(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

export function createMailOutbox(options: SenderOptions): MailOutbox {
  const { db, mailer, logger } = options;
  const retryDelaysMs = options.retryDelaysMs ?? defaultRetryDelaysMs;
  const leaseMs = options.leaseMs ?? defaultLeaseMs;
  let running: Promise<number> | null = null;
  let again = false;
  let lastCleanup = 0;

  /** The due rows, claimed, in the order they were queued. */
  async function claim(): Promise<ClaimedMail[]> {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(sql`${mailOutbox.sentAt} is null and ${mailOutbox.failedAt} is null and ${mailOutbox.sendAfter} <= now()`)
      .orderBy(mailOutbox.sendAfter, mailOutbox.id)
      .limit(batchSize)
      .for("update", { skipLocked: true });
    const claimed = await db
      .update(mailOutbox)
      .set({
        sendAfter: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
        attempts: sql`${mailOutbox.attempts} + 1`,
        lastAttemptAt: sql`now()`,
      })
      .where(sql`${mailOutbox.id} in (${due})`)
      .returning({
        id: mailOutbox.id,
        recipient: mailOutbox.recipient,
        subject: mailOutbox.subject,
        text: mailOutbox.text,
        html: mailOutbox.html,
        headers: mailOutbox.headers,
        icalEvent: mailOutbox.icalEvent,
        attempts: mailOutbox.attempts,
      });
    // RETURNING follows the update's own scan, not the subquery's order (PostgreSQL returned a
    // candidate's "Not selected" before the "Shortlisted" queued ahead of it).
    return claimed.sort((first, second) => first.id - second.id);
  }

  /** Hands one mail to the mailer; a failure is recorded on its row (next try, or given up). True when it went. */
  async function deliver(mail: ClaimedMail): Promise<boolean> {
    try {
      await mailer.send({
        to: mail.recipient,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html === null ? {} : { html: mail.html }),
        headers: mail.headers,
        ...(mail.icalEvent === null ? {} : { icalEvent: mail.icalEvent }),
        messageId: `<outbox-${mail.id}@${options.messageIdDomain}>`,
      });
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = refusedForGood(error) || mail.attempts > retryDelaysMs.length;
      const delay = retryDelaysMs[Math.min(mail.attempts, retryDelaysMs.length) - 1] ?? 0;
      await db
        .update(mailOutbox)
        .set(giveUp ? { failedAt: sql`now()`, lastError: message } : { sendAfter: sql`now() + make_interval(secs => ${delay / 1000})`, lastError: message })
        .where(eq(mailOutbox.id, mail.id));
      logger[giveUp ? "error" : "warn"]({ err: error, mailId: mail.id, attempts: mail.attempts, subject: mail.subject }, giveUp ? "mail given up" : "mail will be tried again");
      if (refusedForGood(error)) await options.onRefused?.(mail.recipient);
      return false;
    }
  }

  /** Hands over a group at once and marks those that went as sent, in one statement. */
  async function deliverGroup(group: ClaimedMail[]): Promise<number> {
    const outcomes = await Promise.all(group.map(deliver));
    const sent = group.filter((_, index) => outcomes[index]).map((mail) => mail.id);
    if (sent.length > 0) await db.update(mailOutbox).set({ sentAt: sql`now()`, lastError: null }).where(inArray(mailOutbox.id, sent));
    return sent.length;
  }

  async function cleanUp(): Promise<void> {
    if (Date.now() - lastCleanup < 3_600_000) return;
    lastCleanup = Date.now();
    await db.delete(mailOutbox).where(and(isNotNull(mailOutbox.sentAt), lt(mailOutbox.sentAt, sql`now() - make_interval(secs => ${keepSentMs / 1000})`)));
  }

  /**
   * Moves the lease of the rows still held ahead again. Only rows whose lease this sender set: a
   * failed one's next try (further off than a lease) is left as recorded.
   */
  async function renewLease(held: ReadonlySet<number>): Promise<void> {
    if (held.size === 0) return;
    await db
      .update(mailOutbox)
      .set({ sendAfter: sql`now() + make_interval(secs => ${leaseMs / 1000})` })
      .where(
        and(
          inArray(mailOutbox.id, [...held]),
          sql`${mailOutbox.sentAt} is null and ${mailOutbox.failedAt} is null and ${mailOutbox.sendAfter} <= now() + make_interval(secs => ${leaseMs / 1000})`,
        ),
      );
  }

  async function rounds(): Promise<number> {
    let delivered = 0;
    const held = new Set<number>();
    const renewal = setInterval(() => {
      renewLease(held).catch((error: unknown) => logger.warn({ err: error }, "mail lease not renewed"));
    }, leaseMs / 3);
    renewal.unref();
    try {
      for (;;) {
        again = false;
        const claimed = await claim();
        for (const mail of claimed) held.add(mail.id);
        // In the order queued, as many at once as the mailer takes (one at a time into the folder).
        for (let start = 0; start < claimed.length; start += mailer.concurrency) {
          const group = claimed.slice(start, start + mailer.concurrency);
          delivered += await deliverGroup(group);
          for (const mail of group) held.delete(mail.id);
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
      run().catch((error: unknown) => logger.error({ err: error }, "mail outbox round failed"));
    },
    async deliverDue() {
      // The round running now may have claimed before the caller's mail was queued: run one more after it.
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
