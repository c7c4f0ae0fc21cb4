/**
 * The admin's Reports queue: one card per job with open reports, the most recently reported first,
 * 20 a page (the page is in the URL). Each card links to the job and shows its status, how many
 * reports from how many visitors, the reasons with their counts and the notes with their dates.
 * Dismiss closes the reports (a job they hid is listed again); Take down asks for a reason, which
 * the employer sees and is mailed.
 */
import { useId, useRef, useState } from "react";
import { Link } from "@/lib/navigation";
import Ban from "lucide-react/icons/ban";
import EyeOff from "lucide-react/icons/eye-off";
import MessageSquareWarning from "lucide-react/icons/message-square-warning";
import Flag from "lucide-react/icons/flag";
import Users from "lucide-react/icons/users";
import X from "lucide-react/icons/x";
import { reportReasons, type ReportGroup } from "@app/shared/trust";
import { ReasonDialog } from "@/components/reason-dialog";
import { JobStatusBadge } from "@/components/status-badges";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";
import { paths } from "@/config/paths";
import { useDismissReports } from "@/features/reports/api/dismiss-reports";
import { useReportQueue } from "@/features/reports/api/list-reports";
import { useTakeDownJob } from "@/features/reports/api/take-down-job";
import { errorMessage } from "@/lib/errors";
import { formatDate, formatNumber } from "@/lib/format";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import { useAdminUserListParams } from "../hooks/use-admin-list-params";
import { useReturnFocus } from "../hooks/use-return-focus";
import { AdminListView } from "./admin-list-parts";

type ReportCardProps = {
  group: ReportGroup;
  busy: boolean;
  onDismiss: (group: ReportGroup) => void;
  onTakeDown: (group: ReportGroup, event: { currentTarget: HTMLElement }) => void;
};

