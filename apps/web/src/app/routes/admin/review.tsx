/** /admin/review: the queue of jobs held for their text, behind the admin guard. */
import { PageHeader } from "@/components/ui/page-header";
import { AdminReviewPage } from "@/features/admin/components/admin-review-page";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useTranslation } from "@/lib/i18n";

export function AdminReviewRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t("pages.admin.review.title"));
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title={t("pages.admin.review.title")} description={t("pages.admin.review.description")} />
      <AdminReviewPage />
    </div>
  );
}
