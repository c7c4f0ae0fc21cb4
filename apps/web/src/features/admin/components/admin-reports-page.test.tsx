import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { moderationPageSize, type ReportGroup, type ReportPage } from "@app/shared/trust";
import { toast } from "@/components/ui/toaster";
import { json, mockApi, renderApp, requestsTo, type FakeRoute } from "@/testing/render-app";
import { admin, queryOf } from "./list-test-utils";

let counter = 0;

function testGroup(overrides: Partial<ReportGroup> = {}, job: Partial<ReportGroup["job"]> = {}): ReportGroup {
  counter += 1;
  return {
    job: {
      id: `00000000-0000-4000-8000-${String(counter).padStart(12, "0")}`,
      title: `Delivery Executive ${counter}`,
      company: "Chamundi Logistics",
      status: "active",
      employerId: "employer-1",
      reviewRequestedAt: null,
      ...job,
    },
    count: 1,
    reporters: 1,
    reasons: { other: 1 },
    reports: [{ reason: "other", note: null, reportedAt: "2024-03-05T10:00:00.000Z", signedIn: false }],
    lastReportedAt: "2024-03-05T10:00:00.000Z",
    ...overrides,
  };
}

const page = (groups: ReportGroup[], overrides: Partial<ReportPage> = {}) =>
  json({ groups, totalCount: groups.length, page: 1, pageSize: moderationPageSize, ...overrides });

const apiError = (status: number, code: string, message: string) => json({ error: { code, message, requestId: "r1" } }, status);

/** A queue the fake Dismiss and Take down shrink, as the server's does. */
function queueRoutes(initial: ReportGroup[], overrides: Record<string, FakeRoute> = {}): Record<string, FakeRoute> {
  let groups = initial;
  const routes: Record<string, FakeRoute> = { "GET /api/admin/reports": () => page(groups) };
  for (const group of initial) {
    const remove = () => {
      groups = groups.filter((other) => other.job.id !== group.job.id);
      return json({ ok: true });
    };
    routes[`POST /api/admin/reports/${group.job.id}/dismiss`] = remove;
    routes[`POST /api/admin/reports/${group.job.id}/take-down`] = remove;
  }
  return { ...routes, ...overrides };
}

const cardOf = (title: string) => screen.getByRole("article", { name: title });

afterEach(() => {
  toast.dismiss();
});

