import { useTranslation } from "react-i18next";
import { LayoutDashboard } from "lucide-react";
import { PageFrame } from "../page-frame";

export function AdminDashboardRoute() {
  const { t } = useTranslation();
  return (
    <PageFrame
      contained={false}
      icon={LayoutDashboard}
      title={t("pages.admin.dashboard.title")}
      description={t("pages.admin.dashboard.description")}
      emptyTitle={t("pages.admin.emptyTitle")}
      emptyDescription={t("pages.admin.dashboard.emptyDescription")}
    />
  );
}
