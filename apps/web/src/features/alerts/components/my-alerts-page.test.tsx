import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { JobAlert } from "@app/shared/alerts";
import type { SessionUser } from "@app/shared/user";
import { toast } from "@/components/ui/toaster";
import { json, mockApi, renderApp, requestsTo, testUser, type FakeRoute } from "@/testing/render-app";
import { apiError, testAlert, testToken } from "../test-utils";
import { switchLanguage } from "@/testing/language";

afterEach(() => {
  toast.dismiss();
});

/** The alerts API of one address, answering changes as the server does (the changed alert, or ok). */
function alertsApi({
  user = testUser(),
  alerts,
  base = "/api/alerts",
  list,
}: {
  user?: SessionUser | null;
  alerts: JobAlert[];
  base?: string;
  list?: FakeRoute;
}) {
  let current = alerts;
  const routes: Record<string, FakeRoute> = {
    [`GET ${base}`]: list ?? (() => json(base === "/api/alerts" ? { alerts: current } : { email: "ravi@example.com", alerts: current })),
  };
  for (const alert of alerts) {
    routes[`PATCH ${base}/${alert.id}`] = async (request) => {
      const changed = { ...current.find((each) => each.id === alert.id)!, ...((await request.json()) as Partial<JobAlert>) };
      current = current.map((each) => (each.id === alert.id ? changed : each));
      return json({ alert: changed });
    };
    routes[`DELETE ${base}/${alert.id}`] = () => {
      current = current.filter((each) => each.id !== alert.id);
      return json({ ok: true });
    };
  }
  return mockApi({ user, routes });
}

const cardOf = async (name: string) => (await screen.findByRole("article", { name })) as HTMLElement;

