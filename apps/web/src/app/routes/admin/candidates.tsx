import { useTranslation } from "react-i18next";
import { Users } from "lucide-react";
import { PageFrame } from "../page-frame";

export function AdminCandidatesRoute() {
  const { t } = useTranslation();
  return (
    <PageFrame
      contained={false}
      icon={Users}
      title={t("pages.admin.candidates.title")}
      description={t("pages.admin.candidates.description")}
      emptyTitle={t("pages.admin.emptyTitle")}
      emptyDescription={t("pages.admin.candidates.emptyDescription")}
    />
  );
}
