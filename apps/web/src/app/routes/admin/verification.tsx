/** /admin/verification: employers' verification requests, behind the admin guard. */
import { PageHeader } from "@/components/ui/page-header";
import { AdminVerificationPage } from "@/features/admin/components/admin-verification-page";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useTranslation } from "@/lib/i18n";

export function AdminVerificationRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t("pages.admin.verification.title"));
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title={t("pages.admin.verification.title")} description={t("pages.admin.verification.description")} />
      <AdminVerificationPage />
    </div>
  );
}
