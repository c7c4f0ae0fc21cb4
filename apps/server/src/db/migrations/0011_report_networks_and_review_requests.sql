ALTER TABLE "jobs" ADD COLUMN "review_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_reports" ADD COLUMN "reporter_network" text;--> statement-breakpoint
CREATE INDEX "job_reports_network_idx" ON "job_reports" USING btree ("reporter_network","created_at");