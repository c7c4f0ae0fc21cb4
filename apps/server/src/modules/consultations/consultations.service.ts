/** Consultation requests from the contact page: stored for any signed-in user, handled by the admin. */
import { count, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { consultationsPageSize, type AdminConsultation, type ConsultationListQuery, type ConsultationPage } from "@app/shared/admin";
import type { ConsultationRequestInput } from "@app/shared/consultations";
import type { SessionUser } from "@app/shared/user";
import type { Database } from "../../db/client.ts";
import { consultationRequests } from "../../db/schema/index.ts";
import { recordAudit } from "../audit/audit.service.ts";

export async function createConsultationRequest(db: Database, userId: string, input: ConsultationRequestInput) {
  const [created] = await db
    .insert(consultationRequests)
    .values({ userId, ...input })
    .returning({ id: consultationRequests.id, createdAt: consultationRequests.createdAt });
  return created!;
}

function toAdminConsultation(row: typeof consultationRequests.$inferSelect): AdminConsultation {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    contact: row.contact,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
  };
}

/** Newest first, a page at a time, optionally only the open or only the handled ones. */
export async function listConsultationRequests(db: Database, query: ConsultationListQuery): Promise<ConsultationPage> {
  const where =
    query.handled === undefined
      ? undefined
      : query.handled === "true"
        ? isNotNull(consultationRequests.handledAt)
        : isNull(consultationRequests.handledAt);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(consultationRequests)
      .where(where)
      .orderBy(desc(consultationRequests.createdAt), desc(consultationRequests.id))
      .limit(consultationsPageSize)
      .offset((query.page - 1) * consultationsPageSize),
    db.select({ value: count() }).from(consultationRequests).where(where),
  ]);
  return { consultations: rows.map(toAdminConsultation), totalCount: total?.value ?? 0, page: query.page, pageSize: consultationsPageSize };
}

/** Marks a request handled (keeping the first time it was) or open again; null when there is none. */
/** Marks a request handled or not, with the admin's audit entry in the same transaction. */
export async function setConsultationHandled(
  db: Database,
  admin: Pick<SessionUser, "id" | "email">,
  id: string,
  handled: boolean,
): Promise<AdminConsultation | null> {
  return db.transaction(async (transaction) => {
    const [row] = await transaction
      .update(consultationRequests)
      .set({ handledAt: handled ? sql`coalesce(${consultationRequests.handledAt}, now())` : null })
      .where(eq(consultationRequests.id, id))
      .returning();
    if (!row) return null;
    await recordAudit(transaction, admin, {
      action: handled ? "consultation.handle" : "consultation.reopen",
      targetType: "consultation",
      targetId: id,
      targetLabel: row.name,
    });
    return toAdminConsultation(row);
  });
}
