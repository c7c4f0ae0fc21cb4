import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, mockApi, renderApp, testUser } from "@/testing/render-app";

const admin = testUser({ role: "admin", name: "Site Admin", email: "admin@example.com" });
const emptyPage = (key: string) => () => json({ [key]: [], totalCount: 0, page: 1, pageSize: 100 });

describe("the admin layout on a phone", () => {
  it("opens the Admin Panel links from the menu button; Escape closes it and focus goes back", async () => {
    mockApi({
      user: admin,
      routes: {
        "GET /api/admin/jobs": emptyPage("jobs"),
        "GET /api/admin/moderation/counts": () => json({ review: 2, reports: 0, verifications: 1, conversations: 3, companyPages: 0 }),
      },
    });
    renderApp("/admin/jobs");

    const menuButton = await screen.findByRole("button", { name: "Admin menu" });
    expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(menuButton);

    const panel = await screen.findByRole("dialog", { name: "Admin Panel" });
    expect(menuButton).toHaveAttribute("aria-expanded", "true");
    const links = within(within(panel).getByRole("navigation", { name: "Admin Panel" }));
    expect(links.getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Dashboard", "/admin/dashboard"],
      ["Jobs", "/admin/jobs"],
      ["Candidates", "/admin/candidates"],
      ["Employers", "/admin/employers"],
      ["Courses", "/admin/courses"],
      ["Review queue22 waiting", "/admin/review"],
      ["Reports", "/admin/reports"],
      ["Verification11 waiting", "/admin/verification"],
      ["Conversations33 waiting", "/admin/conversations"],
      ["Company pages", "/admin/company-pages"],
      ["Audit log", "/admin/audit"],
    ]);
    // What waits is read out once, with its meaning: "Review queue 2 waiting".
    expect(links.getByRole("link", { name: "Review queue 2 waiting" })).toBeInTheDocument();
    expect(links.getByRole("link", { name: "Jobs" })).toHaveAttribute("aria-current", "page");
    expect(links.getByRole("button", { name: "Logout" })).toBeInTheDocument();

    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(menuButton).toHaveFocus();
  });

  it("closes when a link is followed, on the page it leads to", async () => {
    mockApi({
      user: admin,
      routes: { "GET /api/admin/jobs": emptyPage("jobs"), "GET /api/admin/candidates": emptyPage("candidates") },
    });
    const { router } = renderApp("/admin/jobs");

    await userEvent.click(await screen.findByRole("button", { name: "Admin menu" }));
    await userEvent.click(within(await screen.findByRole("dialog", { name: "Admin Panel" })).getByRole("link", { name: "Candidates" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Manage Candidates" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/admin/candidates");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});
