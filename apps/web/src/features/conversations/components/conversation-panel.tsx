/**
 * One application's conversation as one of its two parties sees it: the messages (older ones on
 * request), the box to write in, and Report conversation. The other side's messages are marked
 * read while it is open on a visible page; a new one is read out by screen readers. A read-only
 * conversation says why and has no box; a candidate cannot write before the employer has.
 */
import { useLayoutEffect, useRef, useState } from "react";
import Flag from "lucide-react/icons/flag";
import History from "lucide-react/icons/history";
import Lock from "lucide-react/icons/lock";
import type { ConversationRole, ConversationState } from "@app/shared/conversations";
import { Button } from "@/components/ui/button";
import { LoadErrorBanner } from "@/components/ui/load-error";
import { Spinner } from "@/components/ui/spinner";
import { useTranslation } from "@/lib/i18n";
import { messagesOf, useMessages } from "../api/get-messages";
import { useMarkReadOnView } from "../hooks/use-mark-read-on-view";
import { MessageComposer } from "./message-composer";
import { isWarned, MessageList } from "./message-list";
import { ReportConversationDialog } from "./report-conversation-dialog";

type ConversationPanelProps = {
  applicationId: string;
  reader: ConversationRole;
  /** The other side's name, for their messages. */
  otherName: string;
};

export function ConversationPanel({ applicationId, reader, otherName }: ConversationPanelProps) {
  const { t } = useTranslation();
  const query = useMessages(applicationId);
  const messages = query.data ? messagesOf(query.data.pages) : [];
  const conversation = query.data?.pages[0]?.conversation;
  const [reporting, setReporting] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);
  useMarkReadOnView(applicationId, messages);

  // A new message (one's own or the other side's) scrolls into view; loading older ones does not move the reader.
  const newest = messages.at(-1);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [newest?.id]);

  // The other side's new message, read out once (not the ones there when the conversation opened);
  // for a candidate, with the money warning the list shows under a flagged one.
  const [seenNewest, setSeenNewest] = useState<string | undefined>(newest?.id);
  const [announcement, setAnnouncement] = useState("");
  if (newest && newest.id !== seenNewest) {
    setSeenNewest(newest.id);
    if (seenNewest !== undefined && !newest.mine) {
      const message = { name: otherName, body: newest.body };
      setAnnouncement(
        isWarned(newest, reader)
          ? t("messages.panel.newMessageWarned", { ...message, warning: t("messages.list.moneyWarning") })
          : t("messages.panel.newMessage", message),
      );
    }
  }

  if (query.isPending) return <Spinner label={t("messages.panel.loading")} showLabel className="justify-self-center py-8" />;
  if (!query.data || !conversation) {
    return <LoadErrorBanner message={t("messages.panel.loadError")} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }

  const nameOf = (from: ConversationRole) => (from === reader ? t("messages.list.you") : otherName);

  return (
    <div className="grid min-h-0 gap-4">
      <div ref={scroller} className="grid max-h-[45dvh] min-h-24 content-start gap-3 overflow-y-auto rounded-lg border border-border bg-background p-3">
        {query.hasNextPage && (
          <Button variant="ghost" size="sm" className="justify-self-center" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            <History aria-hidden="true" />
            {query.isFetchingNextPage ? t("messages.panel.loadingOlder") : t("messages.panel.loadOlder")}
          </Button>
        )}
        {messages.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">
            {reader === "employer" ? t("messages.panel.emptyEmployer", { name: otherName }) : t("messages.panel.emptyCandidate")}
          </p>
        ) : (
          <MessageList messages={messages} reader={reader} nameOf={nameOf} label={t("messages.list.label")} />
        )}
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>

      <Composer conversation={conversation} reader={reader} />

      {/* Nothing to report before the first message. */}
      {conversation.started && (
        <div className="flex flex-wrap items-center justify-between gap-2 border-t border-border pt-3">
          {conversation.reportedByMe ? (
            <p className="text-sm text-muted-foreground">{t("messages.report.waiting")}</p>
          ) : (
            <Button variant="ghost" size="sm" className="text-destructive hover:text-destructive" onClick={() => setReporting(true)}>
              <Flag aria-hidden="true" />
              {t("messages.report.open")}
            </Button>
          )}
        </div>
      )}
      <ReportConversationDialog applicationId={applicationId} open={reporting} onOpenChange={setReporting} />
    </div>
  );
}

/** The box to write in, or why there is none. */
function Composer({ conversation, reader }: { conversation: ConversationState; reader: ConversationRole }) {
  const { t } = useTranslation();
  if (conversation.readOnly) {
    return (
      <p className="flex items-start gap-2 rounded-lg border border-border bg-muted px-3 py-2.5 text-sm">
        <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        {t(`messages.readOnly.${conversation.readOnly}`)}
      </p>
    );
  }
  if (!conversation.started && reader === "candidate") {
    return <p className="rounded-lg bg-muted px-3 py-2.5 text-sm">{t("messages.panel.notStarted")}</p>;
  }
  return <MessageComposer applicationId={conversation.applicationId} starting={!conversation.started} />;
}
