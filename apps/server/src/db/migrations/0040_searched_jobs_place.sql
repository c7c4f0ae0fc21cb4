-- Issue 51 (ADR 064): the narrow table of searched jobs holds its place in lower case, with an index,
-- so a place filter is tested with LIKE on the index alone (ILIKE lowers each row's place as it tests
-- it): the count of a browse by place without words read it at about a third of the cost.
ALTER TABLE "search"."jobs" ADD COLUMN "place" text GENERATED ALWAYS AS (lower("location")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_place_idx" ON "search"."jobs" USING btree ("place","expires_at");