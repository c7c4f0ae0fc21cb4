/**
 * Outgoing mail: nodemailer over SMTP_URL, or with no SMTP every message is written as an .eml
 * file to DATA_DIR/outbox (subject and links logged) so a developer can click the links.
 */
import { randomUUID } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "pino";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Messages sent (or written to the outbox) and sends that failed since the start, for /metrics. */
  readonly counts: { sent: number; failed: number };
}

export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string; logger: Logger }): Mailer {
  return counted(createTransportMailer(options));
}

/** Counts every send's outcome; a failure is still thrown to the caller. */
function counted(mailer: Pick<Mailer, "send">): Mailer {
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

function createTransportMailer(options: { smtpUrl?: string; from: string; outboxDir: string; logger: Logger }): Pick<Mailer, "send"> {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
        options.logger.info({ to: message.to, subject: message.subject }, "mail sent");
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.eml`;
      const file = path.join(options.outboxDir, name);
      // Written aside and renamed, so a reader never sees half a message.
      await writeFile(`${file}.tmp`, info.message as Buffer);
      await rename(`${file}.tmp`, file);
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      options.logger.info({ to: message.to, subject: message.subject, links, file }, "mail written to outbox");
    },
  };
}

/**
 * Sends a notice after the change it tells of has been committed: a mail that fails is logged and
 * never undoes the change (the live page already shows it).
 */
export async function sendAfterCommit(deps: { mailer: Mailer; logger: Logger }, message: MailMessage): Promise<void> {
  try {
    await deps.mailer.send(message);
  } catch (error) {
    deps.logger.error({ err: error, subject: message.subject }, "mail failed");
  }
}
