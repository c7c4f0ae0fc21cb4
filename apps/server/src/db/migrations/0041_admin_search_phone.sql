-- The admin's search of accounts leaves out a phone account's stand-in address and finds its mobile
-- number (the index goes with the column it holds, and is made again).
ALTER TABLE "user" drop column "admin_search";--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "admin_search" text GENERATED ALWAYS AS (lower("user"."name" || chr(10) || (case when "user"."email" like '%@phone.invalid' then '' else "user"."email" end) || chr(10) || coalesce("user"."company", '') || chr(10) || coalesce("user"."phone_number", ''))) STORED NOT NULL;--> statement-breakpointCREATE INDEX "user_role_created_at_admin_search_idx" ON "user" USING btree ("role","created_at","id","admin_search");
