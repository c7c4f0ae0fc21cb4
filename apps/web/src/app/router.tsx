/**
 * Every route of SPEC.md §2, built from the one route table (config/paths.ts). Pages are lazy route
 * modules so the home route stays small; redirects are loaders, so they happen before anything renders.
 */
import {
  createBrowserRouter,
  matchRoutes,
  redirect,
  type ActionFunctionArgs,
  type HydrationState,
  type LoaderFunctionArgs,
  type RouteObject,
} from "react-router";
import { signUpTypes } from "@app/shared/constants";
import { shortLinkPaths } from "@app/shared/site-paths";
import { paths } from "@/config/paths";
import { withTexts } from "@/lib/i18n";
import { loadFullStylesheet } from "@/lib/page-styles";
import { AdminGuard, RequireRole } from "./guards";
import { NotFoundPage } from "./routes/not-found";
import { PageErrorBoundary, RootErrorBoundary } from "./routes/route-error";
import { RouteFallback } from "./routes/route-fallback";
import { RootLayout } from "./shell/root-layout";

/**
 * A route that only sends the visitor elsewhere, keeping the query string (a `redirectTo`, say).
 * The loader redirects before anything renders; the Component only tells the router the route is complete.
 */
function redirectRoute(path: string, to: string): RouteObject {
  return {
    path,
    loader: ({ request }: LoaderFunctionArgs) => redirect(`${to}${new URL(request.url).search}`),
    Component: RouteFallback,
  };
}

/** A short address of the site's SMS, sent on by who is signed in (routes/short-link.tsx). */
function shortLinkRoute(to: keyof typeof shortLinkPaths): RouteObject {
  return {
    path: shortLinkPaths[to],
    lazy: async () => {
      const { ShortLinkRoute } = await import("./routes/short-link");
      return { Component: () => <ShortLinkRoute to={to} /> };
    },
  };
}

/** /login/:type and /signup/:type serve only candidate and employer; anything else is the candidate login. */
function requireSignUpType({ params, request }: LoaderFunctionArgs) {
  const known = (signUpTypes as readonly string[]).includes(params.type ?? "");
  return known ? null : redirect(`${paths.login.href("candidate")}${new URL(request.url).search}`);
}

/**
 * A page's answer to its form posted before the script ran (lib/form-echo.tsx): run by the server's
 * renderer only, so its module is never part of the browser's page.
 */
function postedForm(load: () => Promise<(args: ActionFunctionArgs) => Promise<unknown>>) {
  return async (args: ActionFunctionArgs) => (await load())(args);
}

