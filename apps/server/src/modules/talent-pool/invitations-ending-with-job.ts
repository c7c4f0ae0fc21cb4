/**
 * A job that ends (closed by its employer or the admin, taken down, deleted) ends its talent pool
 * invitations still waiting for an answer, in the transaction that ends it: `closed`, read as ended
 * by the employer as by the candidate, where the employer read "Waiting for an answer" for good.
 * Answered ones keep their answer. A reopened job leaves them closed, as it leaves its not_selected
 * applications (ADR 016). Apart from the talent pool's service, so the jobs and reports services
 * use it without a cycle (that service reads `isListed` from the jobs service).
 */
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import type { AppDependencies } from "../../http/env.ts";
import { talentInvitations } from "../../db/schema/index.ts";

export interface ClosedInvitation {
  id: string;
  candidateId: string;
  employerId: string;
}

/** Closes the job's waiting invitations; run it in the ending's transaction. */
export function closeWaitingInvitationsOfJob(db: Database, jobId: string): Promise<ClosedInvitation[]> {
  return db
    .update(talentInvitations)
    .set({ status: "closed" })
    .where(and(eq(talentInvitations.jobId, jobId), eq(talentInvitations.status, "sent")))
    .returning({ id: talentInvitations.id, candidateId: talentInvitations.candidateId, employerId: talentInvitations.employerId });
}

/** Tells both sides' open pages of each invitation closed, once committed. */
export async function announceInvitationsClosed(deps: Pick<AppDependencies, "events">, closed: readonly ClosedInvitation[]): Promise<void> {
  for (const invitation of closed) {
    await deps.events.publish({ topic: "invitations", id: invitation.id, userIds: [invitation.candidateId, invitation.employerId] });
  }
}
