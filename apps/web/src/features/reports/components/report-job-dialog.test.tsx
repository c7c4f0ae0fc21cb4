import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { Job } from "@app/shared/jobs";
import type { SessionUser } from "@app/shared/user";
import { toast } from "@/components/ui/toaster";
import { testJob as baseTestJob } from "@/testing/factories";
import { json, mockApi, renderApp, requestsTo, testUser, type FakeRoute } from "@/testing/render-app";

const jobId = "3f1e2d4c-5b6a-4789-8abc-def012345678";
const jobPath = `/jobs/${jobId}`;
const reportsPath = `/api/jobs/${jobId}/reports`;

function testJob(overrides: Partial<Job> = {}): Job {
  return baseTestJob({ id: jobId, title: "Delivery Executive", employerId: "employer-1", ...overrides });
}

const apiError = (status: number, code: string, message: string) => json({ error: { code, message, requestId: "r1" } }, status);

function jobPage({ user = null, job = testJob(), report }: { user?: SessionUser | null; job?: Job; report?: FakeRoute } = {}) {
  return mockApi({
    user,
    routes: {
      [`GET /api/jobs/${jobId}`]: () => json({ job, saved: false, application: null }),
      ...(report ? { [`POST ${reportsPath}`]: report } : {}),
    },
  });
}

const notice = "This site and genuine employers never ask for money for a job. If anyone asks you to pay, report the job.";

async function openReportDialog() {
  await userEvent.click(await screen.findByRole("button", { name: "Report this job" }));
  return screen.findByRole("dialog", { name: "Report this job" });
}

afterEach(() => {
  toast.dismiss();
});

describe("the job page's safety notice and Report this job", () => {
  it("shows every visitor the notice, and a guest the Report button", async () => {
    jobPage();
    renderApp(jobPath);
    const section = (await screen.findByRole("heading", { level: 2, name: "Never pay for a job" })).closest("section")!;
    expect(within(section).getByText(notice)).toBeInTheDocument();
    expect(within(section).getByRole("button", { name: "Report this job" })).toBeInTheDocument();
  });

  it("shows the job's own employer the notice without the Report button", async () => {
    jobPage({ user: testUser({ id: "employer-1", role: "employer", company: "Chamundi Logistics" }) });
    renderApp(jobPath);
    expect(await screen.findByText(notice)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Report this job" })).not.toBeInTheDocument();
  });

  it("sends a guest's reason and note, thanks them and closes", async () => {
    const fetchMock = jobPage({ report: () => json({ ok: true }, 201) });
    renderApp(jobPath);
    const dialog = await openReportDialog();
    expect(within(dialog).getByText(/Tell us what is wrong with “Delivery Executive”/)).toBeInTheDocument();
    const reasons = within(dialog).getByRole("group", { name: "What is wrong with this job?" });
    expect(within(reasons).getAllByRole("radio").map((radio) => radio.closest("label")?.querySelector("span > span")?.textContent)).toEqual([
      "Asks for money",
      "Fake or misleading",
      "Wrong details",
      "Offensive",
      "Other",
    ]);

    await userEvent.click(within(dialog).getByRole("radio", { name: /Asks for money/ }));
    const note = within(dialog).getByRole("textbox", { name: "Note (optional)" });
    await userEvent.type(note, "They asked for ₹500");
    expect(within(dialog).getByText("19 / 1,000 characters")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Send report" }));

    expect(await screen.findByText("Thank you — we will look into this job.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(requestsTo(fetchMock, reportsPath).map((request) => request.body)).toEqual([{ reason: "asks_for_money", note: "They asked for ₹500" }]);
  });

  it("asks for a reason before sending anything", async () => {
    const fetchMock = jobPage({ report: () => json({ ok: true }, 201) });
    renderApp(jobPath);
    const dialog = await openReportDialog();
    await userEvent.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(await within(dialog).findByText("Please choose a reason")).toBeInTheDocument();
    expect(within(dialog).getByRole("group", { name: "What is wrong with this job?" })).toHaveAccessibleDescription("Please choose a reason");
    expect(requestsTo(fetchMock, reportsPath)).toHaveLength(0);
  });

  it("thanks a visitor who reported the job before instead of showing an error", async () => {
    jobPage({ report: () => apiError(409, "already_reported", "You have already reported this job.") });
    renderApp(jobPath);
    const dialog = await openReportDialog();
    await userEvent.click(within(dialog).getByRole("radio", { name: /Fake or misleading/ }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(await screen.findByText("Already reported")).toBeInTheDocument();
    expect(screen.getByText("You have already reported this job. Thank you — we will look into it.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("keeps the dialog and what was typed when sending fails", async () => {
    jobPage({ report: () => apiError(429, "rate_limited", "Too many requests.") });
    renderApp(jobPath);
    const dialog = await openReportDialog();
    await userEvent.click(within(dialog).getByRole("radio", { name: /Other/ }));
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Note (optional)" }), "Strange job");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(await screen.findByText("Could not send the report")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Report this job" })).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: "Note (optional)" })).toHaveValue("Strange job");
  });

  it("works from the keyboard: opens with Enter, chooses with Space, closes with Escape back to the button", async () => {
    jobPage({ report: () => json({ ok: true }, 201) });
    renderApp(jobPath);
    const button = await screen.findByRole("button", { name: "Report this job" });
    button.focus();
    await userEvent.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Report this job" });
    const first = within(dialog).getByRole("radio", { name: /Asks for money/ });
    first.focus();
    await userEvent.keyboard(" ");
    expect(first).toBeChecked();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it("starts empty when opened again", async () => {
    jobPage({ report: () => json({ ok: true }, 201) });
    renderApp(jobPath);
    let dialog = await openReportDialog();
    await userEvent.click(within(dialog).getByRole("radio", { name: /Offensive/ }));
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Note (optional)" }), "Rude");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    dialog = await openReportDialog();
    expect(within(dialog).getByRole("textbox", { name: "Note (optional)" })).toHaveValue("");
    expect(within(dialog).getByRole("radio", { name: /Offensive/ })).not.toBeChecked();
  });
});

describe("the apply dialog's safety notice", () => {
  it("carries the notice, and its report link swaps the application for the report", async () => {
    const resume = { id: "9f8e7d6c-5b4a-4321-8fed-cba987654321", name: "resume.pdf", type: "pdf" as const, size: 2048, uploadedAt: "2024-03-01T09:00:00.000Z" };
    mockApi({
      user: testUser(),
      routes: {
        [`GET /api/jobs/${jobId}`]: () => json({ job: testJob(), saved: false, application: null }),
        "GET /api/profile": () =>
          json({
            profile: {
              id: "user-1",
              name: "Asha Rao",
              email: "asha@example.com",
              phone: "9845012345",
              bio: "",
              skills: [],
              education: [],
              experience: [],
              resume,
              updatedAt: "2024-03-01T09:00:00.000Z",
            },
          }),
      },
    });
    renderApp(jobPath);
    await userEvent.click(await screen.findByRole("button", { name: "Apply Now" }));
    const apply = await screen.findByRole("dialog", { name: /Apply for Delivery Executive/ });
    const safety = within(apply).getByRole("complementary", { name: "Never pay for a job" });
    expect(safety).toHaveTextContent(notice);

    await userEvent.click(within(safety).getByRole("button", { name: "Report this job" }));
    expect(await screen.findByRole("dialog", { name: "Report this job" })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: /Apply for/ })).not.toBeInTheDocument());
  });
});
