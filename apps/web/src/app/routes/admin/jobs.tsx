import { useTranslation } from "react-i18next";
import { Briefcase } from "lucide-react";
import { PageFrame } from "../page-frame";

export function AdminJobsRoute() {
  const { t } = useTranslation();
  return (
    <PageFrame
      contained={false}
      icon={Briefcase}
      title={t("pages.admin.jobs.title")}
      description={t("pages.admin.jobs.description")}
      emptyTitle={t("pages.admin.emptyTitle")}
      emptyDescription={t("pages.admin.jobs.emptyDescription")}
    />
  );
}
