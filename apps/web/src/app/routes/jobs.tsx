import { useTranslation } from "react-i18next";
import { Briefcase } from "lucide-react";
import { PageFrame } from "./page-frame";

export function JobsRoute() {
  const { t } = useTranslation();
  return (
    <PageFrame
      icon={Briefcase}
      title={t("pages.jobs.title")}
      description={t("pages.jobs.description")}
      emptyTitle={t("pages.jobs.emptyTitle")}
      emptyDescription={t("pages.jobs.emptyDescription")}
    />
  );
}
