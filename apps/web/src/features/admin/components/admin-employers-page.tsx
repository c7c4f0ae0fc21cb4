/**
 * The admin's Employers page (SPEC.md §2 Admin area, Employers page): every employer account,
 * newest first, searched by name, e-mail or company, 100 a page; each with their details and job
 * listings in a dialog, and a delete that asks first and takes their jobs and every application
 * to those jobs with it.
 */
import { useRef, useState } from "react";
import Building2 from "lucide-react/icons/building-complex";
import Eye from "lucide-react/icons/eye";
import Trash2 from "lucide-react/icons/trash";
import type { AdminEmployer } from "@app/shared/admin";
import { formatDate, formatNumber } from "@/lib/format";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import { useDeleteAdminEmployer } from "../api/delete-admin-employer";
import { useAdminEmployers } from "../api/list-admin-employers";
import { useAdminUserListParams } from "../hooks/use-admin-list-params";
import { useReturnFocus } from "../hooks/use-return-focus";
import { useRowDelete } from "../hooks/use-row-delete";
import { AdminListView } from "./admin-list-parts";
import { AdminSearchBox } from "./admin-search-box";
import { AdminTable, type AdminTableAction, type AdminTableColumn } from "./admin-table";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";
import { ContactLink, NotProvided } from "./contact-link";
import { EmployerDetailDialog } from "./employer-detail-dialog";

export function AdminEmployersPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { params, setParams } = useAdminUserListParams();
  const employers = useAdminEmployers({ q: params.q || undefined, page: params.page });
  const deleteEmployer = useDeleteAdminEmployer();
  const [viewing, setViewing] = useState<AdminEmployer | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const returnFocus = useReturnFocus(listRef);

  const deletion = useRowDelete<AdminEmployer>({
    mutation: deleteEmployer,
    page: params.page,
    rowsOnPage: employers.data?.employers.length,
    onPageChange: (page) => setParams({ page }, { replace: true }),
    messages: {
      successTitle: t("admin.employers.delete.successTitle"),
      successDescription: t("admin.employers.delete.successDescription"),
      failed: t("admin.employers.delete.failed"),
    },
  });

  const columns: AdminTableColumn<AdminEmployer>[] = [
    { header: t("admin.employers.columns.name"), card: "title", cell: (employer) => employer.name },
    { header: t("admin.employers.columns.company"), card: "wide", cell: (employer) => employer.company ?? <NotProvided /> },
    { header: t("admin.employers.columns.email"), card: "wide", cell: (employer) => (employer.email ? <ContactLink kind="email" value={employer.email} /> : <NotProvided />) },
    { header: t("admin.employers.columns.jobsPosted"), cell: (employer) => formatNumber(employer.jobsPosted, language), numeric: true },
    {
      header: t("admin.employers.columns.registered"),
      cell: (employer) => <time dateTime={employer.registeredAt}>{formatDate(employer.registeredAt, language)}</time>,
      className: "@min-[51rem]:whitespace-nowrap",
    },
  ];
  const actions: AdminTableAction<AdminEmployer>[] = [
    {
      icon: Eye,
      label: t("admin.employers.actions.view"),
      accessibleLabel: (employer) => t("admin.employers.actions.viewLabel", { name: employer.name }),
      opensDialog: true,
      onClick: (employer, event) => {
        returnFocus.remember(event);
        setViewing(employer);
      },
    },
    {
      icon: Trash2,
      label: t("admin.employers.actions.delete"),
      accessibleLabel: (employer) => t("admin.employers.actions.deleteLabel", { name: employer.name }),
      destructive: true,
      onClick: (employer, event) => {
        returnFocus.remember(event);
        deletion.choose(employer);
      },
    },
  ];

  return (
    <div className="grid grid-cols-1 gap-4">
      <section aria-label={t("admin.employers.filters")} className="rounded-xl border border-border bg-card p-4 shadow-sm">
        <AdminSearchBox
          className="lg:max-w-xl"
          value={params.q}
          onSearch={(q, replace) => setParams({ q }, { replace })}
          label={t("admin.employers.search")}
          placeholder={t("admin.employers.searchPlaceholder")}
        />
      </section>

      {/* Focus lands here when the row a dialog was opened from has been deleted. */}
      <div ref={listRef} tabIndex={-1} className="outline-none">
        <AdminListView
          query={employers}
          rowCount={(page) => page.employers.length}
          texts={{
            loading: t("admin.employers.loading"),
            loadError: t("admin.employers.loadError"),
            emptyTitle: t("admin.employers.emptyTitle"),
            emptyDescription: t("admin.employers.emptyDescription"),
            noMatchTitle: t("admin.employers.noMatchTitle"),
            noMatchDescription: t("admin.employers.noMatchDescription"),
          }}
          icon={Building2}
          filtered={Boolean(params.q)}
          onClearFilters={() => setParams({ q: "" })}
          onPageChange={(page) => setParams({ page })}
          toastId="admin-employers-load-error"
        >
          {(page) => <AdminTable label={t("admin.employers.label")} rows={page.employers} columns={columns} actions={actions} />}
        </AdminListView>
      </div>

      <EmployerDetailDialog employer={viewing} onClose={() => setViewing(null)} onCloseAutoFocus={returnFocus.restore} />
      <ConfirmDeleteDialog
        open={deletion.toDelete !== null}
        title={t("admin.employers.delete.title")}
        description={t("admin.employers.delete.description", {
          name: deletion.toDelete?.name ?? "",
          count: deletion.toDelete?.jobsPosted ?? 0,
          formatted: formatNumber(deletion.toDelete?.jobsPosted ?? 0, language),
        })}
        confirmLabel={t("admin.employers.delete.confirm")}
        pending={deletion.pending}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
        onCloseAutoFocus={returnFocus.restore}
      />
    </div>
  );
}
