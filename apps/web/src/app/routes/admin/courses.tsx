import { useTranslation } from "react-i18next";
import { BookOpen } from "lucide-react";
import { PageFrame } from "../page-frame";

export function AdminCoursesRoute() {
  const { t } = useTranslation();
  return (
    <PageFrame
      contained={false}
      icon={BookOpen}
      title={t("pages.admin.courses.title")}
      description={t("pages.admin.courses.description")}
      emptyTitle={t("pages.admin.emptyTitle")}
      emptyDescription={t("pages.admin.courses.emptyDescription")}
    />
  );
}
