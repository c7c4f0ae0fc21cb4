/** /admin/audit: the admin's audit log, behind the admin guard. */
import { PageHeader } from "@/components/ui/page-header";
import { AdminAuditPage } from "@/features/admin/components/admin-audit-page";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useTranslation } from "@/lib/i18n";

export function AdminAuditRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t("pages.admin.audit.title"));
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title={t("pages.admin.audit.title")} description={t("pages.admin.audit.description")} />
      <AdminAuditPage />
    </div>
  );
}
