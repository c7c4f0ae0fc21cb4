/**
 * The held company pages (/admin/company-pages): pages whose text seems to carry a phone number or
 * ask candidates for money, oldest first. Each shows its texts with what the checks find marked,
 * the employer's e-mail, and the two decisions: Approve (the texts shown) or Remove text, with a
 * reason, which publishes the page without them. A decided card leaves the queue, and focus goes to
 * the card that takes its place (or the list, once empty) rather than falling to the page.
 */
import { useId, useRef, useState } from "react";
import { Link } from "@/lib/navigation";
import Check from "lucide-react/icons/check";
import ExternalLink from "lucide-react/icons/external-link";
import ShieldCheck from "lucide-react/icons/shield-check";
import X from "lucide-react/icons/x";
import type { HeldCompanyPage, HeldCompanyPagePage } from "@app/shared/companies";
import { findJobFlagMatches } from "@app/shared/job-flags";
import { ReasonDialog } from "@/components/reason-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toaster";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/errors";
import { formatDate } from "@/lib/format";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import { useDecideCompanyPage, useHeldCompanyPages } from "../api/held-company-pages";
import { AdminListView } from "./admin-list-parts";
import { MarkedText } from "./admin-review-page";

type Decision = { slug: string; name: string; index: number };

const heldFields = [
  { field: "about", labelKey: "companies.edit.about", lang: undefined },
  { field: "aboutKn", labelKey: "companies.edit.aboutKn", lang: "kn" },
  { field: "website", labelKey: "companies.edit.website", lang: undefined },
] as const;

