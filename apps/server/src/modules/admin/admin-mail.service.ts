/**
 * What the admin sees of the outbox: how much mail waits, how much is stuck or given up, the worst of
 * it with the mail server's last answer, and Send again for a given-up mail (audited).
 */
import { and, asc, count, desc, isNotNull, isNull, sql } from "drizzle-orm";
import { stuckMailMinutes, undeliveredMailListed, type MailHealth, type UndeliveredMail } from "@app/shared/admin";
import type { SessionUser } from "@app/shared/user";
import type { Database } from "../../db/client.ts";
import { mailOutbox } from "../../db/schema/index.ts";
import { sendAgain } from "../../outbox/leased-outbox.ts";
import { recordAudit } from "../audit/audit.service.ts";

const stuck = sql`${mailOutbox.createdAt} < now() - make_interval(mins => ${stuckMailMinutes})`;
const unsent = and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt));

function toUndelivered(row: typeof mailOutbox.$inferSelect): UndeliveredMail {
  const failed = row.failedAt !== null;
  return {
    id: row.id,
    recipient: row.recipient,
    subject: row.subject,
    attempts: row.attempts,
    lastError: row.lastError,
    queuedAt: row.createdAt.toISOString(),
    failed,
    nextAttemptAt: failed ? null : row.sendAfter.toISOString(),
  };
}

export async function getMailHealth(db: Database): Promise<MailHealth> {
  const [[counts], rows] = await Promise.all([
    db
      .select({
        waiting: count(sql`case when ${unsent} then 1 end`),
        stuck: count(sql`case when ${unsent} and ${stuck} then 1 end`),
        failed: count(mailOutbox.failedAt),
      })
      .from(mailOutbox)
      .where(isNull(mailOutbox.sentAt)),
    db
      .select()
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), sql`(${mailOutbox.failedAt} is not null or ${stuck})`))
      .orderBy(desc(isNotNull(mailOutbox.failedAt)), asc(mailOutbox.createdAt), asc(mailOutbox.id))
      .limit(undeliveredMailListed),
  ]);
  return { waiting: counts?.waiting ?? 0, stuck: counts?.stuck ?? 0, failed: counts?.failed ?? 0, mails: rows.map(toUndelivered) };
}

/** A given-up mail is due again now, with its attempts counted afresh; the audit log records who sent it again. */
export async function retryMail(db: Database, admin: Pick<SessionUser, "id" | "email">, id: number): Promise<UndeliveredMail> {
  return db.transaction(async (tx) => {
    const row = await sendAgain<typeof mailOutbox.$inferSelect>(tx, mailOutbox, id);
    await recordAudit(tx, admin, {
      action: "mail.retry",
      targetType: "mail",
      targetId: String(row.id),
      targetLabel: row.recipient,
      details: { subject: row.subject, lastError: row.lastError },
    });
    return toUndelivered(row);
  });
}
