/**
 * What a request does with an invitation: the change (talent-pool.service.ts) with its e-mail queued
 * in the same transaction, then the live `invitations` event to the candidate and the employer.
 * Applying goes through the applications module, so the employer then has an application like any other.
 */
import type { InviteInput } from "@app/shared/talent-pool";
import type { SessionUser } from "@app/shared/user";
import type { Database } from "../../db/client.ts";
import type { AppDependencies } from "../../http/env.ts";
import { changeAndMail } from "../../mail/outbox.ts";
import { mailNewApplication } from "../applications/application-actions.ts";
import { applyToJob } from "../applications/applications.service.ts";
import { invitationMail } from "./talent-pool-mails.ts";
import { blockInviter, declineInvitation, getReceivedInvitation, inviteAgain, inviteCandidate, lockOpenInvitation, type NewInvitation } from "./talent-pool.service.ts";

type Deps = Pick<AppDependencies, "db" | "events" | "outbox" | "config">;

function announce(deps: Pick<Deps, "events">, id: string, candidateId: string, employerId: string) {
  return deps.events.publish({ topic: "invitations", id, userIds: [candidateId, employerId] });
}

export function invite(deps: Deps, employer: SessionUser, candidateRef: string, input: Required<InviteInput>) {
  return sendAndTell(deps, employer, (tx) => inviteCandidate(tx, employer.id, candidateRef, input));
}

/** Invites again the candidate of an invitation closed with its job, now open again; told as any invitation. */
export function reinvite(deps: Deps, employer: SessionUser, id: string, note: string) {
  return sendAndTell(deps, employer, (tx) => inviteAgain(tx, employer.id, id, note));
}

async function sendAndTell(deps: Deps, employer: SessionUser, send: (tx: Database) => Promise<NewInvitation>) {
  const sent = await changeAndMail(
    deps,
    send,
    ({ invitation, candidate }) =>
      invitationMail({
        to: candidate.email,
        candidateName: candidate.name,
        jobTitle: invitation.jobTitle,
        company: invitation.company,
        note: invitation.note,
        hasApplied: candidate.hasApplied,
        siteName: deps.config.site.name,
        publicUrl: deps.config.publicUrl,
      }),
  );
  await announce(deps, sent.invitation.id, sent.candidate.id, employer.id);
  return sent.invitation;
}

/**
 * Applies with the profile's resume, which answers the invitation (applied) in the same transaction
 * (applyToJob answers the candidate's open invitation to the job); the employer hears of the
 * application as of any other.
 */
export async function applyFromInvitation(deps: Deps, candidate: SessionUser, id: string) {
  const { application, employer } = await changeAndMail(
    deps,
    async (tx) => {
      const invitation = await lockOpenInvitation(tx, candidate.id, id);
      return applyToJob(tx, candidate.id, { jobId: invitation.jobId, coverLetter: undefined });
    },
    mailNewApplication(deps, candidate),
  );
  await deps.events.publish({ topic: "applications", id: application.id, userIds: [candidate.id, employer.id] });
  await announce(deps, id, candidate.id, employer.id);
  return { invitation: await getReceivedInvitation(deps.db, candidate.id, id), applicationId: application.id };
}

export async function decline(deps: Deps, candidate: SessionUser, id: string) {
  const { employerId } = await declineInvitation(deps.db, candidate.id, id);
  await announce(deps, id, candidate.id, employerId);
  return getReceivedInvitation(deps.db, candidate.id, id);
}

export async function block(deps: Deps, candidate: SessionUser, id: string) {
  const { employerId } = await blockInviter(deps.db, candidate.id, id);
  await announce(deps, id, candidate.id, employerId);
}
