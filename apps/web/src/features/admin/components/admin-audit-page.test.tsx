import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { auditPageSize, type AuditEntry } from "@app/shared/trust";
import { toast } from "@/components/ui/toaster";
import { json, mockApi, renderApp, requestsTo } from "@/testing/render-app";
import { admin, queryOf } from "./list-test-utils";
import { switchLanguage } from "@/testing/language";

let counter = 0;

function testEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  counter += 1;
  return {
    id: String(counter),
    // 10:00 UTC is 3:30 PM in the test site's zone (Asia/Kolkata).
    at: "2024-03-05T10:00:00.000Z",
    actorId: "admin-1",
    actorEmail: "admin@example.com",
    action: "course.update",
    targetType: "course",
    targetId: `course-${counter}`,
    targetLabel: `Spoken English ${counter}`,
    reason: null,
    ...overrides,
  };
}

function auditPage(entries: AuditEntry[], overrides: { totalCount?: number; page?: number } = {}) {
  return json({ entries, totalCount: entries.length, page: 1, pageSize: auditPageSize, ...overrides });
}

afterEach(() => {
  toast.dismiss();
});

describe("/admin/audit", () => {
  it("lists each action with when (in the site's time zone), the admin, the action, the record and the reason", async () => {
    const rejected = testEntry({
      // 5 March, 19:00 UTC: already 6 March, 00:30 in Mysuru.
      at: "2024-03-05T19:00:00.000Z",
      action: "job.reject",
      targetType: "job",
      targetId: "00000000-0000-4000-8000-000000000042",
      targetLabel: "Warehouse Supervisor",
      reason: "The post asks candidates for a deposit.",
    });
    const deleted = testEntry({ action: "candidate.delete", targetType: "candidate", targetId: "cand-1", targetLabel: "Kavya Gowda (kavya@example.com)" });
    mockApi({ user: admin, routes: { "GET /api/admin/audit": () => auditPage([rejected, deleted]) } });
    renderApp("/admin/audit");

    expect(await screen.findByRole("heading", { level: 1, name: "Audit log" })).toBeInTheDocument();
    const table = await screen.findByRole("table", { name: "Audit log" });
    expect(within(table).getAllByRole("columnheader").map((header) => header.textContent)).toEqual(["When", "Admin", "Action", "Record", "Reason"]);

    // The time sits on its own line in the table; the comma between is read out only.
    const first = within(within(table).getByRole("rowheader", { name: /^6 Mar 2024\s*, 12:30 AM$/ }).closest("tr")!);
    expect(first.getByText("admin@example.com")).toBeInTheDocument();
    expect(first.getByText("Job rejected")).toBeInTheDocument();
    expect(first.getByText("Job")).toBeInTheDocument();
    expect(first.getByRole("link", { name: "Warehouse Supervisor" })).toHaveAttribute("href", `/jobs/${rejected.targetId}`);
    expect(first.getByText("The post asks candidates for a deposit.")).toBeInTheDocument();

    const second = within(within(table).getByRole("rowheader", { name: /^5 Mar 2024\s*, 3:30 PM$/ }).closest("tr")!);
    expect(second.getByText("Candidate deleted")).toBeInTheDocument();
    expect(second.getByText("Kavya Gowda (kavya@example.com)")).toBeInTheDocument();
    expect(second.queryByRole("link")).not.toBeInTheDocument();
    expect(second.getByText("No reason given")).toBeInTheDocument();
    expect(screen.getByText("Showing 1–2 of 2")).toBeInTheDocument();
  });

  it("does not link a deleted job, and names a record without a label by its id", async () => {
    const gone = testEntry({ action: "job.delete", targetType: "job", targetId: "00000000-0000-4000-8000-000000000043", targetLabel: "Cook" });
    const unlabelled = testEntry({ action: "verification.approve", targetType: "verification", targetId: "ver-77", targetLabel: null });
    mockApi({ user: admin, routes: { "GET /api/admin/audit": () => auditPage([gone, unlabelled]) } });
    renderApp("/admin/audit");

    const table = await screen.findByRole("table", { name: "Audit log" });
    expect(within(table).getByText("Cook")).toBeInTheDocument();
    expect(within(table).queryByRole("link")).not.toBeInTheDocument();
    expect(within(table).getByText("ver-77")).toBeInTheDocument();
    expect(within(table).getByText("Verification request")).toBeInTheDocument();
  });

  it("filters by action, record type and days, in the URL and on the server", async () => {
    const fetchMock = mockApi({ user: admin, routes: { "GET /api/admin/audit": () => auditPage([testEntry({ targetLabel: "Tally for Shops" })]) } });
    const { router } = renderApp("/admin/audit");
    await screen.findByText("Tally for Shops");
    expect(requestsTo(fetchMock, "/api/admin/audit")[0]?.query).toEqual({ page: "1" });

    const actionSelect = screen.getByLabelText("Action");
    // Every action is offered by its translated name.
    expect(within(actionSelect).getAllByRole("option").map((option) => option.textContent)).toContain("Enrollment reset");
    await userEvent.selectOptions(actionSelect, "Job deleted");
    await waitFor(() => expect(router.state.location.search).toBe("?action=job.delete"));

    await userEvent.selectOptions(screen.getByLabelText("Record type"), "Enrollment");
    await waitFor(() => expect(router.state.location.search).toBe("?action=job.delete&targetType=enrollment"));

    fireEvent.input(screen.getByLabelText("From"), { target: { value: "2024-03-01" } });
    fireEvent.input(screen.getByLabelText("To"), { target: { value: "2024-03-31" } });
    await waitFor(() => expect(router.state.location.search).toBe("?action=job.delete&targetType=enrollment&from=2024-03-01&to=2024-03-31"));
    await waitFor(() =>
      expect(requestsTo(fetchMock, "/api/admin/audit").at(-1)?.query).toEqual({
        action: "job.delete",
        targetType: "enrollment",
        from: "2024-03-01",
        to: "2024-03-31",
        page: "1",
      }),
    );
    expect(screen.getByLabelText("From")).toHaveAttribute("max", "2024-03-31");
    expect(screen.getByLabelText("To")).toHaveAttribute("min", "2024-03-01");

    await userEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(screen.getByLabelText("Action")).toHaveValue("");
    expect(screen.getByLabelText("From")).toHaveValue("");
  });

  it("reads the filters from the URL, dropping what the API would refuse; one record's history can be widened", async () => {
    const fetchMock = mockApi({ user: admin, routes: { "GET /api/admin/audit": () => auditPage([testEntry({ targetLabel: "Tally for Shops" })]) } });
    const { router } = renderApp("/admin/audit?action=job.explode&targetType=course&targetId=course-9&from=2024-02-30&to=2024-03-31&page=2");

    await screen.findByText("Tally for Shops");
    expect(requestsTo(fetchMock, "/api/admin/audit")[0]?.query).toEqual({ targetType: "course", targetId: "course-9", to: "2024-03-31", page: "2" });
    expect(screen.getByLabelText("Record type")).toHaveValue("course");
    expect(screen.getByText("Only this record: course-9")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Show every record" }));
    await waitFor(() => expect(router.state.location.search).toBe("?targetType=course&to=2024-03-31"));
    expect(screen.queryByText("Only this record: course-9")).not.toBeInTheDocument();
  });

  it("writes the days chosen under their fields as the site writes dates, in English and Kannada, whatever the browser's own format", async () => {
    mockApi({ user: admin, routes: { "GET /api/admin/audit": () => auditPage([testEntry({ targetLabel: "Tally for Shops" })]) } });
    renderApp("/admin/audit?to=2024-03-31");
    await screen.findByText("Tally for Shops");
    expect(screen.getByLabelText("From")).not.toHaveAccessibleDescription();
    expect(screen.getByLabelText("To")).toHaveAccessibleDescription("31 Mar 2024");

    fireEvent.input(screen.getByLabelText("From"), { target: { value: "2024-03-01" } });
    await waitFor(() => expect(screen.getByLabelText("From")).toHaveAccessibleDescription("1 Mar 2024"));

    await switchLanguage("kn");
    expect(await screen.findByLabelText("ಈ ದಿನಾಂಕದಿಂದ")).toHaveAccessibleDescription("1 ಮಾರ್ಚ್ 2024");
    expect(screen.getByLabelText("ಈ ದಿನಾಂಕದವರೆಗೆ")).toHaveAccessibleDescription("31 ಮಾರ್ಚ್ 2024");
  });

  it("pages through 50 entries at a time with the total", async () => {
    const fetchMock = mockApi({
      user: admin,
      routes: {
        "GET /api/admin/audit": (request) => {
          const page = Number(queryOf(request).page);
          const entries = Array.from({ length: page < 3 ? 50 : 20 }, (_, index) => testEntry({ targetLabel: `Course ${(page - 1) * 50 + index + 1}` }));
          return auditPage(entries, { totalCount: 120, page });
        },
      },
    });
    const { router } = renderApp("/admin/audit?action=course.update");

    expect(await screen.findByText("Showing 1–50 of 120")).toBeInTheDocument();
    expect(screen.getByText("Page 1 of 3")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Showing 51–100 of 120")).toBeInTheDocument();
    expect(router.state.location.search).toBe("?action=course.update&page=2");
    expect(requestsTo(fetchMock, "/api/admin/audit").map((request) => request.query.page)).toEqual(["1", "2"]);
  });

  it("says when nothing was ever recorded", async () => {
    mockApi({ user: admin, routes: { "GET /api/admin/audit": () => auditPage([]) } });
    renderApp("/admin/audit");
    expect(await screen.findByRole("heading", { name: "No actions recorded yet" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Clear filters" })).not.toBeInTheDocument();
  });

  it("says when nothing matches the filters, and clears them", async () => {
    mockApi({
      user: admin,
      routes: { "GET /api/admin/audit": (request) => auditPage(queryOf(request).action ? [] : [testEntry({ targetLabel: "Tally for Shops" })]) },
    });
    const { router } = renderApp("/admin/audit?action=job.take_down&from=2024-01-01");

    expect(await screen.findByRole("heading", { name: "No actions match these filters" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(await screen.findByText("Tally for Shops")).toBeInTheDocument();
    expect(router.state.location.search).toBe("");
  });

  it("shows a skeleton while loading, then says when loading failed and loads again on Try again", async () => {
    let fail = true;
    mockApi({
      user: admin,
      routes: {
        "GET /api/admin/audit": () =>
          fail ? json({ error: { code: "internal", message: "Oops", requestId: "r1" } }, 500) : auditPage([testEntry({ targetLabel: "Tally for Shops" })]),
      },
    });
    renderApp("/admin/audit");

    expect(await screen.findByText("Loading the audit log...")).toBeInTheDocument();
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("heading", { name: "Error Loading Data" })).toBeInTheDocument();
    expect(within(alert).getByText("Failed to load the audit log. Please try again.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText("Error Loading Data")).toHaveLength(2));

    fail = false;
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Tally for Shops")).toBeInTheDocument();
  });

  it("speaks Kannada", async () => {
    await switchLanguage("kn");
    mockApi({
      user: admin,
      routes: { "GET /api/admin/audit": () => auditPage([testEntry({ action: "enrollment.cancel", targetType: "enrollment", targetLabel: "REF123456789 (Asha Rao)" })]) },
    });
    renderApp("/admin/audit");

    expect(await screen.findByRole("heading", { level: 1, name: "ಕ್ರಿಯೆಗಳ ದಾಖಲೆ" })).toBeInTheDocument();
    const table = await screen.findByRole("table", { name: "ಕ್ರಿಯೆಗಳ ದಾಖಲೆ" });
    expect(within(table).getAllByRole("columnheader").map((header) => header.textContent)).toEqual(["ಯಾವಾಗ", "ಅಡ್ಮಿನ್", "ಕ್ರಿಯೆ", "ವಿಷಯ", "ಕಾರಣ"]);
    const row = within(within(table).getByRole("rowheader", { name: /^5 ಮಾರ್ಚ್ 2024\s*, / }).closest("tr")!);
    expect(row.getByText("ನೋಂದಣಿ ರದ್ದು ಮಾಡಲಾಗಿದೆ")).toBeInTheDocument();
    expect(row.getByText("ನೋಂದಣಿ")).toBeInTheDocument();
    expect(within(screen.getByLabelText("ಕ್ರಿಯೆ")).getByRole("option", { name: "ಉದ್ಯೋಗ ಅಳಿಸಲಾಗಿದೆ" })).toBeInTheDocument();
  });
});
