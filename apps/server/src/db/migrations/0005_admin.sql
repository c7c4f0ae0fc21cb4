DROP INDEX "user_role_idx";--> statement-breakpoint
ALTER TABLE "visitors" ALTER COLUMN "local_area" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "visitors" ALTER COLUMN "local_area" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "admin_search" text GENERATED ALWAYS AS (lower("user"."name" || chr(10) || "user"."email" || chr(10) || coalesce("user"."company", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "consultation_requests" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "admin_search" text GENERATED ALWAYS AS (lower("jobs"."title" || chr(10) || "jobs"."company" || chr(10) || "jobs"."location")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "user_role_created_at_admin_search_idx" ON "user" USING btree ("role","created_at","id","admin_search");--> statement-breakpoint
CREATE INDEX "jobs_views_idx" ON "jobs" USING btree ("views","created_at");--> statement-breakpoint
CREATE INDEX "jobs_created_at_admin_search_idx" ON "jobs" USING btree ("created_at","id","admin_search");