/**
 * My Job Listings (SPEC.md §2 Employer dashboard): the employer's own jobs of every status with their
 * counts, and what can be done with each. Changing a job is the jobs feature's business, so the
 * route hands the calls in (`onEdit`, `onDelete`, `onSetStatus`, `onRenew`); this list asks, confirms
 * and reports. Closing and deleting are asked first, saying what they do to the job's applicants. A job held for review, not approved or taken down says why, in the employer's words;
 * an open job says until when it is on the job list, and offers to renew it in its last week.
 */
import { useId, useState } from "react";
import { Link } from "@/lib/navigation";
import ArrowRight from "lucide-react/icons/arrow-right";
import Briefcase from "lucide-react/icons/briefcase";
import CalendarClock from "lucide-react/icons/calendar-clock";
import CalendarDays from "lucide-react/icons/calendar-days";
import CalendarSync from "lucide-react/icons/calendar-sync";
import Eye from "lucide-react/icons/eye";
import FileText from "lucide-react/icons/file-text";
import Lock from "lucide-react/icons/lock";
import LockOpen from "lucide-react/icons/lock-open";
import Pencil from "lucide-react/icons/pencil";
import Plus from "lucide-react/icons/plus";
import ShieldAlert from "lucide-react/icons/shield-exclamation-point";
import Trash2 from "lucide-react/icons/trash";
import Users from "lucide-react/icons/users";
import type { EmployerJob, SetJobStatusInput } from "@app/shared/applications";
import type { JobStatus } from "@app/shared/jobs";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { jobStatusVariants } from "@/components/status-badges";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { LoadErrorBanner } from "@/components/ui/load-error";
import { EmptyState } from "@/components/ui/empty-state";
import { Pagination } from "@/components/ui/pagination";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toaster";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/errors";
import { formatDate, formatNumber } from "@/lib/format";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { useEmployerJobs } from "../api/get-employer-jobs";
import { useRequestReview } from "../api/request-review";

type EmployerJobListProps = {
  onPostJob: () => void;
  /** Switches to the Applications tab, filtered by this job. */
  onShowApplicants: (jobId: string) => void;
  /** Opens the post-job form filled in with the job. */
  onEdit: (job: EmployerJob) => void;
  onDelete: (jobId: string) => Promise<unknown>;
  /** `PATCH /api/jobs/:id/status`: close (expired) or reopen (active). */
  onSetStatus: (jobId: string, status: SetJobStatusInput["status"]) => Promise<unknown>;
  /** `POST /api/jobs/:id/renew`: another JOB_EXPIRY_DAYS on the job list; the job as it is now. */
  onRenew: (jobId: string) => Promise<Pick<EmployerJob, "expiresAt">>;
};

/** Renew is offered once a listed job has this many days left or fewer (before, it would change little). */
const renewWithinDays = 7;
const dayMs = 24 * 60 * 60 * 1000;

/** A job past its expiry date has left search by itself: to its employer it is closed. */
function shownStatus(job: EmployerJob, now = Date.now()): JobStatus {
  if (job.status === "active" && job.expiresAt && new Date(job.expiresAt).getTime() <= now) return "expired";
  return job.status;
}


/** Whether a listed job's end (`expiresAt`) is close enough to offer Renew. */
function inLastDays(expiresAt: string, now = Date.now()): boolean {
  return new Date(expiresAt).getTime() - now <= renewWithinDays * dayMs;
}