function ReportCard({ group, busy, onDismiss, onTakeDown }: ReportCardProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const titleId = useId();
  const { job } = group;
  const notes = group.reports.filter((report) => report.note);
  const count = (key: "reports" | "reporters", value: number) => t(`reports.admin.${key}`, { count: value, formatted: formatNumber(value, language) });

  return (
    <article aria-labelledby={titleId} className="grid gap-4 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-5">
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="grid min-w-0 gap-0.5">
          <h2 id={titleId} className="text-base font-semibold break-words">
            <Link to={paths.job.href(job.id)} className="text-primary underline-offset-4 hover:underline">
              {job.title}
            </Link>
          </h2>
          <p className="text-sm break-words text-muted-foreground">{job.company}</p>
        </div>
        <JobStatusBadge status={job.status} />
      </header>

      {job.status === "reported" && (
        <p className="flex items-center gap-2 text-sm font-medium text-highlight-foreground">
          <EyeOff aria-hidden="true" className="size-4 shrink-0" />
          {t("reports.admin.hidden")}
        </p>
      )}
      {job.reviewRequestedAt && (
        <p className="flex items-center gap-2 text-sm font-medium">
          <MessageSquareWarning aria-hidden="true" className="size-4 shrink-0 text-primary" />
          {t("reports.admin.reviewRequested", { date: formatDate(job.reviewRequestedAt, language) })}
        </p>
      )}

      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <span className="inline-flex items-center gap-1.5 font-semibold">
          <Flag aria-hidden="true" className="size-4 text-destructive" />
          {count("reports", group.count)}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <Users aria-hidden="true" className="size-4 text-muted-foreground" />
          {count("reporters", group.reporters)}
        </span>
        <span className="text-muted-foreground">
          {t("reports.admin.lastReported", { date: formatDate(group.lastReportedAt, language) })}
        </span>
      </p>

      <div className="grid gap-2">
        <h3 className="text-sm font-semibold">{t("reports.admin.reasons")}</h3>
        <ul className="flex flex-wrap gap-2">
          {reportReasons
            .filter((reason) => group.reasons[reason])
            .map((reason) => (
              <li key={reason}>
                <Badge variant={reason === "asks_for_money" ? "destructive" : "secondary"} className="whitespace-normal">
                  {t("reports.admin.reasonCount", {
                    reason: t(`reports.reasons.${reason}`),
                    formatted: formatNumber(group.reasons[reason] ?? 0, language),
                  })}
                </Badge>
              </li>
            ))}
        </ul>
      </div>

      <div className="grid gap-2">
        <h3 className="text-sm font-semibold">{t("reports.admin.notes")}</h3>
        {notes.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("reports.admin.noNotes")}</p>
        ) : (
          <ul className="grid gap-2">
            {notes.map((report, index) => (
              <li key={`${report.reportedAt}-${index}`} className="grid gap-1 rounded-lg bg-muted px-3 py-2">
                <p className="text-sm break-words whitespace-pre-line">{report.note}</p>
                <p className="text-xs text-muted-foreground">
                  {t(`reports.reasons.${report.reason}`)} ·{" "}
                  <time dateTime={report.reportedAt}>{formatDate(report.reportedAt, language)}</time> ·{" "}
                  {t(report.signedIn ? "reports.admin.signedIn" : "reports.admin.guest")}
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className="flex flex-wrap justify-end gap-2 border-t border-border pt-4">
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          aria-label={t("reports.admin.actions.dismissLabel", { title: job.title })}
          onClick={() => onDismiss(group)}
        >
          <X aria-hidden="true" />
          {t("reports.admin.actions.dismiss")}
        </Button>
        <Button
          variant="destructive"
          size="sm"
          disabled={busy}
          aria-label={t("reports.admin.actions.takeDownLabel", { title: job.title })}
          onClick={(event) => onTakeDown(group, event)}
        >
          <Ban aria-hidden="true" />
          {t("reports.admin.actions.takeDown")}
        </Button>
      </div>
    </article>
  );
}

export function AdminReportsPage() {
  const { t } = useTranslation();
  const { params, setParams } = useAdminUserListParams();
  const reports = useReportQueue({ page: params.page });
  const dismiss = useDismissReports();
  const takeDown = useTakeDownJob();
  const listRef = useRef<HTMLDivElement>(null);
  const returnFocus = useReturnFocus(listRef);
  const [toTakeDown, setToTakeDown] = useState<ReportGroup | null>(null);
  const [takeDownOpen, setTakeDownOpen] = useState(false);

  /** The last card of a later page has left the queue: show the page before it rather than an empty one. */
  function leavePageIfEmptied() {
    if (params.page > 1 && reports.data?.groups.length === 1) setParams({ page: params.page - 1 }, { replace: true });
  }

  function dismissReports(group: ReportGroup) {
    dismiss.mutate(group.job.id, {
      onSuccess: () => {
        toast.success(t("reports.admin.dismiss.successTitle"), { description: t("reports.admin.dismiss.successDescription") });
        // The card and its buttons are gone: focus stays in the list.
        listRef.current?.focus();
        leavePageIfEmptied();
      },
      onError: (error) => toast.error(t("reports.admin.dismiss.failed"), { description: errorMessage(t, error) }),
    });
  }

  function confirmTakeDown(reason: string) {
    if (!toTakeDown) return;
    takeDown.mutate(
      { jobId: toTakeDown.job.id, input: { reason } },
      {
        onSuccess: () => {
          toast.success(t("reports.admin.takeDown.successTitle"), { description: t("reports.admin.takeDown.successDescription") });
          setTakeDownOpen(false);
          leavePageIfEmptied();
        },
        onError: (error) => toast.error(t("reports.admin.takeDown.failed"), { description: errorMessage(t, error) }),
      },
    );
  }

  const busyJobId = dismiss.isPending ? dismiss.variables : takeDown.isPending ? takeDown.variables.jobId : null;

  return (
    <div className="grid grid-cols-1 gap-4">
      {/* Focus lands here when the card a button was pressed on has left the queue. */}
      <div ref={listRef} tabIndex={-1} className="outline-none">
        <AdminListView
          query={reports}
          rowCount={(page) => page.groups.length}
          texts={{
            loading: t("reports.admin.loading"),
            loadError: t("reports.admin.loadError"),
            emptyTitle: t("reports.admin.emptyTitle"),
            emptyDescription: t("reports.admin.emptyDescription"),
            // The queue has no search or filter, so it is never "filtered".
            noMatchTitle: t("reports.admin.emptyTitle"),
            noMatchDescription: t("reports.admin.emptyDescription"),
          }}
          icon={Flag}
          filtered={false}
          onClearFilters={() => setParams({ page: 1 })}
          onPageChange={(page) => setParams({ page })}
          toastId="admin-reports-load-error"
        >
          {(page) => (
            <ul aria-label={t("reports.admin.label")} className="grid gap-4">
              {page.groups.map((group) => (
                <li key={group.job.id}>
                  <ReportCard
                    group={group}
                    busy={busyJobId === group.job.id}
                    onDismiss={dismissReports}
                    onTakeDown={(chosen, event) => {
                      returnFocus.remember(event);
                      setToTakeDown(chosen);
                      setTakeDownOpen(true);
                    }}
                  />
                </li>
              ))}
            </ul>
          )}
        </AdminListView>
      </div>

      {/* The job chosen last stays while the dialog closes, so its text does not vanish mid-animation. */}
      <ReasonDialog
        open={takeDownOpen}
        title={t("reports.admin.takeDown.title")}
        description={t("reports.admin.takeDown.description", { title: toTakeDown?.job.title ?? "", company: toTakeDown?.job.company ?? "" })}
        label={t("reports.admin.takeDown.reason")}
        placeholder={t("reports.admin.takeDown.reasonPlaceholder")}
        confirmIcon={<Ban aria-hidden="true" />}
        confirmLabel={t("reports.admin.takeDown.confirm")}
        pendingLabel={t("reports.admin.takeDown.pending")}
        cancelLabel={t("reports.admin.takeDown.cancel")}
        pending={takeDown.isPending}
        onConfirm={confirmTakeDown}
        onCancel={() => setTakeDownOpen(false)}
        onCloseAutoFocus={returnFocus.restore}
      />
    </div>
  );
}