function HeldPageCard({ item, busy, onApprove, onReject }: { item: HeldCompanyPage; busy: boolean; onApprove: () => void; onReject: () => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const titleId = useId();
  const { page } = item;

  return (
    <article aria-labelledby={titleId} data-slug={page.slug} tabIndex={-1} className="grid gap-4 rounded-xl border border-border bg-card p-4 shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-ring sm:p-5">
      <header className="grid gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={titleId} className="min-w-0 text-lg leading-snug font-semibold break-words">
            {page.name}
          </h2>
          <ul className="flex flex-wrap gap-1.5" aria-label={t("admin.review.flagsLabel")}>
            {page.flags.map((flag) => (
              <li key={flag}>
                <Badge variant={flag === "money" ? "destructive" : "warning"}>{t(`admin.review.flags.${flag}`)}</Badge>
              </li>
            ))}
          </ul>
        </div>
        <p className="text-sm text-muted-foreground">
          {/* An employer who signed up with a phone has no address: the server sends none. */}
          {item.employerEmail ? (
            <>
              <a className="underline underline-offset-2 hover:text-foreground" href={`mailto:${item.employerEmail}`}>
                {item.employerEmail}
              </a>{" "}
              ·{" "}
            </>
          ) : null}
          <time dateTime={item.heldAt}>{t("companies.review.heldAt", { date: formatDate(item.heldAt, language) })}</time>
        </p>
      </header>

      <div className="grid gap-3">
        {heldFields
          .filter(({ field }) => page[field])
          .map(({ field, labelKey, lang }) => (
            <section key={field} className="grid gap-1 rounded-lg bg-muted/40 p-3">
              <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{t(labelKey)}</h3>
              <p lang={lang} className="text-sm leading-relaxed break-words whitespace-pre-line">
                <MarkedText text={page[field] ?? ""} matches={findJobFlagMatches(page[field] ?? "")} />
              </p>
            </section>
          ))}
      </div>

      <div role="group" aria-label={t("admin.review.actionsLabel", { title: page.name })} className="flex flex-wrap gap-2 border-t border-border pt-3">
        {/* Waits without leaving the tab order: focus stays on it until the card leaves. */}
        <Button onClick={() => !busy && onApprove()} aria-disabled={busy}>
          {busy ? <Spinner label={t("admin.review.working")} /> : <Check aria-hidden="true" />}
          {t("companies.review.approve")}
        </Button>
        <Button variant="outline" className="text-destructive hover:bg-red-50 hover:text-destructive" onClick={onReject} disabled={busy}>
          <X aria-hidden="true" />
          {t("companies.review.reject")}
        </Button>
        <Button asChild variant="ghost" className="sm:ml-auto">
          <Link to={paths.company.href(page.slug)}>
            <ExternalLink aria-hidden="true" />
            {t("companies.review.openPage")}
          </Link>
        </Button>
      </div>
    </article>
  );
}

/** The reason the employer reads: why the page's text was removed. */
function RejectDialog({ decision, onClose, onRemoved }: { decision: Decision | null; onClose: () => void; onRemoved: (decision: Decision) => void }) {
  const { t } = useTranslation();
  const decide = useDecideCompanyPage();
  const removed = useRef<Decision | null>(null);

  function reject(reason: string) {
    if (!decision) return;
    decide.mutate(
      { slug: decision.slug, decision: "reject", reason },
      {
        onSuccess: () => {
          toast.success(t("companies.review.rejected"), { description: t("companies.review.rejectedDescription", { name: decision.name }) });
          removed.current = decision;
          onClose();
        },
        onError: (failure) => toast.error(t("admin.review.failedTitle"), { description: errorMessage(t, failure) }),
      },
    );
  }

  return (
    <ReasonDialog
      open={decision !== null}
      title={t("companies.review.rejectTitle")}
      description={t("companies.review.rejectDescription", { name: decision?.name ?? "" })}
      label={t("companies.review.reason")}
      confirmLabel={t("companies.review.reject")}
      pendingLabel={t("admin.review.working")}
      cancelLabel={t("admin.review.cancel")}
      pending={decide.isPending}
      onConfirm={reject}
      onCancel={onClose}
      onCloseAutoFocus={(event) => {
        // Cancelled, focus goes back to Remove text; removed, that button is gone with its card.
        if (!removed.current) return;
        event.preventDefault();
        onRemoved(removed.current);
        removed.current = null;
      }}
    />
  );
}

export function AdminCompanyPagesPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const queue = useHeldCompanyPages(page);
  const decide = useDecideCompanyPage();
  const [approving, setApproving] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<Decision | null>(null);
  const listRef = useRef<HTMLDivElement>(null);

  /** Focus on the card now where the decided one stood (the next, or the last one left), or on the list. */
  function focusInPlaceOf({ slug, index }: Decision) {
    // The decided card may still be drawn until the queue's new page arrives: it is passed over.
    const cards = [...(listRef.current?.querySelectorAll<HTMLElement>("article[data-slug]") ?? [])].filter((card) => card.dataset.slug !== slug);
    (cards[Math.min(index, cards.length - 1)] ?? listRef.current)?.focus();
  }

  async function approve(item: HeldCompanyPage, index: number) {
    setApproving(item.page.slug);
    try {
      await decide.mutateAsync({ slug: item.page.slug, decision: "approve" });
      toast.success(t("companies.review.approved"), { description: t("companies.review.approvedDescription", { name: item.page.name }) });
      focusInPlaceOf({ slug: item.page.slug, name: item.page.name, index });
    } catch (failure) {
      toast.error(t("admin.review.failedTitle"), { description: errorMessage(t, failure) });
    } finally {
      setApproving(null);
    }
  }

  return (
    <>
      {/* Focus lands here when the last card has left the queue. */}
      <div ref={listRef} tabIndex={-1} className="outline-none">
        <AdminListView<HeldCompanyPagePage>
          query={queue}
          rowCount={(data) => data.items.length}
          texts={{
            loading: t("companies.review.loading"),
            loadError: t("companies.review.loadError"),
            emptyTitle: t("admin.review.emptyTitle"),
            emptyDescription: t("companies.review.empty"),
            noMatchTitle: t("admin.review.emptyTitle"),
            noMatchDescription: t("companies.review.empty"),
          }}
          icon={ShieldCheck}
          filtered={false}
          onClearFilters={() => setPage(1)}
          onPageChange={setPage}
          toastId="admin-company-pages-load-error"
        >
          {(data) => (
            <ul aria-label={t("companies.review.title")} className="grid gap-4">
              {data.items.map((item, index) => (
                <li key={item.page.slug}>
                  <HeldPageCard
                    item={item}
                    busy={approving === item.page.slug}
                    onApprove={() => void approve(item, index)}
                    onReject={() => setRejecting({ slug: item.page.slug, name: item.page.name, index })}
                  />
                </li>
              ))}
            </ul>
          )}
        </AdminListView>
      </div>
      <RejectDialog decision={rejecting} onClose={() => setRejecting(null)} onRemoved={focusInPlaceOf} />
    </>
  );
}
