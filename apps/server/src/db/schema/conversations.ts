/**
 * Messages and interviews (issue 31), both hanging off an application: a conversation is keyed by its
 * application (one each), and goes with it; a message goes with its sender's account. An interview
 * is proposed by the employer and agreed by the candidate; one at a time that is not cancelled.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { conversationReportReasons } from "@app/shared/conversations";
import { interviewPlaceKinds, interviewStatuses, type InterviewSlot } from "@app/shared/interviews";
import type { JobFlag } from "@app/shared/job-flags";
import { user } from "./auth.ts";
import { applications } from "./candidates.ts";
import { oneOf } from "./checks.ts";

export const conversationReportResolutions = ["dismissed", "closed"] as const;

export const conversations = pgTable(
  "conversations",
  {
    applicationId: uuid("application_id")
      .primaryKey()
      .references(() => applications.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    /** The admin closed it after a report: read-only for both sides. */
    closedAt: timestamp("closed_at", { withTimezone: true }),
    closedReason: text("closed_reason"),
    /** When each side was last e-mailed about unread messages here (at most once an hour). */
    employerMailedAt: timestamp("employer_mailed_at", { withTimezone: true }),
    candidateMailedAt: timestamp("candidate_mailed_at", { withTimezone: true }),
  },
  (table) => [index("conversations_last_message_at_idx").on(table.lastMessageAt)],
);

export const conversationMessages = pgTable(
  "conversation_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => conversations.applicationId, { onDelete: "cascade" }),
    senderId: text("sender_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    /** What the money and phone checks found when it was sent. */
    flags: jsonb("flags").$type<JobFlag[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the other side read it. */
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (table) => [
    index("conversation_messages_conversation_idx").on(table.applicationId, table.createdAt, table.id),
    index("conversation_messages_unread_idx").on(table.applicationId, table.senderId, table.createdAt).where(sql`${table.readAt} is null`),
    index("conversation_messages_sender_idx").on(table.senderId),
  ],
);

export const conversationReports = pgTable(
  "conversation_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => conversations.applicationId, { onDelete: "cascade" }),
    reporterId: text("reporter_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    reason: text("reason", { enum: conversationReportReasons }).notNull(),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolution: text("resolution", { enum: conversationReportResolutions }),
  },
  (table) => [
    // One open report per side.
    uniqueIndex("conversation_reports_open_reporter_idx").on(table.applicationId, table.reporterId).where(sql`${table.resolvedAt} is null`),
    index("conversation_reports_open_idx").on(table.createdAt).where(sql`${table.resolvedAt} is null`),
    check("conversation_reports_reason_valid", oneOf(table.reason, conversationReportReasons)),
    check("conversation_reports_resolution_valid", sql`(${table.resolvedAt} is null) = (${table.resolution} is null)`),
  ],
);

export const interviews = pgTable(
  "interviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    status: text("status", { enum: interviewStatuses }).notNull().default("proposed"),
    /** The times proposed, as instants with their durations. */
    slots: jsonb("slots").$type<InterviewSlot[]>().notNull(),
    placeKind: text("place_kind", { enum: interviewPlaceKinds }).notNull(),
    place: text("place"),
    /** The time agreed (accepted); null otherwise. */
    startsAt: timestamp("starts_at", { withTimezone: true }),
    durationMinutes: integer("duration_minutes"),
    candidateNote: text("candidate_note"),
    /** The calendar invitation's SEQUENCE: raised on every change after the first invitation. */
    sequence: integer("sequence").notNull().default(0),
    /** The start the day-before reminder was sent for (a rescheduled interview is reminded again). */
    remindedFor: timestamp("reminded_for", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("interviews_one_active_idx").on(table.applicationId).where(sql`${table.status} <> 'cancelled'`),
    index("interviews_starts_at_idx").on(table.startsAt).where(sql`${table.status} = 'accepted'`),
    check("interviews_status_valid", oneOf(table.status, interviewStatuses)),
    check("interviews_place_kind_valid", oneOf(table.placeKind, interviewPlaceKinds)),
    check("interviews_agreed_time", sql`(${table.status} = 'accepted') = (${table.startsAt} is not null)`),
  ],
);
