import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, renderApp } from "@/testing/render-app";
import { dashboardApi } from "../test-utils";

function statValue(label: string) {
  const term = within(screen.getByRole("region", { name: "Your numbers" })).getByText(label);
  return term.nextElementSibling?.textContent;
}

describe("employer stat cards", () => {
  it("show the counts the server gives, formatted", async () => {
    dashboardApi({ stats: { activeJobs: 3, totalApplications: 27, pendingReviews: 5, totalViews: 12_345 } });
    renderApp("/employer/dashboard");

    await waitFor(() => expect(statValue("Active Jobs")).toBe("3"));
    expect(statValue("Total Applications")).toBe("27");
    expect(statValue("Pending Reviews")).toBe("5");
    expect(statValue("Total Job Views")).toBe("12,345");
  });

  it("show a dash, never a made-up number, when the counts cannot be loaded, and try again", async () => {
    let fail = true;
    dashboardApi({
      routes: {
        "GET /api/employer/stats": () =>
          fail
            ? json({ error: { code: "internal", message: "Boom", requestId: "r" } }, 500)
            : json({ activeJobs: 1, totalApplications: 2, pendingReviews: 1, totalViews: 40 }),
      },
    });
    renderApp("/employer/dashboard");

    const stats = within(await screen.findByRole("region", { name: "Your numbers" }));
    expect(await stats.findByText("Your numbers could not be loaded.")).toBeInTheDocument();
    expect(stats.getAllByText("Not available right now")).toHaveLength(4);

    fail = false;
    await userEvent.click(stats.getByRole("button", { name: "Try again" }));

    await waitFor(() => expect(statValue("Total Job Views")).toBe("40"));
    expect(stats.queryByText("Your numbers could not be loaded.")).not.toBeInTheDocument();
  });
});
