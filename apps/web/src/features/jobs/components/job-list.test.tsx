import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Job } from "@app/shared/jobs";
import { toast } from "@/components/ui/toaster";
import { fakeEventStream, json, mockApi, renderApp, requestsTo } from "@/testing/render-app";
import { jobsKeys } from "../api/keys";
import { filterOptions, queriesTo, searchResult } from "../test-utils";
import { testJob } from "@/testing/factories";

afterEach(() => {
  // Sonner keeps its toasts between renders: a toast of one test must not show up in the next.
  toast.dismiss();
});

function pathOf(router: ReturnType<typeof renderApp>["router"]) {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}

const options = () =>
  filterOptions(
    [
      { value: "Full-time", count: 30 },
      { value: "Part-time", count: 12 },
    ],
    [
      { value: "Vijayanagar, Mysuru", count: 25 },
      { value: "Hebbal", count: 17 },
    ],
  );

function listApi(jobs: Job[] = [testJob(), testJob()], extra: { totalCount?: number; moreThanCount?: boolean } = {}) {
  return mockApi({
    routes: {
      "GET /api/jobs": (request) => {
        const page = Number(new URL(request.url).searchParams.get("page") ?? 1);
        return searchResult(jobs, { page, totalCount: extra.totalCount ?? jobs.length, moreThanCount: extra.moreThanCount ?? false });
      },
      "GET /api/jobs/options": options,
    },
  });
}

