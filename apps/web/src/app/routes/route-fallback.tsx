import { useTranslation } from "react-i18next";
import { PageSpinner } from "@/components/ui/spinner";

/** Shown in the shell while the first route module of a page load arrives. */
export function RouteFallback() {
  const { t } = useTranslation();
  return <PageSpinner label={t("common.loading")} />;
}
