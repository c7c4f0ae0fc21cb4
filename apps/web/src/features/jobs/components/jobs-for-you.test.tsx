import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { JobAlert } from "@app/shared/alerts";
import type { JobForYou, JobsForYou } from "@app/shared/jobs-for-you";
import { toast } from "@/components/ui/toaster";
import { json, mockApi, renderApp, requestsTo, testUser, type FakeRoute } from "@/testing/render-app";
import { testJob } from "@/testing/factories";
import { filterOptions, searchResult } from "../test-utils";

afterEach(() => {
  toast.dismiss();
});

const forYouTab = "/candidate/profile?tab=for-you";
const previousVisit = "2026-11-20T10:00:00.000Z";

const accountant = testJob({ title: "Accountant", postedAt: "2026-11-21T09:00:00.000Z" });
const clerk = testJob({ title: "Billing Clerk", postedAt: "2026-11-19T09:00:00.000Z" });
const cashier = testJob({ title: "Cashier", type: "Part-time", postedAt: "2026-11-18T09:00:00.000Z" });

const found: JobForYou[] = [
  {
    job: accountant,
    reasons: [
      { kind: "skills", skills: ["Tally", "GST"] },
      { kind: "experience", title: "Accountant" },
    ],
  },
  { job: clerk, reasons: [{ kind: "applied", title: "Billing Executive" }] },
  {
    job: cashier,
    reasons: [
      { kind: "place", place: "Hebbal" },
      { kind: "type", type: "Part-time" },
    ],
  },
];

const answer = (overrides: Partial<JobsForYou> = {}) => json({ jobs: found, profileUsable: true, newSince: previousVisit, ...overrides });

function renderTab(forYou: FakeRoute, alertRoutes: Record<string, FakeRoute> = { "GET /api/alerts": () => json({ alerts: [] }) }) {
  const fetchMock = mockApi({ user: testUser(), routes: { "GET /api/profile/jobs-for-you": forYou, ...alertRoutes } });
  return { fetchMock, ...renderApp(forYouTab) };
}

const headings = (cards: HTMLElement[]) => cards.map((card) => within(card).getByRole("heading").textContent);

describe("Jobs for you on the profile", () => {
  it("lists the chosen jobs with why each was chosen, and marks New what was posted since the last visit", async () => {
    renderTab(() => answer());
    const panel = await screen.findByRole("tabpanel", { name: "Jobs for you" });
    const cards = await within(panel).findAllByRole("article");
    expect(headings(cards)).toEqual(["Accountant", "Billing Clerk", "Cashier"]);

    const reasons = (card: HTMLElement) =>
      within(within(card).getByRole("list", { name: "Why this job" }))
        .getAllByRole("listitem")
        .map((item) => item.textContent);
    expect(reasons(cards[0]!)).toEqual(["Matches your skills: Tally, GST", "Matches your experience: Accountant"]);
    expect(reasons(cards[1]!)).toEqual(["Like a job you applied to: Billing Executive"]);
    expect(reasons(cards[2]!)).toEqual(["In a place you want: Hebbal", "A job type you want: Part-time"]);

    expect(within(cards[0]!).getByText("New")).toBeInTheDocument();
    expect(within(cards[1]!).queryByText("New")).not.toBeInTheDocument();
  });

  it("marks nothing New on a first visit", async () => {
    renderTab(() => answer({ newSince: null }));
    const cards = await within(await screen.findByRole("tabpanel", { name: "Jobs for you" })).findAllByRole("article");
    expect(cards).toHaveLength(3);
    expect(screen.queryByText("New")).not.toBeInTheDocument();
  });

  it("asks for skills and wanted work when the profile says nothing, and opens My Profile", async () => {
    const { router } = renderTab(() => answer({ jobs: [], profileUsable: false }));
    const panel = await screen.findByRole("tabpanel", { name: "Jobs for you" });
    expect(await within(panel).findByRole("heading", { name: "Tell us what work you want" })).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole("button", { name: "Complete your profile" }));
    await waitFor(() => expect(router.state.location.search).toBe("?tab=profile"));
  });

  it("says when no open job matches the profile, with a way to every job", async () => {
    renderTab(() => answer({ jobs: [] }));
    const panel = await screen.findByRole("tabpanel", { name: "Jobs for you" });
    expect(await within(panel).findByRole("heading", { name: "No open jobs match your profile right now" })).toBeInTheDocument();
    expect(within(panel).getByRole("link", { name: "Browse all jobs" })).toHaveAttribute("href", "/jobs");
  });

  it("tells the reader when loading fails and loads again on retry", async () => {
    let calls = 0;
    renderTab(() => {
      calls += 1;
      return calls === 1 ? json({ error: { code: "internal", message: "Something went wrong" } }, 500) : answer();
    });
    const panel = await screen.findByRole("tabpanel", { name: "Jobs for you" });
    expect(await within(panel).findByText("Could not load jobs for you", {}, { timeout: 5_000 })).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole("button", { name: /Try again/ }));
    expect(await within(panel).findAllByRole("article")).toHaveLength(3);
  });
});

