/** What every admin list shows around its rows: the count line, the skeleton, the load error, paging. */
import type { ReactNode } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import type { LucideIcon } from "lucide-react";
import FileSearch from "lucide-react/icons/file-search";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadErrorBanner, LoadErrorPanel, useLoadErrorToast } from "@/components/ui/load-error";
import { Pagination } from "@/components/ui/pagination";
import { Skeleton } from "@/components/ui/skeleton";
import { formatNumber } from "@/lib/format";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import { cn } from "@/lib/utils";

type PageInfo = { totalCount: number; page: number; pageSize: number };

export function pageCountOf({ totalCount, pageSize }: PageInfo): number {
  return Math.max(1, Math.ceil(totalCount / pageSize));
}

/** "Showing 1–100 of 1,234", numbers grouped the Indian way. */
export function ShowingCount({ totalCount, page, pageSize, rows }: PageInfo & { rows: number }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const from = (page - 1) * pageSize + 1;
  return (
    <p role="status" className="text-sm text-muted-foreground">
      {t("admin.list.showing", {
        from: formatNumber(from, language),
        to: formatNumber(from + rows - 1, language),
        total: formatNumber(totalCount, language),
      })}
    </p>
  );
}

/** Grey rows in the shape of the table (or of its cards, where the list is narrow) while the first page loads. */
export function AdminListSkeleton({ label, rows = 6 }: { label: string; rows?: number }) {
  return (
    <div className="@container">
      <span role="status" className="sr-only">
        {label}
      </span>
      <div className="grid gap-3 @min-[51rem]:gap-0 @min-[51rem]:overflow-hidden @min-[51rem]:rounded-xl @min-[51rem]:border @min-[51rem]:border-border @min-[51rem]:bg-card">
        {Array.from({ length: rows }, (_, index) => (
          <div
            key={index}
            aria-hidden="true"
            className="grid gap-2 rounded-xl border border-border bg-card p-4 @min-[51rem]:grid-cols-[2fr_1fr_1fr_1fr_5rem] @min-[51rem]:items-center @min-[51rem]:gap-4 @min-[51rem]:rounded-none @min-[51rem]:border-0 @min-[51rem]:border-b @min-[51rem]:px-3 @min-[51rem]:py-4"
          >
            <Skeleton className="h-5 w-2/3 @min-[51rem]:w-full" />
            <Skeleton className="h-4 w-1/2 @min-[51rem]:w-full" />
            <Skeleton className="h-4 w-1/3 @min-[51rem]:w-full" />
            <Skeleton className="h-4 w-1/4 @max-[51rem]:hidden" />
            <Skeleton className="h-8 w-full @max-[51rem]:hidden" />
          </div>
        ))}
      </div>
    </div>
  );
}

type LoadErrorProps = {
  query: { isError: boolean; errorUpdatedAt: number; isFetching: boolean; refetch: () => unknown };
  /** 'Failed to load jobs data. Please try again.' */
  description: string;
  /** Keeps a retry that fails again from stacking a second toast. */
  toastId: string;
};

/**
 * SPEC.md §8 'Error Loading Data': a destructive toast each time the load fails. `hasData` decides
 * between a panel in place of the list and a banner above the rows loaded before.
 */
export function AdminLoadError({ query, description, toastId, hasData }: LoadErrorProps & { hasData: boolean }) {
  const { t } = useTranslation();
  const title = t("admin.list.loadErrorTitle");
  useLoadErrorToast(query, title, toastId, description);

  if (!query.isError) return null;
  const retry = { onRetry: () => void query.refetch(), retrying: query.isFetching };
  return hasData ? <LoadErrorBanner message={description} {...retry} /> : <LoadErrorPanel title={title} description={description} {...retry} />;
}

/** Previous and next; also shown past the last page (the list shrank meanwhile), to step back. */
export function AdminPagination({ info, onPageChange }: { info: PageInfo; onPageChange: (page: number) => void }) {
  const pageCount = pageCountOf(info);
  if (pageCount <= 1 && info.page <= 1) return null;
  return <Pagination page={info.page} pageCount={pageCount} onPageChange={onPageChange} />;
}

type AdminListViewProps<Page extends PageInfo> = {
  query: UseQueryResult<Page>;
  /** How many rows the loaded page holds. */
  rowCount: (page: Page) => number;
  texts: {
    loading: string;
    /** 'Failed to load jobs data. Please try again.' */
    loadError: string;
    emptyTitle: string;
    emptyDescription: string;
    noMatchTitle: string;
    noMatchDescription: string;
  };
  icon: LucideIcon;
  /** A search or a filter is on: an empty result offers to clear them. */
  filtered: boolean;
  onClearFilters: () => void;
  onPageChange: (page: number) => void;
  toastId: string;
  /** The table of the loaded page's rows. */
  children: (page: Page) => ReactNode;
};

/**
 * One admin list below its search: the skeleton, the load error, the empty states (nothing yet,
 * nothing matching, a page past the end), or the count, the rows and the paging. While another
 * page or search loads, the rows shown stay, dimmed.
 */
export function AdminListView<Page extends PageInfo>({
  query,
  rowCount,
  texts,
  icon,
  filtered,
  onClearFilters,
  onPageChange,
  toastId,
  children,
}: AdminListViewProps<Page>) {
  const { t } = useTranslation();
  const data = query.data;
  const loadError = <AdminLoadError query={query} description={texts.loadError} toastId={toastId} hasData={data !== undefined} />;

  if (!data) return query.isError ? loadError : <AdminListSkeleton label={texts.loading} />;

  const rows = rowCount(data);
  let content: ReactNode;
  if (data.totalCount === 0) {
    content = filtered ? (
      <EmptyState
        icon={FileSearch}
        title={texts.noMatchTitle}
        description={texts.noMatchDescription}
        action={
          <Button variant="outline" onClick={onClearFilters}>
            {t("admin.list.clearFilters")}
          </Button>
        }
      />
    ) : (
      <EmptyState icon={icon} title={texts.emptyTitle} description={texts.emptyDescription} />
    );
  } else if (rows === 0) {
    content = (
      <EmptyState
        icon={icon}
        title={t("admin.list.pageEmpty.title")}
        description={t("admin.list.pageEmpty.description")}
        action={
          <Button variant="outline" onClick={() => onPageChange(1)}>
            {t("admin.list.pageEmpty.firstPage")}
          </Button>
        }
      />
    );
  } else {
    content = (
      <>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <ShowingCount {...data} rows={rows} />
          {filtered && (
            <Button variant="link" size="sm" className="h-auto px-0" onClick={onClearFilters}>
              {t("admin.list.clearFilters")}
            </Button>
          )}
        </div>
        <div aria-busy={query.isPlaceholderData} className={cn("transition-opacity", query.isPlaceholderData && "opacity-60")}>
          {children(data)}
        </div>
      </>
    );
  }

  return (
    <div className="grid grid-cols-1 gap-4">
      {loadError}
      {content}
      <AdminPagination info={data} onPageChange={onPageChange} />
    </div>
  );
}
