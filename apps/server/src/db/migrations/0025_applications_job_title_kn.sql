-- An application keeps the job's Kannada title too, as it was when the candidate applied (My
-- Applications in Kannada). Earlier applications take the job's, where the job still has the
-- English title they were made to.
ALTER TABLE "applications" ADD COLUMN "job_title_kn" text;--> statement-breakpoint
UPDATE "applications" SET "job_title_kn" = "jobs"."title_kn" FROM "jobs" WHERE "jobs"."id" = "applications"."job_id" AND "jobs"."title" = "applications"."job_title" AND "jobs"."title_kn" IS NOT NULL;
