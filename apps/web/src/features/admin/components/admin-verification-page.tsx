/**
 * The admin's Verification queue (/admin/verification): employers' requests by status (waiting,
 * approved, rejected; waiting ones oldest first), 20 a page. Each shows the company, who asked and
 * their e-mail, the GSTIN or Udyam number, the website, the document (a download) and the dates;
 * a waiting one has Approve, and Reject with a reason the employer reads and is mailed. The tab and
 * the page are in the URL; server events refresh the queue.
 */
import { useId, useState, type ReactNode } from "react";
import { useSearchParams } from "@/lib/navigation";
import BadgeCheck from "lucide-react/icons/badge-check";
import Check from "lucide-react/icons/check";
import Download from "lucide-react/icons/download";
import ExternalLink from "lucide-react/icons/external-link";
import FileSearch from "lucide-react/icons/file-search";
import TriangleAlert from "lucide-react/icons/triangle-exclamation-point";
import X from "lucide-react/icons/x";
import { verificationStatuses, type AdminVerification, type VerificationPage, type VerificationStatus } from "@app/shared/trust";
import { ReasonDialog } from "@/components/reason-dialog";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toast } from "@/components/ui/toaster";
import { VerifiedBadge } from "@/components/verified-badge";
import { useDecideVerification } from "@/features/verification/api/decide-verification";
import { useVerifications, verificationDocumentPath } from "@/features/verification/api/list-verifications";
import { errorMessage } from "@/lib/errors";
import { formatDate } from "@/lib/format";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { AdminListView } from "./admin-list-parts";

const maxPage = 10_000;

function isStatus(value: string | null): value is VerificationStatus {
  return (verificationStatuses as readonly (string | null)[]).includes(value);
}

/** `?status=approved&page=2`; the waiting tab and the first page leave the URL clean. */
function useQueueParams() {
  const [params, setParams] = useSearchParams();
  const statusParam = params.get("status");
  const status: VerificationStatus = isStatus(statusParam) ? statusParam : "pending";
  const pageParam = Number(params.get("page"));
  const page = Number.isInteger(pageParam) && pageParam >= 1 && pageParam <= maxPage ? pageParam : 1;

  function update(next: { status?: VerificationStatus; page?: number }) {
    const search = new URLSearchParams();
    const nextStatus = next.status ?? status;
    // A new tab starts on its first page.
    const nextPage = next.status ? 1 : (next.page ?? page);
    if (nextStatus !== "pending") search.set("status", nextStatus);
    if (nextPage > 1) search.set("page", String(nextPage));
    setParams(search);
  }

  return { status, page, update };
}

/** The request's company, or the employer's name when the account has none. */
const companyOf = (request: AdminVerification) => request.company || request.employerName;

function Fact({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn("grid min-w-0 gap-0.5", className)}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-sm break-words">{children}</dd>
    </div>
  );
}

type RequestCardProps = { request: AdminVerification; busy: boolean; onApprove: () => void; onReject: () => void };

