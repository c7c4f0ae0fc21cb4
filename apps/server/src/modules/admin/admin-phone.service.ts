/**
 * What the admin sees of the phone outbox (ADR 055), beside mail: how many SMS and WhatsApp messages
 * wait, how many are stuck or given up (the worst of them with the provider's last answer, never
 * the text, which may be a code), and what went today, in the site's day: messages by channel and
 * the SMS parts they took (what a provider bills); and Send again for a given-up message (audited),
 * as for mail.
 */
import { and, asc, count, desc, isNotNull, isNull, sql, sum } from "drizzle-orm";
import { stuckMailMinutes, undeliveredPhoneMessagesListed, type PhoneOutboxHealth, type UndeliveredPhoneMessage } from "@app/shared/admin";
import type { SessionUser } from "@app/shared/user";
import type { Database } from "../../db/client.ts";
import { phoneOutbox } from "../../db/schema/index.ts";
import { sendAgain } from "../../outbox/leased-outbox.ts";
import { recordAudit } from "../audit/audit.service.ts";

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

type PhoneOutboxRow = typeof phoneOutbox.$inferSelect;

/**
 * A one-time code is never sent again: it is good for five minutes, so the code of a message given
 * up (after a day of tries, or refused at once) has long expired, and a fresh one is only sent when
 * its person asks for it. Every other kind still says what it said.
 */
function refuseCode(row: PhoneOutboxRow) {
  return row.kind === "code" ? ("code_not_sent_again" as const) : null;
}

/**
 * A given-up SMS or WhatsApp message is due again now, with its attempts counted afresh; the audit
 * log records who sent it again and what the provider had answered (never its text). A number that
 * said STOP meanwhile is still not sent to: the sender looks again before each message.
 */
export async function retryPhoneMessage(db: Database, admin: Pick<SessionUser, "id" | "email">, id: number): Promise<UndeliveredPhoneMessage> {
  return db.transaction(async (tx) => {
    const row = await sendAgain<PhoneOutboxRow>(tx, phoneOutbox, id, refuseCode);
    await recordAudit(tx, admin, {
      action: "phone.retry",
      targetType: "phone_message",
      targetId: String(row.id),
      targetLabel: row.recipient,
      details: { channel: row.channel, kind: row.kind, lastError: row.lastError },
    });
    return toUndelivered(row);
  });
}
