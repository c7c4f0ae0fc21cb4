-- Search that forgives spelling (issue 29): trigram similarity and sound over the words of jobs' titles,
-- companies and locations, kept in their own schema (derived data, left out of backups); the
-- location in the weighted search text; and the title alone, for the words a search widens to.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;--> statement-breakpoint
CREATE SCHEMA "search";
--> statement-breakpoint
CREATE TABLE "search"."words" (
	"word" text PRIMARY KEY NOT NULL,
	"sound" text GENERATED ALWAYS AS (dmetaphone("search"."words"."word")) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" drop column "search";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', "jobs"."title"), 'A') || setweight(to_tsvector('simple', "jobs"."location"), 'B') || setweight(to_tsvector('simple', "jobs"."company"), 'C') || setweight(to_tsvector('simple', "jobs"."description"), 'D')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search");--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "title_search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', "jobs"."title")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_title_search_idx" ON "jobs" USING gin ("title_search");--> statement-breakpoint
CREATE INDEX "words_trigram_idx" ON "search"."words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "words_sound_idx" ON "search"."words" USING btree ("sound");--> statement-breakpoint
-- The words of a job's title, company and location as the search splits them, in order, so that two
-- jobs saved at once that share new words wait for each other instead of deadlocking.
CREATE FUNCTION "search"."add_job_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search"."words" ("word")
  SELECT DISTINCT "lexeme" FROM unnest(to_tsvector('simple', NEW."title" || ' ' || NEW."company" || ' ' || NEW."location"))
  ORDER BY "lexeme"
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "jobs_search_words" AFTER INSERT OR UPDATE OF "title", "company", "location" ON "jobs"
FOR EACH ROW EXECUTE FUNCTION "search"."add_job_words"();--> statement-breakpoint
INSERT INTO "search"."words" ("word")
SELECT DISTINCT "lexeme" FROM "jobs", unnest(to_tsvector('simple', "title" || ' ' || "company" || ' ' || "location"))
ON CONFLICT DO NOTHING;
