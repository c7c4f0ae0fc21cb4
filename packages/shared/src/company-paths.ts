/**
 * A company page's addresses, without zod: the job card and the job page (guest pages) link to it.
 */

/** The company page of `slug` (`/companies/{slug}`). */
export const companyPageHref = (slug: string): string => `/companies/${encodeURIComponent(slug)}`;

/** The logo's address: versioned by its last change, so it is cached for a year and still never stale. */
export const companyLogoHref = (slug: string, updatedAt: string): string =>
  `/api/companies/${encodeURIComponent(slug)}/logo?v=${new Date(updatedAt).getTime()}`;
