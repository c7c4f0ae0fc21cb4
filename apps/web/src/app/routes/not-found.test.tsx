import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { expectConsoleError, silenceConsoleError } from "@/testing/console";
import { mockApi, renderApp } from "@/testing/render-app";

describe("404 page", () => {
  it("says the page was not found, logs the path and links home", async () => {
    silenceConsoleError();
    mockApi();
    const { router } = renderApp("/no/such-page");

    expect(await screen.findByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeInTheDocument();
    expectConsoleError("/no/such-page");

    await userEvent.click(screen.getByRole("link", { name: "Return to Home" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Find a job in your city" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
  });
});
