/**
 * The admin's Verification queue (/admin/verification): employers' requests by status (waiting,
 * approved, rejected; waiting ones oldest first), 20 a page. Each shows the company, who asked and
 * their e-mail, the GSTIN or Udyam number, the website, the document (a download) and the dates;
 * a waiting one has Approve, and Reject with a reason the employer reads and is mailed. The tab and
 * the page are in the URL; server events refresh the queue.
 */
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { BadgeCheck, Check, Download, ExternalLink, FileSearch, X } from "lucide-react";
import {
  moderationReasonMax,
  moderationReasonSchema,
  verificationStatuses,
  type AdminVerification,
  type VerificationStatus,
} from "@app/shared/trust";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { FormField } from "@/components/ui/form-field";
import { LoadErrorBanner, LoadErrorPanel, useLoadErrorToast } from "@/components/ui/load-error";
import { Pagination } from "@/components/ui/pagination";
import { CardListSkeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toaster";
import { VerifiedBadge } from "@/components/verified-badge";
import { errorMessage } from "@/lib/errors";
import { formatDate, formatNumber } from "@/lib/format";
import { currentLanguage } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { useDecideVerification } from "../api/decide-verification";
import { useVerifications, verificationDocumentPath } from "../api/list-verifications";

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
        <h3 id={titleId} className="min-w-0 text-lg leading-snug font-semibold break-words">
          {request.company || <span className="text-muted-foreground italic">{t("verification.admin.noCompany")}</span>}
        </h3>
        {request.status === "approved" && <VerifiedBadge />}
      </header>

      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)_minmax(0,1.3fr)]">
        <Fact label={field("employer")}>
          <span className="font-medium">{request.employerName}</span>
          <br />
          <a className="break-all text-primary underline-offset-2 hover:underline" href={`mailto:${request.employerEmail}`}>
            {request.employerEmail}
          </a>
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

/** The reason a rejection needs, checked with the shared schema before it is sent. */
function RejectDialog({ request, onClose }: { request: AdminVerification | null; onClose: () => void }) {
  const { t } = useTranslation();
  const decide = useDecideVerification();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();

  function reset() {
    setReason("");
    setError(undefined);
  }

  function close() {
    if (decide.isPending) return;
    reset();
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!request) return;
    const parsed = moderationReasonSchema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    try {
      await decide.mutateAsync({ id: request.id, decision: "reject", reason: parsed.data.reason });
      toast.success(t("verification.admin.rejectedTitle"), { description: t("verification.admin.rejectedDescription", { company: companyOf(request) }) });
      reset();
      onClose();
    } catch (failure) {
      toast.error(t("verification.admin.failedTitle"), { description: errorMessage(t, failure) });
    }
  }

  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <form noValidate className="grid gap-4" onSubmit={(event) => void submit(event)}>
          <DialogHeader>
            <DialogTitle>{t("verification.admin.rejectDialog.title")}</DialogTitle>
            <DialogDescription>
              {t("verification.admin.rejectDialog.description", { company: request ? companyOf(request) : "" })}
            </DialogDescription>
          </DialogHeader>
          <FormField
            label={t("verification.admin.rejectDialog.reasonLabel")}
            error={error}
            description={t("verification.admin.rejectDialog.reasonHint", { count: reason.length, max: moderationReasonMax })}
          >
            <Textarea rows={4} maxLength={moderationReasonMax} value={reason} onChange={(event) => setReason(event.target.value)} />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close} disabled={decide.isPending}>
              {t("verification.admin.rejectDialog.cancel")}
            </Button>
            <Button type="submit" variant="destructive" disabled={decide.isPending}>
              {decide.isPending ? (
                <Spinner label={t("verification.admin.working")} showLabel className="text-current" />
              ) : (
                t("verification.admin.rejectDialog.confirm")
              )}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** One tab's requests: the skeleton, the load error, the empty states, or the cards and the paging. */
function Queue({ status, page, onPageChange }: { status: VerificationStatus; page: number; onPageChange: (page: number) => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const queue = useVerifications({ status, page });
  const decide = useDecideVerification();
  const [approving, setApproving] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<AdminVerification | null>(null);
  const loadError = t("verification.admin.loadError");
  useLoadErrorToast(queue, t("admin.list.loadErrorTitle"), "admin-verification-load-error", loadError);

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

  const data = queue.data;
  const retry = { onRetry: () => void queue.refetch(), retrying: queue.isFetching };
  if (!data) {
    return queue.isError ? (
      <LoadErrorPanel title={t("admin.list.loadErrorTitle")} description={loadError} {...retry} />
    ) : (
      <CardListSkeleton label={t("verification.admin.loading")} count={3} />
    );
  }

  const pageCount = Math.max(1, Math.ceil(data.totalCount / data.pageSize));
  const rows = data.verifications.length;
  const from = (data.page - 1) * data.pageSize + 1;
  let content: ReactNode;
  if (data.totalCount === 0) {
    content = (
      <EmptyState
        icon={status === "pending" ? BadgeCheck : FileSearch}
        title={t(`verification.admin.empty.${status}.title`)}
        description={t(`verification.admin.empty.${status}.description`)}
      />
    );
  } else if (rows === 0) {
    // The queue shrank while this page was open: offer the first page rather than nothing.
    content = (
      <EmptyState
        icon={FileSearch}
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
        <p role="status" className="text-sm text-muted-foreground">
          {t("admin.list.showing", {
            from: formatNumber(from, language),
            to: formatNumber(from + rows - 1, language),
            total: formatNumber(data.totalCount, language),
          })}
        </p>
        <ul
          aria-label={t("verification.admin.listLabel")}
          aria-busy={queue.isPlaceholderData}
          className={cn("grid gap-4 transition-opacity", queue.isPlaceholderData && "opacity-60")}
        >
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
      </>
    );
  }

  return (
    <div className="grid grid-cols-1 gap-4">
      {queue.isError && <LoadErrorBanner message={loadError} {...retry} />}
      {content}
      {(pageCount > 1 || data.page > 1) && <Pagination page={data.page} pageCount={pageCount} onPageChange={onPageChange} />}
      <RejectDialog request={rejecting} onClose={() => setRejecting(null)} />
    </div>
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
