import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

/** Consultation requests from the contact page, listed for the admin. */
export const consultationRequests = pgTable("consultation_requests", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
  name: text("name").notNull(),
  contact: text("contact").notNull(),
  message: text("message").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  /** When the admin marked the request handled; null while it is open. */
  handledAt: timestamp("handled_at", { withTimezone: true }),
}, (table) => [index("consultation_requests_created_at_idx").on(table.createdAt)]);
