import { afterEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { json, mockApi, renderApp } from "@/testing/render-app";
import { errorResponse, sentRequests } from "@/testing/api-requests";

async function submitPasswords(user: ReturnType<typeof userEvent.setup>, password: string, confirmation: string) {
  await user.type(await screen.findByLabelText("New password"), password);
  await user.type(screen.getByLabelText("Confirm new password"), confirmation);
  await user.click(screen.getByRole("button", { name: "Update Password" }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe("reset password page", () => {
  it("without a token explains the problem and offers no form", async () => {
    mockApi();
    renderApp("/reset-password");

    expect(
      await screen.findByText("Missing access token. Please request a new password reset link."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Update Password" })).not.toBeInTheDocument();
    expect(screen.queryByLabelText("New password")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Request a new link" })).toHaveAttribute("href", "/forgot-password");
    expect(screen.getByRole("link", { name: "Back to Login" })).toHaveAttribute("href", "/login/candidate");
  });

  it("says when the two passwords differ and sends nothing", async () => {
    const fetchMock = mockApi();
    renderApp("/reset-password?token=abc");
    await submitPasswords(userEvent.setup(), "secret1", "secret2");

    expect(await screen.findByText("Passwords do not match")).toBeInTheDocument();
    expect(sentRequests(fetchMock)).toEqual([]);
  });

  it("asks for at least 6 characters", async () => {
    const fetchMock = mockApi();
    renderApp("/reset-password?token=abc");
    await submitPasswords(userEvent.setup(), "abc", "abc");

    expect(await screen.findByText("Password must be at least 6 characters long")).toBeInTheDocument();
    expect(sentRequests(fetchMock)).toEqual([]);
  });

  it("gives each password field its own show/hide toggle", async () => {
    mockApi();
    renderApp("/reset-password?token=abc");
    const user = userEvent.setup();
    const newPassword = await screen.findByLabelText("New password");
    const toggles = screen.getAllByRole("button", { name: "Show password" });
    expect(toggles).toHaveLength(2);
    await user.click(toggles[0] as HTMLElement);
    expect(newPassword).toHaveAttribute("type", "text");
    expect(screen.getByLabelText("Confirm new password")).toHaveAttribute("type", "password");
  });

  it("sets the new password, shows the success view and goes to login after 3 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockApi({ routes: { "POST /api/accounts/reset-password": () => json({ ok: true }) } });
    const { router } = renderApp("/reset-password?token=abc");
    await submitPasswords(userEvent.setup({ advanceTimers: vi.advanceTimersByTime }), "secret1", "secret1");

    expect(await screen.findByText("Password updated successfully")).toBeInTheDocument();
    expect(screen.getByText("You can now log in with your new password.")).toBeInTheDocument();
    expect(sentRequests(fetchMock)).toEqual([
      {
        method: "POST",
        path: "/api/accounts/reset-password",
        body: { token: "abc", password: "secret1", confirmPassword: "secret1" },
      },
    ]);
    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(router.state.location.pathname).toBe("/reset-password");
    await act(() => vi.advanceTimersByTimeAsync(500));
    await waitFor(() => expect(router.state.location.pathname).toBe("/login/candidate"));
  });

  it("reports an expired link", async () => {
    mockApi({ routes: { "POST /api/accounts/reset-password": () => errorResponse(400, "reset_failed") } });
    renderApp("/reset-password?token=old");
    await submitPasswords(userEvent.setup(), "secret1", "secret1");

    expect(await screen.findByText("Password Reset Failed")).toBeInTheDocument();
    expect(screen.getByText("Failed to reset password. Please try again.")).toBeInTheDocument();
    expect(screen.getByText("This reset link is invalid or has expired.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Request a new link" })).toBeInTheDocument();
  });
});
