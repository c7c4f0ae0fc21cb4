/** /admin/conversations: the queue of reported conversations, behind the admin guard. */
import { PageHeader } from "@/components/ui/page-header";
import { ReportedConversationsPage } from "@/features/conversations/components/reported-conversations-page";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useTranslation } from "@/lib/i18n";

export function AdminConversationsRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t("pages.admin.conversations.title"));
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title={t("pages.admin.conversations.title")} description={t("pages.admin.conversations.description")} />
      <ReportedConversationsPage />
    </div>
  );
}
