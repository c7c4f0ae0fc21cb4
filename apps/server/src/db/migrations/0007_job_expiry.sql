-- Every job expires (JOB_EXPIRY_DAYS, 30 days by default), so every JobPosting says until when it
-- is valid. A job that had no expiry gets 30 days from now: none leaves search the moment this runs.
UPDATE "jobs" SET "expires_at" = now() + interval '30 days' WHERE "expires_at" IS NULL;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "expires_at" SET DEFAULT now() + interval '30 days';--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "expires_at" SET NOT NULL;
