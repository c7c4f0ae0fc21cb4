/**
 * Job alerts' choices, limits and the words of their search (alerts.ts has the schemas), without
 * zod: the job list's "Alert me" button and the alerts' pages read them before any form is used.
 */
import type { JobType } from "./constants.ts";
import type { JobSearch } from "./jobs.ts";

export const alertFrequencies = ["instant", "daily"] as const;
export type AlertFrequency = (typeof alertFrequencies)[number];

/**
 * What an alert sends: the new jobs of a saved search, or a candidate's Jobs for you
 * (packages/shared/src/jobs-for-you.ts), daily only, one per candidate, its criteria empty.
 */
export const alertKinds = ["search", "for_you"] as const;
export type AlertKind = (typeof alertKinds)[number];

/**
 * At most this many confirmed alerts per e-mail address (a candidate's, or a guest's). Alerts a
 * guest saved for an address and never confirmed do not count: a stranger cannot use up someone
 * else's alerts; they are deleted after `unconfirmedAlertDays` days.
 */
export const maxAlertsPerAddress = 10;
export const unconfirmedAlertDays = 3;
/** The daily digest goes out at this hour in the site's time zone, with at most `digestJobCount` jobs. */
export const digestHour = 8;
export const digestJobCount = 10;

/** The words of an alert's search in a line, for mails and lists: "driver · Full Time · Hebbal". */
export function describeAlertCriteria(criteria: Pick<JobSearch, "q" | "type" | "location">, typeLabel: (type: JobType) => string): string {
  const parts = [criteria.q, criteria.type ? typeLabel(criteria.type) : undefined, criteria.location].filter((part): part is string => Boolean(part?.trim()));
  return parts.join(" · ");
}

/**
 * An alert's search as the job list reads it from its address (`q=driver&type=Full-time`): the
 * alerts' pages link to it, and a text's short link to an alert's new jobs is sent on to it.
 */
export function alertSearchQuery(criteria: Pick<JobSearch, "q" | "type" | "location" | "salaryMin" | "salaryMax" | "verified">): string {
  const params = new URLSearchParams();
  if (criteria.q) params.set("q", criteria.q);
  if (criteria.type) params.set("type", criteria.type);
  if (criteria.location) params.set("location", criteria.location);
  if (criteria.salaryMin !== undefined) params.set("salaryMin", String(criteria.salaryMin));
  if (criteria.salaryMax !== undefined) params.set("salaryMax", String(criteria.salaryMax));
  if (criteria.verified) params.set("verified", "true");
  return params.toString();
}
