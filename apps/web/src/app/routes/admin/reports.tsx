/** /admin/reports: the queue of reported jobs, behind the admin guard. */
import { useTranslation } from "react-i18next";
import { PageHeader } from "@/components/ui/page-header";
import { AdminReportsPage } from "@/features/admin/components/admin-reports-page";

export function AdminReportsRoute() {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title={t("pages.admin.reports.title")} description={t("pages.admin.reports.description")} />
      <AdminReportsPage />
    </div>
  );
}
