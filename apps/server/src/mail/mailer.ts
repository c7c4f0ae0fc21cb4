/**
 * The delivery of one mail: nodemailer over SMTP_URL, or with no SMTP the message is written as an
 * .eml file to DATA_DIR/outbox (subject and links logged) so a developer can click the links. The
 * site never calls it directly: mails are queued in the outbox table and delivered from there
 * (outbox.ts).
 */
import { randomUUID } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type Nodemailer from "nodemailer";
import type { Transporter } from "nodemailer";
import type { Logger } from "pino";
import type { MailCalendarEvent } from "../db/schema/mail.ts";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers by name, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  /** A calendar invitation (.ics) sent with it, as a text/calendar part and an attachment. */
  icalEvent?: MailCalendarEvent;
  /** Several calendar files (.ics, one event each) attached to it: an iTIP message names one event, so several need a file each. */
  calendarAttachments?: MailCalendarEvent[];
}

/** A queued mail as the outbox hands it over: with the Message-ID that names its row. */
export interface OutgoingMail extends MailMessage {
  messageId?: string;
}

export interface Mailer {
  send(message: OutgoingMail): Promise<void>;
  /** How many mails the outbox may hand over at once: several SMTP connections, one file at a time. */
  readonly concurrency: number;
  /** Messages sent (or written to the outbox) and sends that failed since the start, for /metrics. */
  readonly counts: { sent: number; failed: number };
}

/** SMTP connections kept open to the mail server (nodemailer's pool). */
const smtpConnections = 4;

export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string; logger: Logger }): Mailer {
  // Over SMTP a few mails wait on each connection, so none stands idle between two.
  return { ...counted(createTransportMailer(options)), concurrency: options.smtpUrl ? 5 * smtpConnections : 1 };
}

/** Counts every send's outcome; a failure is still thrown to the caller. */
function counted(mailer: Pick<Mailer, "send">): Omit<Mailer, "concurrency"> {
  const counts = { sent: 0, failed: 0 };
  return {
    counts,
    async send(message) {
      try {
        await mailer.send(message);
        counts.sent += 1;
      } catch (error) {
        counts.failed += 1;
        throw error;
      }
    },
  };
}

/**
 * nodemailer's transport, made at the first mail: a server that sends none (a reader's instance in a
 * cluster, the load bench) never loads nodemailer, some 3 MB of heap for good (ADR 077).
 */
function onFirstUse(create: (nodemailer: typeof Nodemailer) => Transporter): () => Promise<Transporter> {
  let transport: Promise<Transporter> | undefined;
  return () => (transport ??= import("nodemailer").then((loaded) => create(loaded.default)));
}

function createTransportMailer(options: { smtpUrl?: string; from: string; outboxDir: string; logger: Logger }): Pick<Mailer, "send"> {
  if (options.smtpUrl) {
    const smtpUrl = options.smtpUrl;
    const transport = onFirstUse((nodemailer) =>
      nodemailer.createTransport({
        url: smtpUrl,
        pool: true,
        maxConnections: smtpConnections,
        // A server that does not answer is a failed attempt in seconds (tried again later), never a hung sender.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      }),
    );
    return {
      async send(message) {
        await (await transport()).sendMail(nodemailerMessage(options.from, message));
        options.logger.info({ to: message.to, subject: message.subject }, "mail sent");
      },
    };
  }
  const transport = onFirstUse((nodemailer) => nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }));
  // Counted, so that the files sort in the order they were sent, two in the same millisecond too.
  let sent = 0;
  return {
    async send(message) {
      const sequence = String(sent++ % 1_000_000).padStart(6, "0");
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${sequence}-${randomUUID().slice(0, 8)}.eml`;
      const info = await (await transport()).sendMail(nodemailerMessage(options.from, message));
      await mkdir(options.outboxDir, { recursive: true });
      const file = path.join(options.outboxDir, name);
      // Written aside and renamed, so a reader never sees half a message.
      await writeFile(`${file}.tmp`, info.message as Buffer);
      await rename(`${file}.tmp`, file);
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      options.logger.info({ to: message.to, subject: message.subject, links, file }, "mail written to outbox");
    },
  };
}

/** The message as nodemailer takes it: its calendar files as attachments of their own MIME type. */
function nodemailerMessage(from: string, { calendarAttachments, ...message }: OutgoingMail) {
  return {
    from,
    ...message,
    ...(calendarAttachments?.length
      ? { attachments: calendarAttachments.map((calendar) => ({ filename: calendar.filename, content: calendar.content, contentType: `text/calendar; charset=utf-8; method=${calendar.method}` })) }
      : {}),
  };
}
