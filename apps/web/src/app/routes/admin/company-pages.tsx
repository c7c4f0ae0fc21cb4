/** /admin/company-pages: the company pages held for their text, behind the admin guard. */
import { PageHeader } from "@/components/ui/page-header";
import { AdminCompanyPagesPage } from "@/features/admin/components/admin-company-pages-page";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useTranslation } from "@/lib/i18n";

export function AdminCompanyPagesRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t("companies.review.title"));
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title={t("companies.review.title")} description={t("companies.review.description")} />
      <AdminCompanyPagesPage />
    </div>
  );
}
