/**
 * The event a change to a job raises on the stream (realtime/event-bus.ts). Every open job list
 * hears of a change the public could see: the job was listed before it, or is after it. A job that
 * stayed out of sight (held, rejected, reported, taken down: job-visibility.ts) is its employer's
 * and the admin's news only, so a guest's stream never learns that it exists.
 */
import type { JobStatus } from "@app/shared/constants";
import type { AppEvent } from "@app/shared/events";
import { isHiddenJobStatus } from "@app/shared/job-visibility";

export function jobChangedEvent(job: { id: string; employerId: string }, statuses: readonly JobStatus[]): AppEvent {
  const seenByThePublic = statuses.some((status) => !isHiddenJobStatus(status));
  return seenByThePublic ? { topic: "jobs", id: job.id } : { topic: "jobs", id: job.id, userIds: [job.employerId] };
}
