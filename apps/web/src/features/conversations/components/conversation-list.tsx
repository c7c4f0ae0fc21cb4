/**
 * One's conversations, the latest message first (the employer dashboard's Messages tab): with whom,
 * about which job, the last message and how many are unread. Each opens the conversation.
 */
import { useState } from "react";
import Lock from "lucide-react/icons/lock";
import MessagesSquare from "lucide-react/icons/messages-square";
import type { ConversationRole, ConversationSummary } from "@app/shared/conversations";
import { jobTitleOf } from "@app/shared/job-texts";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadErrorPanel } from "@/components/ui/load-error";
import { CardListSkeleton } from "@/components/ui/skeleton";
import { formatDateTime, formatNumber } from "@/lib/format";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import { useSite } from "@/lib/site";
import { cn } from "@/lib/utils";
import { useConversations } from "../api/list-conversations";
import { ConversationDialog } from "./conversation-dialog";

type ConversationListProps = { reader: ConversationRole; emptyDescription: string };

export function ConversationList({ reader, emptyDescription }: ConversationListProps) {
  const { t } = useTranslation();
  const conversations = useConversations();
  const [openId, setOpenId] = useState<string | null>(null);
  // The one last opened stays while its dialog closes, so its title does not vanish mid-animation.
  const [shown, setShown] = useState<ConversationSummary | null>(null);

  if (conversations.isPending) return <CardListSkeleton label={t("messages.list.loading")} count={3} />;
  if (!conversations.data) {
    return (
      <LoadErrorPanel
        title={t("messages.list.loadError")}
        description={t("messages.list.loadErrorDescription")}
        onRetry={() => void conversations.refetch()}
        retrying={conversations.isFetching}
      />
    );
  }
  const items = conversations.data.conversations;
  if (items.length === 0) return <EmptyState icon={MessagesSquare} title={t("messages.list.emptyTitle")} description={emptyDescription} />;

  return (
    <>
      <ul aria-label={t("messages.list.conversations")} className="grid gap-2">
        {items.map((summary) => (
          <li key={summary.applicationId}>
            <SummaryButton
              summary={summary}
              onOpen={() => {
                setShown(summary);
                setOpenId(summary.applicationId);
              }}
            />
          </li>
        ))}
      </ul>
      {shown && (
        <ConversationDialog
          applicationId={shown.applicationId}
          reader={reader}
          otherName={shown.withName}
          jobTitle={jobTitleOf(shown, currentLanguage())}
          open={openId === shown.applicationId}
          onOpenChange={(open) => setOpenId(open ? shown.applicationId : null)}
        />
      )}
    </>
  );
}

function SummaryButton({ summary, onOpen }: { summary: ConversationSummary; onOpen: () => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const timeZone = useSite().data?.timeZone;
  const { lastMessage } = summary;
  const unread = summary.unread > 0;

  return (
    <button
      type="button"
      onClick={onOpen}
      className={cn(
        "grid w-full gap-1 rounded-xl border bg-card p-4 text-left shadow-sm transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
        unread ? "border-primary" : "border-border",
      )}
    >
      <span className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
        <span className={cn("min-w-0 break-words", unread ? "font-bold" : "font-semibold")}>{summary.withName}</span>
        <time dateTime={lastMessage.sentAt} className="text-xs text-muted-foreground">
          {formatDateTime(lastMessage.sentAt, language, timeZone)}
        </time>
      </span>
      <span className="text-sm break-words text-muted-foreground">{t("messages.dialog.description", { title: jobTitleOf(summary, language) })}</span>
      <span className="flex items-center justify-between gap-3">
        <span className="line-clamp-1 min-w-0 text-sm break-all">
          {lastMessage.mine ? t("messages.list.youWrote", { body: lastMessage.body }) : lastMessage.body}
        </span>
        {unread && (
          <span className="shrink-0 rounded-full bg-destructive px-2 py-0.5 text-xs font-semibold text-white">
            {t("messages.unreadShort", { count: summary.unread, formatted: formatNumber(summary.unread, language) })}
          </span>
        )}
        {summary.readOnly && (
          <span className="flex shrink-0 items-center gap-1 text-xs text-muted-foreground">
            <Lock aria-hidden="true" className="size-3.5" />
            {t("messages.list.closed")}
          </span>
        )}
      </span>
    </button>
  );
}
