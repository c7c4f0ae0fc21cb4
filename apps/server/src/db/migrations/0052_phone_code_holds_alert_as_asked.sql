-- A guest's alert code holds the frequency and language the alert was asked for with (ADR 075,
-- amended): an alert held back by a STOP since its confirmation and asked for again is confirmed
-- afresh by its code as asked this time (and not paused), not as it was; until the code is typed,
-- the ask changes nothing of the alert. Null for the other purposes and for codes sent before.
ALTER TABLE "phone_codes" ADD COLUMN "alert_frequency" text;--> statement-breakpoint
ALTER TABLE "phone_codes" ADD COLUMN "alert_language" text;--> statement-breakpoint
ALTER TABLE "phone_codes" ADD CONSTRAINT "phone_codes_alert_frequency_check" CHECK ("phone_codes"."alert_frequency" in ('instant', 'daily'));--> statement-breakpoint
ALTER TABLE "phone_codes" ADD CONSTRAINT "phone_codes_alert_language_check" CHECK ("phone_codes"."alert_language" in ('en', 'kn'));