import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, mockApi, renderApp, requestsTo, testUser } from "@/testing/render-app";

describe("the navigation's messages link", () => {
  it.each([
    ["candidate", "/candidate/profile?tab=applications"],
    ["employer", "/employer/dashboard?tab=messages"],
  ] as const)("leads a %s to their messages, with the unread count", async (role, href) => {
    mockApi({ user: testUser({ role }), routes: { "GET /api/conversations/unread": () => json({ unread: 3 }) } });
    renderApp("/jobs");

    const link = await within(screen.getByRole("banner")).findByRole("link", { name: "Messages, 3 unread" });
    expect(link).toHaveAttribute("href", href);
    expect(link).toHaveTextContent("3");
  });

  it("shows no count when all is read", async () => {
    mockApi({ user: testUser() });
    renderApp("/");
    const link = await within(screen.getByRole("banner")).findByRole("link", { name: "Messages" });
    expect(link).not.toHaveTextContent(/\d/);
  });

  it("is not there for a guest or the admin, who ask for no count", async () => {
    const guest = mockApi();
    const { unmount } = renderApp("/");
    expect(await screen.findByRole("link", { name: "Candidate Login" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /^Messages/ })).not.toBeInTheDocument();
    expect(requestsTo(guest, "/api/conversations/unread")).toEqual([]);
    unmount();

    const admin = mockApi({ user: testUser({ role: "admin" }) });
    renderApp("/");
    expect(await screen.findByRole("button", { name: /Account menu/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("link", { name: /^Messages/ })).not.toBeInTheDocument());
    expect(requestsTo(admin, "/api/conversations/unread")).toEqual([]);
  });
});
