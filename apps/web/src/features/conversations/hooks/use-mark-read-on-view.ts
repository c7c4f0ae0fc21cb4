/**
 * Marks the other side's messages read while the conversation is open on a visible page: once for
 * each newest unread message, so a failed or slow answer is not asked again in a loop, and a
 * message arriving while the tab is in the background waits until the reader comes back.
 */
import { useEffect, useRef } from "react";
import type { ConversationMessage } from "@app/shared/conversations";
import { useMarkMessagesRead } from "../api/mark-read";
import { usePageVisible } from "./use-page-visible";

export function useMarkReadOnView(applicationId: string, messages: ConversationMessage[]) {
  const visible = usePageVisible();
  const markRead = useMarkMessagesRead();
  const { mutate } = markRead;
  const marked = useRef<string | null>(null);
  const newestUnread = messages.findLast((message) => !message.mine && message.readAt === null)?.id ?? null;

  useEffect(() => {
    if (!visible || newestUnread === null || marked.current === newestUnread) return;
    marked.current = newestUnread;
    mutate(applicationId);
  }, [visible, newestUnread, applicationId, mutate]);
}
