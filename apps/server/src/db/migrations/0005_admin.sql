DROP INDEX "user_role_idx";--> statement-breakpoint
ALTER TABLE "visitors" ALTER COLUMN "local_area" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "visitors" ALTER COLUMN "local_area" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "consultation_requests" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "user_role_created_at_idx" ON "user" USING btree ("role","created_at");--> statement-breakpoint
CREATE INDEX "jobs_views_idx" ON "jobs" USING btree ("views","created_at");