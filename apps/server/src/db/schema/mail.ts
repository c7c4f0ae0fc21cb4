/**
 * The mail outbox: every e-mail the site sends is first a row here, written in the transaction of the
 * change that causes it, then delivered by mail/outbox.ts (retried with backoff, claimed with
 * `FOR UPDATE SKIP LOCKED` so instances side by side deliver each row once).
 */
import { sql } from "drizzle-orm";
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** A calendar invitation or cancellation, sent as the mail's text/calendar part (nodemailer's `icalEvent`). */
export interface MailCalendarEvent {
  method: "REQUEST" | "CANCEL";
  filename: string;
  /** The .ics text. */
  content: string;
}

export const mailOutbox = pgTable(
  "mail_outbox",
  {
    /** In the order queued: the order of delivery. */
    id: bigserial("id", { mode: "number" }).primaryKey(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    /** Extra headers by name (e.g. List-Unsubscribe), sent as they are. */
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    /** A calendar invitation sent with the mail (nodemailer's `icalEvent`): an interview's .ics. */
    icalEvent: jsonb("ical_event").$type<MailCalendarEvent>(),
    /**
     * Calendar files attached beside the text, each its own .ics (`text/calendar; method=…`): an
     * employer's one mail of several interviews cancelled with their job, one CANCEL each (ADR 044).
     */
    calendarAttachments: jsonb("calendar_attachments").$type<MailCalendarEvent[]>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the next attempt may start; a claimed row's is moved past its lease. */
    sendAfter: timestamp("send_after", { withTimezone: true }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** When the sender gave up: refused for good by the mail server, or out of retries. */
    failedAt: timestamp("failed_at", { withTimezone: true }),
  },
  (table) => [
    index("mail_outbox_due_idx").on(table.sendAfter).where(sql`${table.sentAt} is null and ${table.failedAt} is null`),
    index("mail_outbox_sent_idx").on(table.sentAt).where(sql`${table.sentAt} is not null`),
  ],
);
