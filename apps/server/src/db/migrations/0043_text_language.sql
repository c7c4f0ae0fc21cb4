-- The language of a person's SMS and WhatsApp messages as they last chose it: with the site's
-- language switch or on their channels' card (null until then, when it is guessed as before).
ALTER TABLE "user" ADD COLUMN "text_language" text;--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_text_language_check" CHECK ("user"."text_language" in ('en', 'kn'));
