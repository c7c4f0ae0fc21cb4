/**
 * The one route table of the web app: every path and its href builder (SPEC.md §2). The patterns
 * are `@app/shared/site-paths`, which the server also reads to answer 404 for any other path.
 */
import { companyPageHref } from "@app/shared/company-paths";
import type { Role, SignUpType } from "@app/shared/constants";
import { formPaths, sitePaths } from "@app/shared/site-paths";

export const paths = {
  home: { path: sitePaths.home, href: () => sitePaths.home },
  jobs: { path: sitePaths.jobs, href: () => sitePaths.jobs },
  job: { path: sitePaths.job, href: (id: string) => `/jobs/${encodeURIComponent(id)}` },
  courses: { path: sitePaths.courses, href: () => sitePaths.courses },
  course: { path: sitePaths.course, href: (id: string) => `/courses/${encodeURIComponent(id)}` },
  company: { path: sitePaths.company, href: companyPageHref },
  /** The language switch's form (app/shell/language-toggle.tsx). */
  language: { href: () => formPaths.language },
  contact: {
    path: sitePaths.contact,
    href: () => sitePaths.contact,
    consultationHref: () => `${sitePaths.contact}#consultation`,
  },
  login: {
    path: sitePaths.login,
    href: (type: SignUpType, redirectTo?: string) =>
      `/login/${type}${redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ""}`,
  },
  signUp: { path: sitePaths.signUp, href: (type: SignUpType) => `/signup/${type}` },
  phoneLogin: {
    path: sitePaths.phoneLogin,
    href: (type: SignUpType, redirectTo?: string) =>
      `/login/${type}/phone${redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ""}`,
  },
  phoneSignUp: { path: sitePaths.phoneSignUp, href: (type: SignUpType) => `/signup/${type}/phone` },
  forgotPassword: { path: sitePaths.forgotPassword, href: () => sitePaths.forgotPassword },
  resetPassword: { path: sitePaths.resetPassword, href: () => sitePaths.resetPassword },
  /** The link mailed to an address added to an account made with a phone. */
  confirmEmail: { path: sitePaths.confirmEmail, href: (token: string) => `${sitePaths.confirmEmail}?token=${encodeURIComponent(token)}` },
  candidateProfile: {
    path: sitePaths.candidateProfile,
    /** `tab` opens one of the profile's tabs (`?tab=`), such as "courses". */
    href: (tab?: string) => `/candidate/profile${tab ? `?tab=${encodeURIComponent(tab)}` : ""}`,
    /** The tab of Jobs for you (features/jobs), which the job list and the alerts link to. */
    jobsForYouTab: "for-you",
  },
  /** `step`: the step to open (1 first); none opens the first. */
  candidateStart: { path: sitePaths.candidateStart, href: (step?: number) => `${sitePaths.candidateStart}${step ? `?step=${step}` : ""}` },
  alerts: {
    path: sitePaths.alerts,
    /** `token`: the link of an alert mail, which opens the address's alerts without signing in. */
    href: (token?: string) => `${sitePaths.alerts}${token ? `?token=${encodeURIComponent(token)}` : ""}`,
  },
  /** `query`: the search's parameters as the job list has them (alerts/components/alert-format.ts). */
  alertNew: { path: sitePaths.alertNew, href: (query = "") => `${sitePaths.alertNew}${query ? `?${query}` : ""}` },
  alertConfirm: { path: sitePaths.alertConfirm, href: (token: string) => `${sitePaths.alertConfirm}?token=${encodeURIComponent(token)}` },
  alertUnsubscribe: {
    path: sitePaths.alertUnsubscribe,
    href: (token: string) => `${sitePaths.alertUnsubscribe}?token=${encodeURIComponent(token)}`,
  },
  employerDashboard: {
    path: sitePaths.employerDashboard,
    /** `tab` opens one of the dashboard's tabs (`?tab=`), such as "messages". */
    href: (tab?: string) => `${sitePaths.employerDashboard}${tab ? `?tab=${encodeURIComponent(tab)}` : ""}`,
  },
  adminLogin: { path: sitePaths.adminLogin, href: () => sitePaths.adminLogin },
  admin: {
    dashboard: { path: sitePaths.admin.dashboard, href: () => sitePaths.admin.dashboard },
    jobs: { path: sitePaths.admin.jobs, href: () => sitePaths.admin.jobs },
    candidates: { path: sitePaths.admin.candidates, href: () => sitePaths.admin.candidates },
    employers: { path: sitePaths.admin.employers, href: () => sitePaths.admin.employers },
    courses: { path: sitePaths.admin.courses, href: () => sitePaths.admin.courses },
    review: { path: sitePaths.admin.review, href: () => sitePaths.admin.review },
    reports: { path: sitePaths.admin.reports, href: () => sitePaths.admin.reports },
    verification: { path: sitePaths.admin.verification, href: () => sitePaths.admin.verification },
    audit: { path: sitePaths.admin.audit, href: () => sitePaths.admin.audit },
    conversations: { path: sitePaths.admin.conversations, href: () => sitePaths.admin.conversations },
    companyPages: { path: sitePaths.admin.companyPages, href: () => sitePaths.admin.companyPages },
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
