/**
 * The one query-key factory for jobs. Every key starts with "jobs", the server-event topic, so a
 * `jobs` event (a job posted, filled or deleted anywhere) refetches every jobs query on screen.
 */
import type { JobSearch } from "@app/shared/jobs";
import { withoutEmpty } from "@/lib/query-params";

/** The parameters of `GET /api/jobs` and `GET /api/jobs/options`; absent ones take the server's defaults. */
export type JobListParams = Partial<JobSearch>;

export const jobsKeys = {
  all: ["jobs"] as const,
  lists: () => [...jobsKeys.all, "list"] as const,
  list: (params: JobListParams) => [...jobsKeys.lists(), withoutEmpty(params)] as const,
  options: (params: JobListParams) => [...jobsKeys.all, "options", withoutEmpty(params)] as const,
  details: () => [...jobsKeys.all, "detail"] as const,
  detail: (id: string) => [...jobsKeys.details(), id] as const,
  stats: () => [...jobsKeys.all, "stats"] as const,
  /** The signed-in candidate's saved jobs. */
  saved: () => [...jobsKeys.all, "saved"] as const,
  /** The signed-in candidate's Jobs for you (and when their previous visit ended, for New). */
  forYou: () => [...jobsKeys.all, "for-you"] as const,
};