describe("job list", () => {
  it("searches what the URL says and offers the server's choices with their counts", async () => {
    const fetchMock = listApi();
    renderApp("/jobs?q=driver&type=Part-time&location=Hebbal&sort=top&page=2");

    expect(await screen.findByText("2 jobs found")).toBeInTheDocument();
    expect(queriesTo(fetchMock, "/api/jobs")).toEqual([
      { q: "driver", type: "Part-time", location: "Hebbal", sort: "top", page: "2", pageSize: "10" },
    ]);
    expect(queriesTo(fetchMock, "/api/jobs/options")).toEqual([{ q: "driver", type: "Part-time", location: "Hebbal" }]);

    expect(screen.getByRole("searchbox", { name: "Search jobs" })).toHaveValue("driver");
    const type = screen.getByRole("combobox", { name: "Job type" });
    await waitFor(() => expect(within(type).getAllByRole("option").map((option) => option.textContent)).toEqual([
      "All job types",
      "Full-time (30)",
      "Part-time (12)",
    ]));
    expect(type).toHaveValue("Part-time");
    expect(within(screen.getByRole("combobox", { name: "Location" })).getByRole("option", { name: "Hebbal (17)" })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Location" })).toHaveValue("Hebbal");
    expect(screen.getByRole("combobox", { name: "Sort by" })).toHaveValue("top");
  });

  it("ignores values in the URL that the server would refuse", async () => {
    const fetchMock = listApi();
    renderApp("/jobs?type=Gardener&sort=best&page=-4");

    await screen.findByText("2 jobs found");
    expect(queriesTo(fetchMock, "/api/jobs")).toEqual([{ page: "1", pageSize: "10" }]);
  });

  it("lists best match first for words unless another order is chosen, and offers best match only with words", async () => {
    const fetchMock = listApi();
    const { router } = renderApp("/jobs");
    await screen.findByText("2 jobs found");
    const sort = () => screen.getByRole("combobox", { name: "Sort by" });
    expect(within(sort()).getAllByRole("option").map((option) => option.textContent)).toEqual(["Newest first", "Company name (A–Z)"]);
    expect(sort()).toHaveDisplayValue("Newest first");

    await userEvent.type(screen.getByRole("searchbox", { name: "Search jobs" }), "cook{Enter}");
    await waitFor(() => expect(pathOf(router)).toBe("/jobs?q=cook"));
    expect(within(sort()).getAllByRole("option").map((option) => option.textContent)).toEqual(["Best match", "Newest first", "Company name (A–Z)"]);
    expect(sort()).toHaveDisplayValue("Best match");
    // The default order goes without saying: the server ranks words by best match.
    await waitFor(() => expect(queriesTo(fetchMock, "/api/jobs").at(-1)).toEqual({ q: "cook", page: "1", pageSize: "10" }));

    await userEvent.selectOptions(sort(), "Newest first");
    await waitFor(() => expect(pathOf(router)).toBe("/jobs?q=cook&sort=latest"));
    await waitFor(() => expect(queriesTo(fetchMock, "/api/jobs").at(-1)).toEqual({ q: "cook", sort: "latest", page: "1", pageSize: "10" }));
    expect(screen.getByRole("button", { name: "Reset filters" })).toBeEnabled();
  });

  it("offers the server's near spelling as 'Did you mean' when little is found, as a link to that search", async () => {
    mockApi({
      routes: {
        "GET /api/jobs": (request) =>
          new URL(request.url).searchParams.get("q") === "drivr"
            ? searchResult([testJob({ title: "Driver" })], { suggestion: "driver" })
            : searchResult([testJob({ title: "Driver" }), testJob({ title: "Cab Driver" })]),
        "GET /api/jobs/options": options,
      },
    });
    const { router } = renderApp("/jobs?q=drivr");
    await screen.findByText("1 job found");
    const link = screen.getByRole("link", { name: "driver" });
    expect(link.closest("p")).toHaveTextContent("Did you mean driver?");
    expect(link).toHaveAttribute("href", "/jobs?q=driver");

    await userEvent.click(link);
    await waitFor(() => expect(pathOf(router)).toBe("/jobs?q=driver"));
    expect(await screen.findByText("2 jobs found")).toBeInTheDocument();
    expect(screen.queryByText(/Did you mean/)).not.toBeInTheDocument();
  });

  it("writes every filter into the URL and starts again at page 1", async () => {
    const fetchMock = listApi();
    const { router } = renderApp("/jobs?page=3");
    await screen.findByText("2 jobs found");

    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Job type" }), await screen.findByRole("option", { name: "Part-time (12)" }));
    await waitFor(() => expect(pathOf(router)).toBe("/jobs?type=Part-time"));

    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Location" }), "Hebbal");
    await waitFor(() => expect(pathOf(router)).toBe("/jobs?type=Part-time&location=Hebbal"));

    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Sort by" }), "Company name (A–Z)");
    await waitFor(() => expect(pathOf(router)).toBe("/jobs?type=Part-time&location=Hebbal&sort=top"));

    await userEvent.type(screen.getByRole("searchbox", { name: "Search jobs" }), "tailor{Enter}");
    await waitFor(() => expect(pathOf(router)).toBe("/jobs?q=tailor&type=Part-time&location=Hebbal&sort=top"));
    await waitFor(() =>
      expect(queriesTo(fetchMock, "/api/jobs").at(-1)).toEqual({
        q: "tailor",
        type: "Part-time",
        location: "Hebbal",
        sort: "top",
        page: "1",
        pageSize: "10",
      }),
    );
  });

  it("keeps 'Verified employers only' in the URL and asks the server for those jobs and their choices", async () => {
    const fetchMock = listApi();
    const { router } = renderApp("/jobs?type=Part-time&page=2");
    await screen.findByText("2 jobs found");
    const checkbox = screen.getByRole("checkbox", { name: "Verified employers only" });
    expect(checkbox).not.toBeChecked();

    await userEvent.click(checkbox);
    await waitFor(() => expect(pathOf(router)).toBe("/jobs?type=Part-time&verified=true"));
    expect(checkbox).toBeChecked();
    await waitFor(() =>
      expect(queriesTo(fetchMock, "/api/jobs").at(-1)).toEqual({ type: "Part-time", verified: "true", page: "1", pageSize: "10" }),
    );
    await waitFor(() => expect(queriesTo(fetchMock, "/api/jobs/options").at(-1)).toEqual({ type: "Part-time", verified: "true" }));

    await userEvent.click(screen.getByRole("button", { name: "Reset filters" }));
    await waitFor(() => expect(pathOf(router)).toBe("/jobs"));
    expect(screen.getByRole("checkbox", { name: "Verified employers only" })).not.toBeChecked();
  });

  it("reads 'Verified employers only' from a shared link", async () => {
    const fetchMock = listApi();
    renderApp("/jobs?verified=true");
    await screen.findByText("2 jobs found");
    expect(screen.getByRole("checkbox", { name: "Verified employers only" })).toBeChecked();
    expect(queriesTo(fetchMock, "/api/jobs")).toEqual([{ verified: "true", page: "1", pageSize: "10" }]);
  });

  it("searches a salary from a link (a job alert's), keeps it through other changes, and resets it", async () => {
    const fetchMock = listApi();
    const { router } = renderApp("/jobs?q=driver&salaryMin=15000&salaryMax=abc");
    await screen.findByText("2 jobs found");
    expect(queriesTo(fetchMock, "/api/jobs")).toEqual([{ q: "driver", salaryMin: "15000", page: "1", pageSize: "10" }]);
    expect(queriesTo(fetchMock, "/api/jobs/options")).toEqual([{ q: "driver", salaryMin: "15000" }]);

    await userEvent.click(screen.getByRole("checkbox", { name: "Verified employers only" }));
    await waitFor(() => expect(pathOf(router)).toBe("/jobs?q=driver&salaryMin=15000&verified=true"));

    await userEvent.click(screen.getByRole("button", { name: "Reset filters" }));
    await waitFor(() => expect(pathOf(router)).toBe("/jobs"));
  });

  it("searches by itself after a pause in typing", async () => {
    listApi();
    const { router } = renderApp("/jobs");
    await screen.findByText("2 jobs found");

    await userEvent.type(screen.getByRole("searchbox", { name: "Search jobs" }), "cook");
    await waitFor(() => expect(pathOf(router)).toBe("/jobs?q=cook"));
  });

  it("resets the search, the filters and the sort", async () => {
    listApi();
    const { router } = renderApp("/jobs?q=driver&type=Part-time&location=Hebbal&sort=top&page=2");
    await screen.findByText("2 jobs found");

    await userEvent.click(screen.getByRole("button", { name: "Reset filters" }));

    await waitFor(() => expect(pathOf(router)).toBe("/jobs"));
    expect(screen.getByRole("searchbox", { name: "Search jobs" })).toHaveValue("");
    expect(screen.getByRole("combobox", { name: "Job type" })).toHaveValue("");
    expect(screen.getByRole("combobox", { name: "Location" })).toHaveValue("");
    expect(screen.getByRole("combobox", { name: "Sort by" })).toHaveDisplayValue("Newest first");
    expect(screen.getByRole("button", { name: "Reset filters" })).toBeDisabled();
  });

  it("pages through the results, ten at a time", async () => {
    const fetchMock = listApi(Array.from({ length: 10 }, () => testJob()), { totalCount: 25 });
    const { router } = renderApp("/jobs?type=Full-time");

    expect(await screen.findByText("25 jobs found")).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(10);
    expect(screen.getByText("Page 1 of 3")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    // Links to the pages' own addresses: they work before the script runs, and crawlers follow them.
    const next = screen.getByRole("link", { name: "Next" });
    expect(next).toHaveAttribute("href", "/jobs?type=Full-time&page=2");
    expect(next).toHaveAttribute("rel", "next");

    await userEvent.click(next);

    await waitFor(() => expect(pathOf(router)).toBe("/jobs?type=Full-time&page=2"));
    expect(await screen.findByText("Page 2 of 3")).toBeInTheDocument();
    expect(queriesTo(fetchMock, "/api/jobs").at(-1)).toMatchObject({ type: "Full-time", page: "2" });
    // Back to the first page: its address has no page.
    expect(screen.getByRole("link", { name: "Previous" })).toHaveAttribute("href", "/jobs?type=Full-time");
    expect(screen.getByRole("link", { name: "Next" })).toHaveAttribute("href", "/jobs?type=Full-time&page=3");
  });

  it("says 1,000+ when the server counted no further, and pages up to the thousandth job", async () => {
    listApi(Array.from({ length: 10 }, () => testJob()), { totalCount: 1000, moreThanCount: true });
    renderApp("/jobs");

    expect(await screen.findByText("1,000+ jobs found")).toBeInTheDocument();
    expect(screen.getByText("Page 1 of 100")).toBeInTheDocument();
  });

  it("hints at adjusting the filters when nothing matches", async () => {
    listApi([]);
    const { router } = renderApp("/jobs?q=astronaut");

    expect(await screen.findByRole("heading", { name: "No jobs match your search" })).toBeInTheDocument();
    expect(screen.getByText("Try other words, choose another job type or location, or reset the filters.")).toBeInTheDocument();
    expect(screen.getByText("No jobs found")).toBeInTheDocument();

    const emptyState = screen.getByRole("heading", { name: "No jobs match your search" }).parentElement!;
    await userEvent.click(within(emptyState).getByRole("button", { name: "Reset filters" }));
    await waitFor(() => expect(pathOf(router)).toBe("/jobs"));
  });

  it("says so plainly when there are no jobs at all", async () => {
    listApi([]);
    renderApp("/jobs");

    expect(await screen.findByRole("heading", { name: "No job listings yet" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "No jobs match your search" })).not.toBeInTheDocument();
  });

  it("shows the error toast and an inline retry when the jobs cannot be loaded, and never sample jobs", async () => {
    let fail = true;
    mockApi({
      routes: {
        "GET /api/jobs": () =>
          fail ? json({ error: { code: "internal", message: "Boom", requestId: "r" } }, 500) : searchResult([testJob({ title: "Tailor" })]),
        "GET /api/jobs/options": options,
      },
    });
    renderApp("/jobs");

    expect(await screen.findByText("Error loading jobs")).toBeInTheDocument();
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Failed to load job listings. Please try again.");
    expect(screen.queryByRole("article")).not.toBeInTheDocument();

    fail = false;
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));

    expect(await screen.findByRole("article", { name: "Tailor" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("keeps the jobs loaded earlier on screen when the network goes, and says so", async () => {
    let networkDown = false;
    mockApi({
      routes: {
        "GET /api/jobs": () => {
          if (networkDown) throw new TypeError("Failed to fetch");
          return searchResult([testJob({ title: "Tailor" })]);
        },
        "GET /api/jobs/options": options,
      },
    });
    const { queryClient } = renderApp("/jobs");
    expect(await screen.findByRole("article", { name: "Tailor" })).toBeInTheDocument();

    networkDown = true;
    await act(() => queryClient.invalidateQueries({ queryKey: jobsKeys.all }));

    expect(await screen.findByText("You are offline — showing the jobs loaded earlier.")).toBeInTheDocument();
    expect(screen.getByRole("article", { name: "Tailor" })).toBeInTheDocument();
    expect(screen.queryByText("Error loading jobs")).not.toBeInTheDocument();
  });

  it("shows the offline banner as soon as the browser goes offline", async () => {
    listApi([testJob({ title: "Tailor" })]);
    renderApp("/jobs");
    expect(await screen.findByRole("article", { name: "Tailor" })).toBeInTheDocument();

    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event("offline"));
    });

    expect(await screen.findByText("You are offline — showing the jobs loaded earlier.")).toBeInTheDocument();
    expect(screen.getByRole("article", { name: "Tailor" })).toBeInTheDocument();

    // Back online, for the query library's own online flag too, which outlives this test.
    onLine.mockRestore();
    act(() => {
      window.dispatchEvent(new Event("online"));
    });
    expect(screen.queryByText("You are offline — showing the jobs loaded earlier.")).not.toBeInTheDocument();
  });

  it("refreshes by itself when the server says jobs changed, over one event stream", async () => {
    const events = fakeEventStream();
    let jobs = [testJob({ title: "Tailor" })];
    const fetchMock = mockApi({
      routes: { "GET /api/jobs": () => searchResult(jobs), "GET /api/jobs/options": options, "GET /api/events": events.route },
    });
    renderApp("/jobs");
    expect(await screen.findByRole("article", { name: "Tailor" })).toBeInTheDocument();
    await waitFor(() => expect(requestsTo(fetchMock, "/api/events")).toHaveLength(1));

    jobs = [testJob({ title: "Baker" }), ...jobs];
    act(() => events.emit("jobs"));

    expect(await screen.findByRole("article", { name: "Baker" })).toBeInTheDocument();
    expect(screen.getByText("2 jobs found")).toBeInTheDocument();
    expect(requestsTo(fetchMock, "/api/events")).toHaveLength(1);
  });
});
