/**
 * The admin's audit log: every admin action writes one row in the transaction of the action itself
 * (pass the transaction as `db`), so an action that fails leaves no entry and an entry never
 * names an action that did not happen. The table refuses updates and deletes (a trigger).
 */
import { and, count, desc, eq, gte, lt, sql } from "drizzle-orm";
import { auditPageSize, type AuditAction, type AuditEntry, type AuditListQuery, type AuditPage, type AuditTargetType } from "@app/shared/trust";
import type { SessionUser } from "@app/shared/user";
import type { Database } from "../../db/client.ts";
import { auditLog } from "../../db/schema/index.ts";

export interface AuditRecord {
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string;
  targetLabel?: string | null;
  reason?: string | null;
  details?: Record<string, unknown>;
}

export async function recordAudit(db: Database, admin: Pick<SessionUser, "id" | "email">, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    actorId: admin.id,
    // The admin always has an address (only a phone-only candidate or employer has none).
    actorEmail: admin.email ?? "",
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId,
    targetLabel: record.targetLabel ?? null,
    reason: record.reason ?? null,
    details: record.details ?? null,
  });
}

/** Midnight at the start of `day` (YYYY-MM-DD) in the site's time zone. */
const startOfDay = (day: string, timeZone: string) => sql`(${day}::date)::timestamp at time zone ${timeZone}`;

/** Newest first, filtered by action, record and days (inclusive, in the site's time zone). */
export async function listAudit(db: Database, query: AuditListQuery, timeZone: string): Promise<AuditPage> {
  const where = and(
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.targetType ? eq(auditLog.targetType, query.targetType) : undefined,
    query.targetId ? eq(auditLog.targetId, query.targetId) : undefined,
    query.from ? gte(auditLog.at, startOfDay(query.from, timeZone)) : undefined,
    query.to ? lt(auditLog.at, sql`${startOfDay(query.to, timeZone)} + interval '1 day'`) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(auditPageSize)
      .offset((query.page - 1) * auditPageSize),
    db.select({ value: count() }).from(auditLog).where(where),
  ]);
  const entries: AuditEntry[] = rows.map((row) => ({
    id: String(row.id),
    at: row.at.toISOString(),
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    targetLabel: row.targetLabel,
    reason: row.reason,
  }));
  return { entries, totalCount: total?.value ?? 0, page: query.page, pageSize: auditPageSize };
}
