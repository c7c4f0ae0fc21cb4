/**
 * The one query-key factory for the employer dashboard. Keys start with "employer", which both the
 * "jobs" and the "applications" server events invalidate (app/server-event-keys.ts).
 */
export const employerKeys = {
  all: ["employer"] as const,
  stats: () => [...employerKeys.all, "stats"] as const,
  jobs: (params: { page?: number } = {}) => [...employerKeys.all, "jobs", params] as const,
  /** All the employer's jobs, as the choices of the applications' job filter. */
  jobChoices: () => [...employerKeys.all, "job-choices"] as const,
};
