/** Better Auth's tables, kept by hand (its CLI needs Node 22), plus the product's role, phone, sign-in number and company. */
import { sql, type SQL } from "drizzle-orm";
import { boolean, check, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { oneOf } from "./checks.ts";
import { languages, roles } from "@app/shared/constants";

export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  role: text("role", { enum: roles }).notNull().default("candidate"),
  phone: text("phone"),
  /** The mobile number the account signs in with (E.164), set only once a code sent to it came back: one account per number. */
  phoneNumber: text("phone_number").unique(),
  phoneNumberVerified: boolean("phone_number_verified").notNull().default(false),
  /** When the person opted in on the site to hear from us on WhatsApp; null when they have not (or said STOP since). */
  whatsappOptInAt: timestamp("whatsapp_opt_in_at", { withTimezone: true }),
  company: text("company"),
  /**
   * The language of the person's SMS and WhatsApp messages as they last chose it: with the site's
   * language switch or on their channels' card. Null until then (notifications/channels.ts guesses).
   */
  textLanguage: text("text_language", { enum: languages }),
  /** When the admin verified this employer's registration (GSTIN or Udyam); null if not verified. */
  verifiedAt: timestamp("verified_at", { withTimezone: true }),
  /** The verified employer's website, given with its verification request (JobPosting `sameAs`). */
  website: text("website"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  /**
   * Name, e-mail, company and mobile number in lower case, for the admin's substring search (a
   * byte-wise LIKE, not ILIKE). An account made with a phone has a stand-in address until its person
   * adds one (`@phone.invalid`, packages/shared/src/phone.ts): it is left out, so searching for it
   * finds nothing, as no page shows it.
   */
  adminSearch: text("admin_search")
    .notNull()
    .generatedAlwaysAs(
      (): SQL =>
        sql`lower(${user.name} || chr(10) || (case when ${user.email} like '%@phone.invalid' then '' else ${user.email} end) || chr(10) || coalesce(${user.company}, '') || chr(10) || coalesce(${user.phoneNumber}, ''))`,
    ),
}, (table) => [
  // The admin's candidate and employer lists, searched and paged by index-only scans.
  index("user_role_created_at_admin_search_idx").on(table.role, table.createdAt, table.id, table.adminSearch),
  check("user_text_language_check", oneOf(table.textLanguage, languages)),
]);

export const session = pgTable("session", {
  id: text("id").primaryKey(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  token: text("token").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  ipAddress: text("ip_address"),
  userAgent: text("user_agent"),
  userId: text("user_id").notNull().references(() => user.id, { onDelete: "cascade" }),
}, (table) => [index("session_user_id_idx").on(table.userId)]);

export const account = pgTable("account", {
  id: text("id").primaryKey(),
  accountId: text("account_id").notNull(),
  providerId: text("provider_id").notNull(),
  userId: text("user_id").notNull().references(() => user.id, { onDelete: "cascade" }),
  accessToken: text("access_token"),
  refreshToken: text("refresh_token"),
  idToken: text("id_token"),
  accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
  refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
  scope: text("scope"),
  password: text("password"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
}, (table) => [index("account_user_id_idx").on(table.userId)]);

export const verification = pgTable("verification", {
  id: text("id").primaryKey(),
  identifier: text("identifier").notNull(),
  value: text("value").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
}, (table) => [index("verification_identifier_idx").on(table.identifier)]);
