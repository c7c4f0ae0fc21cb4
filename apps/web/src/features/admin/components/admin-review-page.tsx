/**
 * The review queue (/admin/review): jobs held because their text seems to carry a phone number or
 * ask candidates for money, oldest first. Each shows the whole job with what was flagged marked
 * in its text, who posted it, and the two decisions: Approve (listed at once, employer mailed) or
 * Reject with a reason the employer reads (and is mailed). Server events refresh the queue. A decided
 * card leaves the queue, and focus goes to the card that takes its place (or the list, once empty)
 * rather than falling to the page.
 */
import { useId, useRef, useState, type ReactNode } from "react";
import { Link } from "@/lib/navigation";
import Check from "lucide-react/icons/check";
import ExternalLink from "lucide-react/icons/external-link";
import ShieldCheck from "lucide-react/icons/shield-check";
import X from "lucide-react/icons/x";
import type { JobFlagMatch } from "@app/shared/job-flags";
import type { ReviewItem, ReviewPage } from "@app/shared/trust";
import { ReasonDialog } from "@/components/reason-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toaster";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/errors";
import { formatDate, formatRupees } from "@/lib/format";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { useDecideReview, useReviewQueue } from "../api/review-queue";
import { AdminListView } from "./admin-list-parts";

/** `text` with each match wrapped in a <mark>, the flag named for screen readers. */
export function MarkedText({ text, matches }: { text: string; matches: JobFlagMatch[] }) {
  const { t } = useTranslation();
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of matches) {
    if (match.start > at) parts.push(text.slice(at, match.start));
    parts.push(
      <mark
        key={match.start}
        className={cn("rounded px-0.5 font-medium", match.flag === "money" ? "bg-red-100 text-red-900" : "bg-amber-100 text-amber-900")}
        title={t(`admin.review.flags.${match.flag}`)}
      >
        <span className="sr-only">{t(`admin.review.flags.${match.flag}`)}: </span>
        {text.slice(match.start, match.end)}
      </mark>,
    );
    at = match.end;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}

/** '₹15,000 – ₹20,000' in the current language's digits, or 'Salary not specified'. */
function useSalaryText() {
  const { t } = useTranslation();
  const language = currentLanguage();
  return ({ salaryMin, salaryMax }: { salaryMin: number | null; salaryMax: number | null }) => {
    if (salaryMin === null && salaryMax === null) return t("admin.review.noSalary");
    if (salaryMin === null || salaryMax === null || salaryMin === salaryMax) return formatRupees((salaryMin ?? salaryMax)!, language);
    return `${formatRupees(salaryMin, language)} – ${formatRupees(salaryMax, language)}`;
  };
}

type Decision = { jobId: string; title: string; index: number };

