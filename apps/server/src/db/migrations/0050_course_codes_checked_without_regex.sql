-- A course's references and UTRs are checked without a regular expression, with the same names and
-- the same values taken: PostgreSQL reports a connection terminated while it compiles one as an
-- invalid expression (2201B), not as a lost connection, so an enrolment whose connection was
-- terminated could answer 500 in place of 503 (ADR 038). Twelve characters, none left once the
-- leading ones of the alphabet are trimmed; null passes, as it did.
ALTER TABLE "enrollments" DROP CONSTRAINT "enrollments_reference_format";--> statement-breakpoint
ALTER TABLE "enrollments" DROP CONSTRAINT "enrollments_utr_format";--> statement-breakpoint
ALTER TABLE "payment_requests" DROP CONSTRAINT "payment_requests_reference_format";--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_reference_format" CHECK (length("enrollments"."reference") = 12 and ltrim("enrollments"."reference", 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789') = '');--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_utr_format" CHECK (length("enrollments"."utr") = 12 and ltrim("enrollments"."utr", '0123456789') = '');--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_reference_format" CHECK (length("payment_requests"."reference") = 12 and ltrim("payment_requests"."reference", 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789') = '');