describe("My alerts, signed in as a candidate", () => {
  it("shows a Jobs for you alert by its name, once a day, with a link to the jobs instead of a search", async () => {
    alertsApi({ alerts: [testAlert({ kind: "for_you", criteria: {}, frequency: "daily" })] });
    renderApp("/alerts");
    const card = await cardOf("Jobs for you");
    expect(within(card).getByText("The best new jobs for your profile, once a day.")).toBeInTheDocument();
    expect(within(card).getByText("Daily at 8:00 AM")).toBeInTheDocument();
    expect(within(card).queryByRole("button", { name: "Instant" })).not.toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "See jobs for you" })).toHaveAttribute("href", "/candidate/profile?tab=for-you");
  });

  it("shows each alert: its search in words, state, how often, date, and a search with its filters", async () => {
    alertsApi({
      alerts: [
        testAlert({ criteria: { q: "driver", type: "Part-time", location: "Hebbal", salaryMin: 15000, salaryMax: 25000, verified: "true" } }),
        testAlert({ criteria: {}, frequency: "daily", paused: true }),
        testAlert({ criteria: { q: "cook" }, bounced: true }),
      ],
    });
    renderApp("/alerts");

    expect(await screen.findByRole("heading", { level: 1, name: "My alerts" })).toBeInTheDocument();
    expect(screen.getByText("New jobs that match your searches come to asha@example.com.")).toBeInTheDocument();

    const driver = await cardOf("driver · Part-time · Hebbal");
    expect(driver).toHaveTextContent("State: Active");
    expect(within(driver).getByText("₹15,000 – ₹25,000 a month")).toBeInTheDocument();
    expect(within(driver).getByText("Verified employers only")).toBeInTheDocument();
    expect(within(driver).getByText("Saved on 5 Mar 2024")).toBeInTheDocument();
    const often = within(driver).getByRole("group", { name: "E-mails:" });
    expect(within(often).getByRole("button", { name: "Instant" })).toHaveAttribute("aria-pressed", "true");
    expect(within(often).getByRole("button", { name: "Daily at 8:00 AM" })).toHaveAttribute("aria-pressed", "false");
    expect(within(driver).getByRole("link", { name: "Search jobs" })).toHaveAttribute(
      "href",
      "/jobs?q=driver&type=Part-time&location=Hebbal&salaryMin=15000&salaryMax=25000&verified=true",
    );

    const everything = await cardOf("All new jobs");
    expect(everything).toHaveTextContent("State: Paused");
    expect(within(everything).getByRole("button", { name: "Daily at 8:00 AM" })).toHaveAttribute("aria-pressed", "true");
    expect(within(everything).getByRole("button", { name: "Resume" })).toBeInTheDocument();
    expect(within(everything).getByRole("link", { name: "Search jobs" })).toHaveAttribute("href", "/jobs");

    const bounced = await cardOf("cook");
    expect(bounced).toHaveTextContent("State: Stopped: mail to this address bounced");
    expect(within(bounced).queryByRole("button", { name: "Pause" })).not.toBeInTheDocument();
    expect(within(bounced).getByRole("button", { name: "Delete" })).toBeInTheDocument();
  });

  it("pauses and resumes an alert, and changes how often it mails", async () => {
    const alert = testAlert();
    const fetchMock = alertsApi({ alerts: [alert] });
    renderApp("/alerts");
    const card = await cardOf("driver · Part-time · Hebbal");

    await userEvent.click(within(card).getByRole("button", { name: "Pause" }));
    expect(await screen.findByText("Alert paused")).toBeInTheDocument();
    expect(card).toHaveTextContent("State: Paused");
    await userEvent.click(within(card).getByRole("button", { name: "Resume" }));
    expect(await screen.findByText("Alert resumed")).toBeInTheDocument();
    expect(card).toHaveTextContent("State: Active");

    await userEvent.click(within(card).getByRole("button", { name: "Daily at 8:00 AM" }));
    await waitFor(() => expect(within(card).getByRole("button", { name: "Daily at 8:00 AM" })).toHaveAttribute("aria-pressed", "true"));
    expect(screen.getByText("Once a day, at 8:00 AM")).toBeInTheDocument();

    expect(requestsTo(fetchMock, `/api/alerts/${alert.id}`).map((request) => [request.method, request.body])).toEqual([
      ["PATCH", { paused: true }],
      ["PATCH", { paused: false }],
      ["PATCH", { frequency: "daily" }],
    ]);
  });

  it("deletes an alert only once the question is answered", async () => {
    const [keep, remove] = [testAlert({ criteria: { q: "cook" } }), testAlert()];
    const fetchMock = alertsApi({ alerts: [keep!, remove!] });
    renderApp("/alerts");
    const card = await cardOf("driver · Part-time · Hebbal");

    await userEvent.click(within(card).getByRole("button", { name: "Delete" }));
    let question = await screen.findByRole("alertdialog", { name: "Delete this alert?" });
    expect(question).toHaveAccessibleDescription("No more e-mails will come for “driver · Part-time · Hebbal”. This cannot be undone.");
    await userEvent.click(within(question).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(requestsTo(fetchMock, `/api/alerts/${remove!.id}`)).toHaveLength(0);

    await userEvent.click(within(card).getByRole("button", { name: "Delete" }));
    question = await screen.findByRole("alertdialog", { name: "Delete this alert?" });
    await userEvent.click(within(question).getByRole("button", { name: "Delete alert" }));

    expect(await screen.findByText("Alert deleted")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("article", { name: "driver · Part-time · Hebbal" })).not.toBeInTheDocument());
    expect(screen.getByRole("article", { name: "cook" })).toBeInTheDocument();
    expect(requestsTo(fetchMock, `/api/alerts/${remove!.id}`).map((request) => request.method)).toEqual(["DELETE"]);
    await waitFor(() => expect(screen.getByRole("list", { name: "Alerts" })).toHaveFocus());
  });

  it("explains how to make an alert when there is none", async () => {
    alertsApi({ alerts: [] });
    renderApp("/alerts");
    expect(await screen.findByRole("heading", { name: "No alerts yet" })).toBeInTheDocument();
    expect(screen.getByText(/press “Alert me to jobs like these”/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Search jobs" })).toHaveAttribute("href", "/jobs");
  });

  it("is in Kannada too", async () => {
    await switchLanguage("kn");
    alertsApi({ alerts: [testAlert({ paused: true, frequency: "daily" })] });
    renderApp("/alerts");
    expect(await screen.findByRole("heading", { level: 1, name: "ನನ್ನ ಅಲರ್ಟ್‌ಗಳು" })).toBeInTheDocument();
    const card = await cardOf("driver · ಅರೆಕಾಲಿಕ · Hebbal");
    expect(card).toHaveTextContent("ಸದ್ಯಕ್ಕೆ ನಿಂತಿದೆ");
    expect(within(card).getByRole("button", { name: "ಪ್ರತಿದಿನ ಬೆಳಿಗ್ಗೆ 8:00 ಗಂಟೆಗೆ" })).toHaveAttribute("aria-pressed", "true");
    expect(within(card).getByRole("button", { name: "ಮತ್ತೆ ಆರಂಭಿಸಿ" })).toBeInTheDocument();
  });

  it("asks a guest without a link to log in as a candidate, and brings them back", async () => {
    const fetchMock = mockApi();
    renderApp("/alerts");
    expect(await screen.findByRole("heading", { name: "Log in to see your alerts" })).toBeInTheDocument();
    expect(within(screen.getByRole("main")).getByRole("link", { name: "Candidate Login" })).toHaveAttribute("href", "/login/candidate?redirectTo=%2Falerts");
    expect(requestsTo(fetchMock, "/api/alerts")).toHaveLength(0);
  });

  it("tells an employer that alerts are for candidates", async () => {
    const fetchMock = mockApi({ user: testUser({ role: "employer", company: "Chamundi Logistics" }) });
    renderApp("/alerts");
    expect(await screen.findByRole("heading", { name: "Job alerts are for candidates" })).toBeInTheDocument();
    expect(requestsTo(fetchMock, "/api/alerts")).toHaveLength(0);
  });
});

