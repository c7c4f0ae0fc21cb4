/**
 * My Applications (SPEC.md §2 Candidate profile): the signed-in candidate's applications, newest
 * first, each with its job, company, date and status, one server page at a time. A status the
 * employer changes arrives through the server events, which refetch every "applications" query.
 */
import { useState, type ReactNode } from "react";
import { Link } from "@/lib/navigation";
import Building2 from "lucide-react/icons/building-complex";
import CalendarDays from "lucide-react/icons/calendar-days";
import FileSearch from "lucide-react/icons/file-search";
import MapPin from "lucide-react/icons/map-pin";
import type { CandidateApplication } from "@app/shared/applications";
import { jobTitleOf } from "@app/shared/job-texts";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadErrorPanel, useLoadErrorToast } from "@/components/ui/load-error";
import { Pagination } from "@/components/ui/pagination";
import { CardListSkeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { formatDate, formatNumber } from "@/lib/format";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import { useMyApplications } from "../api/list-my-applications";
import { ApplicationStatusBadge } from "@/components/status-badges";

/** What the route adds under each application from other features (its messages, its interview). */
type FollowUp = (application: CandidateApplication) => ReactNode;

function ApplicationItem({ application, followUp }: { application: CandidateApplication; followUp?: FollowUp }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <li className="grid gap-3 rounded-xl border border-border bg-card p-4 shadow-sm sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start sm:p-5">
      <div className="grid min-w-0 gap-1.5">
        <h2 className="text-base font-semibold break-words">
          <Link to={paths.job.href(application.jobId)} className="text-foreground underline-offset-4 hover:text-primary hover:underline">
            {jobTitleOf(application, language)}
          </Link>
        </h2>
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <div className="flex min-w-0 items-center gap-1.5">
            <dt>
              <Building2 aria-hidden="true" className="size-4" />
              <span className="sr-only">{t("applications.mine.company")}</span>
            </dt>
            <dd className="font-medium text-foreground">{application.company}</dd>
          </div>
          <div className="flex min-w-0 items-center gap-1.5">
            <dt>
              <MapPin aria-hidden="true" className="size-4" />
              <span className="sr-only">{t("applications.mine.location")}</span>
            </dt>
            <dd>{application.location}</dd>
          </div>
        </dl>
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <CalendarDays aria-hidden="true" className="size-4" />
          {t("applications.mine.appliedOn", { date: formatDate(application.appliedAt, language) })}
        </p>
      </div>
      <div className="grid gap-1 sm:justify-items-end sm:justify-self-end">
        <p>
          <span className="sr-only">{t("applications.mine.status")}: </span>
          <ApplicationStatusBadge status={application.status} />
        </p>
        {application.status === "not_selected" && (
          <p className="text-sm text-muted-foreground sm:text-end">
            {application.jobStatus === "filled" ? t("applications.mine.notSelected.filled") : t("applications.mine.notSelected.closed")}
          </p>
        )}
      </div>
      {followUp && <div className="grid gap-3 empty:hidden sm:col-span-2">{followUp(application)}</div>}
    </li>
  );
}

export function MyApplications({ followUp }: { followUp?: FollowUp } = {}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [page, setPage] = useState(1);
  const applications = useMyApplications({ page });
  const data = applications.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.totalCount / data.pageSize)) : 1;

  useLoadErrorToast(applications, t("applications.mine.loadError"), "my-applications-load-error");

  if (applications.isPending) return <CardListSkeleton label={t("applications.mine.loading")} count={3} />;

  if (!data) {
    return (
      <LoadErrorPanel
        title={t("applications.mine.loadError")}
        description={t("applications.mine.loadErrorDescription")}
        onRetry={() => void applications.refetch()}
        retrying={applications.isFetching}
      />
    );
  }

  if (data.totalCount === 0) {
    return (
      <EmptyState
        icon={FileSearch}
        title={t("applications.mine.emptyTitle")}
        description={t("applications.mine.emptyDescription")}
        action={
          <Button asChild>
            <Link to={paths.jobs.href()}>{t("applications.mine.browseJobs")}</Link>
          </Button>
        }
      />
    );
  }

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        {t("applications.mine.count", { count: data.totalCount, formatted: formatNumber(data.totalCount, language) })}
      </p>
      <ul aria-label={t("applications.mine.label")} aria-busy={applications.isPlaceholderData} className="grid gap-3">
        {data.applications.map((application) => (
          <ApplicationItem key={application.id} application={application} followUp={followUp} />
        ))}
      </ul>
      {/* Also past the last page (the list shrank meanwhile), so the reader can step back. */}
      {(pageCount > 1 || page > 1) && <Pagination page={page} pageCount={pageCount} onPageChange={setPage} />}
    </div>
  );
}
