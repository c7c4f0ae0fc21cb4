/**
 * Job alerts (modules/alerts): a saved job search mailed to an address at once or in a daily digest,
 * and the jobs already sent for each alert (a job is never sent twice for one alert).
 */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { alertFrequencies, alertKinds, type AlertCriteria } from "@app/shared/alerts";
import { languages } from "@app/shared/constants";
import { user } from "./auth.ts";
import { oneOf } from "./checks.ts";
import { jobs } from "./jobs.ts";

export const jobAlerts = pgTable(
  "job_alerts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The candidate who saved it; null for a guest's. An account's deletion takes its alerts along. */
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    /** Where its jobs go: an address, or for a guest's alert saved to a phone, its number (E.164) instead. */
    email: text("email"),
    phoneNumber: text("phone_number"),
    /** A saved search's new jobs, or the candidate's Jobs for you (daily, one per candidate). */
    kind: text("kind", { enum: alertKinds }).notNull().default("search"),
    criteria: jsonb("criteria").$type<AlertCriteria>().notNull(),
    frequency: text("frequency", { enum: alertFrequencies }).notNull(),
    language: text("language", { enum: languages }).notNull(),
    /** The secret of the links in its mails (manage, unsubscribe, confirm). */
    token: text("token").notNull(),
    /**
     * The secret of the short links in its texts (`/s/<stopToken>`, which leads to the unsubscribe
     * page of `token`, and `/m/<stopToken>`, to the page of its number's alerts): 16 characters, 96 random bits, where `token` has 43, since each character of
     * a Kannada SMS counts. Still far past guessing: it opens no more than `token` does.
     */
    stopToken: text("stop_token")
      .notNull()
      .$defaultFn(() => randomBytes(12).toString("base64url")),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** A guest's alert is sent nothing until its address confirms it (a number, by a code); a candidate's is confirmed at once. */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    pausedAt: timestamp("paused_at", { withTimezone: true }),
    /** The address refused an alert mail for good: nothing more is sent to it. */
    bouncedAt: timestamp("bounced_at", { withTimezone: true }),
    /** The last daily digest looked for (sent or not). */
    digestedAt: timestamp("digested_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("job_alerts_token_idx").on(table.token),
    uniqueIndex("job_alerts_stop_token_idx").on(table.stopToken),
    index("job_alerts_email_idx").on(table.email),
    index("job_alerts_phone_number_idx").on(table.phoneNumber),
    index("job_alerts_user_idx").on(table.userId),
    // A fan-out walks one search's live alerts in id order, a hundred at a time: each batch starts
    // where the last ended, rather than reading and sorting every alert of the search again.
    index("job_alerts_live_idx").on(table.frequency, table.criteria, table.id).where(sql`${table.confirmedAt} is not null and ${table.pausedAt} is null and ${table.bouncedAt} is null`),
    uniqueIndex("job_alerts_for_you_idx").on(table.userId).where(sql`${table.kind} = 'for_you'`),
    check("job_alerts_frequency_check", oneOf(table.frequency, alertFrequencies)),
    check("job_alerts_kind_check", oneOf(table.kind, alertKinds)),
    check("job_alerts_for_you_check", sql`${table.kind} = 'search' or (${table.frequency} = 'daily' and ${table.userId} is not null)`),
    check("job_alerts_language_check", oneOf(table.language, languages)),
    check("job_alerts_address_check", sql`(${table.email} is null) <> (${table.phoneNumber} is null)`),
  ],
);

export const jobAlertDeliveries = pgTable(
  "job_alert_deliveries",
  {
    alertId: uuid("alert_id")
      .notNull()
      .references(() => jobAlerts.id, { onDelete: "cascade" }),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.alertId, table.jobId] }), index("job_alert_deliveries_job_idx").on(table.jobId)],
);
