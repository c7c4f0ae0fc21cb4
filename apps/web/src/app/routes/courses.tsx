import { useTranslation } from "react-i18next";
import { GraduationCap } from "lucide-react";
import { PageFrame } from "./page-frame";

export function CoursesRoute() {
  const { t } = useTranslation();
  return (
    <PageFrame
      icon={GraduationCap}
      title={t("pages.courses.title")}
      description={t("pages.courses.description")}
      emptyTitle={t("pages.courses.emptyTitle")}
      emptyDescription={t("pages.courses.emptyDescription")}
    />
  );
}
