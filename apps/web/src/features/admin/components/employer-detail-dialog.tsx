/**
 * An employer as the admin sees them (SPEC.md §2 Employers page, view): contact details, company,
 * when they joined, and the jobs they posted with their status, views and applications, a page at a
 * time (an employer of years may have posted hundreds).
 */
import { useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { AdminEmployer, AdminJob, AdminJobPage } from "@app/shared/admin";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { LoadErrorBanner } from "@/components/ui/load-error";
import { Pagination } from "@/components/ui/pagination";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { formatDate, formatNumber } from "@/lib/format";
import { currentLanguage } from "@/lib/i18n";
import { useAdminEmployer } from "../api/get-admin-employer";
import { ContactLink, NotProvided } from "./contact-link";
import { DetailFields, DetailSection, NothingYet } from "./detail-parts";
import { JobStatusBadge } from "@/components/status-badges";

type EmployerDetailDialogProps = {
  /** The employer whose details are open, as the list shows them; null when closed. */
  employer: AdminEmployer | null;
  onClose: () => void;
  /** Where focus goes once it has closed (see useReturnFocus). */
  onCloseAutoFocus?: (event: Event) => void;
};

export function EmployerDetailDialog({ employer, onClose, onCloseAutoFocus }: EmployerDetailDialogProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  // The page belongs to the employer it was turned for: another employer opens at their first.
  const [turned, setTurned] = useState<{ id: string; page: number } | null>(null);
  const page = turned && turned.id === employer?.id ? turned.page : 1;
  const detail = useAdminEmployer(employer?.id ?? null, page);
  // The list row shows at once; the detail's own copy is newer once it is here.
  const shown = detail.data?.employer ?? employer;

  return (
    <Dialog open={employer !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl" onCloseAutoFocus={onCloseAutoFocus}>
        {shown && (
          <>
            <DialogHeader>
              <DialogTitle>{shown.name}</DialogTitle>
              <DialogDescription>{shown.company ?? t("admin.employers.detail.description")}</DialogDescription>
            </DialogHeader>
            <DetailFields
              fields={[
                { label: t("admin.employers.columns.email"), value: <ContactLink kind="email" value={shown.email} /> },
                {
                  label: t("admin.employers.detail.phone"),
                  value: shown.phone ? <ContactLink kind="phone" value={shown.phone} /> : <NotProvided />,
                },
                { label: t("admin.employers.columns.company"), value: shown.company ?? <NotProvided /> },
                { label: t("admin.employers.columns.registered"), value: formatDate(shown.registeredAt, language) },
              ]}
            />
            <DetailSection title={t("admin.employers.detail.jobs", { formatted: formatNumber(shown.jobsPosted, language) })}>
              {detail.data ? (
                <EmployerJobs
                  page={detail.data.jobs}
                  loading={detail.isPlaceholderData}
                  onPageChange={(next) => employer && setTurned({ id: employer.id, page: next })}
                />
              ) : detail.isError ? (
                <LoadErrorBanner message={t("admin.employers.detail.loadError")} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />
              ) : (
                <div className="flex justify-center py-6">
                  <Spinner label={t("admin.employers.detail.loading")} showLabel />
                </div>
              )}
            </DetailSection>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

type EmployerJobsProps = {
  page: AdminJobPage;
  /** The next page is on its way: the one shown is the previous. */
  loading: boolean;
  onPageChange: (page: number) => void;
};

function EmployerJobs({ page, loading, onPageChange }: EmployerJobsProps) {
  const { t } = useTranslation();
  const pageCount = Math.max(1, Math.ceil(page.totalCount / page.pageSize));
  if (page.totalCount === 0) return <NothingYet>{t("admin.employers.detail.noJobs")}</NothingYet>;
  return (
    <div className="grid gap-3" aria-busy={loading}>
      <JobRows jobs={page.jobs} />
      {(pageCount > 1 || page.page > 1) && <Pagination page={page.page} pageCount={pageCount} onPageChange={onPageChange} />}
    </div>
  );
}

function JobRows({ jobs }: { jobs: AdminJob[] }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <ul className="grid gap-2">
      {jobs.map((job) => (
        <li key={job.id} className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1 rounded-lg border border-border p-3 text-sm">
          <div className="grid min-w-0 gap-0.5">
            <Link to={paths.job.href(job.id)} className="font-medium break-words text-primary hover:underline">
              {job.title}
            </Link>
            <span className="text-xs text-muted-foreground">
              {[
                job.location,
                t("admin.employers.detail.postedOn", { date: formatDate(job.postedAt, language) }),
                t("admin.employers.detail.views", { count: job.views, formatted: formatNumber(job.views, language) }),
                t("admin.employers.detail.applications", { count: job.applications, formatted: formatNumber(job.applications, language) }),
              ].join(" · ")}
            </span>
          </div>
          <JobStatusBadge status={job.status} />
        </li>
      ))}
    </ul>
  );
}
