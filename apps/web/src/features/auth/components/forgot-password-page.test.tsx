import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { json, mockApi, renderApp } from "@/testing/render-app";
import { errorResponse, sentRequests } from "@/testing/api-requests";

async function requestLink(email: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText("Email"), email);
  await user.click(screen.getByRole("button", { name: "Send Reset Link" }));
}

describe("forgot password page", () => {
  it("asks for a valid e-mail before sending", async () => {
    const fetchMock = mockApi();
    renderApp("/forgot-password");
    await requestLink("asha");

    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
    expect(sentRequests(fetchMock)).toEqual([]);
  });

  it("sends the link and shows the same 'check your inbox' view for any address", async () => {
    const fetchMock = mockApi({ routes: { "POST /api/accounts/forgot-password": () => json({ ok: true }) } });
    renderApp("/forgot-password");
    await requestLink("asha@example.com");

    expect(await screen.findByRole("heading", { name: "Check your inbox" })).toBeInTheDocument();
    expect(
      screen.getByText("If an account exists for asha@example.com, we have sent it a link to set a new password."),
    ).toBeInTheDocument();
    expect(sentRequests(fetchMock)).toEqual([
      { method: "POST", path: "/api/accounts/forgot-password", body: { email: "asha@example.com" } },
    ]);
    expect(screen.getByRole("link", { name: "Back to Login" })).toHaveAttribute("href", "/login/candidate");
  });

  it("reports too many requests and stays on the form", async () => {
    mockApi({ routes: { "POST /api/accounts/forgot-password": () => errorResponse(429, "rate_limited") } });
    renderApp("/forgot-password");
    await requestLink("asha@example.com");

    expect(await screen.findByText("Too many attempts. Please wait a moment and try again.")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Check your inbox" })).not.toBeInTheDocument();
  });
});
