import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { ArrowLeft, FileText } from "lucide-react";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { PageFrame } from "./page-frame";

export function JobDetailRoute() {
  const { t } = useTranslation();
  return (
    <PageFrame
      icon={FileText}
      title={t("pages.job.title")}
      emptyTitle={t("pages.job.emptyTitle")}
      emptyDescription={t("pages.job.emptyDescription")}
    >
      <Button asChild variant="link" className="w-fit px-0">
        <Link to={paths.jobs.href()}>
          <ArrowLeft aria-hidden="true" />
          {t("pages.job.back")}
        </Link>
      </Button>
    </PageFrame>
  );
}
