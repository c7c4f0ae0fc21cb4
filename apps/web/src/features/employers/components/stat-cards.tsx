import type { LucideIcon } from "lucide-react";
import Briefcase from "lucide-react/icons/briefcase";
import Clock from "lucide-react/icons/clock";
import Eye from "lucide-react/icons/eye";
import FileText from "lucide-react/icons/file-text";
import RefreshCw from "lucide-react/icons/refresh-cw";
import type { EmployerStats } from "@app/shared/applications";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { formatNumber } from "@/lib/format";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { useEmployerStats } from "../api/get-employer-stats";

const cards: { key: keyof EmployerStats; icon: LucideIcon; tone: string }[] = [
  { key: "activeJobs", icon: Briefcase, tone: "bg-primary-soft text-primary" },
  { key: "totalApplications", icon: FileText, tone: "bg-blue-50 text-blue-700" },
  { key: "pendingReviews", icon: Clock, tone: "bg-amber-50 text-amber-700" },
  { key: "totalViews", icon: Eye, tone: "bg-green-50 text-green-700" },
];

/**
 * The dashboard's four counts (SPEC.md §2 Employer dashboard), every one a count of rows on the
 * server (ARCHITECTURE.md principle 2). While they load: placeholders; if they fail: a dash and a retry.
 */
export function StatCards() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const stats = useEmployerStats();

  return (
    <section aria-labelledby="employer-stats-title" aria-busy={stats.isPending} className="grid gap-3">
      <h2 id="employer-stats-title" className="sr-only">
        {t("employer.stats.title")}
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map(({ key, icon: Icon, tone }) => (
          // The term and its value straight inside the card (a list of terms allows nothing between),
          // the icon drawn beside them from inside the term.
          <div
            key={key}
            className="relative flex min-w-0 flex-col-reverse justify-center rounded-xl border border-border bg-card p-4 shadow-sm sm:p-5 sm:pl-[4.75rem]"
          >
            <dt className="text-xs text-muted-foreground sm:text-sm">
              <span className={cn("absolute top-1/2 left-5 hidden size-11 -translate-y-1/2 items-center justify-center rounded-full sm:flex", tone)}>
                <Icon aria-hidden="true" className="size-5" />
              </span>
              {t(`employer.stats.${key}`)}
            </dt>
              <dd className="text-2xl font-bold tracking-tight tabular-nums">
                {stats.data ? (
                  formatNumber(stats.data[key], language)
                ) : stats.isPending ? (
                  <>
                    <Skeleton className="my-1 h-7 w-14" />
                    <span className="sr-only">{t("common.loading")}</span>
                  </>
                ) : (
                  <>
                    <span aria-hidden="true">—</span>
                    <span className="sr-only">{t("employer.stats.unavailable")}</span>
                  </>
                )}
              </dd>
          </div>
        ))}
      </dl>
      {stats.isError && !stats.data && (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-2 text-sm text-destructive">
          <p>{t("employer.stats.loadError")}</p>
          <Button variant="outline" size="sm" onClick={() => void stats.refetch()} disabled={stats.isFetching}>
            <RefreshCw aria-hidden="true" className={cn(stats.isFetching && "animate-spin")} />
            {t("common.actions.retry")}
          </Button>
        </div>
      )}
    </section>
  );
}
