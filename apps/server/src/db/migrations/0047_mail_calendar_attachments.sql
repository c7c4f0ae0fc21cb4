-- A mail may carry several calendar files beside its text, each its own .ics: an employer whose
-- job's ending cancels several interviews gets one mail listing them, with a METHOD:CANCEL for each
-- event their calendar holds (ADR 044). `ical_event` stays the one invitation sent inline.
ALTER TABLE "mail_outbox" ADD COLUMN "calendar_attachments" jsonb;
