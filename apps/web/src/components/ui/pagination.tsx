import { useTranslation } from "react-i18next";
import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import { Button } from "@/components/ui/button";
import { formatNumber } from "@/lib/format";
import { currentLanguage } from "@/lib/i18n";

type PaginationProps = {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
};

/** Previous and next, and where the reader is: "Page 2 of 14". */
export function Pagination({ page, pageCount, onPageChange }: PaginationProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <nav aria-label={t("common.pagination.label")} className="flex items-center justify-between gap-3">
      <Button variant="outline" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        {t("common.pagination.previous")}
      </Button>
      <p className="text-center text-sm text-muted-foreground" aria-live="polite">
        {t("common.pagination.status", { page: formatNumber(page, language), pageCount: formatNumber(pageCount, language) })}
      </p>
      <Button variant="outline" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
        {t("common.pagination.next")}
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
