import { useEffect, type ReactNode } from "react";
import type { Job } from "@app/shared/jobs";
import { toast } from "@/components/ui/toaster";
import { ApiError } from "@/lib/api-error";
import { useCurrentUser } from "@/lib/auth";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useTranslation } from "@/lib/i18n";
import { useJobFormat } from "../hooks/use-job-format";
import { useJob } from "../api/get-job";
import { JobDetail, JobDetailSkeleton, JobLoadError, JobNotFound } from "./job-detail";

type JobDetailPageProps = {
  id: string;
  /** Opens the apply dialog for a signed-in candidate, for this job; the route composes the dialog. */
  onApply?: (job: Job) => void;
  /** The safety notice with the Report button (the reports feature); see JobDetail. */
  safetyNotice?: (job: Job, canReport: boolean) => ReactNode;
};

/** /jobs/:id: the job, or 'Job Not Found', or the load error with a retry. */
export function JobDetailPage({ id, onApply, safetyNotice }: JobDetailPageProps) {
  const { t } = useTranslation();
  const format = useJobFormat();
  const job = useJob(id);
  const currentUser = useCurrentUser();
  const notFound = job.error instanceof ApiError && job.error.status === 404;
  const loadFailed = job.isError && !notFound;

  const data = notFound ? undefined : job.data;
  // The server already sends job pages with the job in <title>; this covers arriving from inside the app.
  useDocumentTitle(
    data ? `${format.title(data.job)} · ${data.job.company} · ${data.job.location}` : notFound ? t("job-detail.notFound.title") : null,
  );

  useEffect(() => {
    if (!loadFailed) return;
    // One toast per failed load; the id lets a retry that fails again replace it rather than stack.
    toast.error(t("job-detail.loadError.toastTitle"), {
      id: `job-load-error-${id}`,
      description: t("job-detail.loadError.toastDescription"),
    });
  }, [loadFailed, job.errorUpdatedAt, id, t]);

  if (notFound) return <JobNotFound />;
  if (data && !currentUser.isPending) {
    // A failed account check leaves the page usable as a guest's.
    return (
      <JobDetail
        job={data.job}
        saved={data.saved}
        application={data.application}
        user={currentUser.data ?? null}
        onApply={onApply}
        safetyNotice={safetyNotice}
      />
    );
  }
  if (job.isError) return <JobLoadError onRetry={() => void job.refetch()} retrying={job.isFetching} />;
  return <JobDetailSkeleton />;
}
