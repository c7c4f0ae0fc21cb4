/**
 * Which job statuses keep a job out of sight, and where an employer's edit takes a job. Apart from
 * trust.ts's schemas: the job page needs these and none of zod.
 */
import type { JobStatus } from "./constants.ts";

/** A job in one of these is seen only by its employer and the admin: not listed, its page a 404. */
export const hiddenJobStatuses = ["draft", "pending_review", "rejected", "reported", "taken_down"] as const satisfies readonly JobStatus[];
export type HiddenJobStatus = (typeof hiddenJobStatuses)[number];

export function isHiddenJobStatus(status: JobStatus): status is HiddenJobStatus {
  return (hiddenJobStatuses as readonly JobStatus[]).includes(status);
}

/**
 * The status a job gets when its employer edits it, from its status before and whether the edited
 * text is flagged. A finished job (filled) or one taken down cannot be edited (`null`); a job held
 * or rejected goes back to the review queue; a reported job stays hidden until the admin has read
 * the reports; any other job is held if the new text is flagged and keeps its status otherwise.
 */
export function nextStatusAfterEdit(status: JobStatus, flagged: boolean): JobStatus | null {
  switch (status) {
    case "filled":
    case "taken_down":
      return null;
    case "pending_review":
    case "rejected":
      return "pending_review";
    case "reported":
      return "reported";
    default:
      return flagged ? "pending_review" : status;
  }
}
