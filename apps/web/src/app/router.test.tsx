import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi, renderApp, testUser } from "@/testing/render-app";

function pathOf(router: ReturnType<typeof renderApp>["router"]) {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}

describe("redirects", () => {
  it.each([
    ["/login", "/login/candidate"],
    ["/login?redirectTo=%2Fcourses", "/login/candidate?redirectTo=%2Fcourses"],
    ["/login/admin", "/admin"],
    ["/admin-setup", "/admin"],
    ["/register", "/signup/candidate"],
    ["/signup", "/signup/candidate"],
    ["/login/recruiter", "/login/candidate"],
    ["/signup/admin", "/login/candidate"],
  ])("%s goes to %s", async (from, to) => {
    mockApi();
    const { router } = renderApp(from);
    await waitFor(() => expect(pathOf(router)).toBe(to));
  });
});

describe("RequireRole", () => {
  it.each([
    ["/candidate/profile", null, "/login/candidate?redirectTo=%2Fcandidate%2Fprofile"],
    ["/candidate/profile", testUser({ role: "employer" }), "/login/candidate?redirectTo=%2Fcandidate%2Fprofile"],
    ["/employer/dashboard", null, "/login/employer?redirectTo=%2Femployer%2Fdashboard"],
    ["/employer/dashboard", testUser({ role: "candidate" }), "/login/employer?redirectTo=%2Femployer%2Fdashboard"],
  ])("sends a visitor of %s who is %o to %s", async (path, user, to) => {
    mockApi({ user });
    const { router } = renderApp(path);
    await waitFor(() => expect(pathOf(router)).toBe(to));
  });

  it("lets a candidate into the profile and an employer into the dashboard", async () => {
    mockApi({ user: testUser({ role: "candidate" }) });
    renderApp("/candidate/profile");
    expect(await screen.findByRole("heading", { level: 1, name: "My Profile" })).toBeInTheDocument();
  });

  it("lets an employer into the dashboard", async () => {
    mockApi({ user: testUser({ role: "employer" }) });
    renderApp("/employer/dashboard");
    expect(await screen.findByRole("heading", { level: 1, name: "Employer Dashboard" })).toBeInTheDocument();
  });
});

describe("AdminGuard", () => {
  it("asks a guest to log in, then goes to the admin login", async () => {
    mockApi();
    const { router } = renderApp("/admin/jobs");

    expect(await screen.findByRole("heading", { name: "Authentication Required" })).toBeInTheDocument();
    expect(screen.getByText("You need to login to access this page.")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/admin/jobs");
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin"), { timeout: 2000 });
  });

  it("turns away a signed-in non-admin, then goes home", async () => {
    mockApi({ user: testUser({ role: "employer" }) });
    const { router } = renderApp("/admin/dashboard");

    expect(await screen.findByRole("heading", { name: "Access Denied" })).toBeInTheDocument();
    expect(screen.getByText("You do not have admin privileges to access this page.")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/"), { timeout: 2000 });
  });

  it("shows that it is checking while the account loads", async () => {
    mockApi({ routes: { "GET /api/accounts/me": () => new Promise<Response>(() => {}) } });
    renderApp("/admin/dashboard");
    expect(await screen.findByText("Verifying admin credentials...")).toBeInTheDocument();
  });

  it("welcomes the admin into the admin panel", async () => {
    mockApi({ user: testUser({ role: "admin", name: "Site Admin" }) });
    renderApp("/admin/candidates");

    expect(await screen.findByText("Welcome, Site Admin")).toBeInTheDocument();
    const panel = within(screen.getByRole("navigation", { name: "Admin Panel" }));
    for (const name of ["Dashboard", "Jobs", "Candidates", "Employers", "Courses"]) {
      expect(panel.getByRole("link", { name })).toBeInTheDocument();
    }
    expect(panel.getByRole("button", { name: "Logout" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 1, name: "Manage Candidates" })).toBeInTheDocument();
  });
});
