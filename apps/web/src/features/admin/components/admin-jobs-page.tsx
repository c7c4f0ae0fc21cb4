/**
 * The admin's Jobs page (SPEC.md §2 Admin area, Jobs page): every job on the site, searched by
 * title, company or location, filtered by status, sorted by date or views, 100 a page with the
 * total; each with a link to its public page and a delete that asks first. The search, filter,
 * sort and page are in the URL.
 */
import { useRef, useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import Briefcase from "lucide-react/icons/briefcase";
import Eye from "lucide-react/icons/eye";
import Trash2 from "lucide-react/icons/trash";
import { adminJobSorts, type AdminJob, type AdminJobSort } from "@app/shared/admin";
import { jobStatuses, type JobStatus } from "@app/shared/constants";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/components/ui/toaster";
import { paths } from "@/config/paths";
import { formatDate, formatNumber } from "@/lib/format";
import { currentLanguage } from "@/lib/i18n";
import { useDeleteAdminJob } from "../api/delete-admin-job";
import { useAdminJobs } from "../api/list-admin-jobs";
import { useAdminJobListParams } from "../hooks/use-admin-list-params";
import { useReturnFocus } from "../hooks/use-return-focus";
import { AdminListView } from "./admin-list-parts";
import { AdminSearchBox } from "./admin-search-box";
import {
  actionButtonClassName,
  actionLabelClassName,
  AdminTable,
  AdminRowAction,
  AdminTableActions,
  AdminTableBody,
  AdminTableCell,
  AdminTableHead,
  AdminTableHeader,
  AdminTableRow,
  AdminTableRowHeader,
} from "./admin-table";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";
import { JobStatusBadge } from "@/components/status-badges";

function isStatus(value: string): value is JobStatus {
  return (jobStatuses as readonly string[]).includes(value);
}

function isSort(value: string): value is AdminJobSort {
  return (adminJobSorts as readonly string[]).includes(value);
}

export function AdminJobsPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { params, setParams } = useAdminJobListParams();
  const jobs = useAdminJobs({ q: params.q || undefined, status: params.status, sort: params.sort, page: params.page });
  const deleteJob = useDeleteAdminJob();
  const listRef = useRef<HTMLDivElement>(null);
  const returnFocus = useReturnFocus(listRef);
  const [toDelete, setToDelete] = useState<AdminJob | null>(null);
  const filtered = Boolean(params.q || params.status);

  function confirmDelete(job: AdminJob) {
    const lastOnPage = params.page > 1 && jobs.data?.jobs.length === 1;
    deleteJob.mutate(job.id, {
      onSuccess: () => {
        toast.success(t("admin.jobs.delete.successTitle"), { description: t("admin.jobs.delete.successDescription") });
        setToDelete(null);
        // The last job of a later page is gone: show the page before it rather than an empty one.
        if (lastOnPage) setParams({ page: params.page - 1 }, { replace: true });
      },
      onError: () => toast.error(t("admin.jobs.delete.failed")),
    });
  }

  const column = (name: "title" | "company" | "location" | "type" | "views" | "status" | "posted") => t(`admin.jobs.columns.${name}`);
  const sortHeader = (name: "views" | "posted", descending: AdminJobSort, ascending: AdminJobSort) => ({
    direction: params.sort === descending ? ("descending" as const) : params.sort === ascending ? ("ascending" as const) : undefined,
    onSort: () => setParams({ sort: params.sort === descending ? ascending : descending }),
    label: t("admin.jobs.sortBy", { column: column(name) }),
  });

  return (
    <div className="grid grid-cols-1 gap-4">
      <section
        aria-label={t("admin.jobs.filters")}
        className="grid gap-3 rounded-xl border border-border bg-card p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_11rem_12rem]"
      >
        <AdminSearchBox
          className="sm:col-span-2 lg:col-span-1"
          value={params.q}
          onSearch={(q, replace) => setParams({ q }, { replace })}
          label={t("admin.jobs.search")}
          placeholder={t("admin.jobs.searchPlaceholder")}
        />
        <FormField label={t("admin.jobs.status")}>
          <NativeSelect
            value={params.status ?? ""}
            onChange={(event) => setParams({ status: isStatus(event.target.value) ? event.target.value : undefined })}
          >
            <option value="">{t("admin.jobs.allStatuses")}</option>
            {jobStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`common.jobStatus.${status}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label={t("admin.jobs.sort")}>
          <NativeSelect value={params.sort} onChange={(event) => isSort(event.target.value) && setParams({ sort: event.target.value })}>
            {adminJobSorts.map((sort) => (
              <option key={sort} value={sort}>
                {t(`admin.jobs.sorts.${sort}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </section>

      {/* Focus lands here when the row a dialog was opened from has been deleted. */}
      <div ref={listRef} tabIndex={-1} className="outline-none">
        <AdminListView
          query={jobs}
          rowCount={(page) => page.jobs.length}
          texts={{
            loading: t("admin.jobs.loading"),
            loadError: t("admin.jobs.loadError"),
            emptyTitle: t("admin.jobs.emptyTitle"),
            emptyDescription: t("admin.jobs.emptyDescription"),
            noMatchTitle: t("admin.jobs.noMatchTitle"),
            noMatchDescription: t("admin.jobs.noMatchDescription"),
          }}
          icon={Briefcase}
          filtered={filtered}
          onClearFilters={() => setParams({ q: "", status: undefined })}
          onPageChange={(page) => setParams({ page })}
          toastId="admin-jobs-load-error"
        >
          {(page) => (
            <AdminTable aria-label={t("admin.jobs.label")}>
              <AdminTableHead>
                <AdminTableHeader>{column("title")}</AdminTableHeader>
                <AdminTableHeader>{column("company")}</AdminTableHeader>
                <AdminTableHeader>{column("location")}</AdminTableHeader>
                <AdminTableHeader>{column("type")}</AdminTableHeader>
                <AdminTableHeader className="text-right" sort={sortHeader("views", "most_viewed", "least_viewed")}>
                  {column("views")}
                </AdminTableHeader>
                <AdminTableHeader>{column("status")}</AdminTableHeader>
                <AdminTableHeader sort={sortHeader("posted", "newest", "oldest")}>{column("posted")}</AdminTableHeader>
                <AdminTableHeader className="text-right">{t("admin.list.actions")}</AdminTableHeader>
              </AdminTableHead>
              <AdminTableBody>
                {page.jobs.map((job) => (
                  <AdminTableRow key={job.id}>
                    <AdminTableRowHeader className="@min-[51rem]:min-w-28">{job.title}</AdminTableRowHeader>
                    <AdminTableCell label={column("company")}>{job.company}</AdminTableCell>
                    <AdminTableCell label={column("location")}>{job.location}</AdminTableCell>
                    <AdminTableCell label={column("type")} className="@min-[51rem]:whitespace-nowrap">
                      {t(`jobs.types.${job.type}`)}
                    </AdminTableCell>
                    <AdminTableCell label={column("views")} className="tabular-nums @min-[51rem]:text-right">
                      {formatNumber(job.views, language)}
                    </AdminTableCell>
                    <AdminTableCell label={column("status")}>
                      <JobStatusBadge status={job.status} />
                    </AdminTableCell>
                    <AdminTableCell label={column("posted")} className="@min-[51rem]:whitespace-nowrap">
                      <time dateTime={job.postedAt}>{formatDate(job.postedAt, language)}</time>
                    </AdminTableCell>
                    <AdminTableActions>
                      <Button asChild variant="outline" size="sm" className={actionButtonClassName}>
                        <Link
                          to={paths.job.href(job.id)}
                          aria-label={t("admin.jobs.actions.viewLabel", { title: job.title })}
                          title={t("admin.jobs.actions.view")}
                        >
                          <Eye aria-hidden="true" />
                          <span className={actionLabelClassName}>{t("admin.jobs.actions.view")}</span>
                        </Link>
                      </Button>
                      <AdminRowAction
                        icon={Trash2}
                        label={t("admin.jobs.actions.delete")}
                        accessibleLabel={t("admin.jobs.actions.deleteLabel", { title: job.title })}
                        destructive
                        onClick={(event) => {
                          returnFocus.remember(event);
                          setToDelete(job);
                        }}
                      />
                    </AdminTableActions>
                  </AdminTableRow>
                ))}
              </AdminTableBody>
            </AdminTable>
          )}
        </AdminListView>
      </div>

      <ConfirmDeleteDialog
        open={toDelete !== null}
        title={t("admin.jobs.delete.title")}
        description={t("admin.jobs.delete.description", {
          title: toDelete?.title ?? "",
          company: toDelete?.company ?? "",
          count: toDelete?.applications ?? 0,
          formatted: formatNumber(toDelete?.applications ?? 0, language),
        })}
        confirmLabel={t("admin.jobs.delete.confirm")}
        pending={deleteJob.isPending}
        onConfirm={() => toDelete && confirmDelete(toDelete)}
        onCancel={() => setToDelete(null)}
        onCloseAutoFocus={returnFocus.restore}
      />
    </div>
  );
}
