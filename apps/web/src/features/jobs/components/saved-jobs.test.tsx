import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, mockApi, renderApp, testUser, type FakeRoute } from "@/testing/render-app";
import { testJob } from "@/testing/factories";
import { switchLanguage } from "@/testing/language";

const savedTab = "/candidate/profile?tab=saved";

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderSaved(saved: FakeRoute) {
  const fetchMock = mockApi({ user: testUser(), routes: { "GET /api/jobs/saved": saved } });
  return { fetchMock, ...renderApp(savedTab) };
}

describe("Saved Jobs tab", () => {
  it("lists the saved jobs as job cards linking to each job", async () => {
    const driver = testJob({ title: "Delivery Driver" });
    const cashier = testJob({ title: "Cashier", company: "Mysuru Mart" });
    renderSaved(() => json({ jobs: [driver, cashier], unavailable: 0 }));

    const panel = await screen.findByRole("tabpanel", { name: "Saved Jobs" });
    const cards = await within(panel).findAllByRole("article");
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual(["Delivery Driver", "Cashier"]);
    expect(within(cards[1]!).getByText("Mysuru Mart")).toBeInTheDocument();
    expect(within(cards[0]!).getByRole("link", { name: /View Details/ })).toHaveAttribute("href", `/jobs/${driver.id}`);
    expect(screen.getByRole("tab", { name: "Saved Jobs" })).toHaveAttribute("aria-selected", "true");
  });

  it("says that saved jobs are not available at the moment, with nothing of them, beside the others or alone", async () => {
    renderSaved(() => json({ jobs: [testJob({ title: "Cashier" })], unavailable: 2 }));
    const panel = await screen.findByRole("tabpanel", { name: "Saved Jobs" });
    expect(await within(panel).findByText("2 jobs you saved are not available at the moment.")).toBeInTheDocument();
    expect(within(panel).getAllByRole("article")).toHaveLength(1);
  });

  it("does not call a list of only unavailable jobs empty", async () => {
    renderSaved(() => json({ jobs: [], unavailable: 1 }));
    const panel = await screen.findByRole("tabpanel", { name: "Saved Jobs" });
    expect(await within(panel).findByText("A job you saved is not available at the moment.")).toBeInTheDocument();
    expect(within(panel).queryByRole("heading", { name: "No saved jobs yet" })).not.toBeInTheDocument();
  });

  it("shows 'No saved jobs yet' with a way to browse jobs", async () => {
    const { router } = renderSaved(() => json({ jobs: [], unavailable: 0 }));

    const panel = await screen.findByRole("tabpanel", { name: "Saved Jobs" });
    expect(await within(panel).findByRole("heading", { name: "No saved jobs yet" })).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole("link", { name: "Browse Jobs" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/jobs"));
  });

  it("tells the reader when loading fails and loads again on retry", async () => {
    let calls = 0;
    renderSaved(() => {
      calls += 1;
      return calls === 1
        ? json({ error: { code: "internal", message: "Something went wrong.", requestId: "r1" } }, 500)
        : json({ jobs: [testJob({ title: "Tailor" })], unavailable: 0 });
    });

    expect(await screen.findByRole("heading", { name: "Could not load your saved jobs" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Tailor" })).toBeInTheDocument();
  });

  it("speaks Kannada", async () => {
    await switchLanguage("kn");
    renderSaved(() => json({ jobs: [], unavailable: 0 }));

    const panel = await screen.findByRole("tabpanel", { name: "ಉಳಿಸಿದ ಉದ್ಯೋಗಗಳು" });
    expect(await within(panel).findByRole("heading", { name: "ಇನ್ನೂ ಯಾವುದೇ ಉದ್ಯೋಗ ಉಳಿಸಿಲ್ಲ" })).toBeInTheDocument();
    expect(within(panel).getByRole("link", { name: "ಉದ್ಯೋಗಗಳನ್ನು ನೋಡಿ" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "ಉಳಿಸಿದ ಉದ್ಯೋಗಗಳು" })).toHaveAttribute("aria-selected", "true");
  });
});
