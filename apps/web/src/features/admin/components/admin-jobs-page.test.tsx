import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { AdminJob } from "@app/shared/admin";
import { toast } from "@/components/ui/toaster";
import { json, mockApi, renderApp, requestsTo, type FakeRoute } from "@/testing/render-app";
import { admin, listPage, noDeletion, queryOf, testAdminJob } from "./list-test-utils";
import { switchLanguage } from "@/testing/language";

/** A job list the fake DELETE shrinks, so the page shows what the server now holds. */
function jobRoutes(initial: AdminJob[], overrides: Record<string, FakeRoute> = {}): Record<string, FakeRoute> {
  let jobs = initial;
  const routes: Record<string, FakeRoute> = {
    "GET /api/admin/jobs": () => listPage("jobs", jobs),
  };
  for (const job of initial) {
    routes[`DELETE /api/admin/jobs/${job.id}`] = () => {
      jobs = jobs.filter((other) => other.id !== job.id);
      return json({ deleted: { ...noDeletion, jobs: 1, applications: job.applications } });
    };
  }
  return { ...routes, ...overrides };
}

afterEach(() => {
  toast.dismiss();
});

describe("/admin/jobs", () => {
  it("lists every job with its company, location, type, counted views, status and posted date", async () => {
    const job = testAdminJob({
      title: "Warehouse Supervisor",
      company: "Mysore Silk Traders",
      location: "Hebbal, Mysuru",
      type: "Part-time",
      views: 123456,
      status: "filled",
      postedAt: "2024-03-05T10:00:00.000Z",
    });
    mockApi({ user: admin, routes: jobRoutes([job, testAdminJob({ title: "Delivery Rider", status: "draft" })]) });
    renderApp("/admin/jobs");

    expect(await screen.findByRole("heading", { level: 1, name: "Manage Jobs" })).toBeInTheDocument();
    const table = await screen.findByRole("table", { name: "Jobs" });
    expect(within(table).getAllByRole("columnheader").map((header) => header.textContent)).toEqual([
      "Title",
      "Company",
      "Location",
      "Type",
      "Views",
      "Status",
      "Posted",
      "Actions",
    ]);
    const row = within(within(table).getByRole("rowheader", { name: "Warehouse Supervisor" }).closest("tr")!);
    for (const text of ["Mysore Silk Traders", "Hebbal, Mysuru", "Part-time", "1,23,456", "Filled", "5 Mar 2024"]) {
      expect(row.getByText(text)).toBeInTheDocument();
    }
    expect(row.getByRole("link", { name: "View details of Warehouse Supervisor" })).toHaveAttribute("href", `/jobs/${job.id}`);
    expect(row.getByRole("button", { name: "Delete Warehouse Supervisor" })).toBeInTheDocument();
    expect(within(table).getByText("Draft")).toBeInTheDocument();
    expect(screen.getByText("Showing 1–2 of 2")).toBeInTheDocument();
  });

  it("searches as the admin types, keeping the search in the URL and asking the server", async () => {
    const fetchMock = mockApi({
      user: admin,
      routes: {
        "GET /api/admin/jobs": (request) =>
          listPage("jobs", [testAdminJob({ title: queryOf(request).q ? `Driver for ${queryOf(request).q}` : "Cook" })]),
      },
    });
    const { router } = renderApp("/admin/jobs");

    await screen.findByRole("rowheader", { name: "Cook" });
    await userEvent.type(screen.getByRole("searchbox", { name: "Search jobs" }), "hebbal");

    expect(await screen.findByRole("rowheader", { name: "Driver for hebbal" })).toBeInTheDocument();
    expect(router.state.location.search).toBe("?q=hebbal");
    expect(requestsTo(fetchMock, "/api/admin/jobs").at(-1)?.query).toEqual({ q: "hebbal", sort: "newest", page: "1" });
    // One request for the typing, not one a keystroke.
    expect(requestsTo(fetchMock, "/api/admin/jobs")).toHaveLength(2);
  });

  it("keeps a filter changed while the typed search waits for its pause", { timeout: 15_000 }, async () => {
    mockApi({ user: admin, routes: { "GET /api/admin/jobs": () => listPage("jobs", [testAdminJob({ title: "Cook" })]) } });
    const { router } = renderApp("/admin/jobs");

    await screen.findByRole("rowheader", { name: "Cook" });
    await userEvent.type(screen.getByRole("searchbox", { name: "Search jobs" }), "hebbal");
    // Within the typing's pause: the filter lands first, then the search on top of it.
    await userEvent.selectOptions(screen.getByLabelText("Status"), "Filled");
    // In act: the pause's end moves the router, which draws the page again.
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    const search = new URLSearchParams(router.state.location.search);
    expect({ q: search.get("q"), status: search.get("status") }).toEqual({ q: "hebbal", status: "filled" });
    expect(screen.getByLabelText("Status")).toHaveValue("filled");
  });

  it("filters by status and sorts by views or date, on the server, from the URL too", async () => {
    const fetchMock = mockApi({ user: admin, routes: { "GET /api/admin/jobs": () => listPage("jobs", [testAdminJob({ title: "Cook" })]) } });
    const { router } = renderApp("/admin/jobs?q=cook&status=draft&page=1");

    await screen.findByRole("rowheader", { name: "Cook" });
    expect(screen.getByRole("searchbox", { name: "Search jobs" })).toHaveValue("cook");
    expect(screen.getByLabelText("Status")).toHaveValue("draft");
    expect(requestsTo(fetchMock, "/api/admin/jobs")[0]?.query).toEqual({ q: "cook", status: "draft", sort: "newest", page: "1" });

    await userEvent.selectOptions(screen.getByLabelText("Status"), "Filled");
    await waitFor(() => expect(router.state.location.search).toBe("?q=cook&status=filled"));

    await userEvent.click(screen.getByRole("button", { name: "Views" }));
    await waitFor(() => expect(router.state.location.search).toBe("?q=cook&status=filled&sort=most_viewed"));
    expect(screen.getByRole("columnheader", { name: "Views" })).toHaveAttribute("aria-sort", "descending");
    await userEvent.click(screen.getByRole("button", { name: "Views" }));
    await waitFor(() => expect(screen.getByLabelText("Sort by")).toHaveValue("least_viewed"));

    await userEvent.selectOptions(screen.getByLabelText("Sort by"), "Oldest first");
    await waitFor(() => expect(screen.getByRole("columnheader", { name: "Posted" })).toHaveAttribute("aria-sort", "ascending"));
    await waitFor(() =>
      expect(requestsTo(fetchMock, "/api/admin/jobs").at(-1)?.query).toEqual({ q: "cook", status: "filled", sort: "oldest", page: "1" }),
    );
  });

  it("pages through 100 jobs at a time with the total", async () => {
    const fetchMock = mockApi({
      user: admin,
      routes: {
        "GET /api/admin/jobs": (request) => {
          const page = Number(queryOf(request).page);
          const rows = Array.from({ length: page < 13 ? 100 : 34 }, (_, index) => testAdminJob({ title: `Job ${(page - 1) * 100 + index + 1}` }));
          return listPage("jobs", rows, { totalCount: 1234, page });
        },
      },
    });
    const { router } = renderApp("/admin/jobs");

    expect(await screen.findByText("Showing 1–100 of 1,234")).toBeInTheDocument();
    expect(screen.getByText("Page 1 of 13")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Showing 101–200 of 1,234")).toBeInTheDocument();
    expect(router.state.location.search).toBe("?page=2");
    expect(requestsTo(fetchMock, "/api/admin/jobs").map((request) => request.query.page)).toEqual(["1", "2"]);
  });

  it("deletes a job after asking, then says so and shows the list without it", async () => {
    const doomed = testAdminJob({ title: "Night Watchman", company: "Kaveri Security", applications: 3 });
    const fetchMock = mockApi({ user: admin, routes: jobRoutes([doomed, testAdminJob({ title: "Cook" })]) });
    renderApp("/admin/jobs");

    await userEvent.click(await screen.findByRole("button", { name: "Delete Night Watchman" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete this job?" });
    expect(
      within(dialog).getByText("“Night Watchman” at Kaveri Security and its 3 applications will be removed for good. This cannot be undone."),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete job" }));

    expect(await screen.findByText("Job Deleted")).toBeInTheDocument();
    expect(screen.getByText("The job listing has been successfully removed.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("rowheader", { name: "Night Watchman" })).not.toBeInTheDocument());
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(screen.getByRole("rowheader", { name: "Cook" })).toBeInTheDocument();
    // Its button is gone with the row: focus waits on the list, not lost on the page.
    await waitFor(() => expect(document.activeElement).toContainElement(screen.getByRole("table", { name: "Jobs" })));
    expect(document.activeElement).not.toBe(document.body);
    expect(requestsTo(fetchMock, `/api/admin/jobs/${doomed.id}`).map((request) => request.method)).toEqual(["DELETE"]);
  });

  it("keeps the job and says so when the delete fails; Cancel sends nothing", async () => {
    const job = testAdminJob({ title: "Night Watchman" });
    const fetchMock = mockApi({
      user: admin,
      routes: jobRoutes([job], {
        [`DELETE /api/admin/jobs/${job.id}`]: () => json({ error: { code: "internal", message: "Oops", requestId: "r1" } }, 500),
      }),
    });
    renderApp("/admin/jobs");

    await userEvent.click(await screen.findByRole("button", { name: "Delete Night Watchman" }));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Delete Night Watchman" })).toHaveFocus());
    expect(requestsTo(fetchMock, `/api/admin/jobs/${job.id}`)).toHaveLength(0);

    await userEvent.click(screen.getByRole("button", { name: "Delete Night Watchman" }));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete job" }));
    expect(await screen.findByText("Failed to delete the job. Please try again.")).toBeInTheDocument();
    // The dialog stays open where the failure happened; the job stays in the list.
    await userEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("rowheader", { name: "Night Watchman" })).toBeInTheDocument();
  });

  it("has honest empty states, and clears a search that found nothing", async () => {
    mockApi({
      user: admin,
      routes: { "GET /api/admin/jobs": (request) => listPage("jobs", queryOf(request).q ? [] : [testAdminJob({ title: "Cook" })]) },
    });
    const { router } = renderApp("/admin/jobs?q=astronaut");

    expect(await screen.findByRole("heading", { name: "No jobs found" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(await screen.findByRole("rowheader", { name: "Cook" })).toBeInTheDocument();
    expect(router.state.location.search).toBe("");
    expect(screen.getByRole("searchbox", { name: "Search jobs" })).toHaveValue("");
  });

  it("says when no job was ever posted", async () => {
    mockApi({ user: admin, routes: { "GET /api/admin/jobs": () => listPage("jobs", []) } });
    renderApp("/admin/jobs");
    expect(await screen.findByRole("heading", { name: "No jobs posted yet" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Clear filters" })).not.toBeInTheDocument();
  });

  it("says when loading failed, and loads again on Try again", async () => {
    let fail = true;
    mockApi({
      user: admin,
      routes: {
        "GET /api/admin/jobs": () =>
          fail ? json({ error: { code: "internal", message: "Oops", requestId: "r1" } }, 500) : listPage("jobs", [testAdminJob({ title: "Cook" })]),
      },
    });
    renderApp("/admin/jobs");

    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("heading", { name: "Error Loading Data" })).toBeInTheDocument();
    expect(within(alert).getByText("Failed to load jobs data. Please try again.")).toBeInTheDocument();
    // The toast of SPEC.md §8 too.
    await waitFor(() => expect(screen.getAllByText("Error Loading Data")).toHaveLength(2));

    fail = false;
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("rowheader", { name: "Cook" })).toBeInTheDocument();
  });

  it("speaks Kannada", async () => {
    await switchLanguage("kn");
    mockApi({ user: admin, routes: jobRoutes([testAdminJob({ title: "Cook", status: "expired", views: 1500 })]) });
    renderApp("/admin/jobs");

    const row = within((await screen.findByRole("rowheader", { name: "Cook" })).closest("tr")!);
    expect(row.getByText("ಮುಚ್ಚಲಾಗಿದೆ")).toBeInTheDocument();
    expect(row.getByText("5 ಮಾರ್ಚ್ 2024")).toBeInTheDocument();
    expect(row.getByText("1,500")).toBeInTheDocument();
    expect(screen.getByText("ಒಟ್ಟು 1 ರಲ್ಲಿ 1–1 ತೋರಿಸಲಾಗಿದೆ")).toBeInTheDocument();
    await userEvent.click(row.getByRole("button", { name: "ಅಳಿಸಿ: Cook" }));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "ಉದ್ಯೋಗ ಅಳಿಸಿ" }));
    expect(await screen.findByText("ಉದ್ಯೋಗ ಅಳಿಸಲಾಗಿದೆ")).toBeInTheDocument();
  });
});
