/**
 * "Jobs for you" (issue 30): open jobs ranked for a signed-in candidate by their profile's skills,
 * the work in their experience, the job types and places they want, and the jobs they applied to
 * before, each with the reasons it was chosen. Jobs they applied to are never among them.
 *
 * `GET /api/profile/jobs-for-you?limit=` → `JobsForYou`. The same call marks the candidate's visit:
 * `newSince` is when their previous visit began (a visit ends after `visitGapMinutes` without a
 * look at the jobs), and jobs posted after it are marked New; null on a first visit. Its query's
 * schema is in candidates.ts: this module has no zod, as the job list's script reads it.
 */
import type { JobType } from "./constants.ts";
import type { Job } from "./jobs.ts";

/** A visit ends after this long without a look at the jobs. */
export const visitGapMinutes = 30;
/** At most this many jobs for you are asked at once. */
export const jobsForYouMax = 20;

/** Why a job was chosen, strongest first. */
export type JobForYouReason =
  | { kind: "skills"; skills: string[] }
  | { kind: "experience"; title: string }
  | { kind: "applied"; title: string }
  | { kind: "place"; place: string }
  | { kind: "type"; type: JobType };

export interface JobForYou {
  job: Job;
  reasons: JobForYouReason[];
}

export interface JobsForYou {
  jobs: JobForYou[];
  /** Whether the profile says anything to look by (skills, experience, wanted types or places, applications). */
  profileUsable: boolean;
  /** When the candidate's previous visit began; jobs posted after it are New. */
  newSince: string | null;
}

/** Whether a job counts as New for a candidate whose previous visit began at `newSince`. */
export function isNewSince(postedAt: string, newSince: string | null | undefined): boolean {
  return Boolean(newSince) && Date.parse(postedAt) > Date.parse(newSince!);
}
