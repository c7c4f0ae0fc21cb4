import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp } from "@/testing/render-app";
import { dashboardApi } from "./test-utils";

function totals() {
  return within(screen.getByRole("region", { name: "Site totals" }));
}

describe("dashboard stat cards", () => {
  it("show each total as a link to its list", async () => {
    dashboardApi();
    renderApp("/admin/dashboard");

    await waitFor(() => expect(totals().getByRole("link", { name: /^Total Candidates/ })).toHaveTextContent("12,34,567"));
    const link = (name: RegExp) => totals().getByRole("link", { name });
    expect(link(/^Total Candidates/)).toHaveAttribute("href", "/admin/candidates");
    expect(link(/^Total Employers/)).toHaveAttribute("href", "/admin/employers");
    expect(link(/^Total Employers/)).toHaveTextContent("89");
    expect(link(/^Active Jobs/)).toHaveAttribute("href", "/admin/jobs?status=active");
    expect(link(/^Active Jobs/)).toHaveTextContent("42");
    expect(link(/^Course Enrollments/)).toHaveAttribute("href", "/admin/courses");
    expect(link(/^Course Enrollments/)).toHaveTextContent("Course Enrollments31812 pending");
    expect(link(/^Open Consultation Requests/)).toHaveAttribute("href", "/admin/dashboard#consultations");
    expect(link(/^Open Consultation Requests/)).toHaveTextContent("5");
  });

  it("lead to the lists they count, and to the consultation requests on this page", async () => {
    dashboardApi();
    const { router } = renderApp("/admin/dashboard");

    await screen.findByRole("region", { name: "Site totals" });
    await userEvent.click(totals().getByRole("link", { name: /^Open Consultation Requests/ }));
    expect(router.state.location.hash).toBe("#consultations");
    expect(screen.getByRole("region", { name: "Consultation Requests" })).toHaveAttribute("id", "consultations");

    await userEvent.click(totals().getByRole("link", { name: /^Active Jobs/ }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe("/admin/jobs?status=active"));
  });
});
