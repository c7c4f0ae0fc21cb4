import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "@/testing/render-app";
import { apiError, dashboardApi } from "./test-utils";
import { switchLanguage } from "@/testing/language";

describe("dashboard activity chart", () => {
  it("totals the 30 days and gives every day's numbers as a table", async () => {
    dashboardApi();
    renderApp("/admin/dashboard");

    const chart = within(await screen.findByRole("region", { name: "Last 30 days" }));
    await chart.findByRole("table");
    const total = (label: string) => chart.getByText(label, { selector: "dt" }).nextElementSibling?.textContent;
    expect(total("Applications")).toBe("1");
    expect(total("Sign-ups")).toBe("2");
    expect(total("Enrollments")).toBe("0");
    const table = chart.getByRole("table", { name: "Applications, sign-ups and enrollments per day over the last 30 days" });
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(31);
    expect(rows[0]).toHaveTextContent("DayApplicationsSign-upsEnrollments");
    expect(rows[1]).toHaveTextContent("2 Jan 2025020");
    expect(rows[30]).toHaveTextContent("31 Jan 2025100");
  });

  it("names the days in Kannada", async () => {
    await switchLanguage("kn");
    dashboardApi();
    renderApp("/admin/dashboard");

    const chart = within(await screen.findByRole("region", { name: "ಕಳೆದ 30 ದಿನಗಳು" }));
    const table = await chart.findByRole("table");
    expect(within(table).getAllByRole("row")[30]).toHaveTextContent("31 ಜನವರಿ 2025");
  });

  it("offers a retry when the chart's numbers cannot be loaded", async () => {
    dashboardApi({ routes: { "GET /api/admin/dashboard/activity": () => apiError("internal", 500) } });
    renderApp("/admin/dashboard");

    const chart = within(await screen.findByRole("region", { name: "Last 30 days" }));
    expect(await chart.findByRole("alert")).toHaveTextContent("The chart could not be loaded.");
    expect(chart.getByRole("button", { name: "Try again" })).toBeInTheDocument();
    expect(chart.queryByRole("table")).not.toBeInTheDocument();
  });
});
