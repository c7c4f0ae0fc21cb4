import { useTranslation } from "react-i18next";
import { Building2 } from "lucide-react";
import { PageFrame } from "../page-frame";

export function AdminEmployersRoute() {
  const { t } = useTranslation();
  return (
    <PageFrame
      contained={false}
      icon={Building2}
      title={t("pages.admin.employers.title")}
      description={t("pages.admin.employers.description")}
      emptyTitle={t("pages.admin.emptyTitle")}
      emptyDescription={t("pages.admin.employers.emptyDescription")}
    />
  );
}
