import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { SessionUser } from "@app/shared/user";
import { toast } from "@/components/ui/toaster";
import { json, mockApi, renderApp, requestsTo, testUser, type FakeRoute } from "@/testing/render-app";
import { apiError, testAlert, testToken } from "../test-utils";
import { switchLanguage } from "@/testing/language";

afterEach(() => {
  toast.dismiss();
});

const main = () => within(screen.getByRole("main"));

describe("/alerts/confirm", () => {
  const confirmPage = (confirm: FakeRoute) => mockApi({ routes: { "POST /api/alerts/confirm": confirm } });

  it("confirms only when the button is pressed, then says where the jobs will go and leads to the alerts", async () => {
    const fetchMock = confirmPage(() => json({ alert: testAlert({ email: "ravi@example.com", frequency: "daily" }) }));
    renderApp(`/alerts/confirm?token=${testToken}`);

    const button = await screen.findByRole("button", { name: "Confirm my alert" });
    expect(screen.getByRole("heading", { level: 1, name: "Confirm your job alert" })).toBeInTheDocument();
    // Mail scanners open the link: opening it confirms nothing.
    expect(requestsTo(fetchMock, "/api/alerts/confirm")).toHaveLength(0);

    await userEvent.click(button);
    const heading = await screen.findByRole("heading", { level: 1, name: "Your alert is on" });
    expect(heading).toHaveFocus();
    expect(main().getByText("Your alert is on. New jobs will come to ravi@example.com.")).toBeInTheDocument();
    expect(main().getByText("driver · Part-time · Hebbal · Daily at 8:00 AM")).toBeInTheDocument();
    expect(main().getByRole("link", { name: "Manage my alerts" })).toHaveAttribute("href", `/alerts?token=${testToken}`);
    expect(requestsTo(fetchMock, "/api/alerts/confirm").map((request) => [request.method, request.body])).toEqual([["POST", { token: testToken }]]);
  });

  it("says a link the server does not know is not valid any more", async () => {
    confirmPage(() => apiError(404, "not_found", "Not found."));
    renderApp(`/alerts/confirm?token=${testToken}`);
    await userEvent.click(await screen.findByRole("button", { name: "Confirm my alert" }));
    expect(await screen.findByRole("heading", { level: 1, name: "This link is not valid any more" })).toHaveFocus();
    expect(main().getByRole("link", { name: "Search jobs" })).toHaveAttribute("href", "/jobs");
  });

  it("offers no button for a link that is not even well formed", async () => {
    mockApi();
    renderApp("/alerts/confirm?token=not-a-token");
    expect(await screen.findByRole("heading", { level: 1, name: "This link is not valid any more" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Confirm my alert" })).not.toBeInTheDocument();
  });

  it("keeps the button when the server failed for another reason", async () => {
    confirmPage(() => apiError(503, "service_unavailable", "Busy."));
    renderApp(`/alerts/confirm?token=${testToken}`);
    await userEvent.click(await screen.findByRole("button", { name: "Confirm my alert" }));
    expect(await screen.findByText("Could not confirm the alert")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Confirm my alert" })).toBeEnabled();
  });

  it("is in Kannada too", async () => {
    await switchLanguage("kn");
    confirmPage(() => json({ alert: testAlert({ email: "ravi@example.com" }) }));
    renderApp(`/alerts/confirm?token=${testToken}`);
    await userEvent.click(await screen.findByRole("button", { name: "ನನ್ನ ಅಲರ್ಟ್ ಖಚಿತಪಡಿಸಿ" }));
    expect(await main().findByText("ನಿಮ್ಮ ಅಲರ್ಟ್ ಆರಂಭವಾಗಿದೆ. ಹೊಸ ಉದ್ಯೋಗಗಳು ravi@example.com ಗೆ ಬರುತ್ತವೆ.")).toBeInTheDocument();
  });
});

describe("/alerts/unsubscribe", () => {
  /** A mail's link is mostly opened by a guest. */
  const unsubscribePage = (unsubscribe: FakeRoute, user: SessionUser | null = null) =>
    mockApi({ user, routes: { "POST /api/alerts/unsubscribe": unsubscribe } });

  it("stops the alert only when the button is pressed, and says how to reach the others", async () => {
    const fetchMock = unsubscribePage(() => json({ ok: true }));
    renderApp(`/alerts/unsubscribe?token=${testToken}`);

    const button = await screen.findByRole("button", { name: "Stop this alert" });
    expect(requestsTo(fetchMock, "/api/alerts/unsubscribe")).toHaveLength(0);
    await userEvent.click(button);

    expect(await screen.findByRole("heading", { level: 1, name: "Alert stopped" })).toHaveFocus();
    expect(main().getByText("Alert stopped. You will get no more mails for it.")).toBeInTheDocument();
    expect(main().getByText(/This link no longer works\. To change your other alerts, use the link/)).toBeInTheDocument();
    expect(main().getByRole("link", { name: "Search jobs" })).toHaveAttribute("href", "/jobs");
    expect(main().queryByRole("link", { name: "My alerts" })).not.toBeInTheDocument();

    const [request] = requestsTo(fetchMock, "/api/alerts/unsubscribe");
    expect(request).toMatchObject({ method: "POST", query: { token: testToken }, body: {} });
    expect(request!.headers.get("content-type")).toBe("application/json");
  });

  it("leads a signed-in candidate to their other alerts", async () => {
    unsubscribePage(() => json({ ok: true }), testUser());
    renderApp(`/alerts/unsubscribe?token=${testToken}`);
    await userEvent.click(await screen.findByRole("button", { name: "Stop this alert" }));
    expect(await main().findByRole("link", { name: "My alerts" })).toHaveAttribute("href", "/alerts");
  });

  it("says a link the server does not know is not valid any more", async () => {
    unsubscribePage(() => apiError(404, "not_found", "Not found."));
    renderApp(`/alerts/unsubscribe?token=${testToken}`);
    await userEvent.click(await screen.findByRole("button", { name: "Stop this alert" }));
    expect(await screen.findByRole("heading", { level: 1, name: "This link is not valid any more" })).toBeInTheDocument();
  });

  it("offers no button for a link without a token", async () => {
    mockApi();
    renderApp("/alerts/unsubscribe");
    expect(await screen.findByRole("heading", { level: 1, name: "This link is not valid any more" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Stop this alert" })).not.toBeInTheDocument();
  });
});
