/**
 * The web app's pages as route patterns (`:name` stands for one path segment), in one place for
 * both apps: the web app's route table (`apps/web/src/config/paths.ts`) is built on them, and the
 * server answers any other path with 404 (the app shell still renders its "page not found").
 */
export const sitePaths = {
  home: "/",
  jobs: "/jobs",
  job: "/jobs/:id",
  courses: "/courses",
  course: "/courses/:id",
  company: "/companies/:slug",
  contact: "/contact",
  login: "/login/:type",
  signUp: "/signup/:type",
  /** Signing in, and up, with a mobile number and a code by SMS (two steps on one page). */
  phoneLogin: "/login/:type/phone",
  phoneSignUp: "/signup/:type/phone",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  /** The link mailed to an address added to an account made with a phone: opening it (and its button) makes the address the account's. */
  confirmEmail: "/confirm-email",
  candidateProfile: "/candidate/profile",
  /** A new candidate's few quick steps to a profile good enough to apply with (issue 52). */
  candidateStart: "/candidate/start",
  /** A candidate's job alerts; with `?token=` anyone's, by the link in an alert mail. */
  alerts: "/alerts",
  /** A search's alert saved on a page of its own: what "Alert me to jobs like these" opens before the script runs. */
  alertNew: "/alerts/new",
  alertConfirm: "/alerts/confirm",
  alertUnsubscribe: "/alerts/unsubscribe",
  employerDashboard: "/employer/dashboard",
  adminLogin: "/admin",
  admin: {
    dashboard: "/admin/dashboard",
    jobs: "/admin/jobs",
    candidates: "/admin/candidates",
    employers: "/admin/employers",
    courses: "/admin/courses",
    review: "/admin/review",
    reports: "/admin/reports",
    conversations: "/admin/conversations",
    companyPages: "/admin/company-pages",
    verification: "/admin/verification",
    audit: "/admin/audit",
  },
} as const;

/** What the server answers to a page's form that works before the page's script (ADR 033); not pages themselves. */
export const formPaths = { language: "/language" } as const;

/** The short addresses in SMS (apps/web/src/app/routes/short-link.tsx): the signed-in person's applications, and their channels. */
export const shortLinkPaths = { applications: "/a", notifications: "/n" } as const;

/** Short and old addresses that the web app's router sends on to a page (`/login` → `/login/candidate`). */
export const redirectedSitePaths = ["/login", "/login/admin", "/signup", "/register", "/admin-setup", shortLinkPaths.applications, shortLinkPaths.notifications] as const;

type PathTree = string | { readonly [key: string]: PathTree };

function patternsOf(tree: PathTree): string[] {
  return typeof tree === "string" ? [tree] : Object.values(tree).flatMap(patternsOf);
}

const segmentsOf = (path: string) => path.split("/").filter((segment) => segment !== "");

const sitePatterns = [...patternsOf(sitePaths), ...redirectedSitePaths].map(segmentsOf);

/**
 * Whether the web app has a page (or a redirect) at `pathname`. Like the web app's router, case and
 * a trailing slash do not matter, and a `:name` segment matches any one segment.
 */
export function isSitePath(pathname: string): boolean {
  const segments = segmentsOf(pathname.toLowerCase());
  return sitePatterns.some(
    (pattern) => pattern.length === segments.length && pattern.every((part, index) => part.startsWith(":") || part === segments[index]),
  );
}
