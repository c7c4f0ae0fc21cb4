import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { moderationPageSize, type AdminVerification } from "@app/shared/trust";
import { toast } from "@/components/ui/toaster";
import { json, mockApi, renderApp, requestsTo, testUser, type FakeRoute } from "@/testing/render-app";
import { switchLanguage } from "@/testing/language";

afterEach(() => {
  toast.dismiss();
});

const admin = testUser({ id: "admin-1", role: "admin", name: "Site Admin", email: "admin@example.com" });

let counter = 0;
function testRequest(overrides: Partial<AdminVerification> = {}): AdminVerification {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, "0")}`,
    kind: "gstin",
    number: "29ABCDE1234F1ZW",
    website: null,
    documentName: null,
    status: "pending",
    reason: null,
    requestedAt: "2024-03-05T10:00:00.000Z",
    decidedAt: null,
    employerId: `employer-${counter}`,
    employerName: `Ravi Kumar ${counter}`,
    employerEmail: `ravi${counter}@example.com`,
    company: `Kaveri Textiles ${counter}`,
    sameNumber: [],
    ...overrides,
  };
}

function queuePage(verifications: AdminVerification[], overrides: { totalCount?: number; page?: number } = {}) {
  return json({ verifications, totalCount: verifications.length, page: 1, pageSize: moderationPageSize, ...overrides });
}

const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

function pathOf(router: ReturnType<typeof renderApp>["router"]) {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}

/** A pending queue that the fake decisions empty, so the page shows what the server now holds. */
function queueRoutes(initial: AdminVerification[], overrides: Record<string, FakeRoute> = {}): Record<string, FakeRoute> {
  let pending = initial;
  const routes: Record<string, FakeRoute> = {
    "GET /api/admin/verifications": (request) => queuePage((queryOf(request).status ?? "pending") === "pending" ? pending : []),
  };
  for (const item of initial) {
    routes[`POST /api/admin/verifications/${item.id}/approve`] = () => {
      pending = pending.filter((other) => other.id !== item.id);
      return json({ verification: { ...item, status: "approved", decidedAt: "2024-03-07T10:00:00.000Z" } });
    };
    routes[`POST /api/admin/verifications/${item.id}/reject`] = async (request) => {
      pending = pending.filter((other) => other.id !== item.id);
      const { reason } = (await request.json()) as { reason: string };
      return json({ verification: { ...item, status: "rejected", reason, decidedAt: "2024-03-07T10:00:00.000Z" } });
    };
  }
  return { ...routes, ...overrides };
}

describe("/admin/verification", () => {
  it("lists each waiting request: company, employer and e-mail, number, website, document and date", async () => {
    const request = testRequest({
      company: "Kaveri Textiles",
      employerName: "Ravi Kumar",
      employerEmail: "ravi@kaveri.example.in",
      website: "https://kaveri.example.in",
      documentName: "GST certificate.pdf",
    });
    // Asha signed up with a phone: the server sends no address.
    const udyam = testRequest({ kind: "udyam", number: "UDYAM-KR-03-0012345", company: null, employerName: "Asha Rao", employerEmail: null });
    const fetchMock = mockApi({ user: admin, routes: queueRoutes([request, udyam]) });
    renderApp("/admin/verification");

    expect(await screen.findByRole("heading", { level: 1, name: "Verification" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Waiting" })).toHaveAttribute("aria-selected", "true");
    const card = within(await screen.findByRole("article", { name: "Kaveri Textiles" }));
    expect(card.getByText("Ravi Kumar")).toBeInTheDocument();
    expect(card.getByRole("link", { name: "ravi@kaveri.example.in" })).toHaveAttribute("href", "mailto:ravi@kaveri.example.in");
    expect(card.getByText("29ABCDE1234F1ZW")).toBeInTheDocument();
    expect(card.getByText("GSTIN")).toBeInTheDocument();
    const website = card.getByRole("link", { name: "https://kaveri.example.in" });
    expect(website).toHaveAttribute("href", "https://kaveri.example.in");
    expect(website).toHaveAttribute("rel", "noopener noreferrer nofollow");
    expect(card.getByRole("link", { name: "Download GST certificate.pdf, the document of Kaveri Textiles" })).toHaveAttribute(
      "href",
      `/api/admin/verifications/${request.id}/document`,
    );
    expect(card.getByText("5 Mar 2024")).toBeInTheDocument();
    expect(card.getByRole("group", { name: "Decide on Kaveri Textiles" })).toBeInTheDocument();

    const other = within(screen.getByRole("article", { name: "No company name" }));
    expect(other.getByText("Udyam registration")).toBeInTheDocument();
    expect(other.getByText("UDYAM-KR-03-0012345")).toBeInTheDocument();
    expect(other.getByText("Not given")).toBeInTheDocument();
    expect(other.getByText("None sent")).toBeInTheDocument();
    expect(other.getByText("Asha Rao")).toBeInTheDocument();
    expect(other.queryByRole("link", { name: /@/ })).not.toBeInTheDocument();
    expect(screen.getByText("Showing 1–2 of 2")).toBeInTheDocument();
    expect(requestsTo(fetchMock, "/api/admin/verifications")[0]?.query).toEqual({ status: "pending", page: "1" });
  });

  it("warns of other employers who asked with the same number, and only there", async () => {
    const copy = testRequest({
      company: "Kaveri Silks Pvt",
      sameNumber: [
        { employerId: "employer-ravi", employerName: "Ravi Kumar", employerEmail: "ravi@kaveri.example.in", company: "Kaveri Silks", status: "approved" },
        // An employer who signed up with a phone: the server sends no address, the name stands in.
        { employerId: "employer-manju", employerName: "Manjunath", employerEmail: null, company: "Kaveri Sarees", status: "pending" },
      ],
    });
    const alone = testRequest({ company: "Hebbal Foods", number: "29AAAAA0000A1Z5" });
    mockApi({ user: admin, routes: queueRoutes([copy, alone]) });
    renderApp("/admin/verification");

    const card = within(await screen.findByRole("article", { name: "Kaveri Silks Pvt" }));
    const note = card.getByRole("note");
    expect(within(note).getByText("Another employer asked with this GSTIN")).toBeInTheDocument();
    expect(within(note).getByText("Kaveri Silks (ravi@kaveri.example.in): verified")).toBeInTheDocument();
    expect(within(note).getByText("Kaveri Sarees (Manjunath): waiting")).toBeInTheDocument();
    expect(within(screen.getByRole("article", { name: "Hebbal Foods" })).queryByRole("note")).not.toBeInTheDocument();
  });

  it("approves a request, says so and refreshes the queue", async () => {
    const request = testRequest({ company: "Kaveri Textiles" });
    const fetchMock = mockApi({ user: admin, routes: queueRoutes([request]) });
    renderApp("/admin/verification");

    const card = within(await screen.findByRole("article", { name: "Kaveri Textiles" }));
    await userEvent.click(card.getByRole("button", { name: "Approve" }));

    expect(await screen.findByText("Employer verified")).toBeInTheDocument();
    expect(screen.getByText("Kaveri Textiles now shows the Verified employer badge; the employer has been told.")).toBeInTheDocument();
    expect(await screen.findByText("No requests waiting")).toBeInTheDocument();
    const [approval] = requestsTo(fetchMock, `/api/admin/verifications/${request.id}/approve`);
    expect(approval).toMatchObject({ method: "POST", body: {} });
  });

  it("rejects only with a reason, given in a dialog, and sends it", async () => {
    const request = testRequest({ company: "Hebbal Motors" });
    const fetchMock = mockApi({ user: admin, routes: queueRoutes([request]) });
    renderApp("/admin/verification");

    await userEvent.click(within(await screen.findByRole("article", { name: "Hebbal Motors" })).getByRole("button", { name: "Reject" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Reject verification request" }));
    expect(dialog.getByText(/Tell Hebbal Motors why/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole("button", { name: "Reject request" }));
    expect(await dialog.findByText("Please give a reason")).toBeInTheDocument();
    expect(requestsTo(fetchMock, `/api/admin/verifications/${request.id}/reject`)).toEqual([]);

    await userEvent.type(dialog.getByRole("textbox", { name: "Reason" }), "  The GSTIN belongs to another company. ");
    await userEvent.click(dialog.getByRole("button", { name: "Reject request" }));

    expect(await screen.findByText("Request rejected")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(requestsTo(fetchMock, `/api/admin/verifications/${request.id}/reject`)[0]?.body).toEqual({ reason: "The GSTIN belongs to another company." });
  });

  it("says so when another admin decided first (409)", async () => {
    const request = testRequest({ company: "Kaveri Textiles" });
    mockApi({
      user: admin,
      routes: queueRoutes([request], {
        [`POST /api/admin/verifications/${request.id}/approve`]: () =>
          json({ error: { code: "verification_decided", message: "This verification request has already been decided.", requestId: "r1" } }, 409),
      }),
    });
    renderApp("/admin/verification");

    await userEvent.click(within(await screen.findByRole("article", { name: "Kaveri Textiles" })).getByRole("button", { name: "Approve" }));
    expect(await screen.findByText("The decision was not saved")).toBeInTheDocument();
    expect(screen.getByText("This verification request has already been decided.")).toBeInTheDocument();
  });

  it("shows approved and rejected requests in their tabs, with the decision date and the reason, kept in the URL", async () => {
    const approved = testRequest({ company: "Kaveri Textiles", status: "approved", decidedAt: "2024-03-07T10:00:00.000Z" });
    const rejected = testRequest({ company: "Hebbal Motors", status: "rejected", reason: "Not a real company.", decidedAt: "2024-03-08T10:00:00.000Z" });
    const fetchMock = mockApi({
      user: admin,
      routes: {
        "GET /api/admin/verifications": (request) => {
          const status = queryOf(request).status;
          return queuePage(status === "approved" ? [approved] : status === "rejected" ? [rejected] : []);
        },
      },
    });
    const { router } = renderApp("/admin/verification");
    expect(await screen.findByText("No requests waiting")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("tab", { name: "Approved" }));
    const card = within(await screen.findByRole("article", { name: "Kaveri Textiles" }));
    expect(pathOf(router)).toBe("/admin/verification?status=approved");
    expect(card.getByText("Verified employer")).toBeInTheDocument();
    expect(card.getByText("7 Mar 2024")).toBeInTheDocument();
    expect(card.queryByRole("button", { name: "Approve" })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("tab", { name: "Rejected" }));
    const rejectedCard = within(await screen.findByRole("article", { name: "Hebbal Motors" }));
    expect(pathOf(router)).toBe("/admin/verification?status=rejected");
    expect(rejectedCard.getByText("Not a real company.")).toBeInTheDocument();
    expect(requestsTo(fetchMock, "/api/admin/verifications").map((request) => request.query.status)).toEqual(["pending", "approved", "rejected"]);
  });

  it("pages through the queue 20 at a time, from the URL too", async () => {
    const fetchMock = mockApi({
      user: admin,
      routes: {
        "GET /api/admin/verifications": (request) => {
          const page = Number(queryOf(request).page);
          const rows = Array.from({ length: page < 3 ? 20 : 5 }, (_, index) => testRequest({ company: `Company ${(page - 1) * 20 + index + 1}` }));
          return queuePage(rows, { totalCount: 45, page });
        },
      },
    });
    const { router } = renderApp("/admin/verification?page=2");

    expect(await screen.findByRole("article", { name: "Company 21" })).toBeInTheDocument();
    expect(screen.getByText("Showing 21–40 of 45")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: /next/i }));
    expect(await screen.findByRole("article", { name: "Company 41" })).toBeInTheDocument();
    expect(pathOf(router)).toBe("/admin/verification?page=3");
    expect(requestsTo(fetchMock, "/api/admin/verifications").map((request) => request.query.page)).toEqual(["2", "3"]);
  });

  it("shows placeholders while loading, then the error with a retry when the queue cannot be loaded", async () => {
    let fail = true;
    mockApi({
      user: admin,
      routes: {
        "GET /api/admin/verifications": () =>
          fail ? json({ error: { code: "internal", message: "Something went wrong.", requestId: "r1" } }, 500) : queuePage([testRequest({ company: "Kaveri Textiles" })]),
      },
    });
    renderApp("/admin/verification");

    expect(await screen.findByText("Loading verification requests…")).toBeInTheDocument();
    const panel = await screen.findByRole("alert");
    expect(within(panel).getByText("Failed to load verification requests. Please try again.")).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(panel).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("article", { name: "Kaveri Textiles" })).toBeInTheDocument();
  });

  it("speaks Kannada", async () => {
    await switchLanguage("kn");
    mockApi({ user: admin, routes: queueRoutes([testRequest({ company: "Kaveri Textiles" })]) });
    renderApp("/admin/verification");

    expect(await screen.findByRole("heading", { level: 1, name: "ದೃಢೀಕರಣ" })).toBeInTheDocument();
    const card = within(await screen.findByRole("article", { name: "Kaveri Textiles" }));
    expect(card.getByRole("button", { name: "ಅನುಮೋದಿಸಿ" })).toBeInTheDocument();
    expect(card.getByRole("button", { name: "ತಿರಸ್ಕರಿಸಿ" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "ಬಾಕಿ ಇವೆ" })).toBeInTheDocument();
  });
});
