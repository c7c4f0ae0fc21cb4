-- A text sent in place of a code (a guest's number that has the alert, or its most alerts, ADR 072)
-- is marked so: the phone outbox sends it to a number that said STOP, as it sends a code, since it
-- answers the ask the person has just made. Other texts to such a number are still given up.
ALTER TABLE "phone_outbox" ADD COLUMN "in_place_of_code" boolean DEFAULT false NOT NULL;
