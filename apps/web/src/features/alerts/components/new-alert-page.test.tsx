import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { toast } from "@/components/ui/toaster";
import { json, mockApi, renderApp, requestsTo, testUser } from "@/testing/render-app";
import { testAlert } from "../test-utils";

afterEach(() => {
  toast.dismiss();
});

describe("/alerts/new, the alert's own page", () => {
  it("saves a guest's alert for the search in its address, once the address is right, and says to check the mail", async () => {
    const fetchMock = mockApi({
      routes: { "POST /api/alerts": () => json({ alert: testAlert({ email: "ravi@example.com", confirmed: false }), confirmationSent: true }, 201) },
    });
    renderApp("/alerts/new?q=driver&type=Part-time&location=Hebbal");
    expect(await screen.findByRole("heading", { level: 1, name: "Alert me to jobs like these" })).toBeInTheDocument();
    expect(screen.getByText("driver")).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText("Your e-mail"), "ravi@");
    await userEvent.click(screen.getByRole("button", { name: "Save alert" }));
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
    expect(requestsTo(fetchMock, "/api/alerts")).toEqual([]);

    await userEvent.clear(screen.getByLabelText("Your e-mail"));
    await userEvent.type(screen.getByLabelText("Your e-mail"), "ravi@example.com");
    await userEvent.click(screen.getByRole("radio", { name: /Once a day/ }));
    await userEvent.click(screen.getByRole("button", { name: "Save alert" }));
    expect(await screen.findByRole("heading", { name: "Check your e-mail" })).toBeInTheDocument();
    expect(requestsTo(fetchMock, "/api/alerts").map((request) => request.body)).toEqual([
      { criteria: { q: "driver", type: "Part-time", location: "Hebbal" }, frequency: "daily", language: "en", email: "ravi@example.com" },
    ]);
  });

  it("saves a candidate's alert for their account's address", async () => {
    const fetchMock = mockApi({ user: testUser(), routes: { "POST /api/alerts": () => json({ alert: testAlert(), confirmationSent: false }, 201) } });
    renderApp("/alerts/new?q=cook");
    expect(await screen.findByText("Alerts go to asha@example.com, the e-mail of your account.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Save alert" }));
    expect(await screen.findByRole("heading", { name: "Alert saved" })).toBeInTheDocument();
    await waitFor(() =>
      expect(requestsTo(fetchMock, "/api/alerts").map((request) => request.body)).toEqual([{ criteria: { q: "cook" }, frequency: "instant", language: "en" }]),
    );
  });

  it("says when the address holds no search the job list knows", async () => {
    mockApi();
    renderApp("/alerts/new?salaryMin=lots");
    expect(await screen.findByRole("heading", { name: "This search cannot be saved" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Search jobs" })).toHaveAttribute("href", "/jobs");
  });
});