/** Every page of SPEC.md §2, rendered inside the shell. */
const pages: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import("./routes/home")).HomeRoute }) },
  { path: paths.jobs.path, lazy: async () => ({ Component: (await import("./routes/jobs")).JobsRoute }) },
  { path: paths.job.path, lazy: async () => ({ Component: (await withTexts(["job-detail", "reports"], () => import("./routes/job-detail"))).JobDetailRoute }) },
  { path: paths.company.path, lazy: async () => ({ Component: (await withTexts(["companies", "job-detail"], () => import("./routes/company"))).CompanyRoute }) },
  { path: paths.courses.path, lazy: async () => ({ Component: (await withTexts(["courses"], () => import("./routes/courses"))).CoursesRoute }) },
  {
    path: paths.course.path,
    lazy: async () => ({ Component: (await withTexts(["courses", "validation"], () => import("./routes/course-detail"))).CourseDetailRoute }),
  },
  {
    path: paths.contact.path,
    action: postedForm(async () => (await import("@/features/contact/actions/posted-consultation")).consultationAction),
    lazy: async () => ({ Component: (await withTexts(["contact", "validation"], () => import("@/features/contact/components/contact-page"))).ContactPage }),
  },

  // Job alerts: a candidate's own, or anyone's by the link in an alert mail (`?token=`), so no guard;
  // the page itself asks a guest without a link to log in.
  { path: paths.alerts.path, lazy: async () => ({ Component: (await withTexts(["validation"], () => import("@/features/alerts/components/my-alerts-page"))).MyAlertsPage }) },
  {
    path: paths.alertNew.path,
    action: postedForm(async () => (await import("@/features/alerts/actions/posted-alert")).newAlertAction),
    lazy: async () => ({ Component: (await withTexts(["validation"], () => import("@/features/alerts/components/new-alert-page"))).NewAlertPage }),
  },
  {
    path: paths.alertConfirm.path,
    lazy: async () => ({ Component: (await withTexts(["validation"], () => import("@/features/alerts/components/confirm-alert-page"))).ConfirmAlertPage }),
  },
  {
    path: paths.alertUnsubscribe.path,
    lazy: async () => ({ Component: (await withTexts(["validation"], () => import("@/features/alerts/components/unsubscribe-alert-page"))).UnsubscribeAlertPage }),
  },

  redirectRoute("/login", paths.login.href("candidate")),
  redirectRoute("/login/admin", paths.adminLogin.href()),
  {
    path: paths.login.path,
    loader: requireSignUpType,
    action: postedForm(async () => (await import("@/features/auth/actions/posted-forms")).signInAction),
    lazy: async () => ({ Component: (await withTexts(["auth", "validation"], () => import("@/features/auth/components/login-page"))).LoginPage }),
  },
  {
    path: paths.phoneLogin.path,
    loader: requireSignUpType,
    action: postedForm(async () => (await import("@/features/auth/actions/posted-forms")).phoneLoginAction),
    lazy: async () => ({ Component: (await withTexts(["auth", "validation"], () => import("@/features/auth/components/phone-sign-in-page"))).PhoneLoginPage }),
  },
  redirectRoute("/signup", paths.signUp.href("candidate")),
  redirectRoute("/register", paths.signUp.href("candidate")),
  {
    path: paths.signUp.path,
    loader: requireSignUpType,
    action: postedForm(async () => (await import("@/features/auth/actions/posted-forms")).signUpAction),
    lazy: async () => ({ Component: (await withTexts(["auth", "validation"], () => import("@/features/auth/components/sign-up-page"))).SignUpPage }),
  },
  {
    path: paths.phoneSignUp.path,
    loader: requireSignUpType,
    action: postedForm(async () => (await import("@/features/auth/actions/posted-forms")).phoneSignUpAction),
    lazy: async () => ({ Component: (await withTexts(["auth", "validation"], () => import("@/features/auth/components/phone-sign-in-page"))).PhoneSignUpPage }),
  },
  {
    path: paths.forgotPassword.path,
    action: postedForm(async () => (await import("@/features/auth/actions/posted-forms")).forgotPasswordAction),
    lazy: async () => ({
      Component: (await withTexts(["auth", "validation"], () => import("@/features/auth/components/forgot-password-page"))).ForgotPasswordPage,
    }),
  },
  {
    path: paths.resetPassword.path,
    lazy: async () => ({
      Component: (await withTexts(["auth", "validation"], () => import("@/features/auth/components/reset-password-page"))).ResetPasswordPage,
    }),
  },
  {
    path: paths.confirmEmail.path,
    action: postedForm(async () => (await import("@/features/auth/actions/posted-email-confirmation")).confirmEmailAction),
    lazy: async () => ({ Component: (await withTexts(["auth"], () => import("@/features/auth/components/confirm-email-page"))).ConfirmEmailPage }),
  },
  redirectRoute("/admin-setup", paths.adminLogin.href()),
  shortLinkRoute("applications"),
  shortLinkRoute("notifications"),
  {
    path: paths.adminLogin.path,
    lazy: async () => ({ Component: (await withTexts(["auth", "validation"], () => import("@/features/auth/components/admin-login-page"))).AdminLoginPage }),
  },

  {
    element: <RequireRole role="candidate" />,
    children: [
      {
        path: paths.candidateProfile.path,
        lazy: async () => ({ Component: (await import("./routes/candidate-profile")).CandidateProfileRoute }),
      },
      {
        path: paths.candidateStart.path,
        lazy: async () => ({ Component: (await import("./routes/candidate-start")).CandidateStartRoute }),
      },
    ],
  },
  {
    element: <RequireRole role="employer" />,
    children: [
      {
        path: paths.employerDashboard.path,
        lazy: async () => ({ Component: (await import("./routes/employer-dashboard")).EmployerDashboardRoute }),
      },
    ],
  },
  {
    Component: AdminGuard,
    children: [
      {
        path: paths.admin.dashboard.path,
        lazy: async () => ({ Component: (await import("./routes/admin/dashboard")).AdminDashboardRoute }),
      },
      {
        path: paths.admin.jobs.path,
        lazy: async () => ({ Component: (await import("./routes/admin/jobs")).AdminJobsRoute }),
      },
      {
        path: paths.admin.candidates.path,
        lazy: async () => ({ Component: (await import("./routes/admin/candidates")).AdminCandidatesRoute }),
      },
      {
        path: paths.admin.employers.path,
        lazy: async () => ({ Component: (await import("./routes/admin/employers")).AdminEmployersRoute }),
      },
      {
        path: paths.admin.courses.path,
        lazy: async () => ({ Component: (await import("./routes/admin/courses")).AdminCoursesRoute }),
      },
      {
        path: paths.admin.verification.path,
        lazy: async () => ({ Component: (await import("./routes/admin/verification")).AdminVerificationRoute }),
      },
      {
        path: paths.admin.audit.path,
        lazy: async () => ({ Component: (await import("./routes/admin/audit")).AdminAuditRoute }),
      },
      {
        path: paths.admin.reports.path,
        lazy: async () => ({ Component: (await import("./routes/admin/reports")).AdminReportsRoute }),
      },
      {
        path: paths.admin.review.path,
        lazy: async () => ({ Component: (await import("./routes/admin/review")).AdminReviewRoute }),
      },
      {
        path: paths.admin.conversations.path,
        lazy: async () => ({ Component: (await import("./routes/admin/conversations")).AdminConversationsRoute }),
      },
      {
        path: paths.admin.companyPages.path,
        lazy: async () => ({ Component: (await import("./routes/admin/company-pages")).AdminCompanyPagesRoute }),
      },
    ],
  },

  { path: "*", Component: NotFoundPage },
];

