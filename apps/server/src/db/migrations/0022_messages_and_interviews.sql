CREATE TABLE "conversation_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"sender_id" text NOT NULL,
	"body" text NOT NULL,
	"flags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "conversation_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"reporter_id" text NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolution" text,
	CONSTRAINT "conversation_reports_reason_valid" CHECK ("conversation_reports"."reason" in ('asks_for_money', 'harassment', 'spam', 'other')),
	CONSTRAINT "conversation_reports_resolution_valid" CHECK (("conversation_reports"."resolved_at" is null) = ("conversation_reports"."resolution" is null))
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_reason" text,
	"employer_mailed_at" timestamp with time zone,
	"candidate_mailed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "interviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"slots" jsonb NOT NULL,
	"place_kind" text NOT NULL,
	"place" text,
	"starts_at" timestamp with time zone,
	"duration_minutes" integer,
	"candidate_note" text,
	"sequence" integer DEFAULT 0 NOT NULL,
	"reminded_for" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interviews_status_valid" CHECK ("interviews"."status" in ('proposed', 'accepted', 'change_requested', 'cancelled')),
	CONSTRAINT "interviews_place_kind_valid" CHECK ("interviews"."place_kind" in ('in_person', 'phone', 'video')),
	CONSTRAINT "interviews_agreed_time" CHECK (("interviews"."status" = 'accepted') = ("interviews"."starts_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_valid";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_target_type_valid";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "ical_event" jsonb;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_application_id_conversations_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."conversations"("application_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_sender_id_user_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_reports" ADD CONSTRAINT "conversation_reports_application_id_conversations_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."conversations"("application_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_reports" ADD CONSTRAINT "conversation_reports_reporter_id_user_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_messages_conversation_idx" ON "conversation_messages" USING btree ("application_id","created_at","id");--> statement-breakpoint
CREATE INDEX "conversation_messages_unread_idx" ON "conversation_messages" USING btree ("application_id","sender_id","created_at") WHERE "conversation_messages"."read_at" is null;--> statement-breakpoint
CREATE INDEX "conversation_messages_sender_idx" ON "conversation_messages" USING btree ("sender_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_reports_open_reporter_idx" ON "conversation_reports" USING btree ("application_id","reporter_id") WHERE "conversation_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "conversation_reports_open_idx" ON "conversation_reports" USING btree ("created_at") WHERE "conversation_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "conversations_last_message_at_idx" ON "conversations" USING btree ("last_message_at");--> statement-breakpoint
CREATE UNIQUE INDEX "interviews_one_active_idx" ON "interviews" USING btree ("application_id") WHERE "interviews"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "interviews_starts_at_idx" ON "interviews" USING btree ("starts_at") WHERE "interviews"."status" = 'accepted';--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_valid" CHECK ("audit_log"."action" in ('job.approve', 'job.reject', 'job.take_down', 'job.delete', 'job.close', 'job.reopen', 'job.renew', 'reports.dismiss', 'verification.approve', 'verification.reject', 'candidate.delete', 'employer.delete', 'course.create', 'course.update', 'course.delete', 'enrollment.confirm', 'enrollment.cancel', 'enrollment.reset', 'consultation.handle', 'consultation.reopen', 'mail.retry', 'conversation.read', 'conversation.close', 'conversation.dismiss'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_target_type_valid" CHECK ("audit_log"."target_type" in ('job', 'verification', 'candidate', 'employer', 'course', 'enrollment', 'consultation', 'mail', 'conversation'));