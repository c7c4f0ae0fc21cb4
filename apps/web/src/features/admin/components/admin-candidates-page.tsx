/**
 * The admin's Candidates page (SPEC.md §2 Admin area, Candidates page): every candidate account,
 * newest first, searched by name or e-mail, 100 a page; each with their profile in a dialog and a
 * delete that asks first and takes their applications and enrolments with it.
 */
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import Trash2 from "lucide-react/icons/trash";
import UserRound from "lucide-react/icons/user-round";
import Users from "lucide-react/icons/users";
import type { AdminCandidate } from "@app/shared/admin";
import { toast } from "@/components/ui/toaster";
import { formatDate } from "@/lib/format";
import { currentLanguage } from "@/lib/i18n";
import { useDeleteAdminCandidate } from "../api/delete-admin-candidate";
import { useAdminCandidates } from "../api/list-admin-candidates";
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
  const [toDelete, setToDelete] = useState<AdminCandidate | null>(null);

  function confirmDelete(candidate: AdminCandidate) {
    const lastOnPage = params.page > 1 && candidates.data?.candidates.length === 1;
    deleteCandidate.mutate(candidate.id, {
      onSuccess: () => {
        toast.success(t("admin.candidates.delete.successTitle"), { description: t("admin.candidates.delete.successDescription") });
        setToDelete(null);
        if (lastOnPage) setParams({ page: params.page - 1 }, { replace: true });
      },
      onError: () => toast.error(t("admin.candidates.delete.failed")),
    });
  }

  const column = (name: "name" | "email" | "phone" | "registered") => t(`admin.candidates.columns.${name}`);

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
          {(page) => (
            <AdminTable aria-label={t("admin.candidates.label")}>
              <AdminTableHead>
                <AdminTableHeader>{column("name")}</AdminTableHeader>
                <AdminTableHeader>{column("email")}</AdminTableHeader>
                <AdminTableHeader>{column("phone")}</AdminTableHeader>
                <AdminTableHeader>{column("registered")}</AdminTableHeader>
                <AdminTableHeader className="text-right">{t("admin.list.actions")}</AdminTableHeader>
              </AdminTableHead>
              <AdminTableBody>
                {page.candidates.map((candidate) => (
                  <AdminTableRow key={candidate.id}>
                    <AdminTableRowHeader>{candidate.name}</AdminTableRowHeader>
                    <AdminTableCell label={column("email")} wide>
                      <ContactLink kind="email" value={candidate.email} />
                    </AdminTableCell>
                    <AdminTableCell label={column("phone")} className="@min-[51rem]:whitespace-nowrap">
                      {candidate.phone ? <ContactLink kind="phone" value={candidate.phone} /> : <NotProvided />}
                    </AdminTableCell>
                    <AdminTableCell label={column("registered")} className="@min-[51rem]:whitespace-nowrap">
                      <time dateTime={candidate.registeredAt}>{formatDate(candidate.registeredAt, language)}</time>
                    </AdminTableCell>
                    <AdminTableActions>
                      <AdminRowAction
                        icon={UserRound}
                        label={t("admin.candidates.actions.view")}
                        accessibleLabel={t("admin.candidates.actions.viewLabel", { name: candidate.name })}
                        aria-haspopup="dialog"
                        onClick={(event) => {
                          returnFocus.remember(event);
                          setViewing(candidate);
                        }}
                      />
                      <AdminRowAction
                        icon={Trash2}
                        label={t("admin.candidates.actions.delete")}
                        accessibleLabel={t("admin.candidates.actions.deleteLabel", { name: candidate.name })}
                        destructive
                        onClick={(event) => {
                          returnFocus.remember(event);
                          setToDelete(candidate);
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

      <CandidateDetailDialog candidate={viewing} onClose={() => setViewing(null)} onCloseAutoFocus={returnFocus.restore} />
      <ConfirmDeleteDialog
        open={toDelete !== null}
        title={t("admin.candidates.delete.title")}
        description={t("admin.candidates.delete.description", { name: toDelete?.name ?? "" })}
        confirmLabel={t("admin.candidates.delete.confirm")}
        pending={deleteCandidate.isPending}
        onConfirm={() => toDelete && confirmDelete(toDelete)}
        onCancel={() => setToDelete(null)}
        onCloseAutoFocus={returnFocus.restore}
      />
    </div>
  );
}
