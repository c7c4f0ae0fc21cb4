/**
 * An employer as the admin sees them (SPEC.md §2 Employers page, view): contact details, company,
 * when they joined, and the jobs they posted with their status, views and applications, a page at a
 * time (an employer of years may have posted hundreds).
 */
import { useState } from "react";
import type { AdminEmployer, AdminJob, AdminJobPage } from "@app/shared/admin";
import { JobStatusBadge } from "@/components/status-badges";
import { paths } from "@/config/paths";
import { formatDate, formatNumber } from "@/lib/format";
import { currentLanguage, useTranslation } from "@/lib/i18n";
import { useAdminEmployer } from "../api/get-admin-employer";
import { AdminPagination } from "./admin-list-parts";
import { ContactLink, NotProvided } from "./contact-link";
import { DetailDialog, DetailLoad, DetailSection, LinkedItemList, NothingYet, type DetailDialogProps } from "./detail-parts";

type EmployerDetailDialogProps = DetailDialogProps & {
  /** The employer whose details are open, as the list shows them; null when closed. */
  employer: AdminEmployer | null;
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
    <DetailDialog
      open={employer !== null}
      onClose={onClose}
      onCloseAutoFocus={onCloseAutoFocus}
      content={
        shown && {
          title: shown.name,
          description: shown.company ?? t("admin.employers.detail.description"),
          fields: [
            { label: t("admin.employers.columns.email"), value: shown.email ? <ContactLink kind="email" value={shown.email} /> : <NotProvided /> },
            {
              label: t("admin.employers.detail.phone"),
              value: shown.phone ? <ContactLink kind="phone" value={shown.phone} /> : <NotProvided />,
            },
            { label: t("admin.employers.columns.company"), value: shown.company ?? <NotProvided /> },
            { label: t("admin.employers.columns.registered"), value: formatDate(shown.registeredAt, language) },
          ],
          sections: (
            <DetailSection title={t("admin.employers.detail.jobs", { formatted: formatNumber(shown.jobsPosted, language) })}>
              <DetailLoad query={detail} loadingLabel={t("admin.employers.detail.loading")} errorMessage={t("admin.employers.detail.loadError")} inSection>
                {(data) => (
                  <EmployerJobs
                    page={data.jobs}
                    loading={detail.isPlaceholderData}
                    onPageChange={(next) => employer && setTurned({ id: employer.id, page: next })}
                  />
                )}
              </DetailLoad>
            </DetailSection>
          ),
        }
      }
    />
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
  if (page.totalCount === 0) return <NothingYet>{t("admin.employers.detail.noJobs")}</NothingYet>;
  return (
    <div className="grid gap-3" aria-busy={loading}>
      <JobRows jobs={page.jobs} />
      <AdminPagination info={page} onPageChange={onPageChange} />
    </div>
  );
}

function JobRows({ jobs }: { jobs: AdminJob[] }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <LinkedItemList
      boxed
      items={jobs.map((job) => ({
        id: job.id,
        href: paths.job.href(job.id),
        title: job.title,
        meta: [
          job.location,
          t("admin.employers.detail.postedOn", { date: formatDate(job.postedAt, language) }),
          t("admin.employers.detail.views", { count: job.views, formatted: formatNumber(job.views, language) }),
          t("admin.employers.detail.applications", { count: job.applications, formatted: formatNumber(job.applications, language) }),
        ].join(" · "),
        status: <JobStatusBadge status={job.status} />,
      }))}
    />
  );
}
