-- Issue 51 (ADR 064): the narrow table of searched jobs holds what the job list's filters ask beside
-- the words (the type, the place as written, the pay), so a search with them reads it too. Derived
-- data: emptied, and filled again from the jobs with the new columns.
DELETE FROM "search"."jobs";--> statement-breakpoint
ALTER TABLE "search"."jobs" ADD COLUMN "job_type" text NOT NULL;--> statement-breakpoint
ALTER TABLE "search"."jobs" ADD COLUMN "location" text NOT NULL;--> statement-breakpoint
ALTER TABLE "search"."jobs" ADD COLUMN "salary_min" integer;--> statement-breakpoint
ALTER TABLE "search"."jobs" ADD COLUMN "salary_max" integer;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search"."keep_searched_job"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" = 'active' THEN
    INSERT INTO "search"."jobs" ("job_id", "created_at", "expires_at", "concepts", "search", "title_search", "job_type", "location", "salary_min", "salary_max")
    VALUES (NEW."id", NEW."created_at", NEW."expires_at", NEW."concepts", NEW."search", NEW."title_search", NEW."job_type", NEW."location", NEW."salary_min", NEW."salary_max")
    ON CONFLICT ("job_id") DO UPDATE SET
      "created_at" = excluded."created_at", "expires_at" = excluded."expires_at", "concepts" = excluded."concepts",
      "search" = excluded."search", "title_search" = excluded."title_search", "job_type" = excluded."job_type",
      "location" = excluded."location", "salary_min" = excluded."salary_min", "salary_max" = excluded."salary_max";
  ELSIF TG_OP = 'UPDATE' THEN
    DELETE FROM "search"."jobs" WHERE "job_id" = NEW."id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "jobs_searched_job" ON "jobs";--> statement-breakpoint
CREATE TRIGGER "jobs_searched_job" AFTER INSERT OR UPDATE OF "status", "expires_at", "created_at", "concepts", "title", "title_kn", "location", "company", "description", "description_kn", "job_type", "salary_min", "salary_max" ON "jobs"
FOR EACH ROW EXECUTE FUNCTION "search"."keep_searched_job"();--> statement-breakpoint
INSERT INTO "search"."jobs" ("job_id", "created_at", "expires_at", "concepts", "search", "title_search", "job_type", "location", "salary_min", "salary_max")
SELECT "id", "created_at", "expires_at", "concepts", "search", "title_search", "job_type", "location", "salary_min", "salary_max" FROM "jobs" WHERE "status" = 'active';
