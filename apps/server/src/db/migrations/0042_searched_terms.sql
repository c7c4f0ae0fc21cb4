-- Issue 51 (ADR 068): the searched jobs' concepts one a row, with the job's dates, in the search
-- schema (derived data, left out of backups), kept in step with "search"."jobs" by a trigger: a search
-- for one name of the vocabulary reads its first page from each term's entries newest first and
-- counts its jobs from the entries alone, without visiting each job it finds.
CREATE TABLE "search"."terms" (
	"job_id" uuid NOT NULL,
	"term" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "terms_job_id_term_pk" PRIMARY KEY("job_id","term")
);
--> statement-breakpoint
ALTER TABLE "search"."terms" ADD CONSTRAINT "terms_job_id_jobs_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "search"."jobs"("job_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "terms_term_idx" ON "search"."terms" USING btree ("term","created_at","job_id","expires_at");--> statement-breakpoint
-- A searched job's terms follow its row: written with it, written again when its concepts or dates
-- change (the trigger of migration 0038 rewrites the row at every write of the job's searched
-- columns: an unchanged row leaves the terms alone), removed with it (the foreign key).
CREATE FUNCTION "search"."keep_searched_terms"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF OLD."concepts" = NEW."concepts" AND OLD."created_at" = NEW."created_at" AND OLD."expires_at" = NEW."expires_at" THEN
      RETURN NULL;
    END IF;
    DELETE FROM "search"."terms" WHERE "job_id" = NEW."job_id";
  END IF;
  INSERT INTO "search"."terms" ("job_id", "term", "created_at", "expires_at")
  SELECT DISTINCT NEW."job_id", "term", NEW."created_at", NEW."expires_at" FROM unnest(NEW."concepts") AS "term";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "searched_job_terms" AFTER INSERT OR UPDATE ON "search"."jobs"
FOR EACH ROW EXECUTE FUNCTION "search"."keep_searched_terms"();--> statement-breakpoint
INSERT INTO "search"."terms" ("job_id", "term", "created_at", "expires_at")
SELECT DISTINCT "job_id", unnest("concepts"), "created_at", "expires_at" FROM "search"."jobs";
