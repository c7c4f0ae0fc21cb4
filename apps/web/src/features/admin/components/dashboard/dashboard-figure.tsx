/**
 * One number of the dashboard as the reader should see it: the server's count with Indian digit
 * grouping; a placeholder while it loads; a dash (read out as "not available") when it could not be
 * loaded. Never a made-up number (ARCHITECTURE.md principle 2).
 */
import { Skeleton } from "@/components/ui/skeleton";
import { formatNumber } from "@/lib/format";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import { cn } from "@/lib/utils";

type DashboardFigureProps = {
  value: number | undefined;
  /** True while the first answer is awaited. */
  loading: boolean;
  className?: string;
};

export function DashboardFigure({ value, loading, className }: DashboardFigureProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  if (value !== undefined) {
    return <span className={cn("text-2xl font-bold tracking-tight tabular-nums", className)}>{formatNumber(value, language)}</span>;
  }
  if (loading) {
    return (
      <>
        <Skeleton className="my-1 h-7 w-16" />
        <span className="sr-only">{t("common.loading")}</span>
      </>
    );
  }
  return (
    <>
      <span aria-hidden="true" className={cn("text-2xl font-bold", className)}>
        —
      </span>
      <span className="sr-only">{t("dashboard.unavailable")}</span>
    </>
  );
}
