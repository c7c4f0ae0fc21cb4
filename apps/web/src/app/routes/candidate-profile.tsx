import { useTranslation } from "react-i18next";
import { UserRound } from "lucide-react";
import { PageFrame } from "./page-frame";

export function CandidateProfileRoute() {
  const { t } = useTranslation();
  return (
    <PageFrame
      icon={UserRound}
      title={t("pages.candidateProfile.title")}
      description={t("pages.candidateProfile.description")}
      emptyTitle={t("pages.candidateProfile.emptyTitle")}
      emptyDescription={t("pages.candidateProfile.emptyDescription")}
    />
  );
}
