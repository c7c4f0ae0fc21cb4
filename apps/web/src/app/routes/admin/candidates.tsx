/** /admin/candidates (SPEC.md §2 Admin area, Candidates page), behind the admin guard. */
import { PageHeader } from "@/components/ui/page-header";
import { AdminCandidatesPage } from "@/features/admin/components/admin-candidates-page";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useTranslation } from "@/lib/i18n";

export function AdminCandidatesRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t("pages.admin.candidates.title"));
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title={t("pages.admin.candidates.title")} description={t("pages.admin.candidates.description")} />
      <AdminCandidatesPage />
    </div>
  );
}
