/**
 * Queues SMS and WhatsApp messages as rows of `phone_outbox`, in the caller's transaction (or alone):
 * nothing is sent before that commits. The sender (phone/outbox.ts) delivers them as mail's does.
 */
import type { Language } from "@app/shared/constants";
import type { PhoneChannel, PhoneMessageKind } from "@app/shared/phone";
import type { Database } from "../db/client.ts";
import { phoneOutbox, type WhatsAppTemplate } from "../db/schema/index.ts";
import { smsParts } from "./sms-parts.ts";

export interface PhoneMessage {
  channel: PhoneChannel;
  /** E.164. */
  to: string;
  kind: PhoneMessageKind;
  language: Language;
  /** The text as read: the SMS itself, or the WhatsApp template filled in. */
  text: string;
  /** A WhatsApp message's template; required for WhatsApp, none for SMS. */
  template?: WhatsAppTemplate;
  /** The account it is for (its daily cap), if any. */
  userId?: string | null;
  /** Not before then (an SMS past the day's cap waits for the next day); at once without it. */
  sendAfter?: Date;
  /** Sent in place of a code, answering the person's own ask just made: a STOP does not hold it back (ADR 072). */
  inPlaceOfCode?: boolean;
  /** A guest's alert news: when the alert was confirmed with the code sent to the number; a STOP before then does not hold it back (ADR 075). */
  askedAt?: Date | null;
}

export async function queuePhoneMessages(db: Database, messages: PhoneMessage | readonly PhoneMessage[] | null | undefined): Promise<void> {
  const list = messages ? (Array.isArray(messages) ? messages : [messages as PhoneMessage]) : [];
  if (list.length === 0) return;
  await db.insert(phoneOutbox).values(
    list.map((message) => ({
      channel: message.channel,
      recipient: message.to,
      kind: message.kind,
      language: message.language,
      text: message.text,
      template: message.template ?? null,
      parts: message.channel === "sms" ? smsParts(message.text) : 1,
      userId: message.userId ?? null,
      inPlaceOfCode: message.inPlaceOfCode ?? false,
      askedAt: message.askedAt ?? null,
      ...(message.sendAfter ? { sendAfter: message.sendAfter } : {}),
    })),
  );
}
