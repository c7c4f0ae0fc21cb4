import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { EmployerApplication } from "@app/shared/applications";
import { toast } from "@/components/ui/toaster";
import { json, renderApp, requestsTo } from "@/testing/render-app";
import { applicationsKeys } from "../api/keys";
import { applicationPage, cookJobId, reviewApi, tailorJobId, testApplication } from "./applicant-test-utils";

afterEach(() => {
  toast.dismiss();
});

function pathOf(router: ReturnType<typeof renderApp>["router"]) {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}

const serverError = () => json({ error: { code: "internal", message: "Boom", requestId: "r" } }, 500);

describe("the applications list", () => {
  it("filters by one of the employer's jobs (kept in the URL) and by status, on the server", async () => {
    const fetchMock = reviewApi({ applications: [testApplication()] });
    const { router } = renderApp("/employer/dashboard?tab=applications");

    const job = await screen.findByRole("combobox", { name: "Job" });
    await waitFor(() =>
      expect(within(job).getAllByRole("option").map((option) => option.textContent)).toEqual(["All jobs", "Tailor", "Cook"]),
    );
    const status = screen.getByRole("combobox", { name: "Status" });
    expect(within(status).getAllByRole("option").map((option) => option.textContent)).toEqual([
      "All statuses",
      "Pending",
      "Shortlisted",
      "Rejected",
      "Hired",
      "Not selected",
    ]);

    await userEvent.selectOptions(job, "Cook");
    await waitFor(() => expect(pathOf(router)).toBe(`/employer/dashboard?tab=applications&job=${cookJobId}`));
    await userEvent.selectOptions(status, "Shortlisted");

    await waitFor(() =>
      expect(requestsTo(fetchMock, "/api/applications").at(-1)?.query).toEqual({
        jobId: cookJobId,
        status: "shortlisted",
        page: "1",
        pageSize: "20",
      }),
    );
    expect(requestsTo(fetchMock, "/api/applications")[0]?.query).toEqual({ page: "1", pageSize: "20" });

    await userEvent.selectOptions(job, "All jobs");
    await waitFor(() => expect(pathOf(router)).toBe("/employer/dashboard?tab=applications"));
    await userEvent.selectOptions(status, "Not selected");
    await waitFor(() =>
      expect(requestsTo(fetchMock, "/api/applications").at(-1)?.query).toEqual({ status: "not_selected", page: "1", pageSize: "20" }),
    );
  });

  it("reads the job filter from the URL", async () => {
    const fetchMock = reviewApi({ applications: [testApplication()] });
    renderApp(`/employer/dashboard?tab=applications&job=${tailorJobId}`);

    expect(await screen.findByRole("article", { name: "Asha Rao" })).toBeInTheDocument();
    expect(requestsTo(fetchMock, "/api/applications")[0]?.query).toEqual({ jobId: tailorJobId, page: "1", pageSize: "20" });
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Job" })).toHaveValue(tailorJobId));
  });

  it("says so when there are no applications yet", async () => {
    reviewApi();
    renderApp("/employer/dashboard?tab=applications");

    expect(await screen.findByRole("heading", { name: "No applications yet" })).toBeInTheDocument();
    expect(screen.getByText("No applications")).toBeInTheDocument();
  });

  it("offers to show everything when the filters match nothing", async () => {
    reviewApi();
    const { router } = renderApp(`/employer/dashboard?tab=applications&job=${cookJobId}`);

    const empty = (await screen.findByRole("heading", { name: "No applications match these filters" })).parentElement!;
    await userEvent.click(within(empty).getByRole("button", { name: "Show all applications" }));

    await waitFor(() => expect(pathOf(router)).toBe("/employer/dashboard?tab=applications"));
    expect(await screen.findByRole("heading", { name: "No applications yet" })).toBeInTheDocument();
  });

  it("says when the job in the URL is not the employer's or is gone", async () => {
    reviewApi({
      routes: {
        "GET /api/applications": (request) =>
          new URL(request.url).searchParams.get("jobId")
            ? json({ error: { code: "not_found", message: "Not found", requestId: "r" } }, 404)
            : applicationPage([testApplication()], request),
      },
    });
    renderApp("/employer/dashboard?tab=applications&job=00000000-0000-4000-8000-0000000000ff");

    expect(await screen.findByRole("heading", { name: "This job was not found. It may have been deleted." })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Show all applications" }));
    expect(await screen.findByRole("article", { name: "Asha Rao" })).toBeInTheDocument();
    expect(screen.queryByText("Failed to load applications data")).not.toBeInTheDocument();
  });

  it("pages through the applications on the server, and starts again at page 1 for a new filter", async () => {
    const fetchMock = reviewApi({
      routes: {
        "GET /api/applications": (request) => {
          const page = Number(new URL(request.url).searchParams.get("page"));
          return applicationPage([testApplication({ candidateName: `Candidate on page ${page}` })], request, 45);
        },
      },
    });
    renderApp("/employer/dashboard?tab=applications");

    expect(await screen.findByRole("article", { name: "Candidate on page 1" })).toBeInTheDocument();
    expect(screen.getByText("45 applications")).toBeInTheDocument();
    expect(screen.getByText("Page 1 of 3")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("article", { name: "Candidate on page 2" })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Status" }), "Pending");
    await waitFor(() =>
      expect(requestsTo(fetchMock, "/api/applications").at(-1)?.query).toEqual({ status: "pending", page: "1", pageSize: "20" }),
    );
  });

  it("shows SPEC's error toast and a retry when the applications cannot be loaded", async () => {
    let fail = true;
    reviewApi({
      routes: {
        "GET /api/applications": (request) => (fail ? serverError() : applicationPage([testApplication()], request)),
      },
    });
    renderApp("/employer/dashboard?tab=applications");

    expect(await screen.findByText("Failed to load applications data")).toBeInTheDocument();
    const alert = within(screen.getByRole("alert"));
    expect(alert.getByText("The applications could not be loaded. Please try again.")).toBeInTheDocument();

    fail = false;
    await userEvent.click(alert.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("article", { name: "Asha Rao" })).toBeInTheDocument();
  });

  it("shows a new application when the server says applications changed, without a reload", async () => {
    const applications: EmployerApplication[] = [testApplication({ candidateName: "Asha Rao" })];
    reviewApi({ routes: { "GET /api/applications": (request) => applicationPage([...applications], request) } });
    const { queryClient } = renderApp("/employer/dashboard?tab=applications");
    expect(await screen.findByRole("article", { name: "Asha Rao" })).toBeInTheDocument();

    applications.unshift(testApplication({ candidateName: "Bhavya N" }));
    // What an "applications" server event does (app/server-event-keys.ts).
    await act(() => queryClient.invalidateQueries({ queryKey: applicationsKeys.all }));

    expect(await screen.findByRole("article", { name: "Bhavya N" })).toBeInTheDocument();
    expect(screen.getByText("2 applications")).toBeInTheDocument();
  });
});
