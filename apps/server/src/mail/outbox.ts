/**
 * E-mail that is never lost (ADR 039): a change queues its mails as rows of `mail_outbox` in its own
 * transaction (`changeAndMail`, `queueMail`), and the sender delivers them through the mailer (SMTP,
 * or the .eml folder without SMTP) with the leased loop every outbox shares (outbox/leased-outbox.ts):
 * once across instances, in the order queued, tried again for about a day; a mail the mail server
 * refuses for good (5xx) is given up at once. Mail to the stand-in address of a phone-only account
 * is never queued.
 */
import type { Logger } from "pino";
import { isRealEmail } from "@app/shared/phone";
import type { Database } from "../db/client.ts";
import { mailOutbox } from "../db/schema/index.ts";
import { createLeasedOutbox, type LeasedOutbox } from "../outbox/leased-outbox.ts";
import type { Mailer, MailMessage } from "./mailer.ts";

export { defaultLeaseMs, defaultRetryDelaysMs } from "../outbox/leased-outbox.ts";

export type MailOutbox = LeasedOutbox;

/**
 * Queues mails in the caller's transaction (or alone); nothing is sent before that commits. A mail
 * to an address that is not real (a phone-only account's stand-in) is dropped here, once for all callers.
 */
export async function queueMail(db: Database, messages: MailMessage | readonly MailMessage[] | null | undefined): Promise<void> {
  const list = (messages ? (Array.isArray(messages) ? messages : [messages as MailMessage]) : []).filter((message) => isRealEmail(message.to));
  if (list.length === 0) return;
  await db.insert(mailOutbox).values(
    list.map((message) => ({ recipient: message.to, subject: message.subject, text: message.text, html: message.html ?? null, headers: message.headers ?? {}, icalEvent: message.icalEvent ?? null, calendarAttachments: message.calendarAttachments?.length ? message.calendarAttachments : null })),
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

type ClaimedMail = Pick<typeof mailOutbox.$inferSelect, "id" | "recipient" | "subject" | "text" | "html" | "headers" | "icalEvent" | "calendarAttachments" | "attempts">;

/** An SMTP answer that will not change by waiting (5xx: no such mailbox, refused): the mail is given up. */
function refusedForGood(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

export function createMailOutbox(options: SenderOptions): MailOutbox {
  const { mailer } = options;
  return createLeasedOutbox<ClaimedMail>({
    db: options.db,
    logger: options.logger,
    name: "mail",
    table: mailOutbox,
    columns: {
      id: mailOutbox.id,
      recipient: mailOutbox.recipient,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      html: mailOutbox.html,
      headers: mailOutbox.headers,
      icalEvent: mailOutbox.icalEvent,
      calendarAttachments: mailOutbox.calendarAttachments,
      attempts: mailOutbox.attempts,
    },
    async deliver(mail) {
      await mailer.send({
        to: mail.recipient,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html === null ? {} : { html: mail.html }),
        headers: mail.headers,
        ...(mail.icalEvent === null ? {} : { icalEvent: mail.icalEvent }),
        ...(mail.calendarAttachments === null ? {} : { calendarAttachments: mail.calendarAttachments }),
        messageId: `<outbox-${mail.id}@${options.messageIdDomain}>`,
      });
    },
    concurrency: mailer.concurrency,
    refusedForGood,
    describe: (mail) => ({ mailId: mail.id, subject: mail.subject }),
    ...(options.onRefused ? { onRefused: (mail: ClaimedMail) => options.onRefused!(mail.recipient) } : {}),
    ...(options.retryDelaysMs ? { retryDelaysMs: options.retryDelaysMs } : {}),
    ...(options.leaseMs ? { leaseMs: options.leaseMs } : {}),
    ...(options.pollMs ? { pollMs: options.pollMs } : {}),
  });
}
