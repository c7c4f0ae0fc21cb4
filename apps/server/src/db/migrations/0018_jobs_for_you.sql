ALTER TABLE "candidate_profiles" ADD COLUMN "wanted_job_types" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "wanted_places" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "previous_visit_at" timestamp with time zone;