import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { AdminEmployer, AdminJob, AdminJobPage } from "@app/shared/admin";
import { toast } from "@/components/ui/toaster";
import { json, mockApi, renderApp, requestsTo, type FakeRoute } from "@/testing/render-app";
import { admin, listPage, noDeletion, queryOf, testAdminEmployer, testAdminJob } from "./list-test-utils";

function employerRoutes(initial: AdminEmployer[], overrides: Record<string, FakeRoute> = {}): Record<string, FakeRoute> {
  let employers = initial;
  const routes: Record<string, FakeRoute> = {
    "GET /api/admin/employers": () => listPage("employers", employers),
  };
  for (const employer of initial) {
    routes[`GET /api/admin/employers/${employer.id}`] = () => json({ employer, jobs: jobPage([]) });
    routes[`DELETE /api/admin/employers/${employer.id}`] = () => {
      employers = employers.filter((other) => other.id !== employer.id);
      return json({ deleted: { ...noDeletion, jobs: employer.jobsPosted } });
    };
  }
  return { ...routes, ...overrides };
}

/** A page of an employer's jobs, as `GET /api/admin/employers/:id` answers it. */
function jobPage(jobs: AdminJob[], { page = 1, totalCount = jobs.length } = {}): AdminJobPage {
  return { jobs, totalCount, page, pageSize: 20 };
}

afterEach(() => {
  toast.dismiss();
});