function RequestCard({ request, busy, onApprove, onReject }: RequestCardProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const titleId = useId();
  const company = companyOf(request);
  const field = (name: "employer" | "number" | "website" | "document" | "requested" | "decided" | "reason") => t(`verification.admin.fields.${name}`);

  return (
    <article aria-labelledby={titleId} className="grid gap-4 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-5">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={titleId} className="min-w-0 text-lg leading-snug font-semibold break-words">
          {request.company || <span className="text-muted-foreground italic">{t("verification.admin.noCompany")}</span>}
        </h2>
        {request.status === "approved" && <VerifiedBadge />}
      </header>

      {request.sameNumber.length > 0 && <SameNumber request={request} />}

      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)_minmax(0,1.3fr)]">
        <Fact label={field("employer")}>
          <span className="font-medium">{request.employerName}</span>
          {/* An employer who signed up with a phone has no address: the server sends none. */}
          {request.employerEmail ? (
            <>
              <br />
              <a className="break-all text-primary underline-offset-2 hover:underline" href={`mailto:${request.employerEmail}`}>
                {request.employerEmail}
              </a>
            </>
          ) : null}
        </Fact>
        <Fact label={field("number")}>
          {t(`verification.kinds.${request.kind}`)}
          <br />
          <span className="font-mono text-[0.95em]">{request.number}</span>
        </Fact>
        <Fact label={field("website")}>
          {request.website ? (
            <a
              className="inline-flex items-center gap-1 break-all text-primary underline-offset-2 hover:underline"
              href={request.website}
              target="_blank"
              rel="noopener noreferrer nofollow"
            >
              {request.website}
              <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
            </a>
          ) : (
            <span className="text-muted-foreground">{t("verification.admin.noWebsite")}</span>
          )}
        </Fact>
        <Fact label={field("document")}>
          {request.documentName ? (
            <a
              className="inline-flex items-center gap-1 break-all text-primary underline-offset-2 hover:underline"
              href={verificationDocumentPath(request.id)}
              download={request.documentName}
              aria-label={t("verification.admin.downloadLabel", { name: request.documentName, company })}
            >
              <Download aria-hidden="true" className="size-3.5 shrink-0" />
              {request.documentName}
            </a>
          ) : (
            <span className="text-muted-foreground">{t("verification.admin.noDocument")}</span>
          )}
        </Fact>
        <Fact label={field("requested")}>
          <time dateTime={request.requestedAt}>{formatDate(request.requestedAt, language)}</time>
        </Fact>
        {request.decidedAt && (
          <Fact label={field("decided")}>
            <time dateTime={request.decidedAt}>{formatDate(request.decidedAt, language)}</time>
          </Fact>
        )}
        {request.reason && (
          <Fact label={field("reason")} className="sm:col-span-2 lg:col-span-3">
            <span className="whitespace-pre-line">{request.reason}</span>
          </Fact>
        )}
      </dl>

      {request.status === "pending" && (
        <div role="group" aria-label={t("verification.admin.actionsLabel", { company })} className="flex flex-wrap gap-2 border-t border-border pt-3">
          <Button onClick={onApprove} disabled={busy} className="flex-1 sm:flex-none">
            {busy ? <Spinner label={t("verification.admin.working")} /> : <Check aria-hidden="true" />}
            {t("verification.admin.approve")}
          </Button>
          <Button variant="outline" className="flex-1 text-destructive hover:bg-red-50 hover:text-destructive sm:flex-none" onClick={onReject} disabled={busy}>
            <X aria-hidden="true" />
            {t("verification.admin.reject")}
          </Button>
        </div>
      )}
    </article>
  );
}

/** The reason a rejection needs, which the employer reads and is mailed. */
function RejectDialog({ request, onClose }: { request: AdminVerification | null; onClose: () => void }) {
  const { t } = useTranslation();
  const decide = useDecideVerification();

  function reject(reason: string) {
    if (!request) return;
    decide.mutate(
      { id: request.id, decision: "reject", reason },
      {
        onSuccess: () => {
          toast.success(t("verification.admin.rejectedTitle"), { description: t("verification.admin.rejectedDescription", { company: companyOf(request) }) });
          onClose();
        },
        onError: (failure) => toast.error(t("verification.admin.failedTitle"), { description: errorMessage(t, failure) }),
      },
    );
  }

  return (
    <ReasonDialog
      open={request !== null}
      title={t("verification.admin.rejectDialog.title")}
      description={t("verification.admin.rejectDialog.description", { company: request ? companyOf(request) : "" })}
      label={t("verification.admin.rejectDialog.reasonLabel")}
      confirmLabel={t("verification.admin.rejectDialog.confirm")}
      pendingLabel={t("verification.admin.working")}
      cancelLabel={t("verification.admin.rejectDialog.cancel")}
      pending={decide.isPending}
      onConfirm={reject}
      onCancel={onClose}
    />
  );
}