function ReviewCard({ item, busy, onApprove, onReject }: { item: ReviewItem; busy: boolean; onApprove: () => void; onReject: () => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const salary = useSalaryText();
  const titleId = useId();
  const { job } = item;
  const flaggedFields = new Map(item.matches.map((entry) => [entry.field, entry.matches]));
  // The description is shown whole (flagged or not): the admin decides on the job, not a snippet.
  // The Kannada title and description are checked like the rest, and shown where given.
  const shown = (["titleKn", "description", "descriptionKn", "requirements", "responsibilities"] as const).filter((field) => field === "description" || job[field]);

  return (
    <article aria-labelledby={titleId} data-job={job.id} tabIndex={-1} className="grid gap-4 rounded-xl border border-border bg-card p-4 shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-ring sm:p-5">
      <header className="grid gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={titleId} className="min-w-0 text-lg leading-snug font-semibold break-words">
            {flaggedFields.has("title") ? <MarkedText text={job.title} matches={flaggedFields.get("title")!} /> : job.title}
          </h2>
          <ul className="flex flex-wrap gap-1.5" aria-label={t("admin.review.flagsLabel")}>
            {job.flags.map((flag) => (
              <li key={flag}>
                <Badge variant={flag === "money" ? "destructive" : "warning"}>{t(`admin.review.flags.${flag}`)}</Badge>
              </li>
            ))}
            {job.flags.length === 0 && (
              <li>
                <Badge variant="outline">{t("admin.review.edited")}</Badge>
              </li>
            )}
          </ul>
        </div>
        <p className="text-sm text-muted-foreground">
          {flaggedFields.has("company") ? <MarkedText text={job.company} matches={flaggedFields.get("company")!} /> : job.company} ·{" "}
          {flaggedFields.has("location") ? <MarkedText text={job.location} matches={flaggedFields.get("location")!} /> : job.location} ·{" "}
          {t(`jobs.types.${job.type}`)} · {salary(job)}
        </p>
        <p className="text-sm text-muted-foreground">
          {t("admin.review.postedBy", { name: item.employerName })}{" "}
          {/* An employer who signed up with a phone has no address: the server sends none. */}
          {item.employerEmail ? (
            <>
              <a className="underline underline-offset-2 hover:text-foreground" href={`mailto:${item.employerEmail}`}>
                {item.employerEmail}
              </a>{" "}
            </>
          ) : null}
          · <time dateTime={item.heldAt}>{t("admin.review.heldSince", { date: formatDate(item.heldAt, language) })}</time>
        </p>
      </header>

      <div className="grid gap-3">
        {shown.map((field) => (
          <section key={field} className="grid gap-1 rounded-lg bg-muted/40 p-3">
            <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{t(`employer.postJob.fields.${field}`)}</h3>
            <p lang={field.endsWith("Kn") ? "kn" : undefined} className="text-sm leading-relaxed break-words whitespace-pre-line">
              <MarkedText text={job[field] ?? ""} matches={flaggedFields.get(field) ?? []} />
            </p>
          </section>
        ))}
      </div>

      <div role="group" aria-label={t("admin.review.actionsLabel", { title: job.title })} className="flex flex-wrap gap-2 border-t border-border pt-3">
        {/* Waits without leaving the tab order: focus stays on it until the card leaves. */}
        <Button onClick={() => !busy && onApprove()} aria-disabled={busy}>
          {busy ? <Spinner label={t("admin.review.working")} /> : <Check aria-hidden="true" />}
          {t("admin.review.approve")}
        </Button>
        <Button variant="outline" className="text-destructive hover:bg-red-50 hover:text-destructive" onClick={() => !busy && onReject()} aria-disabled={busy}>
          <X aria-hidden="true" />
          {t("admin.review.reject")}
        </Button>
        <Button asChild variant="ghost" className="sm:ml-auto">
          <Link to={paths.job.href(job.id)}>
            <ExternalLink aria-hidden="true" />
            {t("admin.review.openJob")}
          </Link>
        </Button>
      </div>
    </article>
  );
}

const presetReasons = ["money", "phone", "misleading"] as const;

/** The reason a rejection needs: typed, or started from a common one. */
function RejectDialog({ decision, onClose, onRejected }: { decision: Decision | null; onClose: () => void; onRejected: (decision: Decision) => void }) {
  const { t } = useTranslation();
  const decide = useDecideReview();
  const rejected = useRef<Decision | null>(null);

  function reject(reason: string) {
    if (!decision) return;
    decide.mutate(
      { jobId: decision.jobId, decision: "reject", reason },
      {
        onSuccess: () => {
          toast.success(t("admin.review.rejectedTitle"), { description: t("admin.review.rejectedDescription", { title: decision.title }) });
          rejected.current = decision;
          onClose();
        },
        onError: (failure) => toast.error(t("admin.review.failedTitle"), { description: errorMessage(t, failure) }),
      },
    );
  }

  return (
    <ReasonDialog
      open={decision !== null}
      title={t("admin.review.rejectTitle")}
      description={t("admin.review.rejectDescription", { title: decision?.title ?? "" })}
      label={t("admin.review.reasonLabel")}
      presets={presetReasons.map((preset) => ({ label: t(`admin.review.presetNames.${preset}`), text: t(`admin.review.presets.${preset}`) }))}
      confirmLabel={t("admin.review.confirmReject")}
      pendingLabel={t("admin.review.working")}
      cancelLabel={t("admin.review.cancel")}
      pending={decide.isPending}
      onConfirm={reject}
      onCancel={onClose}
      onCloseAutoFocus={(event) => {
        // Cancelled, focus goes back to Reject; rejected, that button is gone with its card.
        if (!rejected.current) return;
        event.preventDefault();
        onRejected(rejected.current);
        rejected.current = null;
      }}
    />
  );
}

export function AdminReviewPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const queue = useReviewQueue(page);
  const decide = useDecideReview();
  const [approving, setApproving] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<Decision | null>(null);
  const listRef = useRef<HTMLDivElement>(null);

  /** Focus on the card now where the decided one stood (the next, or the last one left), or on the list. */
  function focusInPlaceOf({ jobId, index }: Decision) {
    // The decided card may still be drawn until the queue's new page arrives: it is passed over.
    const cards = [...(listRef.current?.querySelectorAll<HTMLElement>("article[data-job]") ?? [])].filter((card) => card.dataset.job !== jobId);
    (cards[Math.min(index, cards.length - 1)] ?? listRef.current)?.focus();
  }

  async function approve(item: ReviewItem, index: number) {
    setApproving(item.job.id);
    try {
      await decide.mutateAsync({ jobId: item.job.id, decision: "approve" });
      toast.success(t("admin.review.approvedTitle"), { description: t("admin.review.approvedDescription", { title: item.job.title }) });
      focusInPlaceOf({ jobId: item.job.id, title: item.job.title, index });
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
        <AdminListView<ReviewPage>
          query={queue}
          rowCount={(data) => data.items.length}
          texts={{
            loading: t("admin.review.loading"),
            loadError: t("admin.review.loadError"),
            emptyTitle: t("admin.review.emptyTitle"),
            emptyDescription: t("admin.review.emptyDescription"),
            noMatchTitle: t("admin.review.emptyTitle"),
            noMatchDescription: t("admin.review.emptyDescription"),
          }}
          icon={ShieldCheck}
          filtered={false}
          onClearFilters={() => setPage(1)}
          onPageChange={setPage}
          toastId="admin-review-load-error"
        >
          {(data) => (
            <ul aria-label={t("admin.review.listLabel")} className="grid gap-4">
              {data.items.map((item, index) => (
                <li key={item.job.id}>
                  <ReviewCard
                    item={item}
                    busy={approving === item.job.id}
                    onApprove={() => void approve(item, index)}
                    onReject={() => setRejecting({ jobId: item.job.id, title: item.job.title, index })}
                  />
                </li>
              ))}
            </ul>
          )}
        </AdminListView>
      </div>
      <RejectDialog decision={rejecting} onClose={() => setRejecting(null)} onRejected={focusInPlaceOf} />
    </>
  );
}
