import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "@/testing/render-app";
import { dashboardApi, testDashboard } from "./test-utils";
import { switchLanguage } from "@/testing/language";

describe("dashboard top viewed jobs, recent activity and quick actions", () => {
  it("list the most viewed jobs with their company, status and views", async () => {
    dashboardApi();
    renderApp("/admin/dashboard");

    const table = within(await screen.findByRole("region", { name: "Top Viewed Jobs" }));
    await table.findByRole("link", { name: "Delivery Executive" });
    const rows = table.getAllByRole("row");
    expect(rows).toHaveLength(3);
    const first = within(rows[1]!);
    expect(first.getByRole("link", { name: "Delivery Executive" })).toHaveAttribute("href", "/jobs/job-1");
    expect(first.getAllByText("Chamundi Logistics").length).toBeGreaterThan(0);
    expect(first.getByText("Active")).toBeInTheDocument();
    expect(first.getByText("15,200")).toBeInTheDocument();
    expect(within(rows[2]!).getByText("Filled")).toBeInTheDocument();
  });

  it("show who applied or enrolled, for what, when, and the status", async () => {
    dashboardApi();
    renderApp("/admin/dashboard");

    const activity = within(await screen.findByRole("region", { name: "Recent Activity" }));
    const application = within(await activity.findByRole("list", { name: "Latest applications" }));
    expect(application.getByText("Kavya Gowda")).toBeInTheDocument();
    expect(application.getByRole("link", { name: "Delivery Executive" })).toHaveAttribute("href", "/jobs/job-1");
    expect(application.getByText("31 Jan 2025")).toBeInTheDocument();
    expect(application.getByText("Shortlisted")).toBeInTheDocument();

    const enrollment = within(activity.getByRole("list", { name: "Latest enrollments" }));
    expect(enrollment.getByText("Arjun Shetty")).toBeInTheDocument();
    expect(enrollment.getByRole("link", { name: "Interview Mastery" })).toHaveAttribute("href", "/courses/course1");
    expect(enrollment.getByText("30 Jan 2025")).toBeInTheDocument();
    expect(enrollment.getByText("Pending Confirmation")).toBeInTheDocument();
  });

  it("say so when nothing has happened yet", async () => {
    dashboardApi({ dashboard: testDashboard({ topViewedJobs: [], recentApplications: [], recentEnrollments: [] }) });
    renderApp("/admin/dashboard");

    expect(await screen.findByText("No jobs yet.")).toBeInTheDocument();
    expect(screen.getByText("No applications yet.")).toBeInTheDocument();
    expect(screen.getByText("No enrollments yet.")).toBeInTheDocument();
  });

  it("offer quick links to every list the admin manages", async () => {
    dashboardApi();
    renderApp("/admin/dashboard");

    const actions = within(await screen.findByRole("region", { name: "Quick Actions" }));
    expect(actions.getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Manage Jobs", "/admin/jobs"],
      ["Manage Candidates", "/admin/candidates"],
      ["Manage Employers", "/admin/employers"],
      ["Manage Courses", "/admin/courses"],
    ]);
  });

  it("date the activity in Kannada", async () => {
    await switchLanguage("kn");
    dashboardApi();
    renderApp("/admin/dashboard");

    const activity = within(await screen.findByRole("region", { name: "ಇತ್ತೀಚಿನ ಚಟುವಟಿಕೆ" }));
    expect(await activity.findByText("31 ಜನವರಿ 2025")).toBeInTheDocument();
    expect(activity.getByText("ಶಾರ್ಟ್‌ಲಿಸ್ಟ್ ಆಗಿದೆ")).toBeInTheDocument();
  });
});
