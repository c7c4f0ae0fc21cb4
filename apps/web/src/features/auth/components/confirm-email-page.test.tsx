import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { ErrorCode } from "@app/shared/errors";
import type { SessionUser } from "@app/shared/user";
import { toast } from "@/components/ui/toaster";
import { paths } from "@/config/paths";
import { errorResponse } from "@/testing/api-requests";
import { switchLanguage } from "@/testing/language";
import { json, mockApi, renderApp, requestsTo, testUser, type FakeRoute } from "@/testing/render-app";

afterEach(() => {
  toast.dismiss();
});

const token = "k3Y9w2Qx7Lm4Np8Rs1Tu5Vw0Xy6Za2Bc4De8Fg1Hj3K";
const main = () => within(screen.getByRole("main"));

function confirmPage(confirm: FakeRoute, user: SessionUser | null = null) {
  const fetchMock = mockApi({ user, routes: { "POST /api/accounts/email/confirm": confirm } });
  renderApp(paths.confirmEmail.href(token));
  return fetchMock;
}

describe("/confirm-email", () => {
  it("adds the address only when the button is pressed, then says so and leads a signed-out reader to their login", async () => {
    const fetchMock = confirmPage(() => json({ email: "lakshmi@example.com", role: "employer" }));
    const button = await screen.findByRole("button", { name: "Confirm my address" });
    expect(screen.getByRole("heading", { level: 1, name: "Confirm your e-mail address" })).toBeInTheDocument();
    expect(main().getByText("Did not ask for this? Close this page: nothing changes.")).toBeInTheDocument();
    expect(button.closest("form")).toHaveAttribute("method", "post");
    // Mail scanners open the link: opening it adds nothing.
    expect(requestsTo(fetchMock, "/api/accounts/email/confirm")).toEqual([]);

    await userEvent.click(button);
    expect(await screen.findByRole("heading", { level: 1, name: "Your e-mail address is added" })).toHaveFocus();
    expect(main().getByText("lakshmi@example.com is now your account's e-mail address. On your account you can choose which news comes by e-mail.")).toBeInTheDocument();
    expect(main().getByRole("link", { name: "Log in" })).toHaveAttribute("href", paths.login.href("employer", "/employer/dashboard?tab=company"));
    expect(requestsTo(fetchMock, "/api/accounts/email/confirm").map((request) => [request.method, request.body])).toEqual([["POST", { token }]]);
  });

  it("leads a signed-in candidate to their profile", async () => {
    confirmPage(() => json({ email: "asha@example.com", role: "candidate" }), testUser({ email: null, phoneNumber: "+919845012345" }));
    await userEvent.click(await screen.findByRole("button", { name: "Confirm my address" }));
    expect(await main().findByRole("link", { name: "Go to my account" })).toHaveAttribute("href", "/candidate/profile");
  });

  it.each<[ErrorCode, number, string, string]>([
    ["email_link_invalid", 404, "This link does not work", "It may not have been copied whole, or a newer link was sent since"],
    ["email_link_expired", 410, "This link has run out", "A link works for 3 days. Ask for a new one where you added the address."],
    ["email_link_used", 409, "This address is confirmed already", "The address was added to its account when the link was first opened."],
    ["email_taken", 409, "This address was not added", "Another account has this e-mail address now, so it was not added to yours. Nothing has changed"],
    ["email_already_set", 409, "Your account has an e-mail address", "This link cannot add another one: nothing has changed."],
    ["email_link_other_account", 403, "This link is for another account", "You are logged in to another account than the one that asked for it. If you asked for it, log out and open the link again. If you did not, ignore the e-mail: nothing has changed."],
  ])("says what %s means, on a page of its own", async (code, status, title, text) => {
    confirmPage(() => errorResponse(status, code, code === "email_link_expired" ? { params: { days: "3" } } : {}));
    await userEvent.click(await screen.findByRole("button", { name: "Confirm my address" }));
    expect(await screen.findByRole("heading", { level: 1, name: title })).toHaveFocus();
    expect(main().getByText(text, { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Confirm my address" })).not.toBeInTheDocument();
  });

  it("offers no button for a link that is not even well formed", async () => {
    mockApi();
    renderApp("/confirm-email?token=not-a-token");
    expect(await screen.findByRole("heading", { level: 1, name: "This link does not work" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Confirm my address" })).not.toBeInTheDocument();
  });

  it("keeps the button when the server failed for another reason", async () => {
    confirmPage(() => errorResponse(429, "rate_limited"));
    await userEvent.click(await screen.findByRole("button", { name: "Confirm my address" }));
    expect(await screen.findByText("Could not confirm the address")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Confirm my address" })).toBeEnabled();
  });

  it("is in Kannada too: the button and a link that ran out", async () => {
    await switchLanguage("kn");
    try {
      confirmPage(() => errorResponse(410, "email_link_expired", { params: { days: "3" } }));
      expect(await screen.findByRole("heading", { level: 1, name: "ನಿಮ್ಮ ಇಮೇಲ್ ವಿಳಾಸ ಖಚಿತಪಡಿಸಿ" })).toBeInTheDocument();
      expect(main().getByText("ನೀವು ಇದನ್ನು ಕೇಳಿಲ್ಲವೇ? ಈ ಪುಟ ಮುಚ್ಚಿ: ಏನೂ ಬದಲಾಗುವುದಿಲ್ಲ.")).toBeInTheDocument();
      await userEvent.click(screen.getByRole("button", { name: "ನನ್ನ ವಿಳಾಸ ಖಚಿತಪಡಿಸಿ" }));
      expect(await screen.findByRole("heading", { level: 1, name: "ಈ ಲಿಂಕ್‌ನ ಸಮಯ ಮುಗಿದಿದೆ" })).toBeInTheDocument();
      expect(main().getByText("ಲಿಂಕ್ 3 ದಿನ ಮಾತ್ರ ನಡೆಯುತ್ತದೆ. ವಿಳಾಸ ಸೇರಿಸಿದ ಕಡೆಯಿಂದಲೇ ಹೊಸ ಲಿಂಕ್ ಕೇಳಿ.")).toBeInTheDocument();
    } finally {
      await switchLanguage("en");
    }
  });

  it("is in Kannada too: the address added", async () => {
    await switchLanguage("kn");
    try {
      confirmPage(() => json({ email: "asha@example.com", role: "candidate" }));
      await userEvent.click(await screen.findByRole("button", { name: "ನನ್ನ ವಿಳಾಸ ಖಚಿತಪಡಿಸಿ" }));
      expect(await screen.findByRole("heading", { level: 1, name: "ನಿಮ್ಮ ಇಮೇಲ್ ವಿಳಾಸ ಸೇರಿಸಲಾಗಿದೆ" })).toHaveFocus();
      expect(main().getByText("asha@example.com ಈಗ ನಿಮ್ಮ ಖಾತೆಯ ಇಮೇಲ್ ವಿಳಾಸ. ಯಾವ ಸುದ್ದಿ ಇಮೇಲ್‌ನಲ್ಲಿ ಬರಬೇಕು ಎಂದು ನಿಮ್ಮ ಖಾತೆಯಲ್ಲಿ ಆರಿಸಬಹುದು.")).toBeInTheDocument();
      expect(main().getByRole("link", { name: "ಲಾಗಿನ್ ಮಾಡಿ" })).toHaveAttribute("href", paths.login.href("candidate", "/candidate/profile"));
    } finally {
      await switchLanguage("en");
    }
  });
});
