/**
 * Conversations: one per application, between the job's employer and the applicant (issue 31). Who
 * may read or write is decided here, from the application itself: its candidate and its job's
 * employer are the two parties; anyone else is told "not found", as if there were none. The admin
 * reads a conversation only while a report of it is open (admin-conversations.service.ts).
 */
import { and, desc, eq, gt, isNull, ne, notExists, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  messagePageSize,
  type ConversationList,
  type ConversationMessage,
  type ConversationPage,
  type ConversationRole,
  type ConversationState,
  type ReadOnlyReason,
  type ReportConversationInput,
} from "@app/shared/conversations";
import { detectJobFlags } from "@app/shared/job-flags";
import { latinLookalike } from "@app/shared/latin-lookalikes";
import type { ApplicationStatus } from "@app/shared/applications";
import type { Database } from "../../db/client.ts";
import { applications, conversationMessages, conversationReports, conversations, jobs, user } from "../../db/schema/index.ts";
import { AppError } from "../../errors/app-error.ts";

/** An application's ended states: its conversation can be read, not added to. */
const endedStatuses: readonly ApplicationStatus[] = ["rejected", "not_selected"];

const employerUser = alias(user, "employer_user");
const candidateUser = alias(user, "candidate_user");

/** The application a conversation hangs off, with its two parties and the conversation's own state. */
export interface ConversationParties {
  applicationId: string;
  jobId: string;
  jobTitle: string;
  company: string;
  status: ApplicationStatus;
  candidateId: string;
  candidateName: string;
  candidateEmail: string;
  employerId: string;
  employerName: string;
  employerEmail: string;
  started: boolean;
  closedAt: Date | null;
}

