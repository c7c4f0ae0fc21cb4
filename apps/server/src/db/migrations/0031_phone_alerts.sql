ALTER TABLE "job_alerts" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD COLUMN "phone_number" text;--> statement-breakpoint
CREATE INDEX "job_alerts_phone_number_idx" ON "job_alerts" USING btree ("phone_number");--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_address_check" CHECK (("job_alerts"."email" is null) <> ("job_alerts"."phone_number" is null));