describe("/admin/reports", () => {
  it("shows one card per job: its link, status, counts, reasons and notes with their dates", async () => {
    const reported = testGroup(
      {
        count: 3,
        reporters: 3,
        reasons: { asks_for_money: 2, fake: 1 },
        reports: [
          { reason: "asks_for_money", note: "Asked ₹2,000 for the uniform.\nOn the phone.", reportedAt: "2024-03-07T10:00:00.000Z", signedIn: true },
          { reason: "fake", note: null, reportedAt: "2024-03-06T10:00:00.000Z", signedIn: false },
          { reason: "asks_for_money", note: "Wanted a deposit.", reportedAt: "2024-03-05T10:00:00.000Z", signedIn: false },
        ],
        lastReportedAt: "2024-03-07T10:00:00.000Z",
      },
      { title: "Warehouse Helper", status: "reported", reviewRequestedAt: "2024-03-08T10:00:00.000Z" },
    );
    const quiet = testGroup({}, { title: "Night Watchman" });
    mockApi({ user: admin, routes: queueRoutes([reported, quiet]) });
    renderApp("/admin/reports");

    expect(await screen.findByRole("heading", { level: 1, name: "Reports" })).toBeInTheDocument();
    const list = await screen.findByRole("list", { name: "Reported jobs" });
    expect(within(list).getAllByRole("article").map((card) => card.getAttribute("aria-labelledby") && within(card).getByRole("heading", { level: 2 }).textContent)).toEqual([
      "Warehouse Helper",
      "Night Watchman",
    ]);

    const card = within(cardOf("Warehouse Helper"));
    expect(card.getByRole("link", { name: "Warehouse Helper" })).toHaveAttribute("href", `/jobs/${reported.job.id}`);
    expect(card.getByText("Chamundi Logistics")).toBeInTheDocument();
    expect(card.getByText("Hidden from the site until you decide")).toBeInTheDocument();
    expect(card.getByText("The employer asks for your review (8 Mar 2024)")).toBeInTheDocument();
    for (const text of ["3 reports", "3 visitors", "Last reported 7 Mar 2024", "Asks for money: 2", "Fake or misleading: 1"]) {
      expect(card.getByText(text)).toBeInTheDocument();
    }
    // The notes only, newest first, with their reason, date and who sent them.
    const notes = card.getAllByRole("listitem").filter((item) => item.querySelector("time"));
    expect(notes.map((item) => item.textContent)).toEqual([
      "Asked ₹2,000 for the uniform.\nOn the phone.Asks for money · 7 Mar 2024 · Signed-in user",
      "Wanted a deposit.Asks for money · 5 Mar 2024 · Guest",
    ]);

    const other = within(cardOf("Night Watchman"));
    expect(other.getByText("1 report")).toBeInTheDocument();
    expect(other.getByText("1 visitor")).toBeInTheDocument();
    expect(other.getByText("No notes were given.")).toBeInTheDocument();
    expect(other.queryByText("Hidden from the site until you decide")).not.toBeInTheDocument();
    expect(other.queryByText(/asks for your review/)).not.toBeInTheDocument();
    expect(screen.getByText("Showing 1–2 of 2")).toBeInTheDocument();
  });

  it("says so when there are no open reports", async () => {
    mockApi({ user: admin, routes: queueRoutes([]) });
    renderApp("/admin/reports");
    expect(await screen.findByRole("heading", { name: "No open reports" })).toBeInTheDocument();
  });

  it("shows the load error with a retry that loads the queue", async () => {
    let fail = true;
    const group = testGroup({}, { title: "Cook" });
    mockApi({
      user: admin,
      routes: { "GET /api/admin/reports": () => (fail ? apiError(500, "internal", "Something went wrong.") : page([group])) },
    });
    renderApp("/admin/reports");
    expect(await screen.findByText("Failed to load the reports. Please try again.")).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("article", { name: "Cook" })).toBeInTheDocument();
  });

  it("dismisses a job's reports: the card leaves the queue with a toast", async () => {
    const group = testGroup({}, { title: "Tailor" });
    const fetchMock = mockApi({ user: admin, routes: queueRoutes([group, testGroup({}, { title: "Driver" })]) });
    renderApp("/admin/reports");
    await screen.findByRole("article", { name: "Tailor" });

    await userEvent.click(within(cardOf("Tailor")).getByRole("button", { name: "Dismiss the reports of Tailor" }));
    expect(await screen.findByText("Reports Dismissed")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("article", { name: "Tailor" })).not.toBeInTheDocument());
    expect(screen.getByRole("article", { name: "Driver" })).toBeInTheDocument();
    expect(requestsTo(fetchMock, `/api/admin/reports/${group.job.id}/dismiss`)).toHaveLength(1);
  });

  it("shows why a dismissal failed and keeps the card", async () => {
    const group = testGroup({}, { title: "Tailor" });
    mockApi({
      user: admin,
      routes: queueRoutes([group], {
        [`POST /api/admin/reports/${group.job.id}/dismiss`]: () => apiError(409, "no_open_reports", "This job has no open reports."),
      }),
    });
    renderApp("/admin/reports");
    await userEvent.click(await screen.findByRole("button", { name: "Dismiss the reports of Tailor" }));
    expect(await screen.findByText("Could not dismiss the reports")).toBeInTheDocument();
    expect(screen.getByText("This job has no open reports.")).toBeInTheDocument();
    expect(screen.getByRole("article", { name: "Tailor" })).toBeInTheDocument();
  });

  it("takes a job down only with a reason, which is sent; the card leaves the queue", async () => {
    const group = testGroup({}, { title: "Security Guard", company: "Kaveri Security" });
    const fetchMock = mockApi({ user: admin, routes: queueRoutes([group]) });
    renderApp("/admin/reports");

    const opener = await screen.findByRole("button", { name: "Take down Security Guard" });
    await userEvent.click(opener);
    const dialog = await screen.findByRole("dialog", { name: "Take down this job?" });
    expect(dialog).toHaveTextContent("“Security Guard” at Kaveri Security will leave the site for good.");
    expect(dialog).toHaveTextContent(
      "Applicants still awaiting an answer are told only that the job is no longer on the site, and their applications become “Not selected”.",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Take down job" }));
    expect(await within(dialog).findByText("Please give a reason")).toBeInTheDocument();
    expect(requestsTo(fetchMock, `/api/admin/reports/${group.job.id}/take-down`)).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole("textbox", { name: "Reason" }), "Asked candidates for a fee.");
    expect(within(dialog).getByText("27 / 1,000 characters")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Take down job" }));

    expect(await screen.findByText("Job Taken Down")).toBeInTheDocument();
    expect(screen.getByText("The employer has been told by e-mail, and applicants still waiting that the job is no longer on the site.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(requestsTo(fetchMock, `/api/admin/reports/${group.job.id}/take-down`).map((request) => request.body)).toEqual([
      { reason: "Asked candidates for a fee." },
    ]);
    expect(await screen.findByRole("heading", { name: "No open reports" })).toBeInTheDocument();
  });

  it("keeps the take-down dialog and its reason open when the server refuses", async () => {
    const group = testGroup({}, { title: "Cashier" });
    mockApi({
      user: admin,
      routes: queueRoutes([group], {
        [`POST /api/admin/reports/${group.job.id}/take-down`]: () => apiError(409, "conflict", "This has changed meanwhile."),
      }),
    });
    renderApp("/admin/reports");
    await userEvent.click(await screen.findByRole("button", { name: "Take down Cashier" }));
    const dialog = await screen.findByRole("dialog", { name: "Take down this job?" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Reason" }), "Fake company.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Take down job" }));
    expect(await screen.findByText("Could not take the job down")).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: "Reason" })).toHaveValue("Fake company.");
  });

  it("starts each take-down with an empty reason and gives focus back to the button pressed", async () => {
    const first = testGroup({}, { title: "Cook" });
    const second = testGroup({}, { title: "Baker" });
    mockApi({ user: admin, routes: queueRoutes([first, second]) });
    renderApp("/admin/reports");
    const cookButton = await screen.findByRole("button", { name: "Take down Cook" });
    await userEvent.click(cookButton);
    let dialog = await screen.findByRole("dialog", { name: "Take down this job?" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Reason" }), "Draft reason");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(cookButton).toHaveFocus());

    await userEvent.click(screen.getByRole("button", { name: "Take down Baker" }));
    dialog = await screen.findByRole("dialog", { name: "Take down this job?" });
    expect(dialog).toHaveTextContent("“Baker”");
    expect(within(dialog).getByRole("textbox", { name: "Reason" })).toHaveValue("");
  });

  it(`pages ${moderationPageSize} jobs at a time, the page in the URL`, async () => {
    const fetchMock = mockApi({
      user: admin,
      routes: {
        "GET /api/admin/reports": (request) => {
          const number = Number(queryOf(request).page ?? "1");
          const groups = Array.from({ length: number === 1 ? moderationPageSize : 5 }, (_, index) =>
            testGroup({}, { title: `Job ${(number - 1) * moderationPageSize + index + 1}` }),
          );
          return page(groups, { totalCount: moderationPageSize + 5, page: number });
        },
      },
    });
    const { router } = renderApp("/admin/reports");
    expect(await screen.findByText("Showing 1–20 of 25")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: /Next/ }));
    expect(await screen.findByText("Showing 21–25 of 25")).toBeInTheDocument();
    expect(router.state.location.search).toBe("?page=2");
    expect(requestsTo(fetchMock, "/api/admin/reports").at(-1)?.query).toEqual({ page: "2" });
  });
});
