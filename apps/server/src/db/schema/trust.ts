/**
 * Trust and safety: visitors' reports of jobs, employers' verification requests, and the admin's
 * append-only audit log (a trigger refuses every update and delete of its rows).
 */
import { sql } from "drizzle-orm";
import { bigserial, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { auditActions, auditTargetTypes, reportReasons, verificationKinds, verificationStatuses } from "@app/shared/trust";
import { user } from "./auth.ts";
import { files } from "./candidates.ts";
import { oneOf } from "./checks.ts";
import { jobs } from "./jobs.ts";

export const reportResolutions = ["dismissed", "taken_down"] as const;

export const jobReports = pgTable(
  "job_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    /** The reporter's `nj_vid` visitor id: one report per visitor per job. */
    visitorId: uuid("visitor_id").notNull(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    /**
     * The reporter's network (the address, an IPv6 address by its /64) as a keyed hash, never the
     * address itself: a guest's reports count once per network, and a network hides few jobs a day.
     */
    reporterNetwork: text("reporter_network"),
    reason: text("reason", { enum: reportReasons }).notNull(),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the admin dismissed the reports or took the job down; null while open. */
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolution: text("resolution", { enum: reportResolutions }),
  },
  (table) => [
    uniqueIndex("job_reports_job_visitor_idx").on(table.jobId, table.visitorId),
    uniqueIndex("job_reports_job_user_idx").on(table.jobId, table.userId),
    index("job_reports_open_idx").on(table.jobId, table.createdAt).where(sql`${table.resolvedAt} is null`),
    index("job_reports_network_idx").on(table.reporterNetwork, table.createdAt),
    check("job_reports_reason_valid", oneOf(table.reason, reportReasons)),
    check("job_reports_resolution_valid", sql`(${table.resolvedAt} is null) = (${table.resolution} is null)`),
  ],
);

export const employerVerifications = pgTable(
  "employer_verifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    employerId: text("employer_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: verificationKinds }).notNull(),
    number: text("number").notNull(),
    website: text("website"),
    /** The optional supporting document, kept like a résumé (sniffed, random storage key). */
    documentFileId: uuid("document_file_id").references(() => files.id, { onDelete: "set null" }),
    status: text("status", { enum: verificationStatuses }).notNull().default("pending"),
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (table) => [
    // One request waits at a time for each employer.
    uniqueIndex("employer_verifications_one_pending_idx").on(table.employerId).where(sql`${table.status} = 'pending'`),
    index("employer_verifications_status_created_at_idx").on(table.status, table.createdAt),
    index("employer_verifications_employer_idx").on(table.employerId, table.createdAt),
    check("employer_verifications_kind_valid", oneOf(table.kind, verificationKinds)),
    check("employer_verifications_status_valid", oneOf(table.status, verificationStatuses)),
  ],
);

/**
 * What an admin did, to which record, when and why. Written in the transaction of the action
 * itself; no foreign keys, so an entry outlives the admin account and the record it names.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: text("actor_id").notNull(),
    actorEmail: text("actor_email").notNull(),
    action: text("action", { enum: auditActions }).notNull(),
    targetType: text("target_type", { enum: auditTargetTypes }).notNull(),
    targetId: text("target_id").notNull(),
    targetLabel: text("target_label"),
    reason: text("reason"),
    details: jsonb("details"),
  },
  (table) => [
    index("audit_log_at_idx").on(table.at, table.id),
    index("audit_log_target_idx").on(table.targetType, table.targetId, table.at),
    index("audit_log_action_at_idx").on(table.action, table.at),
    check("audit_log_action_valid", oneOf(table.action, auditActions)),
    check("audit_log_target_type_valid", oneOf(table.targetType, auditTargetTypes)),
  ],
);
