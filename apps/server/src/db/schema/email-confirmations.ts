/**
 * An e-mail address an account made with a phone asked to add, waiting for the link mailed to it
 * (modules/accounts/email-confirmation.service.ts): the account's own address stays its stand-in
 * until the link is opened, so nothing else is mailed to an address nobody has shown they hold.
 */
import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

export const emailConfirmations = pgTable("email_confirmations", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** One per account: asking again (another address, or "Send again") replaces it and its link. */
  userId: text("user_id")
    .notNull()
    .unique()
    .references(() => user.id, { onDelete: "cascade" }),
  /** Lower case, as the shared schema reads it. */
  email: text("email").notNull(),
  /** SHA-256 of the link's token: the token itself is only in the mail. */
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  /** When the link was opened and the address became the account's; the row stays, so a second opening is told so. */
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
});
