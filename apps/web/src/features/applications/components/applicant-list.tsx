/**
 * The Applications tab of the employer dashboard: applications to the employer's own jobs, newest
 * first, a page at a time from the server, filtered by job and by status. The job filter belongs to
 * the page (it is in the URL, and the job listing's Applicants button sets it); the status filter and
 * the page are this list's own. New applications arrive by server events ("applications" keys).
 */
import { useEffect, useId, useState } from "react";
import FileSearch from "lucide-react/icons/file-search";
import Inbox from "lucide-react/icons/inbox";
import {
  applicationsPageSize,
  applicationStatuses,
  type ApplicationStatus,
  type EmployerApplication,
  type EmployerJob,
} from "@app/shared/applications";
import { Button } from "@/components/ui/button";
import { LoadErrorBanner } from "@/components/ui/load-error";
import { EmptyState } from "@/components/ui/empty-state";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Pagination } from "@/components/ui/pagination";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toaster";
import { ApiError } from "@/lib/api-error";
import { formatNumber } from "@/lib/format";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { useReviewApplications } from "../api/list-review-applications";
import { ApplicantCard, type ApplicantParts } from "./applicant-card";

type ApplicantListProps = {
  /** Only this job's applications; undefined for all. */
  jobId: string | undefined;
  onJobChange: (jobId: string | undefined) => void;
  /** The employer's jobs, the choices of the job filter. */
  jobs: readonly Pick<EmployerJob, "id" | "title">[];
  /** What the route adds to each card from other features (messages, interviews). */
  applicantParts?: (application: EmployerApplication) => ApplicantParts;
};

function isApplicationStatus(value: string): value is ApplicationStatus {
  return (applicationStatuses as readonly string[]).includes(value);
}

export function ApplicantList({ jobId, onJobChange, jobs, applicantParts }: ApplicantListProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const jobFilterId = useId();
  const statusFilterId = useId();
  const [status, setStatus] = useState<ApplicationStatus | undefined>(undefined);
  // A new filter starts again at page 1: the page is remembered together with the filter it was for.
  const filterKey = `${jobId ?? ""}|${status ?? ""}`;
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ filterKey, page: next });

  const list = useReviewApplications({ jobId, status, page, pageSize: applicationsPageSize });
  const result = list.data;
  const jobMissing = list.error instanceof ApiError && list.error.status === 404;
  const failedVisibly = list.isError && !jobMissing;

  useEffect(() => {
    if (!failedVisibly) return;
    // SPEC.md §8's toast; the id lets a retry that fails again replace it rather than stack.
    toast.error(t("employer.applications.loadErrorTitle"), {
      id: "employer-applications-load-error",
      description: t("employer.applications.loadError"),
    });
  }, [failedVisibly, list.errorUpdatedAt, t]);

  const filtered = Boolean(jobId || status);
  const showAll = () => {
    setStatus(undefined);
    onJobChange(undefined);
  };
  // A job filter from the URL that is not among the choices (an older job, say) is still shown.
  const selectedJobMissing = jobId !== undefined && !jobs.some((job) => job.id === jobId);
  const selectedJobTitle = result?.applications.find((application) => application.jobId === jobId)?.jobTitle;

  return (
    <div className="grid gap-4">
      <section
        aria-label={t("employer.applications.filters.title")}
        className="grid gap-3 rounded-xl border border-border bg-card p-4 shadow-sm sm:grid-cols-2"
      >
        <div className="grid gap-2">
          <Label htmlFor={jobFilterId}>{t("employer.applications.filters.job")}</Label>
          <NativeSelect
            id={jobFilterId}
            value={jobId ?? ""}
            onChange={(event) => onJobChange(event.target.value || undefined)}
          >
            <option value="">{t("employer.applications.filters.allJobs")}</option>
            {selectedJobMissing && (
              <option value={jobId}>{selectedJobTitle ?? t("employer.applications.filters.selectedJob")}</option>
            )}
            {jobs.map((job) => (
              <option key={job.id} value={job.id}>
                {job.title}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={statusFilterId}>{t("employer.applications.filters.status")}</Label>
          <NativeSelect
            id={statusFilterId}
            value={status ?? ""}
            onChange={(event) => setStatus(isApplicationStatus(event.target.value) ? event.target.value : undefined)}
          >
            <option value="">{t("employer.applications.filters.allStatuses")}</option>
            {applicationStatuses.map((value) => (
              <option key={value} value={value}>
                {t(`applications.status.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </section>

      {jobMissing ? (
        <EmptyState
          icon={FileSearch}
          title={t("employer.applications.jobNotFound")}
          action={
            <Button variant="outline" onClick={showAll}>
              {t("employer.applications.filters.reset")}
            </Button>
          }
        />
      ) : result ? (
        <>
          <div className="flex min-h-6 flex-wrap items-center justify-between gap-2">
            <p role="status" className="text-sm font-medium text-muted-foreground">
              {t("employer.applications.count", { count: result.totalCount, formatted: formatNumber(result.totalCount, language) })}
            </p>
            {list.isFetching && <Spinner label={t("employer.applications.updating")} className="[&_svg]:size-4" />}
          </div>
          {list.isError && <LoadErrorBanner message={t("employer.applications.loadError")} onRetry={() => void list.refetch()} retrying={list.isFetching} />}

          {result.applications.length > 0 ? (
            <ul
              aria-label={t("employer.applications.label")}
              aria-busy={list.isPlaceholderData}
              className={cn("grid gap-3 transition-opacity", list.isPlaceholderData && "opacity-60")}
            >
              {result.applications.map((application) => (
                <li key={application.id} className="grid">
                  <ApplicantCard application={application} {...applicantParts?.(application)} />
                </li>
              ))}
            </ul>
          ) : result.page > 1 ? (
            <EmptyState
              icon={Inbox}
              title={t("employer.applications.pastLastPageTitle")}
              action={
                <Button variant="outline" onClick={() => setPage(1)}>
                  {t("employer.applications.firstPage")}
                </Button>
              }
            />
          ) : filtered ? (
            <EmptyState
              icon={FileSearch}
              title={t("employer.applications.noMatchTitle")}
              description={t("employer.applications.noMatchDescription")}
              action={
                <Button variant="outline" onClick={showAll}>
                  {t("employer.applications.filters.reset")}
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={Inbox}
              title={t("employer.applications.emptyTitle")}
              description={t("employer.applications.emptyDescription")}
            />
          )}

          {result.totalCount > result.pageSize && (
            <Pagination page={result.page} pageCount={Math.ceil(result.totalCount / result.pageSize)} onPageChange={setPage} />
          )}
        </>
      ) : list.isError ? (
        <LoadErrorBanner message={t("employer.applications.loadError")} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : (
        <ApplicantListSkeleton />
      )}
    </div>
  );
}

function ApplicantListSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3">
      <span role="status" className="sr-only">
        {t("employer.applications.loading")}
      </span>
      {Array.from({ length: 3 }, (_, index) => (
        <div key={index} className="grid gap-3 rounded-xl border border-border bg-card p-5">
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-full max-w-sm" />
          <div className="flex gap-2">
            <Skeleton className="h-9 w-36" />
            <Skeleton className="h-9 w-24" />
          </div>
        </div>
      ))}
    </div>
  );
}