function partiesQuery(db: Database) {
  return db
    .select({
      applicationId: applications.id,
      jobId: applications.jobId,
      jobTitle: applications.jobTitle,
      company: applications.jobCompany,
      status: applications.status,
      candidateId: applications.candidateId,
      candidateName: candidateUser.name,
      candidateEmail: candidateUser.email,
      employerId: jobs.employerId,
      employerName: employerUser.name,
      employerEmail: employerUser.email,
      started: sql<boolean>`${conversations.applicationId} is not null`,
      closedAt: conversations.closedAt,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(candidateUser, eq(candidateUser.id, applications.candidateId))
    .innerJoin(employerUser, eq(employerUser.id, jobs.employerId))
    .leftJoin(conversations, eq(conversations.applicationId, applications.id));
}

/** The application with its parties, when `userId` is one of them; otherwise "not found". */
export async function partiesFor(db: Database, applicationId: string, userId: string): Promise<ConversationParties & { role: ConversationRole }> {
  const [row] = await partiesQuery(db).where(
    and(eq(applications.id, applicationId), or(eq(applications.candidateId, userId), eq(jobs.employerId, userId))),
  );
  if (!row) throw new AppError("not_found");
  return { ...row, role: row.candidateId === userId ? "candidate" : "employer" };
}

/** The application with its parties, whoever asks (the admin's reads). */
export async function partiesOf(db: Database, applicationId: string): Promise<ConversationParties | undefined> {
  const [row] = await partiesQuery(db).where(eq(applications.id, applicationId));
  return row;
}

export function readOnlyReason(parties: Pick<ConversationParties, "status" | "closedAt">): ReadOnlyReason | null {
  if (parties.closedAt) return "closed";
  return endedStatuses.includes(parties.status) ? "application_ended" : null;
}

function stateOf(parties: ConversationParties, reportedByMe: boolean): ConversationState {
  return {
    applicationId: parties.applicationId,
    jobId: parties.jobId,
    jobTitle: parties.jobTitle,
    company: parties.company,
    employerName: parties.employerName,
    candidateName: parties.candidateName,
    started: parties.started,
    readOnly: readOnlyReason(parties),
    reportedByMe,
  };
}

type MessageRow = typeof conversationMessages.$inferSelect;

function toMessage(row: MessageRow, parties: Pick<ConversationParties, "candidateId">, readerId: string | null): ConversationMessage {
  return {
    id: row.id,
    from: row.senderId === parties.candidateId ? "candidate" : "employer",
    mine: row.senderId === readerId,
    body: row.body,
    sentAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
    flags: row.flags,
  };
}

/**
 * A page of messages, newest `messagePageSize` (older than `before`), answered oldest first.
 * `readerId` is the party reading (null for the admin: no message is "mine").
 */
export async function messagePage(
  db: Database,
  parties: ConversationParties,
  readerId: string | null,
  before: string | undefined,
  reportedByMe = false,
): Promise<ConversationPage> {
  let olderThan: { createdAt: Date; id: string } | undefined;
  if (before) {
    [olderThan] = await db
      .select({ createdAt: conversationMessages.createdAt, id: conversationMessages.id })
      .from(conversationMessages)
      .where(and(eq(conversationMessages.id, before), eq(conversationMessages.applicationId, parties.applicationId)));
    if (!olderThan) throw new AppError("invalid_input", { fields: { before: ["Unknown message"] } });
  }
  const rows = await db
    .select()
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.applicationId, parties.applicationId),
        olderThan
          ? sql`(${conversationMessages.createdAt}, ${conversationMessages.id}) < (${olderThan.createdAt.toISOString()}::timestamptz, ${olderThan.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(conversationMessages.createdAt), desc(conversationMessages.id))
    .limit(messagePageSize + 1);
  const hasOlder = rows.length > messagePageSize;
  const page = rows.slice(0, messagePageSize).reverse();
  return {
    conversation: stateOf(parties, reportedByMe),
    messages: page.map((row) => toMessage(row, parties, readerId)),
    hasOlder,
  };
}

async function hasOpenReport(db: Database, applicationId: string, reporterId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: conversationReports.id })
    .from(conversationReports)
    .where(and(eq(conversationReports.applicationId, applicationId), eq(conversationReports.reporterId, reporterId), isNull(conversationReports.resolvedAt)));
  return row !== undefined;
}

/** A party's view of the conversation: the newest page, or older ones. */
export async function readConversation(db: Database, applicationId: string, readerId: string, before: string | undefined): Promise<ConversationPage> {
  const parties = await partiesFor(db, applicationId, readerId);
  return messagePage(db, parties, readerId, before, parties.started && (await hasOpenReport(db, applicationId, readerId)));
}

/**
 * Sends a message. The employer's first message starts the conversation; the candidate can only
 * reply. The conversation row is locked while sending, so a close by the admin at the same moment
 * either comes first (and the message is refused) or after it.
 */
export async function sendMessage(
  db: Database,
  applicationId: string,
  senderId: string,
  body: string,
): Promise<{ message: ConversationMessage; parties: ConversationParties & { role: ConversationRole } }> {
  return db.transaction(async (tx) => {
    const parties = await partiesFor(tx, applicationId, senderId);
    if (!parties.started) {
      if (parties.role === "candidate") throw new AppError("conversation_not_started");
      await tx.insert(conversations).values({ applicationId }).onConflictDoNothing();
    }
    const [conversation] = await tx
      .select({ closedAt: conversations.closedAt })
      .from(conversations)
      .where(eq(conversations.applicationId, applicationId))
      .for("update");
    if (readOnlyReason({ status: parties.status, closedAt: conversation?.closedAt ?? null })) throw new AppError("conversation_read_only");
    const [row] = await tx
      .insert(conversationMessages)
      .values({ applicationId, senderId, body, flags: detectJobFlags(body, latinLookalike) })
      .returning();
    await tx.update(conversations).set({ lastMessageAt: row!.createdAt }).where(eq(conversations.applicationId, applicationId));
    return { message: toMessage(row!, parties, senderId), parties: { ...parties, started: true } };
  });
}

/** Marks the other side's messages read; the parties when any was unread (so the sender hears of it), else null. */
export async function markRead(db: Database, applicationId: string, readerId: string): Promise<ConversationParties | null> {
  const parties = await partiesFor(db, applicationId, readerId);
  const read = await db
    .update(conversationMessages)
    .set({ readAt: sql`now()` })
    .where(and(eq(conversationMessages.applicationId, applicationId), ne(conversationMessages.senderId, readerId), isNull(conversationMessages.readAt)))
    .returning({ id: conversationMessages.id });
  return read.length > 0 ? parties : null;
}

/**
 * A party's report of a started conversation; one open report per party, and after the admin
 * dismissed one, none again from that party until a message has been written since it was made
 * (the same words are not put before the admin again and again).
 */
export async function reportConversation(db: Database, applicationId: string, reporterId: string, input: ReportConversationInput): Promise<ConversationParties> {
  const parties = await partiesFor(db, applicationId, reporterId);
  if (!parties.started) throw new AppError("conversation_not_started");
  const [dismissedWithNothingNew] = await db
    .select({ id: conversationReports.id })
    .from(conversationReports)
    .where(
      and(
        eq(conversationReports.applicationId, applicationId),
        eq(conversationReports.reporterId, reporterId),
        eq(conversationReports.resolution, "dismissed"),
        notExists(
          db
            .select({ id: conversationMessages.id })
            .from(conversationMessages)
            .where(and(eq(conversationMessages.applicationId, applicationId), gt(conversationMessages.createdAt, conversationReports.createdAt))),
        ),
      ),
    )
    .limit(1);
  if (dismissedWithNothingNew) throw new AppError("already_reported");
  // The partial unique index (one open report per party) makes a second one a no-op.
  const inserted = await db
    .insert(conversationReports)
    .values({ applicationId, reporterId, reason: input.reason, note: input.note || null })
    .onConflictDoNothing()
    .returning({ id: conversationReports.id });
  if (inserted.length === 0) throw new AppError("already_reported");
  return parties;
}

/** Which side of which applications `userId` is on: the candidate's own, or the employer's jobs'. */
function ownSide(userId: string) {
  return or(eq(applications.candidateId, userId), eq(jobs.employerId, userId));
}

/** Messages sent to `userId` not yet read, in conversations they are a party to. */
function unreadFor(userId: string) {
  return and(ne(conversationMessages.senderId, userId), isNull(conversationMessages.readAt));
}

/** The navigation's badge: every unread message sent to the user. */
export async function unreadCount(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(conversationMessages)
    .innerJoin(applications, eq(applications.id, conversationMessages.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(unreadFor(userId), ownSide(userId)));
  return row?.value ?? 0;
}

/** How many conversations the list shows (the latest). */
const listLimit = 100;

/** The user's conversations, latest message first, each with its last message and unread count. */
export async function listConversations(db: Database, userId: string): Promise<ConversationList> {
  const last = db
    .select({ body: conversationMessages.body, createdAt: conversationMessages.createdAt, senderId: conversationMessages.senderId })
    .from(conversationMessages)
    .where(eq(conversationMessages.applicationId, conversations.applicationId))
    .orderBy(desc(conversationMessages.createdAt), desc(conversationMessages.id))
    .limit(1)
    .as("last");
  const rows = await db
    .select({
      applicationId: conversations.applicationId,
      jobTitle: applications.jobTitle,
      jobTitleKn: applications.jobTitleKn,
      company: applications.jobCompany,
      status: applications.status,
      closedAt: conversations.closedAt,
      candidateId: applications.candidateId,
      candidateName: candidateUser.name,
      employerName: employerUser.name,
      lastBody: last.body,
      lastAt: last.createdAt,
      lastSender: last.senderId,
      unread: sql<number>`(select count(*)::int from ${conversationMessages} where ${conversationMessages.applicationId} = ${conversations.applicationId} and ${unreadFor(userId)})`,
    })
    .from(conversations)
    .innerJoin(applications, eq(applications.id, conversations.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(candidateUser, eq(candidateUser.id, applications.candidateId))
    .innerJoin(employerUser, eq(employerUser.id, jobs.employerId))
    .innerJoinLateral(last, sql`true`)
    .where(ownSide(userId))
    .orderBy(desc(conversations.lastMessageAt))
    .limit(listLimit);
  const list = rows.map((row) => ({
    applicationId: row.applicationId,
    jobTitle: row.jobTitle,
    jobTitleKn: row.jobTitleKn,
    company: row.company,
    withName: row.candidateId === userId ? row.employerName : row.candidateName,
    lastMessage: { body: row.lastBody, sentAt: row.lastAt.toISOString(), mine: row.lastSender === userId },
    unread: row.unread,
    readOnly: readOnlyReason(row),
  }));
  return { conversations: list, unread: await unreadCount(db, userId) };
}