export const routes: RouteObject[] = [
  {
    path: paths.home.path,
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    children: [
      {
        // Pages load (and fail) inside the shell: while the first page module arrives, and when a
        // page throws, only the page area changes and the navigation stays usable.
        HydrateFallback: RouteFallback,
        ErrorBoundary: PageErrorBoundary,
        children: pages,
      },
    ],
  },
];

/**
 * The router for the page the browser is on. A page the server rendered (entry-server.tsx) is taken
 * over (hydrated) with its route modules already loaded and its loaders' answers, as the server had
 * them: React must find the same page, not the fallback shown while a lazy module loads. So this
 * first loads the modules of the routes that match the address and puts them in place of the `lazy`
 * functions (React Router's documented way for lazy routes with server rendering).
 */
export async function createAppRouter({ hydrationData }: { hydrationData?: HydrationState }) {
  if (hydrationData) {
    const lazyMatches = (matchRoutes(routes, window.location) ?? []).filter((match) => match.route.lazy);
    await Promise.all(
      lazyMatches.map(async ({ route }) => {
        const lazy = route.lazy;
        if (typeof lazy !== "function") return;
        Object.assign(route, { ...(await lazy()), lazy: undefined });
      }),
    );
  }
  wholeStylesheetFirst(routes);
  return createBrowserRouter(routes, { hydrationData });
}

/**
 * Every page still to load waits for the whole stylesheet too, where the server drew the first page
 * with its own styles only (lib/page-styles.ts). The routes of the first page are loaded already.
 */
function wholeStylesheetFirst(routeList: RouteObject[]) {
  for (const route of routeList) {
    const lazy = route.lazy;
    if (typeof lazy === "function") {
      route.lazy = async () => (await Promise.all([lazy(), loadFullStylesheet()]))[0];
    }
    if (route.children) wholeStylesheetFirst(route.children);
  }
}

