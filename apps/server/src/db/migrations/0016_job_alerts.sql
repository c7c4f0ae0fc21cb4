CREATE TABLE "job_alert_deliveries" (
	"alert_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_alert_deliveries_alert_id_job_id_pk" PRIMARY KEY("alert_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "job_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"email" text NOT NULL,
	"criteria" jsonb NOT NULL,
	"frequency" text NOT NULL,
	"language" text NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"paused_at" timestamp with time zone,
	"bounced_at" timestamp with time zone,
	"digested_at" timestamp with time zone,
	CONSTRAINT "job_alerts_frequency_check" CHECK ("job_alerts"."frequency" in ('instant', 'daily')),
	CONSTRAINT "job_alerts_language_check" CHECK ("job_alerts"."language" in ('en', 'kn'))
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "alerts_matched_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_alert_deliveries" ADD CONSTRAINT "job_alert_deliveries_alert_id_job_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."job_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert_deliveries" ADD CONSTRAINT "job_alert_deliveries_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_alert_deliveries_job_idx" ON "job_alert_deliveries" USING btree ("job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_alerts_token_idx" ON "job_alerts" USING btree ("token");--> statement-breakpoint
CREATE INDEX "job_alerts_email_idx" ON "job_alerts" USING btree ("email");--> statement-breakpoint
CREATE INDEX "job_alerts_user_idx" ON "job_alerts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "job_alerts_live_idx" ON "job_alerts" USING btree ("frequency","criteria") WHERE "job_alerts"."confirmed_at" is not null and "job_alerts"."paused_at" is null and "job_alerts"."bounced_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_alerts_unmatched_idx" ON "jobs" USING btree ("created_at") WHERE "jobs"."alerts_matched_at" is null and "jobs"."status" = 'active';--> statement-breakpoint
-- The jobs listed before alerts existed are not news to anyone: only jobs listed from now on are matched.
UPDATE "jobs" SET "alerts_matched_at" = now();