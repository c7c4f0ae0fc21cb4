-- Issue 48's audit. The talent pool names a candidate by a random reference, not the account id
-- an application carries. An invitation keeps the job's texts as they were when it was sent, as an
-- application does: an edit held for review never reaches the invited candidate. Earlier
-- invitations take the job's texts where the public may read them, and the title of a job it may
-- not read ('Untitled Position', the product's own default) with no company or place. The admin's
-- reading of an interview is audited like a reading of its conversation.
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_valid";--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "pool_ref" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD CONSTRAINT "candidate_profiles_pool_ref_unique" UNIQUE("pool_ref");--> statement-breakpoint
ALTER TABLE "talent_invitations" ADD COLUMN "job_title" text;--> statement-breakpoint
ALTER TABLE "talent_invitations" ADD COLUMN "job_title_kn" text;--> statement-breakpoint
ALTER TABLE "talent_invitations" ADD COLUMN "company" text;--> statement-breakpoint
ALTER TABLE "talent_invitations" ADD COLUMN "job_location" text;--> statement-breakpoint
UPDATE "talent_invitations" SET
  "job_title" = CASE WHEN "jobs"."status" IN ('draft', 'pending_review', 'rejected', 'reported', 'taken_down') THEN 'Untitled Position' ELSE "jobs"."title" END,
  "job_title_kn" = CASE WHEN "jobs"."status" IN ('draft', 'pending_review', 'rejected', 'reported', 'taken_down') THEN NULL ELSE "jobs"."title_kn" END,
  "company" = CASE WHEN "jobs"."status" IN ('draft', 'pending_review', 'rejected', 'reported', 'taken_down') THEN '' ELSE "jobs"."company" END,
  "job_location" = CASE WHEN "jobs"."status" IN ('draft', 'pending_review', 'rejected', 'reported', 'taken_down') THEN '' ELSE "jobs"."location" END
FROM "jobs" WHERE "jobs"."id" = "talent_invitations"."job_id";--> statement-breakpoint
ALTER TABLE "talent_invitations" ALTER COLUMN "job_title" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_invitations" ALTER COLUMN "company" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_invitations" ALTER COLUMN "job_location" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_valid" CHECK ("audit_log"."action" in ('job.approve', 'job.reject', 'job.take_down', 'job.delete', 'job.close', 'job.reopen', 'job.renew', 'reports.dismiss', 'verification.approve', 'verification.reject', 'candidate.delete', 'employer.delete', 'course.create', 'course.update', 'course.delete', 'enrollment.confirm', 'enrollment.cancel', 'enrollment.reset', 'consultation.handle', 'consultation.reopen', 'mail.retry', 'conversation.read', 'conversation.close', 'conversation.dismiss', 'interview.read', 'company.approve', 'company.reject'));
