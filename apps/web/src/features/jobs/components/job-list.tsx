/**
 * /jobs: the search and filters (kept in the URL), the matching jobs a page at a time, and what
 * happens when they cannot be loaded. Job changes anywhere refresh the list through server events
 * (every jobs query key starts with "jobs"). Offline, the jobs loaded earlier stay, marked as such.
 */
import { useEffect, useRef, type ReactNode } from "react";
import { Link } from "@/lib/navigation";
import SearchX from "lucide-react/icons/search-x";
import { jobListPageSize } from "@app/shared/constants";
import { isNewSince } from "@app/shared/jobs-for-you";
import { HydrateLater } from "@/components/hydrate-later";
import { Island } from "@/components/island";
import { EmptyState } from "@/components/ui/empty-state";
import { toast } from "@/components/ui/toaster";
import { ApiError } from "@/lib/api-error";
import { formatNumber } from "@/lib/format";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { useNewSince } from "../api/get-jobs-for-you";
import { useSearchJobs } from "../api/search-jobs";
import { jobSearchHref, searchFiltersOf, useJobSearchParams, type JobSearchFilters } from "../hooks/use-job-search-params";
import { useOnlineStatus } from "../hooks/use-online-status";
import { JobCard } from "./job-card";
import { JobListLoadContext, JobListState } from "./job-list-state";
import { FirstPageButton, JobSearchFilterPanel, ResetFiltersButton } from "./job-search-islands";
import { Pagination } from "@/components/ui/pagination";

type JobListProps = {
  /**
   * What the page offers for the search on screen once its jobs have loaded (the alerts feature's
   * "Alert me to jobs like these", which the route passes in): beside the count, or, when the search
   * found nothing, in the empty list, where it matters most.
   */
  searchAction?: (filters: JobSearchFilters, place: "count" | "empty") => ReactNode;
  /** Shown between the filters and the results of the first page of an unfiltered list (Jobs for you). */
  aboveAllJobs?: ReactNode;
};

