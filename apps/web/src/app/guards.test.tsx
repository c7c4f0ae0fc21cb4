import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadAccountTranslation } from "@app/i18n/index.ts";
import { mockApi, renderApp, testUser } from "@/testing/render-app";

const download = loadAccountTranslation.en;

afterEach(() => {
  loadAccountTranslation.en = download;
});

// One test: the texts, once loaded, stay for the rest of the file.
describe("RequireRole's account texts", () => {
  it("says so when they fail to download, tries again at “Try again”, and asks again on the next account page", async () => {
    const offline = () => new TypeError("Failed to fetch dynamically imported module");
    const failTwice = vi.fn(download).mockRejectedValueOnce(offline()).mockRejectedValueOnce(offline());
    loadAccountTranslation.en = failTwice;
    mockApi({ user: testUser({ role: "candidate" }) });
    const { router } = renderApp("/candidate/profile");

    const failed = () => screen.findByRole("heading", { level: 1, name: "This page could not be loaded" });
    expect(await failed()).toBeInTheDocument();
    expect(screen.getByText("Please check your internet connection and try again.")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "My Profile" })).not.toBeInTheDocument();

    // Still offline: the same message, after a second try.
    // Awaited in act: the page suspends again while it asks.
    await act(async () => screen.getByRole("button", { name: "Try again" }).click());
    await vi.waitFor(() => expect(failTwice).toHaveBeenCalledTimes(2));
    expect(await failed()).toBeInTheDocument();

    // The reader goes elsewhere and comes back: the page asks again, and this time it works.
    await act(() => router.navigate("/jobs"));
    await act(() => router.navigate("/candidate/profile"));
    expect(await screen.findByRole("heading", { level: 1, name: "My Profile" })).toBeInTheDocument();
    expect(failTwice).toHaveBeenCalledTimes(3);
  });
});
