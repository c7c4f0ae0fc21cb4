-- Issue 51 (ADR 073): beside each concept of a searched job, each of its conditions (a qualification,
-- its job type) paired with each of its names (trade, place, title:, named:, text:) as one term,
-- "qualification:iti&trade:electrician" (job-concepts.ts `paired`), so that a search for a trade or
-- place with a qualification or a job type reads one term's entries in date order and counts them
-- from the entries alone, as a search for the name alone does (ADR 068). Kept by the same trigger:
-- written with the job's terms, written again when its concepts or dates change, removed with it.
CREATE OR REPLACE FUNCTION "search"."keep_searched_terms"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF OLD."concepts" = NEW."concepts" AND OLD."created_at" = NEW."created_at" AND OLD."expires_at" = NEW."expires_at" THEN
      RETURN NULL;
    END IF;
    DELETE FROM "search"."terms" WHERE "job_id" = NEW."job_id";
  END IF;
  INSERT INTO "search"."terms" ("job_id", "term", "created_at", "expires_at")
  SELECT NEW."job_id", "term", NEW."created_at", NEW."expires_at" FROM (
    SELECT "term" FROM unnest(NEW."concepts") AS "term"
    UNION
    SELECT "condition" || '&' || "name"
    FROM unnest(NEW."concepts") AS "condition", unnest(NEW."concepts") AS "name"
    WHERE split_part("condition", ':', 1) IN ('qualification', 'type') AND split_part("name", ':', 1) IN ('trade', 'place', 'title', 'named', 'text')
  ) AS "terms";
  RETURN NULL;
END
$$;--> statement-breakpoint
INSERT INTO "search"."terms" ("job_id", "term", "created_at", "expires_at")
SELECT DISTINCT "job_id", "condition" || '&' || "name", "created_at", "expires_at"
FROM "search"."jobs", unnest("concepts") AS "condition", unnest("concepts") AS "name"
WHERE split_part("condition", ':', 1) IN ('qualification', 'type') AND split_part("name", ':', 1) IN ('trade', 'place', 'title', 'named', 'text');
