/**
 * The admin's Jobs page (SPEC.md §2 Admin area, Jobs page): every job on the site, searched by
 * title, company or location, filtered by status, sorted by date or views, 100 a page with the
 * total; each with a link to its public page and a delete that asks first. The search, filter,
 * sort and page are in the URL.
 */
import { useRef } from "react";
import Briefcase from "lucide-react/icons/briefcase";
import Eye from "lucide-react/icons/eye";
import Trash2 from "lucide-react/icons/trash";
import { adminJobSorts, type AdminJob, type AdminJobSort } from "@app/shared/admin";
import { jobStatuses, type JobStatus } from "@app/shared/constants";
import { JobStatusBadge } from "@/components/status-badges";
import { FormField } from "@/components/ui/form-field";
import { NativeSelect } from "@/components/ui/native-select";
import { paths } from "@/config/paths";
import { formatDate, formatNumber } from "@/lib/format";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import { useDeleteAdminJob } from "../api/delete-admin-job";
import { useAdminJobs } from "../api/list-admin-jobs";
import { useAdminJobListParams } from "../hooks/use-admin-list-params";
import { useReturnFocus } from "../hooks/use-return-focus";
import { useRowDelete } from "../hooks/use-row-delete";
import { AdminListView } from "./admin-list-parts";
import { AdminSearchBox } from "./admin-search-box";
import { AdminTable, type AdminTableAction, type AdminTableColumn } from "./admin-table";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";

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
  const filtered = Boolean(params.q || params.status);

  const deletion = useRowDelete<AdminJob>({
    mutation: deleteJob,
    page: params.page,
    rowsOnPage: jobs.data?.jobs.length,
    onPageChange: (page) => setParams({ page }, { replace: true }),
    messages: {
      successTitle: t("admin.jobs.delete.successTitle"),
      successDescription: t("admin.jobs.delete.successDescription"),
      failed: t("admin.jobs.delete.failed"),
    },
  });

  const columns: AdminTableColumn<AdminJob, AdminJobSort>[] = [
    { header: t("admin.jobs.columns.title"), card: "title", cell: (job) => job.title, className: "@min-[51rem]:min-w-28" },
    { header: t("admin.jobs.columns.company"), cell: (job) => job.company },
    { header: t("admin.jobs.columns.location"), cell: (job) => job.location },
    { header: t("admin.jobs.columns.type"), cell: (job) => t(`jobs.types.${job.type}`), className: "@min-[51rem]:whitespace-nowrap" },
    {
      header: t("admin.jobs.columns.views"),
      cell: (job) => formatNumber(job.views, language),
      numeric: true,
      sort: { descending: "most_viewed", ascending: "least_viewed" },
    },
    { header: t("admin.jobs.columns.status"), cell: (job) => <JobStatusBadge status={job.status} /> },
    {
      header: t("admin.jobs.columns.posted"),
      cell: (job) => <time dateTime={job.postedAt}>{formatDate(job.postedAt, language)}</time>,
      className: "@min-[51rem]:whitespace-nowrap",
      sort: { descending: "newest", ascending: "oldest" },
    },
  ];
  const actions: AdminTableAction<AdminJob>[] = [
    {
      icon: Eye,
      label: t("admin.jobs.actions.view"),
      accessibleLabel: (job) => t("admin.jobs.actions.viewLabel", { title: job.title }),
      href: (job) => paths.job.href(job.id),
    },
    {
      icon: Trash2,
      label: t("admin.jobs.actions.delete"),
      accessibleLabel: (job) => t("admin.jobs.actions.deleteLabel", { title: job.title }),
      destructive: true,
      onClick: (job, event) => {
        returnFocus.remember(event);
        deletion.choose(job);
      },
    },
  ];

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
            <AdminTable
              label={t("admin.jobs.label")}
              rows={page.jobs}
              columns={columns}
              actions={actions}
              sort={{
                current: params.sort,
                onSort: (sort) => setParams({ sort }),
                label: (header) => t("admin.jobs.sortBy", { column: header }),
              }}
            />
          )}
        </AdminListView>
      </div>

      <ConfirmDeleteDialog
        open={deletion.toDelete !== null}
        title={t("admin.jobs.delete.title")}
        description={t("admin.jobs.delete.description", {
          title: deletion.toDelete?.title ?? "",
          company: deletion.toDelete?.company ?? "",
          count: deletion.toDelete?.applications ?? 0,
          formatted: formatNumber(deletion.toDelete?.applications ?? 0, language),
        })}
        confirmLabel={t("admin.jobs.delete.confirm")}
        pending={deletion.pending}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
        onCloseAutoFocus={returnFocus.restore}
      />
    </div>
  );
}
