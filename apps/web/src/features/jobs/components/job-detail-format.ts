/** What the job detail page derives from a job. */
import type { Job } from "@app/shared/jobs";
import { isHiddenJobStatus } from "@app/shared/job-visibility";

/**
 * Why the job takes no applications, if it does not: filled, expired or past its closing date, taken
 * down by the admin, or hidden from the public (a draft, waiting for review, rejected, or hidden by
 * reports), which only its employer and the admin see.
 */
export function closedReason(
  job: Pick<Job, "status" | "expiresAt">,
  now = new Date(),
): "filled" | "closed" | "takenDown" | "hidden" | null {
  if (job.status === "taken_down") return "takenDown";
  if (isHiddenJobStatus(job.status)) return "hidden";
  if (job.status === "filled") return "filled";
  if (job.status === "expired") return "closed";
  if (job.expiresAt && new Date(job.expiresAt) <= now) return "closed";
  return null;
}
