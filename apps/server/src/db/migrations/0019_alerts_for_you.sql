ALTER TABLE "job_alerts" ADD COLUMN "kind" text DEFAULT 'search' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "job_alerts_for_you_idx" ON "job_alerts" USING btree ("user_id") WHERE "job_alerts"."kind" = 'for_you';--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_kind_check" CHECK ("job_alerts"."kind" in ('search', 'for_you'));--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_for_you_check" CHECK ("job_alerts"."kind" = 'search' or ("job_alerts"."frequency" = 'daily' and "job_alerts"."user_id" is not null));