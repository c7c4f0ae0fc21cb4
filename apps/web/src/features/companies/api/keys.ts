/**
 * The company pages' query keys. The public page's key starts with "jobs", the server-event topic,
 * so a `jobs` event (a job posted, filled or deleted anywhere) refetches its live list of open jobs.
 */
export const companyKeys = {
  page: (slug: string) => ["jobs", "company", slug] as const,
  /** The signed-in employer's own page. */
  own: () => ["jobs", "company", "own"] as const,
};
