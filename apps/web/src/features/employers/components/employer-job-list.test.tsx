import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { toast } from "@/components/ui/toaster";
import { formatDate } from "@/lib/format";
import { switchLanguage } from "@/testing/language";
import { json, renderApp, requestsTo } from "@/testing/render-app";
import { dashboardApi, testEmployerJob } from "../test-utils";

afterEach(() => {
  // Sonner keeps its toasts between renders: a toast of one test must not show up in the next.
  toast.dismiss();
});

function pathOf(router: ReturnType<typeof renderApp>["router"]) {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}

/** A moment `days` days from now, as the API writes dates. */
const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();

const serverError = () => json({ error: { code: "internal", message: "Boom", requestId: "r" } }, 500);

describe("My Job Listings", () => {
  it("shows each job with its status, date, views and application counts", async () => {
    const tailorJob = testEmployerJob({ title: "Tailor", views: 120, applicationCount: 4, pendingCount: 2 });
    dashboardApi({
      jobs: [
        tailorJob,
        testEmployerJob({ title: "Cook", status: "filled", views: 1, applicationCount: 1, pendingCount: 0 }),
        testEmployerJob({ title: "Driver", status: "expired" }),
        testEmployerJob({ title: "Cashier", status: "draft" }),
        // Past its expiry date, it has left search: to the employer it is closed.
        testEmployerJob({ title: "Packer", status: "active", expiresAt: "2024-01-01T00:00:00.000Z" }),
      ],
    });
    renderApp("/employer/dashboard");

    const tailor = within(await screen.findByRole("article", { name: "Tailor" }));
    expect(tailor.getByText("Active")).toBeInTheDocument();
    expect(tailor.getByText("Posted on 5 Mar 2024")).toBeInTheDocument();
    expect(tailor.getByText("120 views")).toBeInTheDocument();
    expect(tailor.getByText("4 applications")).toBeInTheDocument();
    expect(tailor.getByText("2 pending")).toBeInTheDocument();
    expect(tailor.getByRole("link", { name: "View details" })).toHaveAttribute("href", `/jobs/${tailorJob.id}`);

    const cook = within(screen.getByRole("article", { name: "Cook" }));
    expect(cook.getByText("Filled")).toBeInTheDocument();
    expect(cook.getByText("1 view")).toBeInTheDocument();
    expect(cook.getByText("1 application")).toBeInTheDocument();
    expect(cook.getByText("0 pending")).toBeInTheDocument();
    expect(within(screen.getByRole("article", { name: "Driver" })).getByText("Closed")).toBeInTheDocument();
    expect(within(screen.getByRole("article", { name: "Cashier" })).getByText("Draft")).toBeInTheDocument();
    expect(within(screen.getByRole("article", { name: "Packer" })).getByText("Closed")).toBeInTheDocument();
  });

  it("offers Close on an open job, Reopen on a closed one, and neither on a filled one", async () => {
    dashboardApi({
      jobs: [
        testEmployerJob({ title: "Tailor", status: "active" }),
        testEmployerJob({ title: "Driver", status: "expired" }),
        testEmployerJob({ title: "Cook", status: "filled" }),
      ],
    });
    renderApp("/employer/dashboard");

    const tailor = within(await screen.findByRole("group", { name: "Actions for Tailor" }));
    expect(tailor.getByRole("button", { name: "Close job" })).toBeInTheDocument();
    expect(tailor.queryByRole("button", { name: "Reopen" })).not.toBeInTheDocument();
    const driver = within(screen.getByRole("group", { name: "Actions for Driver" }));
    expect(driver.getByRole("button", { name: "Reopen" })).toBeInTheDocument();
    expect(driver.queryByRole("button", { name: "Close job" })).not.toBeInTheDocument();
    const cook = within(screen.getByRole("group", { name: "Actions for Cook" }));
    expect(cook.queryByRole("button", { name: "Close job" })).not.toBeInTheDocument();
    expect(cook.queryByRole("button", { name: "Reopen" })).not.toBeInTheDocument();
    expect(cook.getByRole("button", { name: "Delete" })).toBeInTheDocument();
  });

  it("closes a job and reopens another with PATCH /api/jobs/:id/status, then refreshes the listing", async () => {
    const open = testEmployerJob({ title: "Tailor", status: "active" });
    const closed = testEmployerJob({ title: "Driver", status: "expired" });
    const fetchMock = dashboardApi({
      jobs: [open, closed],
      routes: {
        [`PATCH /api/jobs/${open.id}/status`]: () => json({ job: { ...open, status: "expired" } }),
        [`PATCH /api/jobs/${closed.id}/status`]: () => json({ job: { ...closed, status: "active" } }),
      },
    });
    renderApp("/employer/dashboard");

    await userEvent.click(within(await screen.findByRole("group", { name: "Actions for Tailor" })).getByRole("button", { name: "Close job" }));
    await userEvent.click(within(await screen.findByRole("alertdialog", { name: "Close this job?" })).getByRole("button", { name: "Close job" }));
    expect(await screen.findByText("Job closed")).toBeInTheDocument();
    expect(screen.getByText("“Tailor” no longer takes applications and has left the job list.")).toBeInTheDocument();

    await userEvent.click(within(screen.getByRole("group", { name: "Actions for Driver" })).getByRole("button", { name: "Reopen" }));
    expect(await screen.findByText("Job reopened")).toBeInTheDocument();

    const patches = [...requestsTo(fetchMock, `/api/jobs/${open.id}/status`), ...requestsTo(fetchMock, `/api/jobs/${closed.id}/status`)];
    expect(patches.map(({ method, body }) => ({ method, body }))).toEqual([
      { method: "PATCH", body: { status: "expired" } },
      { method: "PATCH", body: { status: "active" } },
    ]);
    // The listing (page and filter choices) and the counts are asked for again after each change.
    await waitFor(() => expect(requestsTo(fetchMock, "/api/employer/stats").length).toBeGreaterThanOrEqual(3));
  });

  it("asks before closing a job, saying that it leaves the job list and search and that undecided applicants are told; Cancel changes nothing", async () => {
    const job = testEmployerJob({ title: "Tailor", status: "active" });
    const fetchMock = dashboardApi({ jobs: [job], routes: { [`PATCH /api/jobs/${job.id}/status`]: () => json({ job: { ...job, status: "expired" } }) } });
    renderApp("/employer/dashboard");

    await userEvent.click(within(await screen.findByRole("group", { name: "Actions for Tailor" })).getByRole("button", { name: "Close job" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Close this job?" });
    expect(dialog).toHaveAccessibleDescription(
      "“Tailor” leaves the job list and search, and takes no more applications. Applicants you have not decided on yet are told they were not selected. You can reopen the job later, but their applications stay “Not selected”.",
    );
    // The job stays and can be reopened: the ordinary confirmation's colour, not Delete's red.
    expect(within(dialog).getByRole("button", { name: "Close job" })).toHaveClass("bg-primary");
    expect(within(dialog).getByRole("button", { name: "Close job" })).not.toHaveClass("bg-destructive");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(requestsTo(fetchMock, `/api/jobs/${job.id}/status`)).toEqual([]);
    expect(within(screen.getByRole("group", { name: "Actions for Tailor" })).getByRole("button", { name: "Close job" })).toBeEnabled();
  });

  it("warns an employer reading Kannada what closing a job does", async () => {
    await switchLanguage("kn");
    const job = testEmployerJob({ title: "Tailor", status: "active" });
    dashboardApi({ jobs: [job] });
    renderApp("/employer/dashboard");

    await userEvent.click(within(await screen.findByRole("group", { name: "Tailor: ಆಯ್ಕೆಗಳು" })).getByRole("button", { name: "ಉದ್ಯೋಗ ಮುಚ್ಚಿ" }));
    const dialog = await screen.findByRole("alertdialog", { name: "ಈ ಉದ್ಯೋಗವನ್ನು ಮುಚ್ಚಬೇಕೇ?" });
    expect(dialog).toHaveAccessibleDescription(
      "“Tailor” ಉದ್ಯೋಗಗಳ ಪಟ್ಟಿಯಲ್ಲಿ ಮತ್ತು ಹುಡುಕಾಟದಲ್ಲಿ ಇನ್ನು ಕಾಣಿಸುವುದಿಲ್ಲ, ಹೊಸ ಅರ್ಜಿಗಳನ್ನು ತೆಗೆದುಕೊಳ್ಳುವುದಿಲ್ಲ. ನೀವು ಇನ್ನೂ ನಿರ್ಧರಿಸದ ಅರ್ಜಿದಾರರಿಗೆ ಅವರು ಆಯ್ಕೆಯಾಗಿಲ್ಲ ಎಂದು ತಿಳಿಸಲಾಗುತ್ತದೆ. ಉದ್ಯೋಗವನ್ನು ನಂತರ ಮತ್ತೆ ತೆರೆಯಬಹುದು, ಆದರೆ ಅವರ ಅರ್ಜಿಗಳ ಸ್ಥಿತಿ “ಆಯ್ಕೆಯಾಗಿಲ್ಲ” ಎಂದೇ ಇರುತ್ತದೆ.",
    );
    expect(within(dialog).getByRole("button", { name: "ಉದ್ಯೋಗ ಮುಚ್ಚಿ" })).toHaveClass("bg-primary");
    expect(within(dialog).getByRole("button", { name: "ಉದ್ಯೋಗ ಮುಚ್ಚಿ" })).not.toHaveClass("bg-destructive");
    expect(within(dialog).getByRole("button", { name: "ರದ್ದು ಮಾಡಿ" })).toBeInTheDocument();
  });

  it("says why a job could not be closed", async () => {
    const job = testEmployerJob({ title: "Tailor", status: "active" });
    dashboardApi({
      jobs: [job],
      routes: {
        [`PATCH /api/jobs/${job.id}/status`]: () =>
          json({ error: { code: "job_not_open", message: "job_not_open", requestId: "r" } }, 409),
      },
    });
    renderApp("/employer/dashboard");

    await userEvent.click(within(await screen.findByRole("group", { name: "Actions for Tailor" })).getByRole("button", { name: "Close job" }));
    await userEvent.click(within(await screen.findByRole("alertdialog", { name: "Close this job?" })).getByRole("button", { name: "Close job" }));
    expect(await screen.findByText("Could not change the job")).toBeInTheDocument();
    expect(screen.getByText("This job is no longer accepting applications.")).toBeInTheDocument();
  });

  it("says until when an open job is on the job list, and offers Renew only in its last week", async () => {
    // Each end read once: written again for the check, a run a moment before midnight (on the
    // device's clock) expected the day after the one shown.
    const tailorEnd = inDays(20);
    const weaverEnd = inDays(3);
    dashboardApi({
      jobs: [
        testEmployerJob({ title: "Tailor", status: "active", expiresAt: tailorEnd }),
        testEmployerJob({ title: "Weaver", status: "active", expiresAt: weaverEnd }),
        testEmployerJob({ title: "Driver", status: "expired", expiresAt: inDays(3) }),
      ],
    });
    renderApp("/employer/dashboard");

    const tailor = within(await screen.findByRole("article", { name: "Tailor" }));
    expect(tailor.getByText(`On the job list until ${formatDate(tailorEnd, "en")}`)).toBeInTheDocument();
    expect(tailor.queryByRole("button", { name: "Renew" })).not.toBeInTheDocument();
    const weaver = within(screen.getByRole("article", { name: "Weaver" }));
    expect(weaver.getByText(`On the job list until ${formatDate(weaverEnd, "en")}`)).toBeInTheDocument();
    expect(weaver.getByRole("button", { name: "Renew" })).toBeEnabled();
    // A closed job is not on the job list: it is reopened, not renewed.
    const driver = within(screen.getByRole("article", { name: "Driver" }));
    expect(driver.queryByText(/^On the job list until/)).not.toBeInTheDocument();
    expect(driver.queryByRole("button", { name: "Renew" })).not.toBeInTheDocument();
  });

  it("renews a job with POST /api/jobs/:id/renew, says until when, then refreshes the listing", async () => {
    const job = testEmployerJob({ title: "Weaver", status: "active", expiresAt: inDays(2) });
    const renewed = inDays(30);
    const fetchMock = dashboardApi({
      jobs: [job],
      routes: { [`POST /api/jobs/${job.id}/renew`]: () => json({ job: { ...job, expiresAt: renewed } }) },
    });
    renderApp("/employer/dashboard");

    await userEvent.click(within(await screen.findByRole("group", { name: "Actions for Weaver" })).getByRole("button", { name: "Renew" }));
    expect(await screen.findByText("Listing renewed")).toBeInTheDocument();
    expect(screen.getByText(`“Weaver” stays on the job list until ${formatDate(renewed, "en")}.`)).toBeInTheDocument();
    expect(requestsTo(fetchMock, `/api/jobs/${job.id}/renew`).map(({ method }) => method)).toEqual(["POST"]);
    await waitFor(() => expect(requestsTo(fetchMock, "/api/employer/stats").length).toBeGreaterThanOrEqual(2));
  });

  it("says why a job could not be renewed", async () => {
    const job = testEmployerJob({ title: "Weaver", status: "active", expiresAt: inDays(2) });
    dashboardApi({
      jobs: [job],
      routes: {
        [`POST /api/jobs/${job.id}/renew`]: () => json({ error: { code: "job_not_open", message: "job_not_open", requestId: "r" } }, 409),
      },
    });
    renderApp("/employer/dashboard");

    await userEvent.click(within(await screen.findByRole("group", { name: "Actions for Weaver" })).getByRole("button", { name: "Renew" }));
    expect(await screen.findByText("Could not renew the listing")).toBeInTheDocument();
    expect(screen.getByText("This job is no longer accepting applications.")).toBeInTheDocument();
  });

  it("asks for the admin's review of a job hidden by reports, once, then says when it asked", async () => {
    const job = testEmployerJob({ title: "Night Watchman", status: "reported" });
    const asked = "2024-03-05T10:00:00.000Z";
    const fetchMock = dashboardApi({
      jobs: [job],
      routes: { [`POST /api/jobs/${job.id}/review-request`]: () => json({ job: { id: job.id, reviewRequestedAt: asked } }) },
    });
    renderApp("/employer/dashboard");

    expect(await screen.findByText(/several visitors reported this job/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Ask for the admin's review" }));
    expect(await screen.findByText("The admin will look at this job first")).toBeInTheDocument();
    expect(requestsTo(fetchMock, `/api/jobs/${job.id}/review-request`).map(({ method }) => method)).toEqual(["POST"]);
    await waitFor(() => expect(requestsTo(fetchMock, "/api/employer/jobs").length).toBeGreaterThanOrEqual(2));
  });

  it("says when the employer asked for a review, and offers no second ask", async () => {
    const job = testEmployerJob({ title: "Night Watchman", status: "reported", reviewRequestedAt: "2024-03-05T10:00:00.000Z" });
    dashboardApi({ jobs: [job] });
    renderApp("/employer/dashboard");

    expect(
      await screen.findByText(`You asked for the admin's review on ${formatDate(job.reviewRequestedAt!, "en")}: they will look at this job first.`),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Ask for the admin's review" })).not.toBeInTheDocument();
  });

  it("deletes a job only after confirmation, then says so", async () => {
    const job = testEmployerJob({ title: "Tailor" });
    let deleted = false;
    const fetchMock = dashboardApi({
      routes: {
        "GET /api/employer/jobs": (request) => {
          const params = new URL(request.url).searchParams;
          const jobs = deleted ? [] : [job];
          return json({ jobs, totalCount: jobs.length, page: 1, pageSize: Number(params.get("pageSize")) });
        },
        [`DELETE /api/jobs/${job.id}`]: () => {
          deleted = true;
          return json({ ok: true });
        },
      },
    });
    renderApp("/employer/dashboard");

    await userEvent.click(within(await screen.findByRole("group", { name: "Actions for Tailor" })).getByRole("button", { name: "Delete" }));
    const dialog = within(await screen.findByRole("alertdialog", { name: "Delete this job?" }));
    expect(dialog.getByText("“Tailor” and all its applications will be removed for good. This cannot be undone.")).toBeInTheDocument();
    expect(dialog.getByRole("button", { name: "Delete job" })).toHaveClass("bg-destructive");

    await userEvent.click(dialog.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(requestsTo(fetchMock, `/api/jobs/${job.id}`)).toEqual([]);

    await userEvent.click(within(screen.getByRole("group", { name: "Actions for Tailor" })).getByRole("button", { name: "Delete" }));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete job" }));

    expect(await screen.findByText("Job Deleted")).toBeInTheDocument();
    expect(screen.getByText("The job listing has been successfully removed.")).toBeInTheDocument();
    expect(requestsTo(fetchMock, `/api/jobs/${job.id}`).map(({ method }) => method)).toEqual(["DELETE"]);
    expect(await screen.findByRole("heading", { name: "You have not posted any jobs yet" })).toBeInTheDocument();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("keeps the job and says so when deleting fails", async () => {
    const job = testEmployerJob({ title: "Tailor" });
    dashboardApi({ jobs: [job], routes: { [`DELETE /api/jobs/${job.id}`]: serverError } });
    renderApp("/employer/dashboard");

    await userEvent.click(within(await screen.findByRole("group", { name: "Actions for Tailor" })).getByRole("button", { name: "Delete" }));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete job" }));

    expect(await screen.findByText("Failed to delete the job. Please try again.")).toBeInTheDocument();
    expect(screen.queryByText("Job Deleted")).not.toBeInTheDocument();
    // The question stays open, so trying again is one click away.
    const dialog = within(screen.getByRole("alertdialog"));
    expect(dialog.getByRole("button", { name: "Delete job" })).toBeEnabled();
    await userEvent.click(dialog.getByRole("button", { name: "Cancel" }));
    expect(await screen.findByRole("article", { name: "Tailor" })).toBeInTheDocument();
  });

  it("shows a job's applicants in the Applications tab, filtered by that job", async () => {
    const job = testEmployerJob({ title: "Tailor" });
    const fetchMock = dashboardApi({ jobs: [job] });
    const { router } = renderApp("/employer/dashboard");

    await userEvent.click(within(await screen.findByRole("group", { name: "Actions for Tailor" })).getByRole("button", { name: "Applicants" }));

    await waitFor(() => expect(pathOf(router)).toBe(`/employer/dashboard?tab=applications&job=${job.id}`));
    expect(screen.getByRole("tab", { name: "Applications" })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByRole("combobox", { name: "Job" })).toHaveValue(job.id);
    await waitFor(() => expect(requestsTo(fetchMock, "/api/applications").at(-1)?.query).toEqual({ jobId: job.id, page: "1", pageSize: "20" }));
  });

  it("pages through the listing on the server", async () => {
    const fetchMock = dashboardApi({
      routes: {
        "GET /api/employer/jobs": (request) => {
          const params = new URL(request.url).searchParams;
          const page = Number(params.get("page"));
          const pageSize = Number(params.get("pageSize"));
          return json({ jobs: [testEmployerJob({ title: `Job on page ${page}` })], totalCount: 25, page, pageSize });
        },
      },
    });
    renderApp("/employer/dashboard");

    expect(await screen.findByRole("article", { name: "Job on page 1" })).toBeInTheDocument();
    expect(screen.getByText("Page 1 of 3")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Next" }));

    expect(await screen.findByRole("article", { name: "Job on page 2" })).toBeInTheDocument();
    expect(requestsTo(fetchMock, "/api/employer/jobs").map(({ query }) => query)).toContainEqual({ page: "2", pageSize: "10" });
  });

  it("shows an error with a retry when the listing cannot be loaded", async () => {
    let fail = true;
    dashboardApi({
      routes: {
        "GET /api/employer/jobs": (request) => {
          if (fail) return serverError();
          const pageSize = Number(new URL(request.url).searchParams.get("pageSize"));
          return json({ jobs: [testEmployerJob({ title: "Tailor" })], totalCount: 1, page: 1, pageSize });
        },
      },
    });
    renderApp("/employer/dashboard");

    const alert = within(await screen.findByRole("alert"));
    expect(alert.getByText("Failed to load your job listings. Please try again.")).toBeInTheDocument();
    fail = false;
    await userEvent.click(alert.getByRole("button", { name: "Try again" }));

    expect(await screen.findByRole("article", { name: "Tailor" })).toBeInTheDocument();
  });

  it("invites an employer without jobs to post one", async () => {
    dashboardApi();
    renderApp("/employer/dashboard");

    const empty = (await screen.findByRole("heading", { name: "You have not posted any jobs yet" })).parentElement!;
    await userEvent.click(within(empty).getByRole("button", { name: "Post a Job" }));

    expect(await screen.findByRole("dialog", { name: "Post a Job" })).toBeInTheDocument();
  });
});
