import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { AdminCandidate } from "@app/shared/admin";
import { toast } from "@/components/ui/toaster";
import { json, mockApi, renderApp, requestsTo, type FakeRoute } from "@/testing/render-app";
import { admin, listPage, noDeletion, queryOf, testAdminCandidate, testCandidateDetail } from "./list-test-utils";
import { switchLanguage } from "@/testing/language";

function candidateRoutes(initial: AdminCandidate[], overrides: Record<string, FakeRoute> = {}): Record<string, FakeRoute> {
  let candidates = initial;
  const routes: Record<string, FakeRoute> = {
    "GET /api/admin/candidates": () => listPage("candidates", candidates),
  };
  for (const candidate of initial) {
    routes[`GET /api/admin/candidates/${candidate.id}`] = () => json(testCandidateDetail(candidate));
    routes[`DELETE /api/admin/candidates/${candidate.id}`] = () => {
      candidates = candidates.filter((other) => other.id !== candidate.id);
      return json({ deleted: { ...noDeletion, applications: 2 } });
    };
  }
  return { ...routes, ...overrides };
}

afterEach(() => {
  toast.dismiss();
});

describe("/admin/candidates", () => {
  it("lists every candidate with e-mail, phone and registration date", async () => {
    mockApi({
      user: admin,
      routes: candidateRoutes([
        testAdminCandidate({ name: "Kavya Gowda", email: "kavya@example.com", phone: "9900112233", registeredAt: "2025-01-31T05:00:00.000Z" }),
        testAdminCandidate({ name: "Arjun Shetty", phone: null }),
      ]),
    });
    renderApp("/admin/candidates");

    const table = await screen.findByRole("table", { name: "Candidates" });
    expect(within(table).getAllByRole("columnheader").map((header) => header.textContent)).toEqual([
      "Name",
      "Email",
      "Phone",
      "Registered",
      "Actions",
    ]);
    const row = within(within(table).getByRole("rowheader", { name: "Kavya Gowda" }).closest("tr")!);
    expect(row.getByRole("link", { name: "kavya@example.com" })).toHaveAttribute("href", "mailto:kavya@example.com");
    expect(row.getByRole("link", { name: "9900112233" })).toHaveAttribute("href", "tel:9900112233");
    expect(row.getByText("31 Jan 2025")).toBeInTheDocument();
    const noPhone = within(within(table).getByRole("rowheader", { name: "Arjun Shetty" }).closest("tr")!);
    expect(noPhone.getByText("Not provided")).toBeInTheDocument();
    expect(screen.getByText("Showing 1–2 of 2")).toBeInTheDocument();
  });

  it("searches by name or e-mail, in the URL and on the server", async () => {
    const fetchMock = mockApi({
      user: admin,
      routes: {
        "GET /api/admin/candidates": (request) =>
          listPage("candidates", [testAdminCandidate({ name: queryOf(request).q ? "Kavya Gowda" : "Arjun Shetty" })]),
      },
    });
    const { router } = renderApp("/admin/candidates");

    await screen.findByRole("rowheader", { name: "Arjun Shetty" });
    await userEvent.type(screen.getByRole("searchbox", { name: "Search candidates" }), "kavya{Enter}");
    expect(await screen.findByRole("rowheader", { name: "Kavya Gowda" })).toBeInTheDocument();
    expect(router.state.location.search).toBe("?q=kavya");
    expect(requestsTo(fetchMock, "/api/admin/candidates").at(-1)?.query).toEqual({ q: "kavya", page: "1" });
  });

  it("opens a candidate's profile: skills, education, experience, the résumé to download, applications and enrolments, never a password", async () => {
    const candidate = testAdminCandidate({ name: "Kavya Gowda", email: "kavya@example.com" });
    mockApi({
      user: admin,
      routes: candidateRoutes([candidate], {
        [`GET /api/admin/candidates/${candidate.id}`]: () =>
          json(
            testCandidateDetail(candidate, {
              candidate: {
                ...candidate,
                bio: "Five years of billing and customer service.",
                skills: ["Tally", "GST filing"],
                education: [{ qualification: "B.Com", institution: "Maharaja's College", period: "2016 - 2019", details: "" }],
                experience: [{ title: "Billing Clerk", company: "Mysore Silk Traders", period: "2019 - 2024", details: "Daily GST invoices." }],
                resume: { id: "file-7", name: "kavya-resume.pdf", type: "pdf", size: 48_000, uploadedAt: "2025-01-20T05:00:00.000Z" },
              },
              applications: [
                {
                  id: "a1",
                  jobId: "job-1",
                  jobTitle: "Accounts Assistant",
                  company: "Chamundi Logistics",
                  status: "shortlisted",
                  appliedAt: "2025-02-01T05:00:00.000Z",
                },
              ],
              enrollments: [
                {
                  id: "e1",
                  courseId: "course1",
                  courseTitle: "Interview Mastery",
                  status: "pending",
                  paymentStatus: "pending",
                  requestedAt: "2025-02-02T05:00:00.000Z",
                },
              ],
            }),
          ),
      }),
    });
    renderApp("/admin/candidates");

    await userEvent.click(await screen.findByRole("button", { name: "View profile of Kavya Gowda" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Kavya Gowda" }));
    expect(await dialog.findByText("Five years of billing and customer service.")).toBeInTheDocument();
    const section = (name: string) => within(dialog.getByRole("region", { name }));
    expect(section("Skills").getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Tally", "GST filing"]);
    expect(section("Education").getByText("B.Com")).toBeInTheDocument();
    expect(section("Education").getByText("Maharaja's College · 2016 - 2019")).toBeInTheDocument();
    expect(section("Work experience").getByText("Billing Clerk")).toBeInTheDocument();
    expect(section("Work experience").getByText("Daily GST invoices.")).toBeInTheDocument();
    const download = section("Resume").getByRole("link", { name: "Download kavya-resume.pdf" });
    expect(download).toHaveAttribute("href", "/api/files/file-7");
    expect(section("Resume").getByText("Uploaded on 20 Jan 2025")).toBeInTheDocument();
    expect(section("Job applications").getByRole("link", { name: "Accounts Assistant" })).toHaveAttribute("href", "/jobs/job-1");
    expect(section("Job applications").getByText("Shortlisted")).toBeInTheDocument();
    expect(section("Course enrollments").getByRole("link", { name: "Interview Mastery" })).toBeInTheDocument();
    expect(section("Course enrollments").getByText("Pending Confirmation")).toBeInTheDocument();
    expect(dialog.queryByText(/password/i)).not.toBeInTheDocument();

    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole("button", { name: "View profile of Kavya Gowda" })).toHaveFocus());
  });

  it("says what a profile without details lacks", async () => {
    mockApi({ user: admin, routes: candidateRoutes([testAdminCandidate({ name: "Arjun Shetty" })]) });
    renderApp("/admin/candidates");

    await userEvent.click(await screen.findByRole("button", { name: "View profile of Arjun Shetty" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Arjun Shetty" }));
    for (const text of ["No skills added yet.", "No resume uploaded yet.", "No applications yet.", "No course enrollments yet."]) {
      expect(await dialog.findByText(text)).toBeInTheDocument();
    }
  });

  it("deletes a candidate after asking, then says so", async () => {
    const candidate = testAdminCandidate({ name: "Kavya Gowda" });
    const fetchMock = mockApi({ user: admin, routes: candidateRoutes([candidate, testAdminCandidate({ name: "Arjun Shetty" })]) });
    renderApp("/admin/candidates");

    await userEvent.click(await screen.findByRole("button", { name: "Delete Kavya Gowda" }));
    const dialog = within(await screen.findByRole("alertdialog", { name: "Delete this candidate?" }));
    expect(dialog.getByText(/The account of Kavya Gowda will be removed for good/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole("button", { name: "Delete candidate" }));

    expect(await screen.findByText("Candidate Deleted")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("rowheader", { name: "Kavya Gowda" })).not.toBeInTheDocument());
    expect(screen.getByRole("rowheader", { name: "Arjun Shetty" })).toBeInTheDocument();
    expect(requestsTo(fetchMock, `/api/admin/candidates/${candidate.id}`).map((request) => request.method)).toEqual(["DELETE"]);
  });

  it("says when the list failed to load", async () => {
    mockApi({
      user: admin,
      routes: { "GET /api/admin/candidates": () => json({ error: { code: "internal", message: "Oops", requestId: "r1" } }, 500) },
    });
    renderApp("/admin/candidates");
    expect(within(await screen.findByRole("alert")).getByText("Failed to load candidates data. Please try again.")).toBeInTheDocument();
  });

  it("has honest empty states", async () => {
    mockApi({ user: admin, routes: { "GET /api/admin/candidates": () => listPage("candidates", []) } });
    renderApp("/admin/candidates?q=nobody");
    expect(await screen.findByRole("heading", { name: "No candidates found" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(await screen.findByRole("heading", { name: "No candidates yet" })).toBeInTheDocument();
  });

  it("names each row's buttons by the words they show, then the candidate, in Kannada as in English", async () => {
    for (const language of ["en", "kn"] as const) {
      await switchLanguage(language);
      mockApi({ user: admin, routes: candidateRoutes([testAdminCandidate({ name: "Kavya Gowda" })]) });
      const { unmount } = renderApp("/admin/candidates");
      const row = within((await screen.findByRole("rowheader", { name: "Kavya Gowda" })).closest("tr")!);
      const buttons = row.getAllByRole("button");
      expect(buttons).toHaveLength(2);
      for (const button of buttons) {
        const shown = button.textContent!.trim();
        expect(shown).not.toBe("");
        // Starting with what is shown, so a voice user says what they see (WCAG 2.5.3), the row's name after it.
        const name = button.getAttribute("aria-label")!;
        expect(button).toHaveAccessibleName(name);
        expect(name.slice(0, shown.length)).toBe(shown);
        expect(name).toMatch(/ Kavya Gowda$/);
      }
      unmount();
    }
  });

  it("speaks Kannada", async () => {
    await switchLanguage("kn");
    mockApi({ user: admin, routes: candidateRoutes([testAdminCandidate({ name: "Kavya Gowda", phone: null })]) });
    renderApp("/admin/candidates");

    const row = within((await screen.findByRole("rowheader", { name: "Kavya Gowda" })).closest("tr")!);
    expect(row.getByText("5 ಮಾರ್ಚ್ 2024")).toBeInTheDocument();
    expect(row.getByText("ತಿಳಿಸಿಲ್ಲ")).toBeInTheDocument();
    await userEvent.click(row.getByRole("button", { name: "ಪ್ರೊಫೈಲ್ ನೋಡಿ: Kavya Gowda" }));
    expect(await within(await screen.findByRole("dialog")).findByText("ಇನ್ನೂ ರೆಸ್ಯೂಮ್ ಅಪ್‌ಲೋಡ್ ಮಾಡಿಲ್ಲ.")).toBeInTheDocument();
  });
});
