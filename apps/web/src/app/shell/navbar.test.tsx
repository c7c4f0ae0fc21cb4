import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, mockApi, renderApp, testUser } from "@/testing/render-app";

async function openUserMenu(name: string) {
  await userEvent.click(await screen.findByRole("button", { name: `Account menu for ${name}` }));
  return screen.findByRole("menu");
}

describe("navbar", () => {
  it("shows the site name and the two login buttons to a guest", async () => {
    mockApi();
    renderApp("/");

    const banner = screen.getByRole("banner");
    expect(await within(banner).findByRole("link", { name: "Test Jobs" })).toHaveAttribute("href", "/");
    expect(await within(banner).findByRole("link", { name: "Candidate Login" })).toHaveAttribute("href", "/login/candidate");
    expect(within(banner).getByRole("link", { name: "Employer Login" })).toHaveAttribute("href", "/login/employer");
    const nav = within(banner).getByRole("navigation", { name: "Main" });
    expect(within(nav).getAllByRole("link").map((link) => link.textContent)).toEqual(["Home", "Jobs", "Courses"]);
    expect(within(banner).queryByRole("button", { name: /Account menu/ })).not.toBeInTheDocument();
  });

  it.each([
    ["candidate", "Profile", "/candidate/profile"],
    ["employer", "Dashboard", "/employer/dashboard"],
    ["admin", "Admin Dashboard", "/admin/dashboard"],
  ] as const)("gives a signed-in %s a menu with their name, %s and Logout", async (role, label, href) => {
    mockApi({ user: testUser({ role, name: "Ravi Kumar" }) });
    renderApp("/");

    const menu = await openUserMenu("Ravi Kumar");
    expect(within(menu).getByRole("menuitem", { name: label })).toHaveAttribute("href", href);
    expect(within(menu).getByRole("menuitem", { name: "Logout" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Candidate Login" })).not.toBeInTheDocument();
  });

  it("leads a candidate, and only a candidate, to My alerts", async () => {
    mockApi({ user: testUser({ name: "Ravi Kumar" }) });
    const { unmount } = renderApp("/");
    let menu = await openUserMenu("Ravi Kumar");
    expect(within(menu).getAllByRole("menuitem").map((item) => item.textContent)).toEqual(["Profile", "My alerts", "Logout"]);
    expect(within(menu).getByRole("menuitem", { name: "My alerts" })).toHaveAttribute("href", "/alerts");
    unmount();

    mockApi({ user: testUser({ role: "employer", name: "Ravi Kumar", company: "Chamundi Logistics" }) });
    renderApp("/");
    menu = await openUserMenu("Ravi Kumar");
    expect(within(menu).queryByRole("menuitem", { name: "My alerts" })).not.toBeInTheDocument();
  });

  it("logs out, goes home and says so", async () => {
    let signedIn = true;
    const fetchMock = mockApi({
      routes: {
        "GET /api/accounts/me": () => json({ user: signedIn ? testUser({ name: "Asha Rao" }) : null }),
        "POST /api/accounts/sign-out": () => {
          signedIn = false;
          return json({ ok: true });
        },
      },
    });
    const { router } = renderApp("/courses");

    const menu = await openUserMenu("Asha Rao");
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Logout" }));

    expect(await screen.findByText("Logged Out")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
    expect(await screen.findByRole("link", { name: "Candidate Login" })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url, init]) => String(url).endsWith("/api/accounts/sign-out") && init?.method === "POST")).toBe(true);
  });

  it("says so when logging out fails", async () => {
    mockApi({
      user: testUser({ name: "Asha Rao" }),
      routes: {
        "POST /api/accounts/sign-out": () =>
          json({ error: { code: "internal", message: "Something went wrong.", requestId: "r1" } }, 500),
      },
    });
    renderApp("/courses");

    const menu = await openUserMenu("Asha Rao");
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Logout" }));

    expect(await screen.findByText("Logout Failed")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Account menu for Asha Rao" })).toBeInTheDocument());
  });
});

describe("mobile menu", () => {
  it("opens and closes with its button, and offers sign-up to a guest", async () => {
    mockApi();
    renderApp("/");

    const toggle = await screen.findByRole("button", { name: "Open menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(toggle);

    const menu = await screen.findByRole("navigation", { name: "Menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(toggle).toHaveAccessibleName("Close menu");
    expect(within(menu).getByRole("link", { name: "Candidate Sign Up" })).toHaveAttribute("href", "/signup/candidate");
    expect(within(menu).getByRole("link", { name: "Employer Sign Up" })).toHaveAttribute("href", "/signup/employer");
    expect(within(menu).getByRole("link", { name: "Candidate Login" })).toBeInTheDocument();

    await userEvent.click(toggle);
    expect(screen.queryByRole("navigation", { name: "Menu" })).not.toBeInTheDocument();
  });

  it("closes when the visitor navigates", async () => {
    mockApi();
    const { router } = renderApp("/");

    await userEvent.click(await screen.findByRole("button", { name: "Open menu" }));
    const menu = await screen.findByRole("navigation", { name: "Menu" });
    await userEvent.click(within(menu).getByRole("link", { name: "Jobs" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Browse Jobs" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/jobs");
    expect(screen.queryByRole("navigation", { name: "Menu" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on Escape and gives focus back to its button", async () => {
    mockApi();
    renderApp("/");

    const toggle = await screen.findByRole("button", { name: "Open menu" });
    await userEvent.click(toggle);
    const menu = await screen.findByRole("navigation", { name: "Menu" });
    within(menu).getByRole("link", { name: "Courses" }).focus();
    await userEvent.keyboard("{Escape}");

    expect(screen.queryByRole("navigation", { name: "Menu" })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });
});
