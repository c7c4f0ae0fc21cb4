/**
 * The admin and conversations: only reported ones. A conversation with an open report can be read
 * (each reading is in the audit log), closed (read-only for both sides, the reports resolved) or its
 * reports dismissed. Without an open report it is "not found" to the admin, like to anyone else.
 */
import { and, asc, count, eq, inArray, isNull, sql } from "drizzle-orm";
import { moderationPageSize } from "@app/shared/trust";
import type { ConversationPage, ReportedConversationPage } from "@app/shared/conversations";
import type { SessionUser } from "@app/shared/user";
import type { Database } from "../../db/client.ts";
import { conversationMessages, conversationReports, conversations } from "../../db/schema/index.ts";
import { AppError } from "../../errors/app-error.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { messagePage, partiesOf, type ConversationParties } from "./conversations.service.ts";

const openReports = isNull(conversationReports.resolvedAt);

/** Reported conversations, the earliest open report first, with their open reports. */
export async function listReportedConversations(db: Database, page: number): Promise<ReportedConversationPage> {
  const reported = db
    .select({ applicationId: conversationReports.applicationId, firstAt: sql<Date>`min(${conversationReports.createdAt})`.as("first_at") })
    .from(conversationReports)
    .where(openReports)
    .groupBy(conversationReports.applicationId)
    .as("reported");
  const [ids, [total]] = await Promise.all([
    db
      .select({ applicationId: reported.applicationId })
      .from(reported)
      .orderBy(asc(reported.firstAt), asc(reported.applicationId))
      .limit(moderationPageSize)
      .offset((page - 1) * moderationPageSize),
    db.select({ value: count() }).from(reported),
  ]);
  const applicationIds = ids.map((row) => row.applicationId);
  if (applicationIds.length === 0) return { items: [], totalCount: total?.value ?? 0, page, pageSize: moderationPageSize };

  const [parties, reports, messageCounts] = await Promise.all([
    Promise.all(applicationIds.map((id) => partiesOf(db, id))),
    db
      .select({
        applicationId: conversationReports.applicationId,
        reason: conversationReports.reason,
        note: conversationReports.note,
        reporterId: conversationReports.reporterId,
        at: conversationReports.createdAt,
      })
      .from(conversationReports)
      .where(and(openReports, inArray(conversationReports.applicationId, applicationIds)))
      .orderBy(asc(conversationReports.createdAt)),
    db
      .select({ applicationId: conversationMessages.applicationId, value: count() })
      .from(conversationMessages)
      .where(inArray(conversationMessages.applicationId, applicationIds))
      .groupBy(conversationMessages.applicationId),
  ]);
  const countOf = new Map(messageCounts.map((row) => [row.applicationId, row.value]));
  const items = parties
    .filter((party): party is ConversationParties => party !== undefined)
    .map((party) => ({
      applicationId: party.applicationId,
      jobTitle: party.jobTitle,
      employerName: party.employerName,
      candidateName: party.candidateName,
      reports: reports
        .filter((report) => report.applicationId === party.applicationId)
        .map((report) => ({
          reason: report.reason,
          note: report.note,
          by: report.reporterId === party.candidateId ? ("candidate" as const) : ("employer" as const),
          at: report.at.toISOString(),
        })),
      messageCount: countOf.get(party.applicationId) ?? 0,
    }));
  return { items, totalCount: total?.value ?? 0, page, pageSize: moderationPageSize };
}

/** The conversation's parties while it has an open report; otherwise "not found". */
async function reportedParties(db: Database, applicationId: string): Promise<ConversationParties> {
  const [report] = await db
    .select({ id: conversationReports.id })
    .from(conversationReports)
    .where(and(eq(conversationReports.applicationId, applicationId), openReports))
    .limit(1);
  const parties = report ? await partiesOf(db, applicationId) : undefined;
  if (!parties) throw new AppError("not_found");
  return parties;
}

const label = (parties: ConversationParties) => `${parties.jobTitle}: ${parties.employerName} / ${parties.candidateName}`;

/**
 * What the admin reads of a reported conversation (its messages, its interview), with the reading
 * in the audit log in the same transaction; without an open report, "not found".
 */
export async function readReported<T>(
  db: Database,
  admin: SessionUser,
  applicationId: string,
  reading: { action: "conversation.read" | "interview.read"; audited: boolean },
  read: (tx: Database, parties: ConversationParties) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const parties = await reportedParties(tx, applicationId);
    const result = await read(tx, parties);
    if (reading.audited) await recordAudit(tx, admin, { action: reading.action, targetType: "conversation", targetId: applicationId, targetLabel: label(parties) });
    return result;
  });
}

/** A reported conversation as the admin reads it; the reading is audited. */
export async function readReportedConversation(db: Database, admin: SessionUser, applicationId: string, before: string | undefined): Promise<ConversationPage> {
  // Only the first page is a new reading; paging back through it is the same one.
  return readReported(db, admin, applicationId, { action: "conversation.read", audited: !before }, (tx, parties) => messagePage(tx, parties, null, before));
}

/** Resolves the conversation's open reports, as closed or dismissed. */
async function resolveReports(tx: Database, applicationId: string, resolution: "closed" | "dismissed") {
  await tx
    .update(conversationReports)
    .set({ resolvedAt: sql`now()`, resolution })
    .where(and(eq(conversationReports.applicationId, applicationId), openReports));
}

/** Closes a reported conversation for good: read-only for both sides, its reports resolved. Audited. */
export async function closeConversation(db: Database, admin: SessionUser, applicationId: string, reason: string): Promise<ConversationParties> {
  return db.transaction(async (tx) => {
    const parties = await reportedParties(tx, applicationId);
    await tx.update(conversations).set({ closedAt: sql`now()`, closedReason: reason }).where(eq(conversations.applicationId, applicationId));
    await resolveReports(tx, applicationId, "closed");
    await recordAudit(tx, admin, { action: "conversation.close", targetType: "conversation", targetId: applicationId, targetLabel: label(parties), reason });
    return parties;
  });
}

/** Dismisses a conversation's open reports: it goes on as before. Audited. */
export async function dismissConversationReports(db: Database, admin: SessionUser, applicationId: string): Promise<ConversationParties> {
  return db.transaction(async (tx) => {
    const parties = await reportedParties(tx, applicationId);
    await resolveReports(tx, applicationId, "dismissed");
    await recordAudit(tx, admin, { action: "conversation.dismiss", targetType: "conversation", targetId: applicationId, targetLabel: label(parties) });
    return parties;
  });
}

