/**
 * What a request does with a conversation: the change (conversations.service.ts and
 * admin-conversations.service.ts), then who hears of it once committed. Only the two parties hear a
 * conversation's events (the admin too, as for every addressed event, but an event names only the
 * application: the admin still reads only reported conversations); a report tells the admin's queue.
 */
import type { ReportConversationInput } from "@app/shared/conversations";
import type { SessionUser } from "@app/shared/user";
import type { AppDependencies } from "../../http/env.ts";
import { closeConversation, dismissConversationReports } from "./admin-conversations.service.ts";
import { markRead, reportConversation, sendMessage, type ConversationParties } from "./conversations.service.ts";

type Deps = Pick<AppDependencies, "db" | "events">;

function announce(deps: Deps, parties: ConversationParties) {
  return deps.events.publish({ topic: "conversations", id: parties.applicationId, userIds: [parties.candidateId, parties.employerId] });
}

export async function send(deps: Deps, sender: SessionUser, applicationId: string, body: string) {
  const { message, parties } = await sendMessage(deps.db, applicationId, sender.id, body);
  await announce(deps, parties);
  return message;
}

/** The sender sees "Read" live. */
export async function read(deps: Deps, reader: SessionUser, applicationId: string) {
  const parties = await markRead(deps.db, applicationId, reader.id);
  if (parties) await announce(deps, parties);
}

export async function report(deps: Deps, reporter: SessionUser, applicationId: string, input: ReportConversationInput) {
  await reportConversation(deps.db, applicationId, reporter.id, input);
  await deps.events.publish({ topic: "moderation", id: applicationId, userIds: [] });
}

export async function close(deps: Deps, admin: SessionUser, applicationId: string, reason: string) {
  await announce(deps, await closeConversation(deps.db, admin, applicationId, reason));
  await deps.events.publish({ topic: "moderation", id: applicationId, userIds: [] });
}

export async function dismiss(deps: Deps, admin: SessionUser, applicationId: string) {
  await announce(deps, await dismissConversationReports(deps.db, admin, applicationId));
  await deps.events.publish({ topic: "moderation", id: applicationId, userIds: [] });
}
