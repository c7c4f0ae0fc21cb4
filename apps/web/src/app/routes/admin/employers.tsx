/** /admin/employers (SPEC.md §2 Admin area, Employers page), behind the admin guard. */
import { PageHeader } from "@/components/ui/page-header";
import { AdminEmployersPage } from "@/features/admin/components/admin-employers-page";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useTranslation } from "@/lib/i18n";

export function AdminEmployersRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t("pages.admin.employers.title"));
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title={t("pages.admin.employers.title")} description={t("pages.admin.employers.description")} />
      <AdminEmployersPage />
    </div>
  );
}
