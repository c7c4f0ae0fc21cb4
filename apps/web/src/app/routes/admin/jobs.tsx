/** /admin/jobs (SPEC.md §2 Admin area, Jobs page), behind the admin guard. */
import { PageHeader } from "@/components/ui/page-header";
import { AdminJobsPage } from "@/features/admin/components/admin-jobs-page";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useTranslation } from "@/lib/i18n";

export function AdminJobsRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t("pages.admin.jobs.title"));
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title={t("pages.admin.jobs.title")} description={t("pages.admin.jobs.description")} />
      <AdminJobsPage />
    </div>
  );
}
