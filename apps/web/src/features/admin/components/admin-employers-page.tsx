/**
 * The admin's Employers page (SPEC.md §2 Admin area, Employers page): every employer account,
 * newest first, searched by name, e-mail or company, 100 a page; each with their details and job
 * listings in a dialog, and a delete that asks first and takes their jobs and every application
 * to those jobs with it.
 */
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import Building2 from "lucide-react/icons/building-complex";
import Eye from "lucide-react/icons/eye";
import Trash2 from "lucide-react/icons/trash";
import type { AdminEmployer } from "@app/shared/admin";
import { toast } from "@/components/ui/toaster";
import { formatDate, formatNumber } from "@/lib/format";
import { currentLanguage } from "@/lib/i18n";
import { useDeleteAdminEmployer } from "../api/delete-admin-employer";
import { useAdminEmployers } from "../api/list-admin-employers";
import { useAdminUserListParams } from "../hooks/use-admin-list-params";
import { useReturnFocus } from "../hooks/use-return-focus";
import { AdminListView } from "./admin-list-parts";
import { AdminSearchBox } from "./admin-search-box";
import {
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
  const [toDelete, setToDelete] = useState<AdminEmployer | null>(null);

  function confirmDelete(employer: AdminEmployer) {
    const lastOnPage = params.page > 1 && employers.data?.employers.length === 1;
    deleteEmployer.mutate(employer.id, {
      onSuccess: () => {
        toast.success(t("admin.employers.delete.successTitle"), { description: t("admin.employers.delete.successDescription") });
        setToDelete(null);
        if (lastOnPage) setParams({ page: params.page - 1 }, { replace: true });
      },
      onError: () => toast.error(t("admin.employers.delete.failed")),
    });
  }

  const column = (name: "name" | "company" | "email" | "jobsPosted" | "registered") => t(`admin.employers.columns.${name}`);

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
          {(page) => (
            <AdminTable aria-label={t("admin.employers.label")}>
              <AdminTableHead>
                <AdminTableHeader>{column("name")}</AdminTableHeader>
                <AdminTableHeader>{column("company")}</AdminTableHeader>
                <AdminTableHeader>{column("email")}</AdminTableHeader>
                <AdminTableHeader className="text-right">{column("jobsPosted")}</AdminTableHeader>
                <AdminTableHeader>{column("registered")}</AdminTableHeader>
                <AdminTableHeader className="text-right">{t("admin.list.actions")}</AdminTableHeader>
              </AdminTableHead>
              <AdminTableBody>
                {page.employers.map((employer) => (
                  <AdminTableRow key={employer.id}>
                    <AdminTableRowHeader>{employer.name}</AdminTableRowHeader>
                    <AdminTableCell label={column("company")} wide>
                      {employer.company ?? <NotProvided />}
                    </AdminTableCell>
                    <AdminTableCell label={column("email")} wide>
                      <ContactLink kind="email" value={employer.email} />
                    </AdminTableCell>
                    <AdminTableCell label={column("jobsPosted")} className="tabular-nums @min-[51rem]:text-right">
                      {formatNumber(employer.jobsPosted, language)}
                    </AdminTableCell>
                    <AdminTableCell label={column("registered")} className="@min-[51rem]:whitespace-nowrap">
                      <time dateTime={employer.registeredAt}>{formatDate(employer.registeredAt, language)}</time>
                    </AdminTableCell>
                    <AdminTableActions>
                      <AdminRowAction
                        icon={Eye}
                        label={t("admin.employers.actions.view")}
                        accessibleLabel={t("admin.employers.actions.viewLabel", { name: employer.name })}
                        aria-haspopup="dialog"
                        onClick={(event) => {
                          returnFocus.remember(event);
                          setViewing(employer);
                        }}
                      />
                      <AdminRowAction
                        icon={Trash2}
                        label={t("admin.employers.actions.delete")}
                        accessibleLabel={t("admin.employers.actions.deleteLabel", { name: employer.name })}
                        destructive
                        onClick={(event) => {
                          returnFocus.remember(event);
                          setToDelete(employer);
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

      <EmployerDetailDialog employer={viewing} onClose={() => setViewing(null)} onCloseAutoFocus={returnFocus.restore} />
      <ConfirmDeleteDialog
        open={toDelete !== null}
        title={t("admin.employers.delete.title")}
        description={t("admin.employers.delete.description", {
          name: toDelete?.name ?? "",
          count: toDelete?.jobsPosted ?? 0,
          formatted: formatNumber(toDelete?.jobsPosted ?? 0, language),
        })}
        confirmLabel={t("admin.employers.delete.confirm")}
        pending={deleteEmployer.isPending}
        onConfirm={() => toDelete && confirmDelete(toDelete)}
        onCancel={() => setToDelete(null)}
        onCloseAutoFocus={returnFocus.restore}
      />
    </div>
  );
}
