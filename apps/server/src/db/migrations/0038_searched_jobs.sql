-- Issue 51 (ADR 064): the active jobs as a word search reads them, in a narrow table of their own
-- in the search schema (derived data, left out of backups), kept in step with "jobs" by a trigger:
-- a search reads a few hundred narrow blocks and joins the whole rows of its page's jobs only.
CREATE TABLE "search"."jobs" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"concepts" text[] NOT NULL,
	"search" "tsvector" NOT NULL,
	"title_search" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search"."jobs" ADD CONSTRAINT "jobs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_text_idx" ON "search"."jobs" USING gin ("search");--> statement-breakpoint
CREATE INDEX "jobs_title_idx" ON "search"."jobs" USING gin ("title_search");--> statement-breakpoint
CREATE INDEX "jobs_concept_idx" ON "search"."jobs" USING gin ("concepts");--> statement-breakpoint
-- A job's row here follows its status: written (or rewritten) while it is active, removed when it
-- is not; a deleted job's goes with it (the foreign key). Only the columns a search reads wake it:
-- a counted view or a matched alert writes nothing here.
CREATE FUNCTION "search"."keep_searched_job"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" = 'active' THEN
    INSERT INTO "search"."jobs" ("job_id", "created_at", "expires_at", "concepts", "search", "title_search")
    VALUES (NEW."id", NEW."created_at", NEW."expires_at", NEW."concepts", NEW."search", NEW."title_search")
    ON CONFLICT ("job_id") DO UPDATE SET
      "created_at" = excluded."created_at", "expires_at" = excluded."expires_at", "concepts" = excluded."concepts",
      "search" = excluded."search", "title_search" = excluded."title_search";
  ELSIF TG_OP = 'UPDATE' THEN
    DELETE FROM "search"."jobs" WHERE "job_id" = NEW."id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "jobs_searched_job" AFTER INSERT OR UPDATE OF "status", "expires_at", "created_at", "concepts", "title", "title_kn", "location", "company", "description", "description_kn" ON "jobs"
FOR EACH ROW EXECUTE FUNCTION "search"."keep_searched_job"();--> statement-breakpoint
INSERT INTO "search"."jobs" ("job_id", "created_at", "expires_at", "concepts", "search", "title_search")
SELECT "id", "created_at", "expires_at", "concepts", "search", "title_search" FROM "jobs" WHERE "status" = 'active';
