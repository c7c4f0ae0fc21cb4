import { lazy, Suspense, useState } from "react";
import { useParams } from "react-router";
import { jobTitle } from "@app/shared/job-texts";
import type { Job } from "@app/shared/jobs";
import { Island } from "@/components/island";
import { JobDetailPage } from "@/features/jobs/components/job-detail-page";
import { ReportJobNotice } from "@/features/reports/components/report-job-notice";
import { SafetyNotice } from "@/features/reports/components/safety-notice";
import { currentLanguage, withTexts } from "@/lib/i18n";

// Loaded when first opened: with their forms, schemas and the donation QR they were a third of a
// job page's bytes, on a page most visitors only read.
const ApplyDialog = lazy(async () => ({ default: (await withTexts(["donation", "validation"], () => import("@/features/applications/components/apply-dialog"))).ApplyDialog }));
const ReportJobDialog = lazy(async () => ({ default: (await withTexts(["reports", "validation"], () => import("@/features/reports/components/report-job-dialog"))).ReportJobDialog }));

/** The job a dialog is about, titled in the reader's language. */
type JobRef = Pick<Job, "id" | "title">;
const jobRef = (job: Job): JobRef => ({ id: job.id, title: jobTitle(job, currentLanguage()) });

/**
 * /jobs/:id: the job page, with the applications feature's apply dialog opened by Apply Now, and
 * the reports feature's safety notice: the page's holds its own report dialog (an island, ADR 071),
 * the apply dialog's opens the route's. The dialogs stay mounted after they close: the apply dialog
 * opens the thank-you dialog a moment later, and both keep their text while they animate out.
 */
export function JobDetailRoute() {
  const { id = "" } = useParams();
  const [applyingTo, setApplyingTo] = useState<JobRef | null>(null);
  const [open, setOpen] = useState(false);
  const [reporting, setReporting] = useState<JobRef | null>(null);
  const [reportOpen, setReportOpen] = useState(false);

  function openReport(job: JobRef) {
    setReporting(job);
    setReportOpen(true);
  }

  return (
    <>
      {/* The region a guest's page drawn as islands draws again from the server's HTML when the job changes (ADR 071). */}
      <div className="contents" data-region="job">
        <JobDetailPage
          id={id}
          onApply={(job) => {
            setApplyingTo(jobRef(job));
            setOpen(true);
          }}
          safetyNotice={(job, canReport) =>
            canReport ? <Island name="report-job" component={ReportJobNotice} props={{ jobId: job.id, jobTitle: jobRef(job).title }} /> : <SafetyNotice />
          }
        />
      </div>
      <Suspense fallback={null}>
        {applyingTo && (
          <ApplyDialog
            jobId={applyingTo.id}
            jobTitle={applyingTo.title}
            open={open}
            onOpenChange={setOpen}
            notice={
              <SafetyNotice
                compact
                onReport={() => {
                  // One dialog at a time: the report replaces the application.
                  setOpen(false);
                  openReport(applyingTo);
                }}
              />
            }
          />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {reporting && (
          <ReportJobDialog jobId={reporting.id} jobTitle={reporting.title} open={reportOpen} onOpenChange={setReportOpen} />
        )}
      </Suspense>
    </>
  );
}