describe("My alerts by the link in an alert mail", () => {
  const base = `/api/alerts/by-token/${testToken}`;

  it("lists the address's alerts without signing in, and changes them through the link", async () => {
    const [waiting, other] = [testAlert({ email: "ravi@example.com", confirmed: false }), testAlert({ email: "ravi@example.com", criteria: { q: "cook" } })];
    const fetchMock = alertsApi({ user: null, alerts: [waiting!, other!], base });
    renderApp(`/alerts?token=${testToken}`);

    expect(await screen.findByRole("heading", { level: 1, name: "Job alerts: ravi@example.com" })).toBeInTheDocument();
    const card = await cardOf("driver · Part-time · Hebbal");
    expect(card).toHaveTextContent("State: Waiting for confirmation");
    expect(within(card).getByText("Open the link we e-mailed to ravi@example.com to start this alert.")).toBeInTheDocument();

    const cook = await cardOf("cook");
    await userEvent.click(within(cook).getByRole("button", { name: "Pause" }));
    expect(await screen.findByText("Alert paused")).toBeInTheDocument();

    await userEvent.click(within(card).getByRole("button", { name: "Delete" }));
    const question = await screen.findByRole("alertdialog", { name: "Delete this alert?" });
    expect(question).toHaveTextContent("If this is the alert whose e-mail you opened, this page's link stops working too");
    await userEvent.click(within(question).getByRole("button", { name: "Delete alert" }));
    await waitFor(() => expect(screen.queryByRole("article", { name: "driver · Part-time · Hebbal" })).not.toBeInTheDocument());

    expect(requestsTo(fetchMock, `${base}/${other!.id}`).map((request) => [request.method, request.body])).toEqual([["PATCH", { paused: true }]]);
    expect(requestsTo(fetchMock, `${base}/${waiting!.id}`).map((request) => request.method)).toEqual(["DELETE"]);
    expect(requestsTo(fetchMock, "/api/alerts")).toHaveLength(0);
  });

  it("says a link the server does not know is not valid any more", async () => {
    mockApi({ routes: { [`GET ${base}`]: () => apiError(404, "not_found", "Not found.") } });
    renderApp(`/alerts?token=${testToken}`);
    expect(await screen.findByRole("heading", { level: 1, name: "This link is not valid any more" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Search jobs" })).toHaveAttribute("href", "/jobs");
  });

  it("says so without asking the server for a link that is not even well formed", async () => {
    const fetchMock = mockApi();
    renderApp("/alerts?token=abc");
    expect(await screen.findByRole("heading", { level: 1, name: "This link is not valid any more" })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.includes("/api/alerts"))).toEqual([]);
  });

  it("offers to try again when the alerts could not be loaded", async () => {
    let fail = true;
    mockApi({
      routes: {
        [`GET ${base}`]: () => (fail ? apiError(500, "internal", "Something went wrong.") : json({ email: "ravi@example.com", alerts: [] })),
      },
    });
    renderApp(`/alerts?token=${testToken}`);
    const problem = await screen.findByRole("alert");
    expect(problem).toHaveTextContent("Could not load the alerts");
    fail = false;
    await userEvent.click(within(problem).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "No alerts yet" })).toBeInTheDocument();
  });
});
