-- A job's optional Kannada title and description, searched beside the English ones (issue 29), and
-- where its location lies, for "Near me" (filled by the server from the city's localities).
ALTER TABLE "jobs" ADD COLUMN "title_kn" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "description_kn" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "jobs" drop column "search";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', "jobs"."title" || ' ' || coalesce("jobs"."title_kn", '')), 'A') || setweight(to_tsvector('simple', "jobs"."location"), 'B') || setweight(to_tsvector('simple', "jobs"."company"), 'C') || setweight(to_tsvector('simple', "jobs"."description" || ' ' || coalesce("jobs"."description_kn", '')), 'D')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search");--> statement-breakpoint
ALTER TABLE "jobs" drop column "title_search";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "title_search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', "jobs"."title" || ' ' || coalesce("jobs"."title_kn", ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_title_search_idx" ON "jobs" USING gin ("title_search");--> statement-breakpoint
ALTER TABLE "jobs" drop column "admin_search";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "admin_search" text GENERATED ALWAYS AS (lower("jobs"."title" || chr(10) || "jobs"."company" || chr(10) || "jobs"."location" || coalesce(chr(10) || "jobs"."title_kn", ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_created_at_admin_search_idx" ON "jobs" USING btree ("created_at","id","admin_search");--> statement-breakpoint
-- The Kannada title's words are near spellings' words too.
CREATE OR REPLACE FUNCTION "search"."add_job_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search"."words" ("word")
  SELECT DISTINCT "lexeme" FROM unnest(to_tsvector('simple', NEW."title" || ' ' || coalesce(NEW."title_kn", '') || ' ' || NEW."company" || ' ' || NEW."location"))
  ORDER BY "lexeme"
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "jobs_search_words" ON "jobs";--> statement-breakpoint
CREATE TRIGGER "jobs_search_words" AFTER INSERT OR UPDATE OF "title", "title_kn", "company", "location" ON "jobs"
FOR EACH ROW EXECUTE FUNCTION "search"."add_job_words"();
