/**
 * The one query-key factory for messages. Every key of the two parties' queries starts with
 * "conversations", the server-event topic, so a message sent or read refetches the lists, the
 * navigation's count and the open conversation. The admin's queue of reported conversations lives
 * under the admin area's keys (the `moderation` and `conversations` events refresh it).
 */
import { adminAreaKey } from "@/lib/admin-keys";
import { withoutEmpty } from "@/lib/query-params";

export type ReportedConversationsParams = { page?: number };

export const conversationKeys = {
  all: ["conversations"] as const,
  /** The signed-in candidate's or employer's conversations, with their unread counts. */
  list: () => [...conversationKeys.all, "list"] as const,
  /** The navigation's badge. */
  unread: () => [...conversationKeys.all, "unread"] as const,
  /** One application's conversation, page by page from the newest. */
  messages: (applicationId: string) => [...conversationKeys.all, "messages", applicationId] as const,
  adminQueues: () => [...adminAreaKey, "conversations"] as const,
  adminQueue: (params: ReportedConversationsParams) => [...conversationKeys.adminQueues(), withoutEmpty(params)] as const,
  /**
   * A reported conversation as the admin reads it: outside the keys the server events refresh,
   * since the server writes every reading to the audit log.
   */
  adminReading: (applicationId: string) => ["reported-conversation", applicationId] as const,
};
