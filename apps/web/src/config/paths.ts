/** The one route table of the web app: every path and its href builder (SPEC.md §2). */
import type { Role, SignUpType } from "@app/shared/constants";

export const paths = {
  home: { path: "/", href: () => "/" },
  jobs: { path: "/jobs", href: () => "/jobs" },
  job: { path: "/jobs/:id", href: (id: string) => `/jobs/${encodeURIComponent(id)}` },
  courses: { path: "/courses", href: () => "/courses" },
  course: { path: "/courses/:id", href: (id: string) => `/courses/${encodeURIComponent(id)}` },
  contact: {
    path: "/contact",
    href: () => "/contact",
    consultationHref: () => "/contact#consultation",
  },
  login: {
    path: "/login/:type",
    href: (type: SignUpType, redirectTo?: string) =>
      `/login/${type}${redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ""}`,
  },
  signUp: { path: "/signup/:type", href: (type: SignUpType) => `/signup/${type}` },
  forgotPassword: { path: "/forgot-password", href: () => "/forgot-password" },
  resetPassword: { path: "/reset-password", href: () => "/reset-password" },
  candidateProfile: {
    path: "/candidate/profile",
    /** `tab` opens one of the profile's tabs (`?tab=`), such as "courses". */
    href: (tab?: string) => `/candidate/profile${tab ? `?tab=${encodeURIComponent(tab)}` : ""}`,
  },
  employerDashboard: { path: "/employer/dashboard", href: () => "/employer/dashboard" },
  adminLogin: { path: "/admin", href: () => "/admin" },
  admin: {
    dashboard: { path: "/admin/dashboard", href: () => "/admin/dashboard" },
    jobs: { path: "/admin/jobs", href: () => "/admin/jobs" },
    candidates: { path: "/admin/candidates", href: () => "/admin/candidates" },
    employers: { path: "/admin/employers", href: () => "/admin/employers" },
    courses: { path: "/admin/courses", href: () => "/admin/courses" },
    review: { path: "/admin/review", href: () => "/admin/review" },
    reports: { path: "/admin/reports", href: () => "/admin/reports" },
    verification: { path: "/admin/verification", href: () => "/admin/verification" },
    audit: { path: "/admin/audit", href: () => "/admin/audit" },
  },
} as const;

/** Where each role lands after logging in (SPEC.md §2 Login), unless a candidate was sent elsewhere. */
export function homeForRole(role: Role): string {
  if (role === "admin") return paths.admin.dashboard.href();
  if (role === "employer") return paths.employerDashboard.href();
  return paths.jobs.href();
}

/** Only same-site paths may be followed after login: never an absolute or protocol-relative URL. */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  return value;
}
