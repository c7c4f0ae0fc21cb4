ALTER TABLE "applications" ADD COLUMN "job_title" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "job_company" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "job_location" text;--> statement-breakpoint
UPDATE "applications" SET "job_title" = "jobs"."title", "job_company" = "jobs"."company", "job_location" = "jobs"."location" FROM "jobs" WHERE "jobs"."id" = "applications"."job_id";--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "job_title" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "job_company" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "job_location" SET NOT NULL;
