import { useTranslation } from "react-i18next";
import { LayoutDashboard } from "lucide-react";
import { PageFrame } from "./page-frame";

export function EmployerDashboardRoute() {
  const { t } = useTranslation();
  return (
    <PageFrame
      icon={LayoutDashboard}
      title={t("pages.employerDashboard.title")}
      description={t("pages.employerDashboard.description")}
      emptyTitle={t("pages.employerDashboard.emptyTitle")}
      emptyDescription={t("pages.employerDashboard.emptyDescription")}
    />
  );
}
