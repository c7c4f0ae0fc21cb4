ALTER TABLE "jobs" ADD COLUMN "concepts" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "concepts_version" text;--> statement-breakpoint
CREATE INDEX "jobs_concepts_idx" ON "jobs" USING gin ("concepts");