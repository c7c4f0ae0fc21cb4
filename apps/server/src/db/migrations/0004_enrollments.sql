-- Courses are active or archived (hidden everywhere but in the enrolments that name them); the
-- earlier "inactive" meant the same, so such rows become archived before the check is added.
UPDATE "courses" SET "status" = 'archived', "updated_at" = now() WHERE "status" = 'inactive';--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_level_valid" CHECK ("courses"."level" in ('Beginner', 'Intermediate', 'Advanced', 'All Levels'));--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_category_valid" CHECK ("courses"."category" in ('career', 'entrepreneurship'));--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_status_valid" CHECK ("courses"."status" in ('active', 'archived'));--> statement-breakpoint
-- One pending or confirmed enrolment per course per candidate, and a UTR used once, are kept by
-- unique indexes, so two requests at the same moment cannot both succeed.
CREATE TABLE "enrollments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"user_id" text NOT NULL,
	"course_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"start_date" date NOT NULL,
	"time_slot" text NOT NULL,
	"amount" integer NOT NULL,
	"utr" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enrollments_reference_unique" UNIQUE("reference"),
	CONSTRAINT "enrollments_status_valid" CHECK ("enrollments"."status" in ('pending', 'confirmed', 'cancelled')),
	CONSTRAINT "enrollments_payment_status_valid" CHECK ("enrollments"."payment_status" in ('pending', 'verified')),
	CONSTRAINT "enrollments_time_slot_valid" CHECK ("enrollments"."time_slot" in ('morning', 'afternoon', 'evening')),
	CONSTRAINT "enrollments_amount_non_negative" CHECK ("enrollments"."amount" >= 0),
	CONSTRAINT "enrollments_reference_format" CHECK ("enrollments"."reference" ~ '^[A-Z0-9]{12}$'),
	CONSTRAINT "enrollments_utr_format" CHECK ("enrollments"."utr" ~ '^[0-9]{12}$')
);
--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "enrollments_utr_unique" ON "enrollments" USING btree ("utr");--> statement-breakpoint
CREATE UNIQUE INDEX "enrollments_active_unique" ON "enrollments" USING btree ("user_id","course_id") WHERE "enrollments"."status" in ('pending', 'confirmed');--> statement-breakpoint
CREATE INDEX "enrollments_created_at_idx" ON "enrollments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "enrollments_status_created_at_idx" ON "enrollments" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "enrollments_course_id_idx" ON "enrollments" USING btree ("course_id","created_at");--> statement-breakpoint
CREATE INDEX "enrollments_user_id_idx" ON "enrollments" USING btree ("user_id","created_at");