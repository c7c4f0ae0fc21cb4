import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadAccountTranslation } from "@app/i18n/index.ts";
import { mockApi, renderApp, testUser } from "@/testing/render-app";

const download = loadAccountTranslation.en;

afterEach(() => {
  loadAccountTranslation.en = download;
});

describe("RequireRole's account texts", () => {
  // The first signed-in page downloads the account areas' texts; on a dropped connection that fails.
  it("says so when they fail to download, and tries again at “Try again”", async () => {
    const failOnce = vi.fn(download).mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"));
    loadAccountTranslation.en = failOnce;
    mockApi({ user: testUser({ role: "candidate" }) });
    renderApp("/candidate/profile");

    expect(await screen.findByRole("heading", { level: 1, name: "This page could not be loaded" })).toBeInTheDocument();
    expect(screen.getByText("Please check your internet connection and try again.")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "My Profile" })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Try again" }));

    expect(await screen.findByRole("heading", { level: 1, name: "My Profile" })).toBeInTheDocument();
    expect(failOnce).toHaveBeenCalledTimes(2);
  });
});
