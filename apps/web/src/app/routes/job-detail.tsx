import { useParams } from "react-router";
import { JobDetailPage } from "@/features/jobs/components/job-detail-page";

/**
 * /jobs/:id. The applications feature will compose its apply dialog here, handing JobDetailPage an
 * `onApply` that opens it.
 */
export function JobDetailRoute() {
  const { id = "" } = useParams();
  return <JobDetailPage id={id} />;
}
