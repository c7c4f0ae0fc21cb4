import { useCallback, useEffect, useRef } from "react";
import { useNavigate, useSearchParams } from "@/lib/navigation";
import { delays, roles, type Role } from "@app/shared/constants";
import { homeForRole, paths, safeRedirectPath } from "@/config/paths";

/** The areas only one role may open (the guards send anyone else to that role's login). */
const roleAreas: Record<Role, string> = { candidate: "/candidate/", employer: "/employer/", admin: "/admin" };

/**
 * SPEC.md §2: a candidate goes back to the page that sent it to login. So does an employer (the
 * contact page sends a guest to the employer login and keeps the message typed there), but never
 * into another role's area, which would only ask for another login; the admin goes to its dashboard.
 */
export function loginDestination(role: Role, redirectTo: string | null): string {
  const path = safeRedirectPath(redirectTo);
  if (role === "admin" || !path) return homeForRole(role);
  const otherRolesArea = roles.some((other) => other !== role && path.startsWith(roleAreas[other]));
  return otherRolesArea ? homeForRole(role) : path;
}

/**
 * Issue 52: a candidate who has just signed up goes through the quick profile steps, unless a page
 * sent it here (to apply, say), which comes first; anyone else goes where a login would.
 */
export function signUpDestination(role: Role, redirectTo: string | null): string {
  if (role === "candidate" && !safeRedirectPath(redirectTo)) return paths.candidateStart.href();
  return loginDestination(role, redirectTo);
}

/** Carries the page a candidate was sent from on to sign-up, so it lands there after registering. */
export function withRedirect(href: string, redirectTo: string | null) {
  return redirectTo ? `${href}?redirectTo=${encodeURIComponent(redirectTo)}` : href;
}

/**
 * Where a signed-in user of `role` goes from the account pages, and the navigation that takes it
 * there (`goAfterLogin(role, true)` after a sign-up).
 */
export function usePostLoginNavigation() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirectTo = safeRedirectPath(searchParams.get("redirectTo"));
  const adminTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(adminTimer.current), []);

  const destinationFor = useCallback((role: Role) => loginDestination(role, redirectTo), [redirectTo]);

  const goAfterLogin = useCallback(
    (role: Role, signedUp = false) => {
      const to = signedUp ? signUpDestination(role, redirectTo) : destinationFor(role);
      // The login form must not stay in history: Back from the dashboard should not show it again.
      if (role === "admin") {
        adminTimer.current = window.setTimeout(() => navigate(to, { replace: true }), delays.adminAfterLogin);
      } else {
        void navigate(to, { replace: true });
      }
    },
    [destinationFor, navigate, redirectTo],
  );

  return { redirectTo, destinationFor, goAfterLogin };
}
