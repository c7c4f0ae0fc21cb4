/**
 * Client-side route guards. They only make the UI pleasant: the server checks every request itself
 * (ARCHITECTURE.md principle 1).
 */
import { lazy, Suspense, use, useEffect, useState, type ReactNode } from "react";
import { Navigate, Outlet, useLocation, useNavigate } from "react-router";
import ShieldAlert from "lucide-react/icons/shield-exclamation-point";
import ShieldX from "lucide-react/icons/shield-x";
import TriangleAlert from "lucide-react/icons/triangle-exclamation-point";
import type { LucideIcon } from "lucide-react";
import { delays, type SignUpType } from "@app/shared/constants";
import { Button } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { PageSpinner, Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { useCurrentUser } from "@/lib/auth";
import { loadAccountTexts, useTranslation } from "@/lib/i18n";

/** The admin's shell (sidebar, waiting counts) loads only for the admin: no guest's page carries it. */
const AdminLayout = lazy(async () => ({ default: (await import("./shell/admin-layout")).AdminLayout }));

function GuardMessage({
  icon: Icon,
  title,
  description,
  children,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  children?: ReactNode;
}) {
  return (
    <Container className="flex min-h-[50vh] flex-col items-center justify-center gap-3 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-red-50 text-destructive">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="max-w-md text-muted-foreground">{description}</p>
      {children}
    </Container>
  );
}

/**
 * The account texts' download, settled either way (null, or the error if it failed). One for the
 * page, not per guard: a component that suspends before its first render keeps no state, and a
 * request made anew at each render would never settle for `use`. A failure holds for the page it
 * happened on (`failedAt`, the location's key); Try again, or the next page, asks again.
 */
let accountTexts: Promise<unknown> | undefined;
let failedAt: string | undefined;

function requestAccountTexts(locationKey: string): Promise<unknown> {
  if (failedAt !== undefined && failedAt !== locationKey) accountTexts = undefined;
  if (!accountTexts) {
    failedAt = undefined;
    accountTexts = loadAccountTexts().then(
      () => null,
      (error: unknown) => {
        failedAt = locationKey;
        return error ?? new Error("The account texts did not load");
      },
    );
  }
  return accountTexts;
}

/**
 * Draws `children` once the signed-in areas' texts are there (lib/i18n.ts); a guest's pages never
 * load them. A failed download (a dropped connection) says so, with a button that tries again.
 */
function WithAccountTexts({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [, setAttempts] = useState(0);
  const failure = use(requestAccountTexts(location.key));
  if (failure) {
    const retry = () => {
      accountTexts = undefined;
      setAttempts((attempts) => attempts + 1);
    };
    return (
      <GuardMessage icon={TriangleAlert} title={t("guard.textsError.title")} description={t("guard.textsError.description")}>
        <RetryButton onRetry={retry} />
      </GuardMessage>
    );
  }
  return children;
}

function RetryButton({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return <Button onClick={onRetry}>{t("common.actions.retry")}</Button>;
}

/**
 * Lets only a signed-in user of `role` through; everyone else goes to that role's login, which
 * brings them back here afterwards (`?redirectTo=`).
 */
export function RequireRole({ role }: { role: SignUpType }) {
  const { t } = useTranslation();
  const location = useLocation();
  const currentUser = useCurrentUser();

  if (currentUser.isPending) return <PageSpinner label={t("guard.checkingAccount")} />;
  if (currentUser.isError) {
    return (
      <GuardMessage icon={TriangleAlert} title={t("guard.error.title")} description={t("guard.error.account")}>
        <RetryButton onRetry={() => void currentUser.refetch()} />
      </GuardMessage>
    );
  }
  if (currentUser.data?.role !== role) {
    const here = `${location.pathname}${location.search}`;
    return <Navigate to={paths.login.href(role, here)} replace />;
  }
  return (
    <Suspense fallback={<PageSpinner label={t("guard.checkingAccount")} />}>
      <WithAccountTexts>
        <Outlet />
      </WithAccountTexts>
    </Suspense>
  );
}

/** Sends the visitor to `to` after SPEC.md §9's short pause, so the message above can be read. */
function useDelayedRedirect(to: string | null) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!to) return;
    const timer = setTimeout(() => void navigate(to, { replace: true }), delays.guardRedirect);
    return () => clearTimeout(timer);
  }, [navigate, to]);
}

/** The admin area's guard (SPEC.md §2 Admin area): checking, authentication required, access denied, or in. */
export function AdminGuard() {
  const { t } = useTranslation();
  const currentUser = useCurrentUser();
  const user = currentUser.data;
  const redirectTo =
    currentUser.isSuccess && !user ? paths.adminLogin.href() : user && user.role !== "admin" ? paths.home.href() : null;
  useDelayedRedirect(redirectTo);

  const checking = (
    <div className="flex min-h-[50vh] items-center justify-center p-8">
      <Spinner label={t("guard.checkingAdmin")} showLabel />
    </div>
  );
  if (currentUser.isPending) return checking;
  if (currentUser.isError) {
    return (
      <GuardMessage icon={TriangleAlert} title={t("guard.error.title")} description={t("guard.error.admin")}>
        <RetryButton onRetry={() => void currentUser.refetch()} />
      </GuardMessage>
    );
  }
  if (!user) {
    return (
      <GuardMessage icon={ShieldAlert} title={t("guard.authRequired.title")} description={t("guard.authRequired.description")}>
        <Spinner label={t("guard.redirecting")} />
      </GuardMessage>
    );
  }
  if (user.role !== "admin") {
    return (
      <GuardMessage icon={ShieldX} title={t("guard.accessDenied.title")} description={t("guard.accessDenied.description")}>
        <Spinner label={t("guard.redirecting")} />
      </GuardMessage>
    );
  }
  return (
    <Suspense fallback={checking}>
      <WithAccountTexts>
        <AdminLayout user={user} />
      </WithAccountTexts>
    </Suspense>
  );
}
