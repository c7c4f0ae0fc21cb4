/**
 * Company pages (issue 32): every employer has one at `/companies/{slug}` (the slug is made at
 * sign-up and never changes). The employer edits its texts and logo from the dashboard; the same
 * money and phone checks as jobs hold a flagged page for the admin (`pending_review`), and until
 * the admin approves it the public sees the page without its held texts (about, Kannada about,
 * website), only the name, the facts and the jobs. A deleted employer's page answers 410.
 *
 * Routes (JSON unless said):
 * - `GET    /api/companies/:slug` → `{ page: CompanyPage }` for anyone; 404 `not_found`, 410 `gone`
 * - `GET    /api/companies/:slug/logo` → the logo, `image/webp` (a versioned URL, cached for a year); 404 without one
 * - `GET    /api/employer/company` → `{ page: CompanyPage }`: the employer's own page, all of it
 * - `PUT    /api/employer/company` `CompanyPageInput` → `{ page }`: flagged text → `pending_review`
 * - `PUT    /api/employer/company/logo` multipart (`file`: PNG, JPEG or WebP, ≤ 1 MB) → `{ page }`;
 *   413 `file_too_large`, 415 `invalid_file_format`; stored re-encoded as a 256×256 WebP
 * - `DELETE /api/employer/company/logo` → `{ page }`
 * - `GET    /api/admin/company-pages?page=` → `HeldCompanyPagePage` (held pages, oldest first)
 * - `POST   /api/admin/company-pages/:slug/approve` → `{ page }` (audited `company.approve`)
 * - `POST   /api/admin/company-pages/:slug/reject` `ModerationReasonInput` → `{ page }`: the held
 *   texts are cleared and the page published without them (audited `company.reject`)
 *
 * Anyone other than the employer and the admin is refused the employer's and the admin's routes.
 */
import { z } from "zod";
import type { Job } from "./jobs.ts";
import type { JobFlag } from "./job-flags.ts";
import { localityNames } from "./locality-names.ts";

export { companyLogoHref, companyPageHref } from "./company-paths.ts";

export const companyAboutMax = 2000;
export const companyWebsiteMax = 200;
/** The largest logo accepted, before it is re-encoded. */
export const companyLogoMaxBytes = 1024 * 1024;
/** The logo's side once re-encoded (a square WebP). */
export const companyLogoSide = 256;
/** What a logo may be (by its content, not its name), and the extensions the file picker offers. */
export const companyLogoMimeTypes = ["image/png", "image/jpeg", "image/webp"] as const;
export const companyLogoAccept = ".png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp";
export const companyPageSize = 20;

const about = z.string().trim().max(companyAboutMax, "validation.company.aboutTooLong");

export const companyPageSchema = z.object({
  about: about.default(""),
  /** Empty for none. */
  aboutKn: about.optional().transform((value) => value || null),
  /** One of the city's places, or empty for none. */
  locality: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || null)
    .refine((value) => value === null || localityNames.some((place) => place.name === value), "validation.company.localityInvalid"),
  /** An https address, or empty for none. */
  website: z
    .string()
    .trim()
    .max(companyWebsiteMax, "validation.company.websiteInvalid")
    .optional()
    .transform((value) => value || null)
    .refine((value) => value === null || /^https:\/\/[^\s/]+\.[^\s]+$/i.test(value), "validation.company.websiteInvalid"),
});
export type CompanyPageInput = z.input<typeof companyPageSchema>;
export type CompanyPageValues = z.output<typeof companyPageSchema>;

export const companyPageStatuses = ["published", "pending_review"] as const;
export type CompanyPageStatus = (typeof companyPageStatuses)[number];

export interface CompanyPage {
  slug: string;
  /** The employer's company name. */
  name: string;
  /** Empty (and `aboutKn`, `website` null) for the public while the page is held. */
  about: string;
  aboutKn: string | null;
  locality: string | null;
  website: string | null;
  /** The logo's versioned address (`companyLogoHref`), or null. */
  logoUrl: string | null;
  verified: boolean;
  status: CompanyPageStatus;
  /** What the checks found in the held text: only for the employer and the admin. */
  flags: JobFlag[];
  /** Applicants hired through the site on the employer's jobs. */
  hiredCount: number;
  /** When the employer joined the site. */
  since: string;
  /** The employer's listed jobs, newest first. */
  jobs: Job[];
}

export interface HeldCompanyPage {
  page: CompanyPage;
  /** Null for an employer who signed up with a phone and has no address. */
  employerEmail: string | null;
  heldAt: string;
}

export interface HeldCompanyPagePage {
  items: HeldCompanyPage[];
  totalCount: number;
  page: number;
  pageSize: number;
}
