-- A guest's alert news by SMS carries when the alert was confirmed with the code sent to the number
-- (ADR 075, amended): the phone outbox sends it to a number whose STOP came before that, and gives it
-- up after a STOP said since. Confirming a guest's alert no longer lifts the number's stop, so an
-- account that holds the number keeps SMS off until it ticks SMS itself. Null for every other message.
ALTER TABLE "phone_outbox" ADD COLUMN "asked_at" timestamp with time zone;
