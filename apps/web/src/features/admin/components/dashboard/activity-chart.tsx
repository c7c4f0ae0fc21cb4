/**
 * The dashboard's chart of applications, sign-ups and course enrolments per day over the last 30
 * days. The drawing (recharts) is downloaded only here and only when needed; the span's totals
 * stand above it as its legend, and a visually hidden table carries every day's numbers for
 * screen readers.
 */
import { lazy, Suspense } from "react";
import { activityDays, type DailyActivityPoint } from "@app/shared/admin";
import { LoadErrorBanner } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDay, formatNumber } from "@/lib/format";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import { useActivity } from "../../api/get-activity";
import type { ChartSeries } from "./activity-chart-plot";
import { DashboardSection } from "./dashboard-section";

function PlotUnavailable() {
  const { t } = useTranslation();
  return <p className="text-sm text-muted-foreground">{t("dashboard.chart.loadError")}</p>;
}

// A chunk that cannot be downloaded (offline) leaves the summary and the table, not a broken page.
const ActivityChartPlot = lazy(() =>
  import("./activity-chart-plot").then(
    (module) => ({ default: module.ActivityChartPlot }),
    () => ({ default: PlotUnavailable }),
  ),
);

/** The three lines, in the order of the legend and the table, each with its colour. */
const series = [
  { key: "applications", color: "var(--color-primary)" },
  { key: "signUps", color: "oklch(0.68 0.16 60)" },
  { key: "enrollments", color: "var(--color-success)" },
] as const satisfies readonly ChartSeries[];

function total(days: DailyActivityPoint[], key: ChartSeries["key"]) {
  return days.reduce((sum, day) => sum + day[key], 0);
}

function PlotPlaceholder() {
  return <Skeleton className="h-64 w-full sm:h-72" />;
}

export function ActivityChart({ className }: { className?: string }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const activity = useActivity();
  const days = activity.data?.days;

  let content;
  if (days) {
    content = (
      <>
        {/* The totals of the span, which are also the chart's legend. */}
        <dl className="flex flex-wrap gap-x-6 gap-y-2">
          {series.map(({ key, color }) => (
            <div key={key} className="grid gap-0.5">
              <dt className="flex items-center gap-2 text-sm text-muted-foreground">
                <span aria-hidden="true" className="h-1 w-4 rounded-full" style={{ backgroundColor: color }} />
                {t(`dashboard.chart.${key}`)}
              </dt>
              <dd className="text-xl font-bold tabular-nums">{formatNumber(total(days, key), language)}</dd>
            </div>
          ))}
        </dl>
        <Suspense fallback={<PlotPlaceholder />}>
          <ActivityChartPlot days={days} series={series.map(({ key, color }) => ({ key, color, label: t(`dashboard.chart.${key}`) }))} />
        </Suspense>
        {/* A table ignores the width of sr-only: the wrapper hides it without widening the page. */}
        <div className="sr-only">
        <table>
          <caption>{t("dashboard.chart.tableCaption", { days: activityDays })}</caption>
          <thead>
            <tr>
              <th scope="col">{t("dashboard.chart.day")}</th>
              {series.map(({ key }) => (
                <th key={key} scope="col">
                  {t(`dashboard.chart.${key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day}>
                <th scope="row">{formatDay(day.day, language)}</th>
                {series.map(({ key }) => (
                  <td key={key}>{formatNumber(day[key], language)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        </div>
      </>
    );
  } else if (activity.isPending) {
    content = (
      <>
        <span className="sr-only">{t("dashboard.chart.loading")}</span>
        <Skeleton className="h-12 w-3/4" />
        <PlotPlaceholder />
      </>
    );
  } else {
    content = (
      <LoadErrorBanner message={t("dashboard.chart.loadError")} onRetry={() => void activity.refetch()} retrying={activity.isFetching} />
    );
  }

  return (
    <DashboardSection
      title={t("dashboard.chart.title", { days: activityDays })}
      description={t("dashboard.chart.description")}
      aria-busy={activity.isPending}
      className={className}
    >
      {content}
    </DashboardSection>
  );
}
