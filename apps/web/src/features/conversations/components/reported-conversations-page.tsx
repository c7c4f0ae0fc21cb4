/**
 * The admin's queue of reported conversations (the admin sees no other): one card per conversation
 * with open reports, with who talks about which job and each report's reason, side, date and note.
 * Read messages opens the conversation (each reading is audited); Close makes it read-only for both
 * sides with a reason; Dismiss closes its reports. The page is in the URL (`?page=`). A decided card
 * leaves the queue, and focus goes to the card that takes its place (or the list, once empty) rather
 * than falling to the page.
 */
import { useId, useRef, useState } from "react";
import { useSearchParams } from "@/lib/navigation";
import Ban from "lucide-react/icons/ban";
import Eye from "lucide-react/icons/eye";
import Flag from "lucide-react/icons/flag";
import History from "lucide-react/icons/history";
import MessagesSquare from "lucide-react/icons/messages-square";
import X from "lucide-react/icons/x";
import type { ConversationRole, ReportedConversation } from "@app/shared/conversations";
import { ReasonDialog } from "@/components/reason-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadErrorBanner, LoadErrorPanel } from "@/components/ui/load-error";
import { Pagination } from "@/components/ui/pagination";
import { CardListSkeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toaster";
import { errorMessage } from "@/lib/errors";
import { formatDate, formatNumber } from "@/lib/format";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import { messagesOf } from "../api/get-messages";
import { useReportedConversations } from "../api/list-reported-conversations";
import { useCloseConversation, useDismissConversationReports } from "../api/moderate-conversation";
import { useReportedConversation } from "../api/read-reported-conversation";
import { MessageList } from "./message-list";

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

type CardProps = {
  item: ReportedConversation;
  busy: boolean;
  onRead: () => void;
  onDismiss: () => void;
  onClose: () => void;
};

function ReportedConversationCard({ item, busy, onRead, onDismiss, onClose }: CardProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const titleId = useId();
  const people = { employer: item.employerName, candidate: item.candidateName };

  return (
    <article
      aria-labelledby={titleId}
      data-conversation={item.applicationId}
      tabIndex={-1}
      className="grid gap-4 rounded-xl border border-border bg-card p-4 shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-ring sm:p-5"
    >
      <header className="grid gap-0.5">
        <h2 id={titleId} className="text-base font-semibold break-words">
          {item.jobTitle}
        </h2>
        <p className="text-sm break-words text-muted-foreground">
          {t("messages.admin.between", { employer: item.employerName, candidate: item.candidateName })}
        </p>
        <p className="text-sm text-muted-foreground">
          {t("messages.admin.messageCount", { count: item.messageCount, formatted: formatNumber(item.messageCount, language) })}
        </p>
      </header>

      <div className="grid gap-2">
        <h3 className="flex items-center gap-1.5 text-sm font-semibold">
          <Flag aria-hidden="true" className="size-4 text-destructive" />
          {t("messages.admin.reports", { count: item.reports.length, formatted: formatNumber(item.reports.length, language) })}
        </h3>
        <ul className="grid gap-2">
          {item.reports.map((report, index) => (
            <li key={`${report.at}-${index}`} className="grid gap-1 rounded-lg bg-muted px-3 py-2">
              <p className="flex flex-wrap items-center gap-2 text-sm">
                <Badge variant={report.reason === "asks_for_money" ? "destructive" : "secondary"}>
                  {t(`messages.report.reasons.${report.reason}`)}
                </Badge>
                <span className="text-xs text-muted-foreground">
                  {t("messages.admin.reportedBy", { name: people[report.by] })} ·{" "}
                  <time dateTime={report.at}>{formatDate(report.at, language)}</time>
                </span>
              </p>
              {report.note && <p className="text-sm break-words whitespace-pre-line">{report.note}</p>}
            </li>
          ))}
        </ul>
      </div>

      {/* The buttons wait aria-disabled, not disabled: focus stays on them until the card leaves. */}
      <div className="flex flex-wrap justify-end gap-2 border-t border-border pt-4">
        <Button variant="outline" size="sm" aria-disabled={busy} onClick={() => !busy && onRead()}>
          <Eye aria-hidden="true" />
          {t("messages.admin.read")}
        </Button>
        <Button variant="outline" size="sm" aria-disabled={busy} aria-label={t("messages.admin.dismissLabel", { title: item.jobTitle })} onClick={() => !busy && onDismiss()}>
          <X aria-hidden="true" />
          {t("messages.admin.dismiss")}
        </Button>
        <Button
          variant="destructive"
          size="sm"
          aria-disabled={busy}
          aria-label={t("messages.admin.closeLabel", { title: item.jobTitle })}
          onClick={() => !busy && onClose()}
        >
          <Ban aria-hidden="true" />
          {t("messages.admin.close")}
        </Button>
      </div>
    </article>
  );
}

/** The admin's reading of one reported conversation: both sides by name, nothing to write. */
function ReadingDialog({ item, open, onOpenChange }: { item: ReportedConversation; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle className="break-words">{t("messages.admin.readingTitle", { title: item.jobTitle })}</DialogTitle>
          <DialogDescription className="break-words">
            {t("messages.admin.between", { employer: item.employerName, candidate: item.candidateName })}
          </DialogDescription>
        </DialogHeader>
        <Reading item={item} />
      </DialogContent>
    </Dialog>
  );
}

function Reading({ item }: { item: ReportedConversation }) {
  const { t } = useTranslation();
  const reading = useReportedConversation(item.applicationId);
  const names: Record<ConversationRole, string> = {
    employer: t("messages.admin.side", { name: item.employerName, role: t("common.roles.employer") }),
    candidate: t("messages.admin.side", { name: item.candidateName, role: t("common.roles.candidate") }),
  };
  if (reading.isPending) return <Spinner label={t("messages.panel.loading")} showLabel className="justify-self-center py-8" />;
  if (!reading.data) {
    return <LoadErrorBanner message={errorMessage(t, reading.error)} onRetry={() => void reading.refetch()} retrying={reading.isFetching} />;
  }
  return (
    <div className="grid max-h-[60dvh] gap-3 overflow-y-auto rounded-lg border border-border bg-background p-3">
      {reading.hasNextPage && (
        <Button variant="ghost" size="sm" className="justify-self-center" disabled={reading.isFetchingNextPage} onClick={() => void reading.fetchNextPage()}>
          <History aria-hidden="true" />
          {reading.isFetchingNextPage ? t("messages.panel.loadingOlder") : t("messages.panel.loadOlder")}
        </Button>
      )}
      <MessageList messages={messagesOf(reading.data.pages)} reader="admin" nameOf={(from) => names[from]} label={t("messages.list.label")} />
    </div>
  );
}

export function ReportedConversationsPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageOf(searchParams.get("page"));
  const queue = useReportedConversations({ page });
  const dismiss = useDismissConversationReports();
  const close = useCloseConversation();
  const [chosen, setChosen] = useState<ReportedConversation | null>(null);
  const [dialog, setDialog] = useState<"read" | "close" | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  /** The conversation closed in the dialog, whose card is gone once the dialog has closed. */
  const closed = useRef<{ applicationId: string; index: number } | null>(null);

  const setPage = (next: number) => setSearchParams(next > 1 ? { page: String(next) } : {});

  /** The last card of a later page has left the queue: show the page before it rather than an empty one. */
  function leavePageIfEmptied() {
    if (page > 1 && queue.data?.items.length === 1) setPage(page - 1);
  }

  /** Focus on the card now where the decided one stood (the next, or the last one left), or on the list. */
  function focusInPlaceOf({ applicationId, index }: { applicationId: string; index: number }) {
    // The decided card may still be drawn until the queue's new page arrives: it is passed over.
    const cards = [...(listRef.current?.querySelectorAll<HTMLElement>("article[data-conversation]") ?? [])].filter((card) => card.dataset.conversation !== applicationId);
    (cards[Math.min(index, cards.length - 1)] ?? listRef.current)?.focus();
  }

  /** Where `item` stands in the queue as drawn. */
  const placeOf = (item: ReportedConversation) => ({ applicationId: item.applicationId, index: Math.max(0, queue.data?.items.findIndex((other) => other.applicationId === item.applicationId) ?? 0) });

  function dismissReports(item: ReportedConversation) {
    const place = placeOf(item);
    dismiss.mutate(item.applicationId, {
      onSuccess: () => {
        toast.success(t("messages.admin.dismissed"));
        focusInPlaceOf(place);
        leavePageIfEmptied();
      },
      onError: (error) => toast.error(t("messages.admin.dismissFailed"), { description: errorMessage(t, error) }),
    });
  }

  function confirmClose(reason: string) {
    if (!chosen) return;
    const place = placeOf(chosen);
    close.mutate(
      { applicationId: chosen.applicationId, input: { reason } },
      {
        onSuccess: () => {
          toast.success(t("messages.admin.closed"), { description: t("messages.admin.closedDescription") });
          closed.current = place;
          setDialog(null);
          leavePageIfEmptied();
        },
        onError: (error) => toast.error(t("messages.admin.closeFailed"), { description: errorMessage(t, error) }),
      },
    );
  }

  const busyId = dismiss.isPending ? dismiss.variables : close.isPending ? close.variables.applicationId : null;

  if (queue.isPending) return <CardListSkeleton label={t("messages.admin.loading")} count={3} />;
  if (!queue.data) {
    return (
      <LoadErrorPanel
        title={t("messages.admin.loadError")}
        description={errorMessage(t, queue.error)}
        onRetry={() => void queue.refetch()}
        retrying={queue.isFetching}
      />
    );
  }
  const { items, totalCount, pageSize } = queue.data;
  const pageCount = Math.max(1, Math.ceil(totalCount / pageSize));

  return (
    // Focus lands here when the last card has left the queue.
    <div ref={listRef} tabIndex={-1} className="grid grid-cols-1 gap-4 outline-none">
      {items.length === 0 ? (
        <EmptyState icon={MessagesSquare} title={t("messages.admin.emptyTitle")} description={t("messages.admin.emptyDescription")} />
      ) : (
        <ul aria-label={t("messages.admin.label")} aria-busy={queue.isPlaceholderData} className="grid gap-4">
          {items.map((item) => (
            <li key={item.applicationId}>
              <ReportedConversationCard
                item={item}
                busy={busyId === item.applicationId}
                onRead={() => {
                  setChosen(item);
                  setDialog("read");
                }}
                onDismiss={() => dismissReports(item)}
                onClose={() => {
                  setChosen(item);
                  setDialog("close");
                }}
              />
            </li>
          ))}
        </ul>
      )}
      {(pageCount > 1 || page > 1) && <Pagination page={page} pageCount={pageCount} onPageChange={setPage} />}

      {/* The conversation chosen last stays while a dialog closes, so its text does not vanish mid-animation. */}
      {chosen && <ReadingDialog item={chosen} open={dialog === "read"} onOpenChange={(open) => setDialog(open ? "read" : null)} />}
      <ReasonDialog
        open={dialog === "close"}
        title={t("messages.admin.closeTitle")}
        description={t("messages.admin.closeDescription", { title: chosen?.jobTitle ?? "" })}
        label={t("messages.admin.closeReason")}
        confirmIcon={<Ban aria-hidden="true" />}
        confirmLabel={t("messages.admin.closeConfirm")}
        pendingLabel={t("messages.admin.closing")}
        cancelLabel={t("messages.report.cancel")}
        pending={close.isPending}
        onConfirm={confirmClose}
        onCancel={() => setDialog(null)}
        onCloseAutoFocus={(event) => {
          // Cancelled, focus goes back to Close; closed, that button is gone with its card.
          if (!closed.current) return;
          event.preventDefault();
          focusInPlaceOf(closed.current);
          closed.current = null;
        }}
      />
    </div>
  );
}
