/**
 * What the admin learns when the dashboard's figures fail to load (SPEC.md §8 'Error Loading
 * Data'): a destructive toast with a retry, and a banner that stays. Before anything was loaded the
 * sections show dashes; after a failed refresh the figures last loaded stay, and the banner says
 * from when (ARCHITECTURE.md: never cached data passed off as current, never invented numbers).
 */
import { useEffect } from "react";
import { LoadErrorBanner } from "@/components/ui/load-error";
import { toast } from "@/components/ui/toaster";
import { formatTime } from "@/lib/format";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import { useDashboard } from "../../api/get-dashboard";

const toastId = "admin-dashboard-load-error";

export function DashboardLoadError() {
  const { t } = useTranslation();
  const dashboard = useDashboard();
  const { isError, errorUpdatedAt, refetch } = dashboard;

  useEffect(() => {
    // Once the figures load again, a Retry left on screen would be a false alarm.
    if (!isError) {
      toast.dismiss(toastId);
      return;
    }
    toast.error(t("dashboard.loadError.title"), {
      id: toastId,
      description: t("dashboard.loadError.description"),
      action: { label: t("common.actions.retry"), onClick: () => void refetch() },
    });
  }, [isError, errorUpdatedAt, refetch, t]);

  if (!isError) return null;
  return (
    <LoadErrorBanner
      message={
        dashboard.data
          ? t("dashboard.loadError.stale", { time: formatTime(dashboard.dataUpdatedAt, currentLanguage()) })
          : t("dashboard.loadError.description")
      }
      onRetry={() => void refetch()}
      retrying={dashboard.isFetching}
    />
  );
}
