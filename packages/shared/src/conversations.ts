/**
 * Messages (issue 31): each application has at most one conversation, between the job's employer and
 * the applicant, keyed by the application's id. The employer starts it (the first message); the
 * candidate replies. Text only. A rejected or not-selected application's conversation, and one the
 * admin closed after a report, is read-only. Either side may report it; the admin reads only
 * reported conversations.
 *
 * Routes (JSON):
 * - `GET    /api/conversations` → `ConversationList`: the signed-in employer's or candidate's
 *   conversations, latest message first, with the unread count of each and in all
 * - `GET    /api/conversations/unread` → `{ unread: number }` (the navigation's badge)
 * - `GET    /api/applications/:id/messages?before=` → `ConversationPage`: the newest
 *   `messagePageSize` messages (older than message `before`), oldest first; the conversation's state.
 *   An application without a conversation yet answers `conversation.started: false` and no messages.
 * - `POST   /api/applications/:id/messages` `SendMessageInput` → 201 `{ message }`: the employer
 *   starts or continues, the candidate replies once it is started (409 `conversation_not_started`);
 *   409 `conversation_read_only`; 429 past `messagesPerHour` messages an hour of one sender
 * - `POST   /api/applications/:id/messages/read` → `{ ok: true }`: the other side's messages read
 * - `POST   /api/applications/:id/conversation/report` `ReportConversationInput` → 201 `{ ok: true }`;
 *   409 `already_reported` while one's own report is open
 * - `GET    /api/admin/conversations?page=` → `ReportedConversationPage` (open reports only)
 * - `GET    /api/admin/conversations/:id` → `ConversationPage` (only while reported, else 404)
 * - `POST   /api/admin/conversations/:id/close` `ModerationReasonInput` → `{ ok: true }` (audited)
 * - `POST   /api/admin/conversations/:id/dismiss` → `{ ok: true }` (audited)
 *
 * Only the two parties (and the admin, for a reported conversation) can read or act: anyone else is
 * answered 404, as if there were none.
 */
import { z } from "zod";
import type { JobFlag } from "./job-flags.ts";

export const messageMax = 2000;
/** Messages one sender may send in an hour, across conversations. */
export const messagesPerHour = 30;
/** A message still unread this long after it was sent is e-mailed to its reader … */
export const unreadMailAfterMinutes = 15;
/** … at most once this often per conversation and reader. */
export const unreadMailEveryMinutes = 60;
export const messagePageSize = 50;

export const sendMessageSchema = z.object({
  body: z
    .string({ error: "validation.messages.bodyRequired" })
    .trim()
    .min(1, { error: "validation.messages.bodyRequired", abort: true })
    .max(messageMax, "validation.messages.bodyTooLong"),
});
export type SendMessageInput = z.input<typeof sendMessageSchema>;

export const messagePageSchema = z.object({ before: z.uuid().optional() });

export const conversationReportReasons = ["asks_for_money", "harassment", "spam", "other"] as const;
export type ConversationReportReason = (typeof conversationReportReasons)[number];
export const conversationReportNoteMax = 1000;

export const reportConversationSchema = z.object({
  reason: z.enum(conversationReportReasons, { error: "validation.report.reasonRequired" }),
  note: z.string().trim().max(conversationReportNoteMax, "validation.report.noteTooLong").optional(),
});
export type ReportConversationInput = z.input<typeof reportConversationSchema>;

export type ConversationRole = "employer" | "candidate";

export interface ConversationMessage {
  id: string;
  /** Which side sent it. */
  from: ConversationRole;
  /** Sent by the reader of this page. */
  mine: boolean;
  body: string;
  sentAt: string;
  /** When the other side read it; null while unread. */
  readAt: string | null;
  /** What the money and phone checks found in it: the candidate is warned under such a message. */
  flags: JobFlag[];
}

/** Why nothing more can be sent: the application ended (rejected, not selected) or the admin closed it. */
export type ReadOnlyReason = "application_ended" | "closed";

export interface ConversationState {
  applicationId: string;
  jobId: string;
  jobTitle: string;
  company: string;
  employerName: string;
  candidateName: string;
  /** The employer has sent the first message. */
  started: boolean;
  readOnly: ReadOnlyReason | null;
  /** The reader's own report waits for the admin. */
  reportedByMe: boolean;
}

export interface ConversationPage {
  conversation: ConversationState;
  /** Oldest first. */
  messages: ConversationMessage[];
  /** Older messages exist: ask with `before` = the first message's id. */
  hasOlder: boolean;
}

export interface ConversationSummary {
  applicationId: string;
  jobTitle: string;
  /** The job's Kannada title when the candidate applied, where its employer gave one. */
  jobTitleKn: string | null;
  company: string;
  /** The other side's name. */
  withName: string;
  lastMessage: { body: string; sentAt: string; mine: boolean };
  unread: number;
  readOnly: ReadOnlyReason | null;
}

export interface ConversationList {
  conversations: ConversationSummary[];
  unread: number;
}

export interface ReportedConversation {
  applicationId: string;
  jobTitle: string;
  employerName: string;
  candidateName: string;
  reports: { reason: ConversationReportReason; note: string | null; by: ConversationRole; at: string }[];
  messageCount: number;
}

export interface ReportedConversationPage {
  items: ReportedConversation[];
  totalCount: number;
  page: number;
  pageSize: number;
}
