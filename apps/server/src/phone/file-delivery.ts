/**
 * The delivery without a provider (the default): each message is written as a file in
 * DATA_DIR/outbox, beside mail's .eml files, as `<time>-<sequence>-<random>.sms.json` or
 * `….whatsapp.json`, so the files sort in the order they were sent. A file is written aside and
 * renamed, so a reader never sees half of one. The log names the file; it shows a message's text to
 * a developer, but never a code's outside development.
 */
import { randomUUID } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Logger } from "pino";
import type { OutgoingPhoneMessage, PhoneDelivery } from "./delivery.ts";

/** What a file holds: the message as it would be read, and a WhatsApp message's template. */
export interface PhoneMessageFile {
  to: string;
  kind: OutgoingPhoneMessage["kind"];
  language: OutgoingPhoneMessage["language"];
  text: string;
  template?: { name: string; language: string; values: string[] };
}

export function createFileDelivery(options: { outboxDir: string; logger: Logger; development: boolean }): PhoneDelivery {
  // Counted, so that two files of the same millisecond sort in the order they were written.
  let written = 0;
  return {
    concurrency: 1,
    async send(message) {
      const sequence = String(written++ % 1_000_000).padStart(6, "0");
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${sequence}-${randomUUID().slice(0, 8)}.${message.channel}.json`;
      const content: PhoneMessageFile = {
        to: message.to,
        kind: message.kind,
        language: message.language,
        text: message.text,
        ...(message.channel === "whatsapp" && message.template ? { template: message.template } : {}),
      };
      await mkdir(options.outboxDir, { recursive: true });
      const file = path.join(options.outboxDir, name);
      await writeFile(`${file}.tmp`, `${JSON.stringify(content, null, 2)}\n`);
      await rename(`${file}.tmp`, file);
      const secret = message.kind === "code" && !options.development;
      options.logger.info({ to: message.to, channel: message.channel, kind: message.kind, ...(secret ? {} : { text: message.text }), file }, `${message.channel} written to outbox`);
      return { providerMessageId: name };
    },
  };
}
