/** /admin/verification: employers' verification requests, behind the admin guard. */
import { useTranslation } from "react-i18next";
import { PageHeader } from "@/components/ui/page-header";
import { AdminVerificationPage } from "@/features/verification/components/admin-verification-page";

export function AdminVerificationRoute() {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title={t("pages.admin.verification.title")} description={t("pages.admin.verification.description")} />
      <AdminVerificationPage />
    </div>
  );
}
