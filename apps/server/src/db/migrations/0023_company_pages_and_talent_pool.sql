CREATE TABLE "candidate_blocks" (
	"candidate_id" text NOT NULL,
	"employer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_blocks_candidate_id_employer_id_pk" PRIMARY KEY("candidate_id","employer_id")
);
--> statement-breakpoint
CREATE TABLE "company_pages" (
	"employer_id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"about_kn" text,
	"locality" text,
	"website" text,
	"logo_key" text,
	"logo_updated_at" timestamp with time zone,
	"status" text DEFAULT 'published' NOT NULL,
	"flags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_pages_slug_unique" UNIQUE("slug"),
	CONSTRAINT "company_pages_status_valid" CHECK ("company_pages"."status" in ('published', 'pending_review'))
);
--> statement-breakpoint
CREATE TABLE "gone_company_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"gone_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talent_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employer_id" text NOT NULL,
	"candidate_id" text NOT NULL,
	"job_id" uuid NOT NULL,
	"note" text,
	"status" text DEFAULT 'sent' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "talent_invitations_candidate_job_unique" UNIQUE("candidate_id","job_id"),
	CONSTRAINT "talent_invitations_status_valid" CHECK ("talent_invitations"."status" in ('sent', 'applied', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "headline" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "talent_pool_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidate_blocks" ADD CONSTRAINT "candidate_blocks_candidate_id_user_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_blocks" ADD CONSTRAINT "candidate_blocks_employer_id_user_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_pages" ADD CONSTRAINT "company_pages_employer_id_user_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_invitations" ADD CONSTRAINT "talent_invitations_employer_id_user_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_invitations" ADD CONSTRAINT "talent_invitations_candidate_id_user_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_invitations" ADD CONSTRAINT "talent_invitations_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_blocks_employer_idx" ON "candidate_blocks" USING btree ("employer_id");--> statement-breakpoint
CREATE INDEX "company_pages_status_idx" ON "company_pages" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "talent_invitations_employer_created_at_idx" ON "talent_invitations" USING btree ("employer_id","created_at");--> statement-breakpoint
CREATE INDEX "talent_invitations_candidate_created_at_idx" ON "talent_invitations" USING btree ("candidate_id","created_at");--> statement-breakpoint
-- A page's slug: the company name in lower-case Latin letters and digits, and a piece of the account's hash (a Kannada-only name gives "company-…").
CREATE FUNCTION company_slug(company text, account_id text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(nullif(left(trim(both '-' from regexp_replace(lower(coalesce(company, '')), '[^a-z0-9]+', '-', 'g')), 60), ''), 'company') || '-' || substr(md5(account_id), 1, 8)
$$;--> statement-breakpoint
-- Every employer has a company page from sign-up on, and every employer already here gets one now.
CREATE FUNCTION company_page_for_employer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A restore loads the archive's own pages (npm run restore sets nagara.restoring in its transaction).
  IF current_setting('nagara.restoring', true) = 'on' THEN RETURN NEW; END IF;
  INSERT INTO company_pages (employer_id, slug) VALUES (NEW.id, company_slug(NEW.company, NEW.id)) ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER user_company_page AFTER INSERT ON "user" FOR EACH ROW WHEN (NEW.role = 'employer') EXECUTE FUNCTION company_page_for_employer();--> statement-breakpoint
INSERT INTO company_pages (employer_id, slug) SELECT id, company_slug(company, id) FROM "user" WHERE role = 'employer' ON CONFLICT DO NOTHING;--> statement-breakpoint
-- A deleted employer's page answers 410 at its old address: its slug is kept.
CREATE FUNCTION remember_gone_company_slug() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('nagara.restoring', true) = 'on' THEN RETURN OLD; END IF;
  INSERT INTO gone_company_slugs (slug) VALUES (OLD.slug) ON CONFLICT DO NOTHING;
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER company_pages_gone AFTER DELETE ON company_pages FOR EACH ROW EXECUTE FUNCTION remember_gone_company_slug();--> statement-breakpoint
CREATE INDEX candidate_profiles_talent_pool_idx ON candidate_profiles (talent_pool_since) WHERE talent_pool_since IS NOT NULL;
