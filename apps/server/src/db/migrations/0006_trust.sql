CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text NOT NULL,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"target_label" text,
	"reason" text,
	"details" jsonb,
	CONSTRAINT "audit_log_action_valid" CHECK ("audit_log"."action" in ('job.approve', 'job.reject', 'job.take_down', 'job.delete', 'reports.dismiss', 'verification.approve', 'verification.reject', 'candidate.delete', 'employer.delete', 'course.create', 'course.update', 'course.delete', 'enrollment.confirm', 'enrollment.cancel', 'enrollment.reset')),
	CONSTRAINT "audit_log_target_type_valid" CHECK ("audit_log"."target_type" in ('job', 'verification', 'candidate', 'employer', 'course', 'enrollment'))
);
--> statement-breakpoint
CREATE TABLE "employer_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employer_id" text NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"website" text,
	"document_file_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "employer_verifications_kind_valid" CHECK ("employer_verifications"."kind" in ('gstin', 'udyam')),
	CONSTRAINT "employer_verifications_status_valid" CHECK ("employer_verifications"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "job_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"visitor_id" uuid NOT NULL,
	"user_id" text,
	"reason" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolution" text,
	CONSTRAINT "job_reports_reason_valid" CHECK ("job_reports"."reason" in ('asks_for_money', 'fake', 'wrong_details', 'offensive', 'other')),
	CONSTRAINT "job_reports_resolution_valid" CHECK (("job_reports"."resolved_at" is null) = ("job_reports"."resolution" is null))
);
--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "employer_verifications" ADD CONSTRAINT "employer_verifications_employer_id_user_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_verifications" ADD CONSTRAINT "employer_verifications_document_file_id_files_id_fk" FOREIGN KEY ("document_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_reports" ADD CONSTRAINT "job_reports_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_reports" ADD CONSTRAINT "job_reports_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_action_at_idx" ON "audit_log" USING btree ("action","at");--> statement-breakpoint
CREATE UNIQUE INDEX "employer_verifications_one_pending_idx" ON "employer_verifications" USING btree ("employer_id") WHERE "employer_verifications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "employer_verifications_status_created_at_idx" ON "employer_verifications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "employer_verifications_employer_idx" ON "employer_verifications" USING btree ("employer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "job_reports_job_visitor_idx" ON "job_reports" USING btree ("job_id","visitor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_reports_job_user_idx" ON "job_reports" USING btree ("job_id","user_id");--> statement-breakpoint
CREATE INDEX "job_reports_open_idx" ON "job_reports" USING btree ("job_id","created_at") WHERE "job_reports"."resolved_at" is null;--> statement-breakpoint
-- The audit log is append-only: no row of it is ever changed or removed, whatever the code does.
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_no_update_or_delete" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
