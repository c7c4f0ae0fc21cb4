/**
 * The admin's Candidates page (SPEC.md §2 Admin area, Candidates page): every candidate account,
 * newest first, searched by name or e-mail, 100 a page; each with their profile in a dialog and a
 * delete that asks first and takes their applications and enrolments with it.
 */
import { useRef, useState } from "react";
import Trash2 from "lucide-react/icons/trash";
import UserRound from "lucide-react/icons/user-round";
import Users from "lucide-react/icons/users";
import type { AdminCandidate } from "@app/shared/admin";
import { formatDate } from "@/lib/format";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import { useDeleteAdminCandidate } from "../api/delete-admin-candidate";
import { useAdminCandidates } from "../api/list-admin-candidates";
import { useAdminUserListParams } from "../hooks/use-admin-list-params";
import { useReturnFocus } from "../hooks/use-return-focus";
import { useRowDelete } from "../hooks/use-row-delete";
import { AdminListView } from "./admin-list-parts";
import { AdminSearchBox } from "./admin-search-box";
import { AdminTable, type AdminTableAction, type AdminTableColumn } from "./admin-table";
import { CandidateDetailDialog } from "./candidate-detail-dialog";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";
import { ContactLink, NotProvided } from "./contact-link";

export function AdminCandidatesPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { params, setParams } = useAdminUserListParams();
  const candidates = useAdminCandidates({ q: params.q || undefined, page: params.page });
  const deleteCandidate = useDeleteAdminCandidate();
  const [viewing, setViewing] = useState<AdminCandidate | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const returnFocus = useReturnFocus(listRef);

  const deletion = useRowDelete<AdminCandidate>({
    mutation: deleteCandidate,
    page: params.page,
    rowsOnPage: candidates.data?.candidates.length,
    onPageChange: (page) => setParams({ page }, { replace: true }),
    messages: {
      successTitle: t("admin.candidates.delete.successTitle"),
      successDescription: t("admin.candidates.delete.successDescription"),
      failed: t("admin.candidates.delete.failed"),
    },
  });

  const columns: AdminTableColumn<AdminCandidate>[] = [
    { header: t("admin.candidates.columns.name"), card: "title", cell: (candidate) => candidate.name },
    { header: t("admin.candidates.columns.email"), card: "wide", cell: (candidate) => (candidate.email ? <ContactLink kind="email" value={candidate.email} /> : <NotProvided />) },
    {
      header: t("admin.candidates.columns.phone"),
      cell: (candidate) => (candidate.phone ? <ContactLink kind="phone" value={candidate.phone} /> : <NotProvided />),
      className: "@min-[51rem]:whitespace-nowrap",
    },
    {
      header: t("admin.candidates.columns.registered"),
      cell: (candidate) => <time dateTime={candidate.registeredAt}>{formatDate(candidate.registeredAt, language)}</time>,
      className: "@min-[51rem]:whitespace-nowrap",
    },
  ];
  const actions: AdminTableAction<AdminCandidate>[] = [
    {
      icon: UserRound,
      label: t("admin.candidates.actions.view"),
      accessibleLabel: (candidate) => t("admin.candidates.actions.viewLabel", { name: candidate.name }),
      opensDialog: true,
      onClick: (candidate, event) => {
        returnFocus.remember(event);
        setViewing(candidate);
      },
    },
    {
      icon: Trash2,
      label: t("admin.candidates.actions.delete"),
      accessibleLabel: (candidate) => t("admin.candidates.actions.deleteLabel", { name: candidate.name }),
      destructive: true,
      onClick: (candidate, event) => {
        returnFocus.remember(event);
        deletion.choose(candidate);
      },
    },
  ];

  return (
    <div className="grid grid-cols-1 gap-4">
      <section aria-label={t("admin.candidates.filters")} className="rounded-xl border border-border bg-card p-4 shadow-sm">
        <AdminSearchBox
          className="lg:max-w-xl"
          value={params.q}
          onSearch={(q, replace) => setParams({ q }, { replace })}
          label={t("admin.candidates.search")}
          placeholder={t("admin.candidates.searchPlaceholder")}
        />
      </section>

      {/* Focus lands here when the row a dialog was opened from has been deleted. */}
      <div ref={listRef} tabIndex={-1} className="outline-none">
        <AdminListView
          query={candidates}
          rowCount={(page) => page.candidates.length}
          texts={{
            loading: t("admin.candidates.loading"),
            loadError: t("admin.candidates.loadError"),
            emptyTitle: t("admin.candidates.emptyTitle"),
            emptyDescription: t("admin.candidates.emptyDescription"),
            noMatchTitle: t("admin.candidates.noMatchTitle"),
            noMatchDescription: t("admin.candidates.noMatchDescription"),
          }}
          icon={Users}
          filtered={Boolean(params.q)}
          onClearFilters={() => setParams({ q: "" })}
          onPageChange={(page) => setParams({ page })}
          toastId="admin-candidates-load-error"
        >
          {(page) => <AdminTable label={t("admin.candidates.label")} rows={page.candidates} columns={columns} actions={actions} />}
        </AdminListView>
      </div>

      <CandidateDetailDialog candidate={viewing} onClose={() => setViewing(null)} onCloseAutoFocus={returnFocus.restore} />
      <ConfirmDeleteDialog
        open={deletion.toDelete !== null}
        title={t("admin.candidates.delete.title")}
        description={t("admin.candidates.delete.description", { name: deletion.toDelete?.name ?? "" })}
        confirmLabel={t("admin.candidates.delete.confirm")}
        pending={deletion.pending}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
        onCloseAutoFocus={returnFocus.restore}
      />
    </div>
  );
}