export function JobList({ searchAction, aboveAllJobs }: JobListProps = {}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { filters, setFilters } = useJobSearchParams();
  const online = useOnlineStatus();
  const search = useSearchJobs({
    ...searchFiltersOf(filters),
    sort: filters.sort,
    near: filters.near,
    page: filters.page,
    pageSize: jobListPageSize,
  });
  const resultsRef = useRef<HTMLDivElement>(null);
  const newSince = useNewSince();

  const networkFailed = search.error instanceof ApiError && search.error.status === 0;
  const offline = !online || networkFailed;
  const result = search.data;
  // Offline with jobs on screen, the banner says enough; any other failure gets SPEC.md §8's toast.
  const failedVisibly = search.isError && !(offline && result);

  useEffect(() => {
    if (!failedVisibly) return;
    // The id lets a retry that fails again replace the toast rather than stack a second one.
    toast.error(t("jobs.list.errorTitle"), { id: "jobs-load-error", description: t("jobs.list.errorDescription") });
  }, [failedVisibly, search.errorUpdatedAt, t]);

  const retry = () => void search.refetch();
  const changePage = (page: number) => {
    setFilters({ page });
    resultsRef.current?.scrollIntoView?.({ block: "start" });
  };
  const filtered = Boolean(
    filters.q || filters.type || filters.location || filters.verified || filters.salaryMin !== undefined || filters.salaryMax !== undefined,
  );
  const nothingFound = result !== undefined && result.jobs.length === 0 && result.page === 1;
  const action = searchAction ? <HydrateLater>{searchAction(filters, nothingFound ? "empty" : "count")}</HydrateLater> : null;

  return (
    <div className="grid gap-6">
      {/* An island (ADR 071): a guest's /jobs takes over the filters alone, and draws the results below from the server's HTML. */}
      <HydrateLater>
        <Island name="job-filters" component={JobSearchFilterPanel} props={{}} />
      </HydrateLater>

      {!filtered && filters.page === 1 && aboveAllJobs}

      {/*
        The region a guest's /jobs drawn as islands draws again from the server's HTML for a new search or a job changed
        (islands/job-list-region.ts). What it says of its loads are islands, which read this query's load here and the region's there.
      */}
      <JobListLoadContext.Provider value={{ fetching: search.isFetching, networkFailed, failed: search.isError, retry }}>
        <div ref={resultsRef} data-region="jobs" className="grid scroll-mt-24 gap-4">
          <Island name="job-list-state" component={JobListState} props={{ part: "offline", earlier: Boolean(result) }} />

          {result ? (
            <>
              <div className="flex min-h-6 flex-wrap items-center justify-between gap-2">
                <p id="job-list-count" role="status" className="text-sm font-medium text-muted-foreground">
                  {t(result.moreThanCount ? "jobs.list.countMore" : "jobs.list.count", {
                    count: result.totalCount,
                    formatted: formatNumber(result.totalCount, language),
                  })}
                </p>
                <div className="flex flex-wrap items-center gap-3">
                  <Island name="job-list-state" component={JobListState} props={{ part: "updating" }} />
                  {!nothingFound && action}
                </div>
              </div>

              {/* The server offers one only where the search found little and the spelling finds more. */}
              {result.suggestion && <DidYouMean suggestion={result.suggestion} href={jobSearchHref({ ...filters, q: result.suggestion, page: 1 })} />}

              <Island name="job-list-state" component={JobListState} props={{ part: "failed" }} />

              {result.jobs.length > 0 ? (
                <>
                  {/* The cards' titles are <h3>s: this heading keeps the page's outline from skipping a level. */}
                  <h2 className="sr-only">{t("jobs.list.label")}</h2>
                  <ul
                    aria-label={t("jobs.list.label")}
                    aria-busy={search.isPlaceholderData}
                    className={cn("grid gap-4 transition-opacity md:grid-cols-2", search.isPlaceholderData && !offline && "opacity-60")}
                  >
                    {result.jobs.map((job) => (
                      <li key={job.id} className="grid">
                        {/* A card a task: a page of cards was one long take-over on a slow phone. */}
                        <HydrateLater>
                          <JobCard job={job} isNew={isNewSince(job.postedAt, newSince)} />
                        </HydrateLater>
                      </li>
                    ))}
                  </ul>
                </>
              ) : filtered ? (
                <EmptyState
                  icon={SearchX}
                  title={t("jobs.list.noMatchTitle")}
                  description={t("jobs.list.noMatchDescription")}
                  action={
                    <div className="flex flex-wrap justify-center gap-2">
                      {action}
                      <Island name="reset-filters" component={ResetFiltersButton} props={{}} />
                    </div>
                  }
                />
              ) : result.page > 1 ? (
                <EmptyState
                  icon={SearchX}
                  title={t("jobs.list.pastLastPageTitle")}
                  action={<Island name="first-page" component={FirstPageButton} props={{}} />}
                />
              ) : (
                <EmptyState icon={SearchX} title={t("jobs.list.noJobsTitle")} description={t("jobs.list.noJobsDescription")} action={action} />
              )}

              {result.totalCount > result.pageSize && (
                <Pagination
                  page={result.page}
                  pageCount={Math.ceil(result.totalCount / result.pageSize)}
                  onPageChange={changePage}
                  hrefFor={(page) => jobSearchHref({ ...filters, page })}
                />
              )}
            </>
          ) : (
            // What stands for the list until it has one: a page drawn as islands loads it again when the server's read failed.
            <Island name="job-list-pending" component={JobListState} props={{ part: "pending" }} />
          )}
        </div>
      </JobListLoadContext.Provider>
    </div>
  );
}

/**
 * "Did you mean {suggestion}?" with the suggestion as a link, in the reader's word order: the
 * sentence is split where the suggestion stands (react-i18next's Trans would do it too, with 2.5 KB
 * of parser on every page for this one sentence).
 */
function DidYouMean({ suggestion, href }: { suggestion: string; href: string }) {
  const { t } = useTranslation();
  const [before = "", after = ""] = t("jobs.list.didYouMean", { suggestion: "\u0000" }).split("\u0000");
  return (
    <p className="text-sm">
      {before}
      <Link to={href} className="font-semibold text-primary underline underline-offset-4">
        {suggestion}
      </Link>
      {after}
    </p>
  );
}
