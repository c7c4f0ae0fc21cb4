/** Roles, languages and limits of SPEC.md §9, shared by the server and the web app. */
export const roles = ["candidate", "employer", "admin"] as const;
export type Role = (typeof roles)[number];

/** The account types a person can sign up as; admin accounts come only from the operator. */
export const signUpTypes = ["candidate", "employer"] as const;
export type SignUpType = (typeof signUpTypes)[number];

export const languages = ["en", "kn"] as const;
export type Language = (typeof languages)[number];

/** The cookie of the reader's language, set by the language switch; the server draws pages in it. */
export const languageCookie = "language";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

export const limits = {
  passwordMin: 6,
  passwordMax: 128,
  nameMin: 2,
  nameMax: 100,
  phoneMin: 5,
  phoneMax: 15,
  companyMin: 2,
  companyMax: 120,
  emailMax: 254,
  consultationMessageMax: 2000,
} as const;

/** Redirect and dialog delays of SPEC.md §9, in milliseconds. */
export const delays = {
  afterPasswordReset: 3000,
  adminAfterLogin: 100,
  guardRedirect: 800,
  thankYouDialog: 500,
} as const;

/** Job enums and list sizes of SPEC.md §3 and §9 (re-exported by jobs.ts beside the schemas). */
export const jobTypes = ["Full-time", "Part-time", "Contract", "Freelance", "Internship"] as const;
export type JobType = (typeof jobTypes)[number];

/**
 * A job's life: listed (active), done (filled, expired), and the states only its employer and the
 * admin see: a draft, held for review (pending_review), rejected, hidden by reports (reported),
 * taken down by the admin (trust.ts).
 */
export const jobStatuses = ["active", "filled", "expired", "draft", "pending_review", "rejected", "reported", "taken_down"] as const;
export type JobStatus = (typeof jobStatuses)[number];

/**
 * "relevance": best match first, the order of a search with words unless another is chosen;
 * "nearest": by the distance from the locality a search names (`near`), its order when it names one
 * (resolveJobSort).
 */
export const jobSorts = ["relevance", "latest", "top", "nearest"] as const;
export type JobSort = (typeof jobSorts)[number];

export const jobListPageSize = 10;
export const featuredJobCount = 3;
