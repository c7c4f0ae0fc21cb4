import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { ApplicationStatus, CandidateApplication } from "@app/shared/applications";
import { toast, Toaster } from "@/components/ui/toaster";
import { i18n } from "@/lib/i18n";
import { json, mockApi, renderInPage, testUser, type FakeRoute } from "@/testing/render-app";
import { MyApplications } from "./my-applications";
import { switchLanguage } from "@/testing/language";

let counter = 0;

function application(overrides: Partial<CandidateApplication> = {}): CandidateApplication {
  counter += 1;
  return {
    id: `application-${counter}`,
    jobId: `00000000-0000-4000-8000-${String(counter).padStart(12, "0")}`,
    jobTitle: `Delivery Executive ${counter}`,
    jobTitleKn: null,
    company: "Chamundi Logistics",
    location: "Vijayanagar, Mysuru",
    jobStatus: "active",
    status: "pending",
    coverLetter: null,
    resume: { id: "file-1", name: "resume.pdf", type: "pdf", size: 1000, uploadedAt: "2024-03-01T09:00:00.000Z" },
    appliedAt: "2024-03-05T10:00:00.000Z",
    updatedAt: "2024-03-05T10:00:00.000Z",
    ...overrides,
  };
}

function page(applications: CandidateApplication[], overrides: { totalCount?: number; page?: number; pageSize?: number } = {}) {
  return json({ applications, totalCount: applications.length, page: 1, pageSize: 20, ...overrides });
}

/**
 * MyApplications has no route of its own (the profile page shows it in a tab), so it is rendered
 * alone, inside the providers it needs (translations, queries, toasts) and a router for its links.
 */
function renderMyApplications(mine: FakeRoute) {
  const fetchMock = mockApi({ user: testUser(), routes: { "GET /api/applications/mine": mine } });
  const { router } = renderInPage(
    <>
      <MyApplications />
      <Toaster />
    </>,
    { initialEntries: ["/candidate/profile"] },
  );
  return { fetchMock, router };
}

function pagesAsked(fetchMock: ReturnType<typeof mockApi>) {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input instanceof Request ? input.url : input), "http://localhost"))
    .filter((url) => url.pathname === "/api/applications/mine")
    .map((url) => url.searchParams.get("page"));
}

afterEach(() => {
  toast.dismiss();
});

