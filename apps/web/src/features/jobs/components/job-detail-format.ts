/** What the job detail page derives from a job. */
import type { Job } from "@app/shared/jobs";

/** Filled, expired or past its closing date: the job takes no more applications. */
export function closedReason(job: Pick<Job, "status" | "expiresAt">, now = new Date()): "filled" | "closed" | null {
  if (job.status === "filled") return "filled";
  if (job.status === "expired") return "closed";
  if (job.expiresAt && new Date(job.expiresAt) <= now) return "closed";
  return null;
}
