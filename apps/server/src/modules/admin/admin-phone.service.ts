/**
 * What the admin sees of the phone outbox (ADR 055), beside mail: how many SMS and WhatsApp messages
 * wait, how many are stuck or given up (the worst of them with the provider's last answer, never
 * the text, which may be a code), and what went today, in the site's day: messages by channel and
 * the SMS parts they took (what a provider bills).
 */
import { and, asc, count, desc, isNotNull, isNull, sql, sum } from "drizzle-orm";
import { stuckMailMinutes, undeliveredPhoneMessagesListed, type PhoneOutboxHealth, type UndeliveredPhoneMessage } from "@app/shared/admin";
import type { Database } from "../../db/client.ts";
import { phoneOutbox } from "../../db/schema/index.ts";

const stuck = sql`${phoneOutbox.createdAt} < now() - make_interval(mins => ${stuckMailMinutes})`;
const unsent = and(isNull(phoneOutbox.sentAt), isNull(phoneOutbox.failedAt));

function toUndelivered(row: typeof phoneOutbox.$inferSelect): UndeliveredPhoneMessage {
  const failed = row.failedAt !== null;
  return {
    id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    kind: row.kind,
    language: row.language,
    attempts: row.attempts,
    lastError: row.lastError,
    queuedAt: row.createdAt.toISOString(),
    failed,
    nextAttemptAt: failed ? null : row.sendAfter.toISOString(),
  };
}

export async function getPhoneOutboxHealth(db: Database, timeZone: string): Promise<PhoneOutboxHealth> {
  const startOfToday = sql`(date_trunc('day', now() at time zone ${timeZone}) at time zone ${timeZone})`;
  const [[pending], [today], rows] = await Promise.all([
    db
      .select({
        waiting: count(sql`case when ${unsent} then 1 end`),
        stuck: count(sql`case when ${unsent} and ${stuck} then 1 end`),
        failed: count(phoneOutbox.failedAt),
      })
      .from(phoneOutbox)
      .where(isNull(phoneOutbox.sentAt)),
    db
      .select({
        sms: count(sql`case when ${phoneOutbox.channel} = 'sms' then 1 end`),
        whatsapp: count(sql`case when ${phoneOutbox.channel} = 'whatsapp' then 1 end`),
        smsParts: sum(sql`case when ${phoneOutbox.channel} = 'sms' then ${phoneOutbox.parts} end`).mapWith(Number),
      })
      .from(phoneOutbox)
      .where(and(isNotNull(phoneOutbox.sentAt), sql`${phoneOutbox.sentAt} >= ${startOfToday}`)),
    db
      .select()
      .from(phoneOutbox)
      .where(and(isNull(phoneOutbox.sentAt), sql`(${phoneOutbox.failedAt} is not null or ${stuck})`))
      .orderBy(desc(isNotNull(phoneOutbox.failedAt)), asc(phoneOutbox.createdAt), asc(phoneOutbox.id))
      .limit(undeliveredPhoneMessagesListed),
  ]);
  return {
    waiting: pending?.waiting ?? 0,
    stuck: pending?.stuck ?? 0,
    failed: pending?.failed ?? 0,
    sentToday: { sms: today?.sms ?? 0, whatsapp: today?.whatsapp ?? 0 },
    smsPartsToday: today?.smsParts ?? 0,
    messages: rows.map(toUndelivered),
  };
}

