import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { toast } from "@/components/ui/toaster";
import { json, renderApp } from "@/testing/render-app";
import { apiError, dashboardApi, testDashboard } from "./test-utils";

afterEach(() => {
  toast.dismiss();
});

function statLink(name: RegExp) {
  return within(screen.getByRole("region", { name: "Site totals" })).getByRole("link", { name });
}

describe("dashboard load failure", () => {
  it("shows 'Error Loading Data', no numbers, and loads again on retry", async () => {
    let fail = true;
    dashboardApi({
      routes: { "GET /api/admin/dashboard": () => (fail ? apiError("internal", 500) : json(testDashboard())) },
    });
    renderApp("/admin/dashboard");

    expect(await screen.findByText("Error Loading Data")).toBeInTheDocument();
    // The toast and the banner; the toast may come a moment after the banner (its module loads on
    // the first toast), so both are waited for rather than counted at the first that shows.
    await waitFor(() => expect(screen.getAllByText("Failed to load dashboard data. Please try again.")).toHaveLength(2));
    expect(statLink(/^Total Candidates/)).toHaveTextContent(/Not available right now$/);
    expect(statLink(/^Total Candidates/).textContent).not.toMatch(/\d/);
    expect(within(screen.getByRole("region", { name: "Visitors" })).getAllByText("Not available right now")).toHaveLength(3);

    fail = false;
    const banner = screen.getAllByRole("alert").find((alert) => alert.textContent?.includes("Failed to load dashboard data"));
    await userEvent.click(within(banner!).getByRole("button", { name: "Try again" }));

    await waitFor(() => expect(statLink(/^Total Candidates/)).toHaveTextContent("12,34,567"));
    // The banner goes, and so does the toast with its Retry.
    await waitFor(() => expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument());
  });
});
