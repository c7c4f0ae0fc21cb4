import type { ReactNode } from "react";
import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import { Button } from "@/components/ui/button";
import { formatNumber } from "@/lib/format";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import { isPlainClick } from "@/lib/utils";

type PaginationProps = {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /**
   * The address of a page, where pages have one (`/jobs?page=2`): Previous and Next are then links,
   * which work before the script has taken a server-drawn page over, and which search engines follow.
   */
  hrefFor?: (page: number) => string;
};

/** Previous and next, and where the reader is: "Page 2 of 14". */
export function Pagination({ page, pageCount, onPageChange, hrefFor }: PaginationProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const step = { onPageChange, hrefFor };
  return (
    <nav aria-label={t("common.pagination.label")} className="flex items-center justify-between gap-3">
      <PageStep {...step} to={page - 1} rel="prev" disabled={page <= 1}>
        <ChevronLeft aria-hidden="true" />
        {t("common.pagination.previous")}
      </PageStep>
      <p className="text-center text-sm text-muted-foreground" aria-live="polite">
        {t("common.pagination.status", { page: formatNumber(page, language), pageCount: formatNumber(pageCount, language) })}
      </p>
      <PageStep {...step} to={page + 1} rel="next" disabled={page >= pageCount}>
        {t("common.pagination.next")}
        <ChevronRight aria-hidden="true" />
      </PageStep>
    </nav>
  );
}

type PageStepProps = Pick<PaginationProps, "onPageChange" | "hrefFor"> & {
  to: number;
  rel: "prev" | "next";
  disabled: boolean;
  children: ReactNode;
};

function PageStep({ to, rel, disabled, onPageChange, hrefFor, children }: PageStepProps) {
  if (!hrefFor || disabled) {
    return (
      <Button variant="outline" disabled={disabled} onClick={() => onPageChange(to)}>
        {children}
      </Button>
    );
  }
  return (
    <Button asChild variant="outline">
      <a
        href={hrefFor(to)}
        rel={rel}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          onPageChange(to);
        }}
      >
        {children}
      </a>
    </Button>
  );
}
