import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { toast } from "@/components/ui/toaster";
import { json, mockApi, renderApp, requestsTo, testUser } from "@/testing/render-app";
import { dashboardApi, employer, testEmployerJob } from "@/features/employers/test-utils";
import { testVerification } from "@/features/verification/test-utils";
import { switchLanguage } from "@/testing/language";

afterEach(() => {
  toast.dismiss();
});

function pathOf(router: ReturnType<typeof renderApp>["router"]) {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}

describe("/employer/dashboard", () => {
  it.each([
    ["a guest", null],
    ["a candidate", testUser({ role: "candidate" })],
    ["the admin", testUser({ role: "admin" })],
  ])("sends %s to the employer login, and asks the server nothing about employers", async (_who, user) => {
    const fetchMock = mockApi({ user });
    const { router } = renderApp("/employer/dashboard?tab=applications");

    await waitFor(() =>
      expect(pathOf(router)).toBe("/login/employer?redirectTo=%2Femployer%2Fdashboard%3Ftab%3Dapplications"),
    );
    expect(requestsTo(fetchMock, "/api/employer/stats")).toEqual([]);
    expect(requestsTo(fetchMock, "/api/employer/jobs")).toEqual([]);
  });

  it("greets the employer's company, with the counts, the listing and a Post a Job button", async () => {
    dashboardApi({
      jobs: [testEmployerJob({ title: "Tailor" })],
      stats: { activeJobs: 1, totalApplications: 9, pendingReviews: 4, totalViews: 310 },
    });
    renderApp("/employer/dashboard");

    expect(await screen.findByRole("heading", { level: 1, name: "Employer Dashboard" })).toBeInTheDocument();
    expect(screen.getByText("Jobs and applicants of Chamundi Logistics")).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "My Job Listings" })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByRole("article", { name: "Tailor" })).toBeInTheDocument();
    const stats = within(screen.getByRole("region", { name: "Your numbers" }));
    expect(await stats.findByText("310")).toBeInTheDocument();
    expect(stats.getByText("9")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Post a Job" }));
    expect(await screen.findByRole("dialog", { name: "Post a Job" })).toBeInTheDocument();
  });

  it("shows placeholders while the dashboard loads", async () => {
    mockApi({
      user: employer,
      routes: {
        "GET /api/employer/stats": () => new Promise<Response>(() => {}),
        "GET /api/employer/jobs": () => new Promise<Response>(() => {}),
      },
    });
    renderApp("/employer/dashboard");

    expect(await screen.findByText("Loading your jobs...")).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Your numbers" })).getAllByText("Loading...")).toHaveLength(4);
  });

  it("keeps the open tab in the URL", async () => {
    const fetchMock = dashboardApi({ jobs: [testEmployerJob({ title: "Tailor" })] });
    const { router } = renderApp("/employer/dashboard");
    await screen.findByRole("article", { name: "Tailor" });
    expect(requestsTo(fetchMock, "/api/applications")).toEqual([]);

    await userEvent.click(screen.getByRole("tab", { name: "Applications" }));
    await waitFor(() => expect(pathOf(router)).toBe("/employer/dashboard?tab=applications"));
    expect(await screen.findByRole("heading", { name: "No applications yet" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("tab", { name: "My Job Listings" }));
    await waitFor(() => expect(pathOf(router)).toBe("/employer/dashboard"));
    expect(await screen.findByRole("article", { name: "Tailor" })).toBeInTheDocument();
  });

  it("ignores a tab or a job id in the URL that means nothing", async () => {
    const fetchMock = dashboardApi();
    renderApp("/employer/dashboard?tab=secrets&job=1%20or%201%3D1");

    expect(await screen.findByRole("tab", { name: "My Job Listings" })).toHaveAttribute("aria-selected", "true");
    await userEvent.click(screen.getByRole("tab", { name: "Applications" }));
    await waitFor(() => expect(requestsTo(fetchMock, "/api/applications")[0]?.query).toEqual({ page: "1", pageSize: "20" }));
  });

  it("speaks Kannada", async () => {
    await switchLanguage("kn");
    dashboardApi({
      jobs: [testEmployerJob({ title: "Tailor", views: 12, applicationCount: 3, pendingCount: 1 })],
      stats: { activeJobs: 1, totalApplications: 3, pendingReviews: 1, totalViews: 12 },
      routes: {
        "GET /api/applications": () => json({ applications: [], totalCount: 0, page: 1, pageSize: 20 }),
      },
    });
    renderApp("/employer/dashboard");

    expect(await screen.findByRole("heading", { level: 1, name: "ಉದ್ಯೋಗದಾತರ ಡ್ಯಾಶ್‌ಬೋರ್ಡ್" })).toBeInTheDocument();
    expect(screen.getByText("Chamundi Logistics ಕಂಪನಿಯ ಉದ್ಯೋಗಗಳು ಮತ್ತು ಅರ್ಜಿದಾರರು")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "ಉದ್ಯೋಗ ಪೋಸ್ಟ್ ಮಾಡಿ" })).toBeInTheDocument();
    expect(screen.getByText("ಪರಿಶೀಲನೆ ಬಾಕಿ ಇರುವ ಅರ್ಜಿಗಳು")).toBeInTheDocument();
    const tailor = within(await screen.findByRole("article", { name: "Tailor" }));
    expect(tailor.getByText("ಸಕ್ರಿಯ")).toBeInTheDocument();
    expect(tailor.getByText("12 ಬಾರಿ ನೋಡಲಾಗಿದೆ")).toBeInTheDocument();
    expect(tailor.getByText("3 ಅರ್ಜಿಗಳು")).toBeInTheDocument();
    expect(tailor.getByText("ಪೋಸ್ಟ್ ಮಾಡಿದ ದಿನ: 5 ಮಾರ್ಚ್ 2024")).toBeInTheDocument();
    expect(tailor.getByRole("button", { name: "ಉದ್ಯೋಗ ಮುಚ್ಚಿ" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("tab", { name: "ಅರ್ಜಿಗಳು" }));
    expect(await screen.findByRole("heading", { name: "ಇನ್ನೂ ಯಾವುದೇ ಅರ್ಜಿಗಳಿಲ್ಲ" })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "ಸ್ಥಿತಿ" })).toHaveTextContent("ಬಾಕಿ ಇದೆ");
  });

  it("puts the daily work first: a notice while the company is unverified opens the Company and account tab", async () => {
    dashboardApi({ jobs: [testEmployerJob({ title: "Tailor" })] });
    const { router } = renderApp("/employer/dashboard");
    await screen.findByRole("article", { name: "Tailor" });
    expect(screen.queryByRole("region", { name: /^Company verification/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Sign-in and contact" })).not.toBeInTheDocument();

    const notice = within(await screen.findByRole("region", { name: "Your company is not verified yet" }));
    await userEvent.click(notice.getByRole("button", { name: "Verify your company" }));
    await waitFor(() => expect(pathOf(router)).toBe("/employer/dashboard?tab=company"));
    const tab = screen.getByRole("tab", { name: "Company and account" });
    expect(tab).toHaveAttribute("aria-selected", "true");
    expect(tab).toHaveFocus();
    expect(await screen.findByRole("region", { name: /^Company verification/ })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Sign-in and contact" })).toBeInTheDocument();
    expect(screen.getByLabelText("Mobile number")).toBeInTheDocument();
  });

  it("a phone-only employer's address waits on the Company and account tab for its link, in English and Kannada", async () => {
    const pending = { email: "ravi@chamundi.example", sentAt: "2026-11-30T10:00:00.000Z", expiresAt: "2026-12-03T10:00:00.000Z", expired: false };
    dashboardApi({
      user: { ...employer, email: null, phoneNumber: "+919845012345" },
      routes: { "GET /api/accounts/email/pending": () => json({ pending }) },
    });
    renderApp("/employer/dashboard?tab=company");
    expect(await screen.findByText("Waiting for confirmation at ravi@chamundi.example")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send again" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Change address" })).toBeInTheDocument();
    await switchLanguage("kn");
    try {
      expect(await screen.findByText("ravi@chamundi.example ವಿಳಾಸವನ್ನು ಖಚಿತಪಡಿಸುವುದು ಬಾಕಿ ಇದೆ")).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "ವಿಳಾಸ ಬದಲಿಸಿ" })).toBeInTheDocument();
    } finally {
      await switchLanguage("en");
    }
  });

  it.each([
    ["waits for the admin", "pending"],
    ["is approved", "approved"],
  ] as const)("shows no notice when the verification %s", async (_state, status) => {
    dashboardApi({
      jobs: [testEmployerJob({ title: "Tailor" })],
      routes: { "GET /api/employer/verification": () => json({ verification: testVerification({ status }) }) },
    });
    renderApp("/employer/dashboard");
    await screen.findByRole("article", { name: "Tailor" });
    await waitFor(() => expect(screen.getByRole("tab", { name: "Company and account" })).toBeInTheDocument());
    expect(screen.queryByRole("region", { name: /verified yet|not approved/ })).not.toBeInTheDocument();
  });

  it("says a rejected verification needs sending again, in Kannada too", async () => {
    await switchLanguage("kn");
    dashboardApi({ routes: { "GET /api/employer/verification": () => json({ verification: testVerification({ status: "rejected", reason: "Wrong GSTIN" }) }) } });
    renderApp("/employer/dashboard");
    const notice = within(await screen.findByRole("region", { name: "ನಿಮ್ಮ ದೃಢೀಕರಣ ಒಪ್ಪಿಗೆ ಆಗಲಿಲ್ಲ" }));
    await userEvent.click(notice.getByRole("button", { name: "ನಿಮ್ಮ ಕಂಪನಿ ದೃಢೀಕರಿಸಿ" }));
    expect(await screen.findByText("Wrong GSTIN")).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "ಕಂಪನಿ ಮತ್ತು ಖಾತೆ" })).toHaveAttribute("aria-selected", "true");
  });
});
