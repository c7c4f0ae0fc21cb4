-- A talent pool invitation still waiting for an answer when its job was closed or taken down ends
-- as closed, for the employer as for the candidate (it read "Waiting for an answer" for good).
ALTER TABLE "talent_invitations" DROP CONSTRAINT "talent_invitations_status_valid";--> statement-breakpoint
ALTER TABLE "talent_invitations" ADD CONSTRAINT "talent_invitations_status_valid" CHECK ("talent_invitations"."status" in ('sent', 'applied', 'declined', 'closed'));