describe("Jobs for you by mail", () => {
  const forYouAlert = (overrides: Partial<JobAlert> = {}): JobAlert => ({
    id: "5a1f3c2e-7b4d-4e6f-9a8b-0c1d2e3f4a5b",
    kind: "for_you",
    email: "asha@example.com",
    criteria: {},
    frequency: "daily",
    language: "en",
    confirmed: true,
    paused: false,
    bounced: false,
    createdAt: "2026-11-20T10:00:00.000Z",
    ...overrides,
  });

  it("turns on the daily mail of jobs for you, in the page's language", async () => {
    let alerts: JobAlert[] = [];
    const { fetchMock } = renderTab(() => answer(), {
      "GET /api/alerts": () => json({ alerts }),
      "POST /api/alerts": () => {
        alerts = [forYouAlert()];
        return json({ alert: alerts[0], confirmationSent: false }, 201);
      },
    });
    const mail = await screen.findByRole("switch", { name: "E-mail me new jobs for you every day at 8:00 AM" });
    await waitFor(() => expect(mail).toBeEnabled());
    expect(mail).not.toBeChecked();
    await userEvent.click(mail);
    expect(await screen.findByText("Every morning, new jobs for you will be e-mailed to asha@example.com.")).toBeInTheDocument();
    expect(
      requestsTo(fetchMock, "/api/alerts")
        .filter((request) => request.method === "POST")
        .map((request) => request.body),
    ).toEqual([{ kind: "for_you", criteria: {}, frequency: "daily", language: "en" }]);
    await waitFor(() => expect(mail).toBeChecked());
  });

  it("resumes the alert when it was paused on My alerts", async () => {
    let alert = forYouAlert({ paused: true });
    const { fetchMock } = renderTab(() => answer(), {
      "GET /api/alerts": () => json({ alerts: [alert] }),
      [`PATCH /api/alerts/${alert.id}`]: () => {
        alert = forYouAlert();
        return json({ alert });
      },
    });
    const mail = await screen.findByRole("switch", { name: /E-mail me new jobs for you/ });
    await waitFor(() => expect(mail).toBeEnabled());
    expect(mail).not.toBeChecked();
    await userEvent.click(mail);
    await waitFor(() => expect(mail).toBeChecked());
    expect(requestsTo(fetchMock, `/api/alerts/${alert.id}`).map((request) => [request.method, request.body])).toEqual([["PATCH", { paused: false }]]);
  });

  it("turns it off by deleting the alert", async () => {
    let alert: JobAlert | null = forYouAlert();
    const { fetchMock } = renderTab(() => answer(), {
      "GET /api/alerts": () => json({ alerts: alert ? [alert] : [] }),
      [`DELETE /api/alerts/${forYouAlert().id}`]: () => {
        alert = null;
        return json({ ok: true });
      },
    });
    const mail = await screen.findByRole("switch", { name: /E-mail me new jobs for you/ });
    await waitFor(() => expect(mail).toBeChecked());
    await userEvent.click(mail);
    expect(await screen.findByText("No more e-mails of jobs for you.")).toBeInTheDocument();
    expect(mail).not.toBeChecked();
    expect(requestsTo(fetchMock, `/api/alerts/${forYouAlert().id}`).map((request) => request.method)).toEqual(["DELETE"]);
  });
});

describe("Jobs for you on the job list", () => {
  const listRoutes = {
    "GET /api/jobs": () =>
      searchResult([
        testJob({ title: "Delivery Executive", postedAt: "2026-11-22T08:00:00.000Z" }),
        testJob({ title: "Tailor", postedAt: "2026-11-01T08:00:00.000Z" }),
      ]),
    "GET /api/jobs/options": () => filterOptions(),
  };

  it("shows a candidate the best two above the list, a link to the rest, and New on the list's new jobs", async () => {
    mockApi({ user: testUser(), routes: { ...listRoutes, "GET /api/profile/jobs-for-you": () => answer() } });
    renderApp("/jobs");
    const section = await screen.findByRole("region", { name: "Jobs for you" });
    expect(headings(await within(section).findAllByRole("article"))).toEqual(["Accountant", "Billing Clerk"]);
    expect(within(section).getByRole("link", { name: /See all 3/ })).toHaveAttribute("href", forYouTab);

    const list = await screen.findByRole("list", { name: "Jobs" });
    const cards = within(list).getAllByRole("article");
    await waitFor(() => expect(within(cards[0]!).getByText("New")).toBeInTheDocument());
    expect(within(cards[1]!).queryByText("New")).not.toBeInTheDocument();
  });

  it("invites a candidate whose profile says nothing to complete it", async () => {
    mockApi({ user: testUser(), routes: { ...listRoutes, "GET /api/profile/jobs-for-you": () => answer({ jobs: [], profileUsable: false }) } });
    renderApp("/jobs");
    expect(await screen.findByRole("link", { name: "Complete your profile" })).toHaveAttribute("href", "/candidate/profile");
    expect(screen.queryByRole("region", { name: "Jobs for you" })).not.toBeInTheDocument();
  });

  it("is not shown on a search, nor asked for a guest or an employer", async () => {
    const candidate = mockApi({ user: testUser(), routes: { ...listRoutes, "GET /api/profile/jobs-for-you": () => answer() } });
    const searched = renderApp("/jobs?q=tailor");
    expect(await screen.findByText("2 jobs found")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Jobs for you" })).not.toBeInTheDocument();
    // Asked all the same, for the New marks on the results.
    await waitFor(() => expect(requestsTo(candidate, "/api/profile/jobs-for-you")).toHaveLength(1));
    searched.unmount();

    for (const user of [null, testUser({ role: "employer", company: "Mysore Stores" })]) {
      const fetchMock = mockApi({ user, routes: listRoutes });
      const { unmount } = renderApp("/jobs");
      expect(await screen.findByText("2 jobs found")).toBeInTheDocument();
      expect(screen.queryByRole("region", { name: "Jobs for you" })).not.toBeInTheDocument();
      expect(screen.queryByText("New")).not.toBeInTheDocument();
      expect(requestsTo(fetchMock, "/api/profile/jobs-for-you")).toEqual([]);
      unmount();
    }
  });
});
