/**
 * Top Viewed Jobs (SPEC.md §2 Admin area Dashboard): the five jobs with the most views, counted one
 * per visitor per job per day. In a narrow card the company moves under the title, so the table fits.
 */
import { Link } from "@/lib/navigation";
import { topViewedJobCount } from "@app/shared/admin";
import { JobStatusBadge } from "@/components/status-badges";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { formatNumber } from "@/lib/format";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import { useDashboard } from "../../api/get-dashboard";
import { DashboardSection } from "./dashboard-section";

export function TopViewedJobs() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const dashboard = useDashboard();
  const jobs = dashboard.data?.topViewedJobs;

  let body;
  if (jobs) {
    body = jobs.map((job) => (
      <tr key={job.id} className="border-b border-border last:border-0">
        <td className="py-2.5 pr-3 align-top">
          <Link to={paths.job.href(job.id)} className="font-medium break-words text-primary hover:underline">
            {job.title}
          </Link>
          <span className="block text-xs text-muted-foreground @md:hidden">{job.company}</span>
        </td>
        <td className="hidden py-2.5 pr-3 align-top text-muted-foreground @md:table-cell">{job.company}</td>
        <td className="py-2.5 pr-3 align-top">
          <JobStatusBadge status={job.status} />
        </td>
        <td className="py-2.5 text-right align-top font-medium tabular-nums">{formatNumber(job.views, language)}</td>
      </tr>
    ));
  } else if (dashboard.isPending) {
    body = Array.from({ length: topViewedJobCount }, (_, index) => (
      <tr key={index} aria-hidden="true">
        <td colSpan={4} className="py-2.5">
          <Skeleton className="h-5 w-full" />
        </td>
      </tr>
    ));
  }

  return (
    <DashboardSection title={t("dashboard.topJobs.title")} aria-busy={dashboard.isPending}>
      {jobs?.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("dashboard.topJobs.empty")}</p>
      ) : !jobs && !dashboard.isPending ? (
        <p className="text-sm text-muted-foreground">{t("dashboard.unavailable")}</p>
      ) : (
        <div className="-mx-1 overflow-x-auto px-1">
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-border text-left text-xs text-muted-foreground">
                <th scope="col" className="pb-2 pr-3 font-medium">
                  {t("dashboard.topJobs.job")}
                </th>
                <th scope="col" className="hidden pb-2 pr-3 font-medium @md:table-cell">
                  {t("dashboard.topJobs.company")}
                </th>
                <th scope="col" className="pb-2 pr-3 font-medium">
                  {t("dashboard.topJobs.status")}
                </th>
                <th scope="col" className="pb-2 text-right font-medium">
                  {t("dashboard.topJobs.views")}
                </th>
              </tr>
            </thead>
            <tbody>{body}</tbody>
          </table>
          {dashboard.isPending && <span className="sr-only">{t("common.loading")}</span>}
        </div>
      )}
    </DashboardSection>
  );
}
