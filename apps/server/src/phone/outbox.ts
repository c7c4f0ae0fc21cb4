/**
 * The sender of `phone_outbox` (ADR 055): SMS and WhatsApp messages queued with the change that
 * caused them (queue.ts) are delivered with the leased loop mail uses (outbox/leased-outbox.ts):
 * once across instances, in the order queued, tried again with growing waits for about a day, given
 * up at once when the provider refuses for good; the provider's id of each message is kept. A
 * message to a number that said STOP on its channel is given up ("stopped"), never sent; a code,
 * which the person has just asked for, is not held back by a STOP, nor is a text sent in place of a
 * code (ADR 072): it answers the same ask. A guest's alert news goes to a number whose STOP came
 * before the alert was confirmed with the code sent to the number (`askedAt`): the person asked for
 * that alert since; a STOP said after holds it back again (ADR 075, amended).
 */
import { and, eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "../db/client.ts";
import { phoneOutbox, phoneStops } from "../db/schema/index.ts";
import { createLeasedOutbox, type LeasedOutbox } from "../outbox/leased-outbox.ts";
import { ProviderRefusal, refusedForGood, type OutgoingPhoneMessage, type PhoneDelivery } from "./delivery.ts";

export type PhoneOutbox = LeasedOutbox;

interface PhoneOutboxOptions {
  db: Database;
  logger: Logger;
  sms: PhoneDelivery;
  whatsapp: PhoneDelivery;
  retryDelaysMs?: readonly number[];
  leaseMs?: number;
  pollMs?: number;
}

type ClaimedMessage = Pick<typeof phoneOutbox.$inferSelect, "id" | "channel" | "recipient" | "kind" | "inPlaceOfCode" | "language" | "text" | "template" | "attempts" | "askedAt">;

async function stopped(db: Database, message: ClaimedMessage): Promise<boolean> {
  if (message.kind === "code" || message.inPlaceOfCode) return false;
  const [stop] = await db
    .select({ at: phoneStops.stoppedAt })
    .from(phoneStops)
    .where(and(eq(phoneStops.phoneNumber, message.recipient), eq(phoneStops.channel, message.channel)));
  return Boolean(stop) && !(message.askedAt && stop!.at < message.askedAt);
}

export function createPhoneOutbox(options: PhoneOutboxOptions): PhoneOutbox {
  const { db } = options;
  return createLeasedOutbox<ClaimedMessage>({
    db,
    logger: options.logger,
    name: "phone message",
    table: phoneOutbox,
    columns: {
      id: phoneOutbox.id,
      channel: phoneOutbox.channel,
      recipient: phoneOutbox.recipient,
      kind: phoneOutbox.kind,
      inPlaceOfCode: phoneOutbox.inPlaceOfCode,
      language: phoneOutbox.language,
      text: phoneOutbox.text,
      template: phoneOutbox.template,
      attempts: phoneOutbox.attempts,
      askedAt: phoneOutbox.askedAt,
    },
    async deliver(row) {
      if (await stopped(db, row)) throw new ProviderRefusal("stopped: the number said STOP", true);
      const message: OutgoingPhoneMessage = {
        id: row.id,
        channel: row.channel,
        to: row.recipient,
        kind: row.kind,
        language: row.language,
        text: row.text,
        template: row.template,
      };
      const delivery = row.channel === "sms" ? options.sms : options.whatsapp;
      const { providerMessageId } = await delivery.send(message);
      return providerMessageId ? { providerMessageId } : undefined;
    },
    // Each round hands over as many as the slower of the two takes at once, in the order queued.
    concurrency: Math.min(options.sms.concurrency, options.whatsapp.concurrency),
    refusedForGood,
    // Never the text: it may be a code.
    describe: (row) => ({ phoneMessageId: row.id, channel: row.channel, kind: row.kind }),
    ...(options.retryDelaysMs ? { retryDelaysMs: options.retryDelaysMs } : {}),
    ...(options.leaseMs ? { leaseMs: options.leaseMs } : {}),
    ...(options.pollMs ? { pollMs: options.pollMs } : {}),
  });
}
