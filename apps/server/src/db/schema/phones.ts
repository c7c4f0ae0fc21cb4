/**
 * The phone as a way in and out: one-time codes (hashed, for one purpose each), the phone outbox (SMS
 * and WhatsApp messages written in the transaction that causes them, delivered like mail), the
 * channels each person chose for each kind of news, and the numbers that asked us to stop.
 */
import { sql } from "drizzle-orm";
import { bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { alertFrequencies } from "@app/shared/alerts";
import { languages } from "@app/shared/constants";
import { notificationKinds, phoneChannels, phoneCodePurposes, phoneMessageKinds } from "@app/shared/phone";
import { user } from "./auth.ts";
import { oneOf } from "./checks.ts";

export const phoneCodes = pgTable(
  "phone_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    purpose: text("purpose", { enum: phoneCodePurposes }).notNull(),
    /** E.164 (`+919876543210`). */
    phoneNumber: text("phone_number").notNull(),
    /** The account a code to add a number was asked for; null for a sign-in, a sign-up or a guest's alert. */
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    /** HMAC-SHA256 of the code under the server's secret: the code itself is never stored. */
    codeHash: text("code_hash").notNull(),
    /** Wrong codes tried against it; at the limit the code is dead. */
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    /**
     * A guest's alert code: the frequency and language the alert was asked for with. The code typed
     * confirms the alert as asked; until then they change nothing of it (ADR 075, amended). Null for
     * the other purposes.
     */
    alertFrequency: text("alert_frequency", { enum: alertFrequencies }),
    alertLanguage: text("alert_language", { enum: languages }),
  },
  (table) => [
    index("phone_codes_number_idx").on(table.phoneNumber, table.purpose, table.createdAt),
    check("phone_codes_purpose_check", oneOf(table.purpose, phoneCodePurposes)),
    check("phone_codes_alert_frequency_check", oneOf(table.alertFrequency, alertFrequencies)),
    check("phone_codes_alert_language_check", oneOf(table.alertLanguage, languages)),
  ],
);

/** A WhatsApp template message: its approved name, language and the values of its placeholders in order. */
export interface WhatsAppTemplate {
  name: string;
  language: (typeof languages)[number];
  values: string[];
}

export const phoneOutbox = pgTable(
  "phone_outbox",
  {
    /** In the order queued: the order of delivery. */
    id: bigserial("id", { mode: "number" }).primaryKey(),
    channel: text("channel", { enum: phoneChannels }).notNull(),
    /** E.164. */
    recipient: text("recipient").notNull(),
    kind: text("kind", { enum: phoneMessageKinds }).notNull(),
    language: text("language", { enum: languages }).notNull(),
    /** The message as read: an SMS's text, or a WhatsApp template's text filled in (for the file and the admin). */
    text: text("text").notNull(),
    /** A WhatsApp message's template (sent outside the 24-hour window); null for an SMS. */
    template: jsonb("template").$type<WhatsAppTemplate>(),
    /** An SMS's parts (160 GSM-7 characters, or 70 in Unicode, a part); 1 for WhatsApp. */
    parts: integer("parts").notNull().default(1),
    /**
     * A text sent in place of a code (ADR 072): it answers the ask the person has just made, so a STOP
     * on its channel does not hold it back, as it does not a code's. Its kind is still its news's.
     */
    inPlaceOfCode: boolean("in_place_of_code").notNull().default(false),
    /**
     * A guest's alert news to a number: when the alert was confirmed with the code sent to the number,
     * the person's own ask for it (ADR 075, amended). A STOP on its channel said before then does not
     * hold it back, one said after does; null for every other message, which any STOP holds back.
     */
    askedAt: timestamp("asked_at", { withTimezone: true }),
    /** The person it is for, when it is for an account (the daily cap per person); null for a guest or a code. */
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the next attempt may start; a claimed row's is moved past its lease. */
    sendAfter: timestamp("send_after", { withTimezone: true }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** When the sender gave up: refused for good by the provider, or out of retries. */
    failedAt: timestamp("failed_at", { withTimezone: true }),
    /** The provider's id of the message, once accepted. */
    providerMessageId: text("provider_message_id"),
  },
  (table) => [
    index("phone_outbox_due_idx").on(table.sendAfter).where(sql`${table.sentAt} is null and ${table.failedAt} is null`),
    index("phone_outbox_sent_idx").on(table.sentAt).where(sql`${table.sentAt} is not null`),
    index("phone_outbox_user_idx").on(table.userId, table.createdAt),
    check("phone_outbox_channel_check", oneOf(table.channel, phoneChannels)),
    check("phone_outbox_kind_check", oneOf(table.kind, phoneMessageKinds)),
    check("phone_outbox_language_check", oneOf(table.language, languages)),
  ],
);

/** The channels a person chose for one kind of news; without a row, the defaults of their account. */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: notificationKinds }).notNull(),
    email: boolean("email").notNull(),
    sms: boolean("sms").notNull(),
    whatsapp: boolean("whatsapp").notNull(),
    /** The language of the person's SMS and WhatsApp messages (a text has room for one), the same on each of their rows. */
    language: text("language", { enum: languages }).notNull().default("en"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind] }),
    check("notification_preferences_kind_check", oneOf(table.kind, notificationKinds)),
    check("notification_preferences_language_check", oneOf(table.language, languages)),
  ],
);

/**
 * A number that answered STOP on a channel: nothing more goes to it there until it opts in again on
 * the site (an account ticking the channel lifts the stop). A guest who confirms an alert with the
 * code sent to the number lifts nothing: that alert's news goes all the same (`phone_outbox.asked_at`).
 */
export const phoneStops = pgTable(
  "phone_stops",
  {
    phoneNumber: text("phone_number").notNull(),
    channel: text("channel", { enum: phoneChannels }).notNull(),
    stoppedAt: timestamp("stopped_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.phoneNumber, table.channel] }), check("phone_stops_channel_check", oneOf(table.channel, phoneChannels))],
);
