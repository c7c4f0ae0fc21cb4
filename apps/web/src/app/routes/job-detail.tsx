import { useState } from "react";
import { useParams } from "react-router";
import type { Job } from "@app/shared/jobs";
import { ApplyDialog } from "@/features/applications/components/apply-dialog";
import { JobDetailPage } from "@/features/jobs/components/job-detail-page";

/**
 * /jobs/:id: the job page, with the applications feature's apply dialog opened by Apply Now. The
 * dialog stays mounted after it closes, since it opens the thank-you dialog a moment later.
 */
export function JobDetailRoute() {
  const { id = "" } = useParams();
  const [applyingTo, setApplyingTo] = useState<Pick<Job, "id" | "title"> | null>(null);
  const [open, setOpen] = useState(false);

  return (
    <>
      <JobDetailPage
        id={id}
        onApply={(job) => {
          setApplyingTo({ id: job.id, title: job.title });
          setOpen(true);
        }}
      />
      {applyingTo && (
        <ApplyDialog jobId={applyingTo.id} jobTitle={applyingTo.title} open={open} onOpenChange={setOpen} />
      )}
    </>
  );
}
