ALTER TABLE "candidate_profiles" ADD COLUMN "experience_years" integer;--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "spoken_languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "education_level" text;--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD CONSTRAINT "candidate_profiles_experience_years_check" CHECK ("candidate_profiles"."experience_years" between 0 and 50);