/** /admin/reports: the queue of reported jobs, behind the admin guard. */
import { PageHeader } from "@/components/ui/page-header";
import { AdminReportsPage } from "@/features/admin/components/admin-reports-page";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useTranslation } from "@/lib/i18n";

export function AdminReportsRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t("pages.admin.reports.title"));
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title={t("pages.admin.reports.title")} description={t("pages.admin.reports.description")} />
      <AdminReportsPage />
    </div>
  );
}