describe("My Applications", () => {
  it("lists each application with its job link, company, location, date and status label", async () => {
    const statuses: ApplicationStatus[] = ["pending", "shortlisted", "rejected", "hired"];
    const applications = statuses.map((status, index) =>
      application({ status, jobTitle: `Job ${status}`, appliedAt: `2024-03-0${5 - index}T10:00:00.000Z` }),
    );
    renderMyApplications(() => page(applications));

    const list = await screen.findByRole("list", { name: "My Applications" });
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => within(item).getByRole("link").textContent)).toEqual([
      "Job pending",
      "Job shortlisted",
      "Job rejected",
      "Job hired",
    ]);
    const [first] = items as [HTMLElement];
    expect(within(first).getByRole("link", { name: "Job pending" })).toHaveAttribute("href", `/jobs/${applications[0]!.jobId}`);
    expect(within(first).getByText("Chamundi Logistics")).toBeInTheDocument();
    expect(within(first).getByText("Vijayanagar, Mysuru")).toBeInTheDocument();
    expect(within(first).getByText("Applied on 5 Mar 2024")).toBeInTheDocument();
    expect(screen.getByText("4 applications")).toBeInTheDocument();

    const labels = items.map((item) => item.querySelector("[data-status]"));
    expect(labels.map((label) => label?.textContent)).toEqual(["Pending", "Shortlisted", "Rejected", "Hired"]);
    // Yellow, green, red; hired in solid green, unlike a shortlisting.
    expect(labels[0]).toHaveClass("bg-amber-100");
    expect(labels[1]).toHaveClass("bg-green-100");
    expect(labels[2]).toHaveClass("bg-red-100");
    expect(labels[3]).toHaveClass("bg-success");
  });

  it("says why an application was not selected: the job filled by someone else, or closed first", async () => {
    renderMyApplications(() =>
      page([
        application({ status: "not_selected", jobStatus: "filled", jobTitle: "Filled job" }),
        application({ status: "not_selected", jobStatus: "expired", jobTitle: "Closed job" }),
        application({ status: "pending", jobTitle: "Open job" }),
      ]),
    );

    const list = await screen.findByRole("list", { name: "My Applications" });
    const [filled, closed, open] = within(list).getAllByRole("listitem") as [HTMLElement, HTMLElement, HTMLElement];
    const label = filled.querySelector("[data-status]");
    expect(label?.textContent).toBe("Not selected");
    expect(label).toHaveClass("bg-secondary");
    expect(within(filled).getByText("The position was filled by another candidate.")).toBeInTheDocument();
    expect(within(closed).getByText("The job was closed before your application was decided.")).toBeInTheDocument();
    expect(within(open).queryByText(/filled by another candidate|was closed before/)).not.toBeInTheDocument();
  });

  it("shows the empty state with a way to the jobs", async () => {
    const { router } = renderMyApplications(() => page([]));

    expect(await screen.findByText("You have not applied for any jobs yet")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("link", { name: "Browse Jobs" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/jobs"));
  });

  it("pages through the server's pages", async () => {
    const { fetchMock } = renderMyApplications((request) => {
      const requested = Number(new URL(request.url).searchParams.get("page") ?? "1");
      return page([application({ jobTitle: `Job on page ${requested}` })], { totalCount: 25, page: requested, pageSize: 20 });
    });

    expect(await screen.findByRole("link", { name: "Job on page 1" })).toBeInTheDocument();
    expect(screen.getByText("Page 1 of 2")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("link", { name: "Job on page 2" })).toBeInTheDocument();
    expect(screen.getByText("Page 2 of 2")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
    expect(pagesAsked(fetchMock)).toEqual(["1", "2"]);
  });

  it("says when loading fails and loads again on retry", async () => {
    let calls = 0;
    renderMyApplications(() => {
      calls += 1;
      return calls === 1
        ? json({ error: { code: "internal", message: "Boom", requestId: "r1" } }, 500)
        : page([application({ jobTitle: "Loaded on retry" })]);
    });

    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Failed to load applications data")).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: "Loaded on retry" })).toBeInTheDocument();
  });

  it("writes the labels and dates in Kannada", async () => {
    await switchLanguage("kn");
    renderMyApplications(() =>
      page([application({ status: "shortlisted" }), application({ status: "pending" }), application({ status: "not_selected", jobStatus: "filled" })]),
    );

    const list = await screen.findByRole("list", { name: "ನನ್ನ ಅರ್ಜಿಗಳು" });
    expect(within(list).getByText("ಶಾರ್ಟ್‌ಲಿಸ್ಟ್ ಆಗಿದೆ")).toBeInTheDocument();
    expect(within(list).getByText("ಬಾಕಿ ಇದೆ")).toBeInTheDocument();
    expect(within(list).getByText("ಆಯ್ಕೆಯಾಗಿಲ್ಲ")).toBeInTheDocument();
    expect(within(list).getByText("ಈ ಹುದ್ದೆಗೆ ಬೇರೊಬ್ಬ ಅಭ್ಯರ್ಥಿಯನ್ನು ನೇಮಕ ಮಾಡಲಾಗಿದೆ.")).toBeInTheDocument();
    expect(within(list).getAllByText(/^ಅರ್ಜಿ ಸಲ್ಲಿಸಿದ ದಿನ: 5 \S+ 2024$/)).toHaveLength(3);
    expect(screen.getByText("3 ಅರ್ಜಿಗಳು")).toBeInTheDocument();
  });

  it("titles each job in the reader's language, as it was when they applied: the Kannada title where the employer gave one", async () => {
    await switchLanguage("kn");
    renderMyApplications(() => page([application({ jobTitle: "Tailor", jobTitleKn: "ದರ್ಜಿ" }), application({ jobTitle: "Office Assistant", jobTitleKn: null })]));

    expect(await screen.findByRole("link", { name: "ದರ್ಜಿ" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Office Assistant" })).toBeInTheDocument();
    expect(screen.queryByText("Tailor")).not.toBeInTheDocument();

    await act(() => i18n.changeLanguage("en"));
    expect(await screen.findByRole("link", { name: "Tailor" })).toBeInTheDocument();
    expect(screen.queryByText("ದರ್ಜಿ")).not.toBeInTheDocument();
  });
});