export function EmployerJobList({ onPostJob, onShowApplicants, onEdit, onDelete, onSetStatus, onRenew }: EmployerJobListProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const jobs = useEmployerJobs(page);
  const [toDelete, setToDelete] = useState<EmployerJob | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [toClose, setToClose] = useState<EmployerJob | null>(null);
  const [closing, setClosing] = useState(false);
  const [changingId, setChangingId] = useState<string | null>(null);

  async function confirmDelete(job: EmployerJob) {
    setDeleting(true);
    try {
      await onDelete(job.id);
      toast.success(t("employer.jobs.delete.successTitle"), { description: t("employer.jobs.delete.successDescription") });
      setToDelete(null);
      // The last job of a later page is gone: show the page before it rather than an empty one.
      if (page > 1 && jobs.data?.jobs.length === 1) setPage(page - 1);
    } catch {
      toast.error(t("employer.jobs.delete.failed"));
    } finally {
      setDeleting(false);
    }
  }

  /** Runs a change of `job` with its buttons disabled meanwhile, then says how it went. */
  async function changeJob(job: EmployerJob, change: () => Promise<{ title: string; description: string }>, failedTitle: string) {
    setChangingId(job.id);
    try {
      const { title, description } = await change();
      toast.success(title, { description });
    } catch (error) {
      toast.error(failedTitle, { description: errorMessage(t, error) });
    } finally {
      setChangingId(null);
    }
  }

  const changeStatus = (job: EmployerJob, status: SetJobStatusInput["status"]) =>
    changeJob(
      job,
      async () => {
        await onSetStatus(job.id, status);
        const done = status === "expired" ? "closed" : "reopened";
        return {
          title: t(`employer.jobs.statusChange.${done}Title`),
          description: t(`employer.jobs.statusChange.${done}Description`, { title: job.title }),
        };
      },
      t("employer.jobs.statusChange.failedTitle"),
    );

  /** Closes the job the employer confirmed; the dialog stays until the server has answered. */
  async function confirmClose(job: EmployerJob) {
    setClosing(true);
    await changeStatus(job, "expired");
    setClosing(false);
    setToClose(null);
  }

  const renew = (job: EmployerJob) =>
    changeJob(
      job,
      async () => {
        const { expiresAt } = await onRenew(job.id);
        const date = expiresAt ? formatDate(expiresAt, currentLanguage()) : "";
        return { title: t("employer.jobs.renew.successTitle"), description: t("employer.jobs.renew.successDescription", { title: job.title, date }) };
      },
      t("employer.jobs.renew.failedTitle"),
    );

  const result = jobs.data;
  if (!result) {
    if (jobs.isError) return <LoadErrorBanner message={t("employer.jobs.loadError")} onRetry={() => void jobs.refetch()} retrying={jobs.isFetching} />;
    return <JobListSkeleton />;
  }

  if (result.totalCount === 0) {
    return (
      <EmptyState
        icon={Briefcase}
        title={t("employer.jobs.emptyTitle")}
        description={t("employer.jobs.emptyDescription")}
        action={
          <Button onClick={onPostJob}>
            <Plus aria-hidden="true" />
            {t("employer.dashboard.postJob")}
          </Button>
        }
      />
    );
  }

  return (
    <div className="grid gap-4">
      {jobs.isError && <LoadErrorBanner message={t("employer.jobs.loadError")} onRetry={() => void jobs.refetch()} retrying={jobs.isFetching} />}
      <ul
        aria-label={t("employer.jobs.label")}
        aria-busy={jobs.isPlaceholderData}
        className={cn("grid gap-3 transition-opacity", jobs.isPlaceholderData && "opacity-60")}
      >
        {result.jobs.map((job) => (
          <li key={job.id} className="grid">
            <JobRow
              job={job}
              changing={changingId === job.id}
              onShowApplicants={() => onShowApplicants(job.id)}
              onEdit={() => onEdit(job)}
              onClose={() => setToClose(job)}
              onReopen={() => void changeStatus(job, "active")}
              onRenew={() => void renew(job)}
              onDelete={() => setToDelete(job)}
            />
          </li>
        ))}
      </ul>
      {result.totalCount > result.pageSize && (
        <Pagination page={result.page} pageCount={Math.ceil(result.totalCount / result.pageSize)} onPageChange={setPage} />
      )}

      {/* Closing ends the round for the applicants not yet decided on (ADR 016): they are told, so the employer is told first.
          Its button is the ordinary confirmation, as hiring's is, not Delete's red: the job stays and can be reopened. */}
      <AlertDialog open={toClose !== null} onOpenChange={(open) => !open && !closing && setToClose(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t("employer.jobs.close.title")}</AlertDialogTitle>
            <AlertDialogDescription>{t("employer.jobs.close.description", { title: toClose?.title ?? "" })}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={closing}>{t("employer.jobs.close.cancel")}</AlertDialogCancel>
            <AlertDialogAction
              variant="default"
              disabled={closing}
              onClick={(event) => {
                event.preventDefault();
                if (toClose) void confirmClose(toClose);
              }}
            >
              {closing ? t("employer.jobs.close.closing") : t("employer.jobs.close.confirm")}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>

      <AlertDialog open={toDelete !== null} onOpenChange={(open) => !open && !deleting && setToDelete(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t("employer.jobs.delete.title")}</AlertDialogTitle>
            <AlertDialogDescription>
              {t("employer.jobs.delete.description", { title: toDelete?.title ?? "" })}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={deleting}>{t("employer.jobs.delete.cancel")}</AlertDialogCancel>
            <AlertDialogAction
              disabled={deleting}
              onClick={(event) => {
                // Stays open until the server has answered, so a failure is seen where it happened.
                event.preventDefault();
                if (toDelete) void confirmDelete(toDelete);
              }}
            >
              {deleting ? t("employer.jobs.delete.deleting") : t("employer.jobs.delete.confirm")}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}

type JobRowProps = {
  job: EmployerJob;
  changing: boolean;
  onShowApplicants: () => void;
  onEdit: () => void;
  /** Asks before closing the job (the dialog above the list). */
  onClose: () => void;
  onReopen: () => void;
  onRenew: () => void;
  onDelete: () => void;
};

/** Statuses whose job its employer can no longer edit (the server answers 409 `job_not_editable`). */
const finalStatuses: readonly JobStatus[] = ["filled", "taken_down"];

/** Why a job is not listed, when the admin's review is the reason; null for every other job. */
function ModerationNotice({ job }: { job: EmployerJob }) {
  const { t } = useTranslation();
  let text: string;
  switch (job.status) {
    case "pending_review": {
      const [first, second] = job.flags;
      text = first
        ? t("employer.jobs.moderation.pending_review", { what: t(`employer.jobs.moderation.flags.${second ? "both" : first}`) })
        : t("employer.jobs.moderation.pendingEdited");
      break;
    }
    case "reported":
      text = t("employer.jobs.moderation.reported");
      break;
    case "rejected":
    case "taken_down":
      text = t(`employer.jobs.moderation.${job.status}`, { reason: job.moderationReason ?? "" });
      break;
    default:
      return null;
  }
  const serious = job.status === "rejected" || job.status === "taken_down";
  return (
    <p
      className={cn(
        "flex items-start gap-2 rounded-lg border px-3 py-2 text-sm",
        serious ? "border-red-200 bg-red-50 text-red-900" : "border-amber-200 bg-amber-50 text-amber-900",
      )}
    >
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span className="grid min-w-0 gap-2 break-words">
        {text}
        {job.status === "reported" ? <ReviewRequest job={job} /> : null}
      </span>
    </p>
  );
}

/** A job hidden by reports: its employer asks for the admin's look, once, and sees that it asked. */
function ReviewRequest({ job }: { job: EmployerJob }) {
  const { t } = useTranslation();
  const requestReview = useRequestReview();
  if (job.reviewRequestedAt) {
    return (
      <span className="font-medium">
        {t("employer.jobs.moderation.reviewAsked", { date: formatDate(job.reviewRequestedAt, currentLanguage()) })}
      </span>
    );
  }
  return (
    <Button
      variant="outline"
      size="sm"
      className="w-fit"
      disabled={requestReview.isPending}
      onClick={() =>
        requestReview.mutate(job.id, {
          onSuccess: () => toast.success(t("employer.jobs.moderation.reviewAskedToast")),
          onError: (error) => toast.error(t("employer.jobs.moderation.askReviewFailed"), { description: errorMessage(t, error) }),
        })
      }
    >
      {requestReview.isPending ? <Spinner label={t("employer.jobs.moderation.askingReview")} showLabel className="text-current" /> : t("employer.jobs.moderation.askReview")}
    </Button>
  );
}



function JobRow({ job, changing, onShowApplicants, onEdit, onClose, onReopen, onRenew, onDelete }: JobRowProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const titleId = useId();
  const status = shownStatus(job);
  const number = (value: number) => formatNumber(value, language);
  const listedUntil = status === "active" ? job.expiresAt : null;
  const endingSoon = listedUntil !== null && inLastDays(listedUntil);

  return (
    <article aria-labelledby={titleId} className="grid gap-3 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="min-w-0 text-lg leading-snug font-semibold break-words">
          {job.title}
        </h3>
        <Badge variant={jobStatusVariants[status]}>
          <span className="sr-only">{t("employer.jobs.statusLabel")}: </span>
          {t(`common.jobStatus.${status}`)}
        </Badge>
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <li className="inline-flex items-center gap-1.5">
          <CalendarDays aria-hidden="true" className="size-4" />
          <time dateTime={job.postedAt}>{t("employer.jobs.postedOn", { date: formatDate(job.postedAt, language) })}</time>
        </li>
        {listedUntil && (
          <li
            className={cn(
              "inline-flex items-center gap-1.5",
              endingSoon && "rounded-full bg-amber-100 px-2 font-medium text-amber-900",
            )}
          >
            <CalendarClock aria-hidden="true" className="size-4" />
            <time dateTime={listedUntil}>{t("employer.jobs.listedUntil", { date: formatDate(listedUntil, language) })}</time>
          </li>
        )}
        <li className="inline-flex items-center gap-1.5">
          <Eye aria-hidden="true" className="size-4" />
          {t("employer.jobs.views", { count: job.views, formatted: number(job.views) })}
        </li>
        <li className="inline-flex items-center gap-1.5">
          <FileText aria-hidden="true" className="size-4" />
          {t("employer.jobs.applications", { count: job.applicationCount, formatted: number(job.applicationCount) })}
        </li>
        <li
          className={cn(
            "inline-flex items-center gap-1.5",
            job.pendingCount > 0 && "rounded-full bg-amber-100 px-2 font-medium text-amber-900",
          )}
        >
          {t("employer.jobs.pending", { count: job.pendingCount, formatted: number(job.pendingCount) })}
        </li>
      </ul>
      <ModerationNotice job={job} />
      <div
        role="group"
        aria-label={t("employer.jobs.actions.label", { title: job.title })}
        className="flex flex-wrap gap-2 border-t border-border pt-3"
      >
        <Button asChild variant="outline" size="sm">
          <Link to={paths.job.href(job.id)}>
            <ArrowRight aria-hidden="true" />
            {t("employer.jobs.actions.view")}
          </Link>
        </Button>
        <Button variant="outline" size="sm" onClick={onShowApplicants}>
          <Users aria-hidden="true" />
          {t("employer.jobs.actions.applicants")}
        </Button>
        {!finalStatuses.includes(status) && (
          <Button variant="outline" size="sm" onClick={onEdit}>
            <Pencil aria-hidden="true" />
            {t("employer.jobs.actions.edit")}
          </Button>
        )}
        {status === "active" && (
          <Button variant="outline" size="sm" aria-haspopup="dialog" onClick={onClose} disabled={changing}>
            <Lock aria-hidden="true" />
            {t("employer.jobs.actions.close")}
          </Button>
        )}
        {endingSoon && (
          <Button variant="outline" size="sm" onClick={onRenew} disabled={changing}>
            <CalendarSync aria-hidden="true" />
            {t("employer.jobs.actions.renew")}
          </Button>
        )}
        {status === "expired" && (
          <Button variant="outline" size="sm" onClick={onReopen} disabled={changing}>
            <LockOpen aria-hidden="true" />
            {t("employer.jobs.actions.reopen")}
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          className="text-destructive hover:bg-red-50 hover:text-destructive sm:ml-auto"
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" />
          {t("employer.jobs.actions.delete")}
        </Button>
      </div>
    </article>
  );
}

function JobListSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3">
      <span role="status" className="sr-only">
        {t("employer.jobs.loading")}
      </span>
      {Array.from({ length: 3 }, (_, index) => (
        <div key={index} className="grid gap-3 rounded-xl border border-border bg-card p-5">
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-4 w-full max-w-md" />
          <div className="flex gap-2">
            <Skeleton className="h-9 w-28" />
            <Skeleton className="h-9 w-28" />
          </div>
        </div>
      ))}
    </div>
  );
}

