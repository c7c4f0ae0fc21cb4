import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "@app/shared/user";
import { toast } from "@/components/ui/toaster";
import { i18n } from "@/lib/i18n";
import { expectConsoleError, silenceConsoleError } from "@/testing/console";
import { json, renderApp, testSite, testUser } from "@/testing/render-app";

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
  document.title = "";
});

const candidate = testUser();
const employer = testUser({ role: "employer", company: "Chamundi Logistics" });
const admin = testUser({ role: "admin", email: "admin@localhost" });

/** The site and the account answer; every page's own data stays on its way, since the title does not wait for it. */
function stubApi(user: SessionUser | null = null) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const { pathname } = new URL(String(input instanceof Request ? input.url : input), "http://localhost");
      if (pathname === "/api/site") return json(testSite);
      if (pathname === "/api/accounts/me") return json({ user });
      return new Promise<Response>(() => {});
    }),
  );
}

describe("document title", () => {
  it.each<[string, SessionUser | null, string]>([
    ["/", null, "Find a job in your city"],
    ["/jobs", null, "Browse Jobs"],
    ["/courses", null, "Skills Development Courses"],
    ["/contact", null, "Contact Us"],
    ["/login/candidate", null, "Candidate Login"],
    ["/login/employer", null, "Employer Login"],
    ["/signup/employer", null, "Create an Employer Account"],
    ["/forgot-password", null, "Forgot your password?"],
    ["/reset-password", null, "Set a new password"],
    ["/admin", null, "Admin Login"],
    ["/candidate/profile", candidate, "My Profile"],
    ["/employer/dashboard", employer, "Employer Dashboard"],
    ["/alerts", candidate, "My alerts"],
    ["/alerts?token=Zx8_kQ2-vBn7LmP4rTy6WcE1sHd9JfA3gUo5NiK0qXa", null, "My alerts"],
    ["/alerts/confirm?token=Zx8_kQ2-vBn7LmP4rTy6WcE1sHd9JfA3gUo5NiK0qXa", null, "Confirm your job alert"],
    ["/alerts/unsubscribe?token=Zx8_kQ2-vBn7LmP4rTy6WcE1sHd9JfA3gUo5NiK0qXa", null, "Stop this alert"],
  ])("%s is '<page> | <site>'", async (path, user, title) => {
    stubApi(user);
    renderApp(path);
    await waitFor(() => expect(document.title).toBe(`${title} | ${testSite.name}`));
  });

  it.each([
    ["/admin/dashboard", "Dashboard"],
    ["/admin/jobs", "Manage Jobs"],
    ["/admin/candidates", "Manage Candidates"],
    ["/admin/employers", "Manage Employers"],
    ["/admin/courses", "Manage Courses"],
    ["/admin/review", "Review queue"],
    ["/admin/reports", "Reports"],
    ["/admin/verification", "Verification"],
    ["/admin/audit", "Audit log"],
    ["/admin/conversations", "Reported conversations"],
    ["/admin/company-pages", "Held company pages"],
  ])("the admin's %s is '%s | <site>'", async (path, title) => {
    stubApi(admin);
    renderApp(path);
    await waitFor(() => expect(document.title).toBe(`${title} | ${testSite.name}`));
  });

  it("names the 404 page", async () => {
    silenceConsoleError();
    stubApi();
    renderApp("/no/such-page");
    await waitFor(() => expect(document.title).toBe(`Oops! Page not found | ${testSite.name}`));
    expectConsoleError("/no/such-page");
  });

  it("follows the language", async () => {
    stubApi();
    renderApp("/jobs");
    await waitFor(() => expect(document.title).toBe(`Browse Jobs | ${testSite.name}`));

    await act(() => i18n.changeLanguage("kn"));
    expect(await screen.findByRole("heading", { level: 1, name: "ಉದ್ಯೋಗಗಳನ್ನು ನೋಡಿ" })).toBeInTheDocument();
    expect(document.title).toBe(`ಉದ್ಯೋಗಗಳನ್ನು ನೋಡಿ | ${testSite.name}`);
  });

  it("changes with the page", async () => {
    stubApi();
    const { router } = renderApp("/jobs");
    await waitFor(() => expect(document.title).toBe(`Browse Jobs | ${testSite.name}`));

    await act(() => router.navigate("/contact"));
    await waitFor(() => expect(document.title).toBe(`Contact Us | ${testSite.name}`));
  });
});