/** One tab's requests, through the admin list view: the skeleton, the load error, the empty states, or the cards and the paging. */
function Queue({ status, page, onPageChange }: { status: VerificationStatus; page: number; onPageChange: (page: number) => void }) {
  const { t } = useTranslation();
  const queue = useVerifications({ status, page });
  const decide = useDecideVerification();
  const [approving, setApproving] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<AdminVerification | null>(null);

  async function approve(request: AdminVerification) {
    setApproving(request.id);
    try {
      await decide.mutateAsync({ id: request.id, decision: "approve" });
      toast.success(t("verification.admin.approvedTitle"), { description: t("verification.admin.approvedDescription", { company: companyOf(request) }) });
    } catch (failure) {
      toast.error(t("verification.admin.failedTitle"), { description: errorMessage(t, failure) });
    } finally {
      setApproving(null);
    }
  }

  return (
    <>
      <AdminListView<VerificationPage>
        query={queue}
        rowCount={(data) => data.verifications.length}
        texts={{
          loading: t("verification.admin.loading"),
          loadError: t("verification.admin.loadError"),
          emptyTitle: t(`verification.admin.empty.${status}.title`),
          emptyDescription: t(`verification.admin.empty.${status}.description`),
          // The queue has no search or filter (a tab is not one), so it is never "filtered".
          noMatchTitle: t(`verification.admin.empty.${status}.title`),
          noMatchDescription: t(`verification.admin.empty.${status}.description`),
        }}
        icon={status === "pending" ? BadgeCheck : FileSearch}
        filtered={false}
        onClearFilters={() => onPageChange(1)}
        onPageChange={onPageChange}
        toastId="admin-verification-load-error"
      >
        {(data) => (
          <ul aria-label={t("verification.admin.listLabel")} className="grid gap-4">
            {data.verifications.map((request) => (
              <li key={request.id}>
                <RequestCard
                  request={request}
                  busy={approving === request.id}
                  onApprove={() => void approve(request)}
                  onReject={() => setRejecting(request)}
                />
              </li>
            ))}
          </ul>
        )}
      </AdminListView>
      <RejectDialog request={rejecting} onClose={() => setRejecting(null)} />
    </>
  );
}

export function AdminVerificationPage() {
  const { t } = useTranslation();
  const { status, page, update } = useQueueParams();

  return (
    <Tabs value={status} onValueChange={(value) => isStatus(value) && update({ status: value })} className="grid grid-cols-1 gap-2">
      <TabsList aria-label={t("verification.admin.tabsLabel")} className="grid h-auto w-full grid-cols-3 sm:inline-flex sm:h-10 sm:w-fit">
        {verificationStatuses.map((value) => (
          // On a phone the three share the width: a longer (Kannada) label wraps rather than spills.
          <TabsTrigger key={value} value={value} className="min-h-8 py-1 leading-tight whitespace-normal sm:whitespace-nowrap">
            {t(`verification.admin.tabs.${value}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      {verificationStatuses.map((value) => (
        <TabsContent key={value} value={value}>
          {value === status && <Queue status={status} page={page} onPageChange={(next) => update({ page: next })} />}
        </TabsContent>
      ))}
    </Tabs>
  );
}

/** Other employers who asked with the same number: one business with two accounts, or someone using another's number. */
function SameNumber({ request }: { request: AdminVerification }) {
  const { t } = useTranslation();
  return (
    <div role="note" className="grid gap-1 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <p className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
        {t("verification.admin.sameNumber.title", { kind: t(`verification.kinds.${request.kind}`) })}
      </p>
      <ul className="grid gap-0.5 ps-6">
        {request.sameNumber.map((other) => (
          <li key={other.employerId} className="break-words">
            {t("verification.admin.sameNumber.other", {
              company: other.company || other.employerName,
              // A phone-only employer has no address to show: its name stands in.
              email: other.employerEmail ?? other.employerName,
              status: t(`verification.admin.sameNumber.status.${other.status}`),
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}
