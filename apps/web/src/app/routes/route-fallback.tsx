import { PageSpinner } from "@/components/ui/spinner";
import { useTranslation } from "@/lib/i18n";

/** Shown in the shell while the first route module of a page load arrives. */
export function RouteFallback() {
  const { t } = useTranslation();
  return <PageSpinner label={t("common.loading")} />;
}
