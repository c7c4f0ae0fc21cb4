ALTER TABLE "candidate_profiles" ADD COLUMN "photo_key" text;--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "photo_updated_at" timestamp with time zone;