describe("/admin/employers", () => {
  it("lists every employer with company, e-mail, jobs posted and registration date", async () => {
    mockApi({
      user: admin,
      routes: employerRoutes([
        testAdminEmployer({ name: "Ravi Kumar", company: "Kaveri Security", email: "ravi@example.com", jobsPosted: 1500 }),
        testAdminEmployer({ name: "Meena Rao", company: null }),
      ]),
    });
    renderApp("/admin/employers");

    const table = await screen.findByRole("table", { name: "Employers" });
    expect(within(table).getAllByRole("columnheader").map((header) => header.textContent)).toEqual([
      "Name",
      "Company",
      "Email",
      "Jobs posted",
      "Registered",
      "Actions",
    ]);
    const row = within(within(table).getByRole("rowheader", { name: "Ravi Kumar" }).closest("tr")!);
    expect(row.getByText("Kaveri Security")).toBeInTheDocument();
    expect(row.getByRole("link", { name: "ravi@example.com" })).toBeInTheDocument();
    expect(row.getByText("1,500")).toBeInTheDocument();
    expect(row.getByText("5 Mar 2024")).toBeInTheDocument();
    expect(within(within(table).getByRole("rowheader", { name: "Meena Rao" }).closest("tr")!).getByText("Not provided")).toBeInTheDocument();
  });

  it("searches by name, e-mail or company, in the URL and on the server", async () => {
    const fetchMock = mockApi({
      user: admin,
      routes: {
        "GET /api/admin/employers": (request) =>
          listPage("employers", [testAdminEmployer({ name: queryOf(request).q ? "Ravi Kumar" : "Meena Rao" })]),
      },
    });
    const { router } = renderApp("/admin/employers");

    await screen.findByRole("rowheader", { name: "Meena Rao" });
    await userEvent.type(screen.getByRole("searchbox", { name: "Search employers" }), "kaveri");
    expect(await screen.findByRole("rowheader", { name: "Ravi Kumar" })).toBeInTheDocument();
    expect(router.state.location.search).toBe("?q=kaveri");
    expect(requestsTo(fetchMock, "/api/admin/employers").at(-1)?.query).toEqual({ q: "kaveri", page: "1" });
  });

  it("shows an employer's details and every job they posted", async () => {
    const employer = testAdminEmployer({ name: "Ravi Kumar", company: "Kaveri Security", phone: "9845012345", jobsPosted: 2 });
    const jobs = [
      testAdminJob({ title: "Night Watchman", status: "active", views: 40, applications: 3, location: "Vijayanagar" }),
      testAdminJob({ title: "Security Supervisor", status: "filled", views: 1, applications: 1 }),
    ];
    mockApi({
      user: admin,
      routes: employerRoutes([employer], { [`GET /api/admin/employers/${employer.id}`]: () => json({ employer, jobs: jobPage(jobs) }) }),
    });
    renderApp("/admin/employers");

    await userEvent.click(await screen.findByRole("button", { name: "View details of Ravi Kumar" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Ravi Kumar" }));
    expect(dialog.getByRole("link", { name: "9845012345" })).toHaveAttribute("href", "tel:9845012345");
    const listings = within(dialog.getByRole("region", { name: "Job listings (2)" }));
    expect(await listings.findByRole("link", { name: "Night Watchman" })).toHaveAttribute("href", `/jobs/${jobs[0]!.id}`);
    expect(listings.getByText("Vijayanagar · Posted on 5 Mar 2024 · 40 views · 3 applications")).toBeInTheDocument();
    expect(listings.getByText("Filled")).toBeInTheDocument();
    expect(listings.getByText(/1 view · 1 application$/)).toBeInTheDocument();
  });

  it("pages the jobs of an employer who posted many, and opens the next employer at their first page", async () => {
    const busy = testAdminEmployer({ name: "Ravi Kumar", jobsPosted: 45 });
    const other = testAdminEmployer({ name: "Meena Rao", jobsPosted: 1 });
    const jobsOf = (page: number) =>
      Array.from({ length: page < 3 ? 20 : 5 }, (_, index) => testAdminJob({ title: `Job ${(page - 1) * 20 + index + 1}` }));
    const fetchMock = mockApi({
      user: admin,
      routes: employerRoutes([busy, other], {
        [`GET /api/admin/employers/${busy.id}`]: (request) => {
          const page = Number(queryOf(request).page ?? "1");
          return json({ employer: busy, jobs: jobPage(jobsOf(page), { page, totalCount: 45 }) });
        },
        [`GET /api/admin/employers/${other.id}`]: () => json({ employer: other, jobs: jobPage([testAdminJob({ title: "Cook" })]) }),
      }),
    });
    renderApp("/admin/employers");

    await userEvent.click(await screen.findByRole("button", { name: "View details of Ravi Kumar" }));
    let dialog = within(await screen.findByRole("dialog", { name: "Ravi Kumar" }));
    expect(await dialog.findByRole("link", { name: "Job 1" })).toBeInTheDocument();
    expect(dialog.getAllByRole("listitem")).toHaveLength(20);
    expect(dialog.getByText("Page 1 of 3")).toBeInTheDocument();
    await userEvent.click(dialog.getByRole("button", { name: /Next/ }));
    expect(await dialog.findByRole("link", { name: "Job 21" })).toBeInTheDocument();
    expect(dialog.queryByRole("link", { name: "Job 1" })).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole("button", { name: /Next/ }));
    expect(await dialog.findByRole("link", { name: "Job 45" })).toBeInTheDocument();
    expect(dialog.getByText("Page 3 of 3")).toBeInTheDocument();
    expect(dialog.getByRole("button", { name: /Next/ })).toBeDisabled();
    expect(requestsTo(fetchMock, `/api/admin/employers/${busy.id}`).map((request) => request.query.page)).toEqual([undefined, "2", "3"]);

    await userEvent.keyboard("{Escape}");
    await userEvent.click(await screen.findByRole("button", { name: "View details of Meena Rao" }));
    dialog = within(await screen.findByRole("dialog", { name: "Meena Rao" }));
    expect(await dialog.findByRole("link", { name: "Cook" })).toBeInTheDocument();
    expect(dialog.queryByRole("navigation", { name: /pages/i })).not.toBeInTheDocument();
    expect(dialog.queryByText(/Job \d+/)).not.toBeInTheDocument();
  });

  it("deletes an employer with their jobs after asking, then says so", async () => {
    const employer = testAdminEmployer({ name: "Ravi Kumar", jobsPosted: 4 });
    const fetchMock = mockApi({ user: admin, routes: employerRoutes([employer, testAdminEmployer({ name: "Meena Rao" })]) });
    renderApp("/admin/employers");

    await userEvent.click(await screen.findByRole("button", { name: "Delete Ravi Kumar" }));
    const dialog = within(await screen.findByRole("alertdialog", { name: "Delete this employer?" }));
    expect(
      dialog.getByText(
        "The account of Ravi Kumar will be removed for good, with their 4 job listings and every application to them. This cannot be undone.",
      ),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole("button", { name: "Delete employer" }));

    expect(await screen.findByText("Employer Deleted")).toBeInTheDocument();
    expect(screen.getByText("The employer has been removed along with their job listings.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("rowheader", { name: "Ravi Kumar" })).not.toBeInTheDocument());
    expect(requestsTo(fetchMock, `/api/admin/employers/${employer.id}`).map((request) => request.method)).toEqual(["DELETE"]);
  });

  it("says when the delete failed", async () => {
    const employer = testAdminEmployer({ name: "Ravi Kumar" });
    mockApi({
      user: admin,
      routes: employerRoutes([employer], {
        [`DELETE /api/admin/employers/${employer.id}`]: () => json({ error: { code: "not_found", message: "Not found", requestId: "r1" } }, 404),
      }),
    });
    renderApp("/admin/employers");

    await userEvent.click(await screen.findByRole("button", { name: "Delete Ravi Kumar" }));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete employer" }));
    expect(await screen.findByText("Failed to delete the employer. Please try again.")).toBeInTheDocument();
  });

  it("says when the list failed to load", async () => {
    mockApi({
      user: admin,
      routes: { "GET /api/admin/employers": () => json({ error: { code: "internal", message: "Oops", requestId: "r1" } }, 500) },
    });
    renderApp("/admin/employers");
    expect(within(await screen.findByRole("alert")).getByText("Failed to load employers data. Please try again.")).toBeInTheDocument();
  });
});
