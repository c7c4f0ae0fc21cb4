-- A stored word has a sound only when it is of the letters a-z alone, as a typed word already has
-- (search-words.ts): Double Metaphone passes over digits, so a code such as the vehicle number
-- ka09mn4821 (KMN) sounded like a typed word of letters ("kammanna") and was offered as "Did you
-- mean"; and it reads no Kannada, whose words had an empty code, which nothing matched (now none).
-- A word is of letters when trimming its leading letters leaves nothing: no regular expression, which
-- PostgreSQL reports as an invalid expression (2201B), not as a lost connection, when the connection
-- is terminated while it compiles one (ADR 038). PostgreSQL 15 cannot change a generated column's
-- expression, so the column is dropped and added again, and its index, dropped with it, made again.
ALTER TABLE "search"."words" drop column "sound";--> statement-breakpoint
ALTER TABLE "search"."words" ADD COLUMN "sound" text GENERATED ALWAYS AS (case when ltrim("search"."words"."word", 'abcdefghijklmnopqrstuvwxyz') = '' then dmetaphone("search"."words"."word") end) STORED;--> statement-breakpoint
CREATE INDEX "words_sound_idx" ON "search"."words" USING btree ("sound");
