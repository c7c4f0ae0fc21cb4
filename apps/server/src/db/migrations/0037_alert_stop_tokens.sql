-- Issue 49: each job alert gets a short secret of its own for the stop link of its texts
-- (`/s/<stop_token>`): 16 base64url characters, 96 random bits. The alerts saved before take theirs
-- from a random UUID's digest.
ALTER TABLE "job_alerts" ADD COLUMN "stop_token" text;--> statement-breakpoint
UPDATE "job_alerts" SET "stop_token" = left(translate(encode(decode(md5(gen_random_uuid()::text), 'hex'), 'base64'), '+/', '-_'), 16);--> statement-breakpoint
ALTER TABLE "job_alerts" ALTER COLUMN "stop_token" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "job_alerts_stop_token_idx" ON "job_alerts" USING btree ("stop_token");
