import { check, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";

export const courseLevels = ["Beginner", "Intermediate", "Advanced", "All Levels"] as const;
export const courseCategories = ["career", "entrepreneurship"] as const;
export const courseStatuses = ["active", "inactive"] as const;

/** The course catalogue of SPEC.md §3; ids are strings such as `course1`; prices are whole rupees. */
export const courses = pgTable("courses", {
  id: text("id").primaryKey(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  level: text("level", { enum: courseLevels }).notNull().default("All Levels"),
  price: integer("price").notNull().default(0),
  duration: text("duration").notNull(),
  category: text("category", { enum: courseCategories }).notNull().default("career"),
  enrolled: integer("enrolled").notNull().default(0),
  instructor: text("instructor").notNull().default("Expert Faculty"),
  status: text("status", { enum: courseStatuses }).notNull().default("active"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
}, (table) => [
  check("courses_price_non_negative", sql`${table.price} >= 0`),
  check("courses_enrolled_non_negative", sql`${table.enrolled} >= 0`),
]);
