import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { HeldCompanyPage } from "@app/shared/companies";
import { toast } from "@/components/ui/toaster";
import { testCompanyPage } from "@/testing/factories";
import { json, mockApi, renderApp, requestsTo, type FakeRoute } from "@/testing/render-app";
import { admin } from "./list-test-utils";

const slug = "kaveri-silks-1a2b3c4d";
const held: HeldCompanyPage = {
  page: testCompanyPage({
    slug,
    name: "Kaveri Silks",
    about: "Silk weavers since 1950. Pay a registration fee of Rs 500 to join.",
    website: "https://kaveri.example",
    status: "pending_review",
    flags: ["money"],
  }),
  employerEmail: "owner@kaveri.example",
  heldAt: "2024-03-06T10:00:00.000Z",
};

/** A queue the fake decisions empty, so the page shows what the server now holds. */
function heldRoutes(first: HeldCompanyPage = held): Record<string, FakeRoute> {
  let items = [first];
  const decided = () => {
    items = [];
    return json({ page: { ...held.page, status: "published", flags: [] } });
  };
  return {
    "GET /api/admin/company-pages": () => json({ items, totalCount: items.length, page: 1, pageSize: 20 }),
    "GET /api/admin/moderation/counts": () => json({ review: 0, reports: 0, verifications: 0, conversations: 0, companyPages: items.length }),
    [`POST /api/admin/company-pages/${slug}/approve`]: decided,
    [`POST /api/admin/company-pages/${slug}/reject`]: decided,
  };
}

afterEach(() => {
  toast.dismiss();
});

describe("/admin/company-pages", () => {
  it("shows each held page's texts with what was flagged marked, the employer, and counts it in the sidebar", async () => {
    mockApi({ user: admin, routes: heldRoutes() });
    renderApp("/admin/company-pages");

    const card = within(await screen.findByRole("article", { name: "Kaveri Silks" }));
    expect(card.getByText("Asks for money", { selector: "span" })).toBeInTheDocument();
    expect([...document.querySelectorAll("mark")].map((mark) => mark.textContent)).toEqual([expect.stringContaining("registration fee")]);
    expect(card.getByText("https://kaveri.example")).toBeInTheDocument();
    expect(card.getByRole("link", { name: "owner@kaveri.example" })).toHaveAttribute("href", "mailto:owner@kaveri.example");
    expect(card.getByRole("link", { name: "Open company page" })).toHaveAttribute("href", `/companies/${slug}`);
    expect(await screen.findByRole("link", { name: "Company pages 1 waiting" })).toHaveAttribute("href", "/admin/company-pages");
  });

  it("shows no address for an employer who signed up with a phone (the server sends none)", async () => {
    mockApi({ user: admin, routes: heldRoutes({ ...held, employerEmail: null }) });
    renderApp("/admin/company-pages");

    const card = within(await screen.findByRole("article", { name: "Kaveri Silks" }));
    expect(card.getByText("Held on 6 Mar 2024")).toBeInTheDocument();
    expect(card.queryByRole("link", { name: /@/ })).not.toBeInTheDocument();
  });

  it("approves: the page leaves the queue and a toast says so", async () => {
    const fetchMock = mockApi({ user: admin, routes: heldRoutes() });
    renderApp("/admin/company-pages");

    await userEvent.click(await screen.findByRole("button", { name: "Approve" }));
    expect(await screen.findByText("Company page approved")).toBeInTheDocument();
    expect(await screen.findByText("No company pages are waiting for review.")).toBeInTheDocument();
    expect(requestsTo(fetchMock, `/api/admin/company-pages/${slug}/approve`)).toHaveLength(1);
  });

  it("removes the text only with a reason for the employer", async () => {
    const fetchMock = mockApi({ user: admin, routes: heldRoutes() });
    renderApp("/admin/company-pages");

    await userEvent.click(await screen.findByRole("button", { name: "Remove text" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Remove this page's text?" }));
    await userEvent.click(dialog.getByRole("button", { name: "Remove text" }));
    expect(await dialog.findByText("Please give a reason")).toBeInTheDocument();
    expect(requestsTo(fetchMock, `/api/admin/company-pages/${slug}/reject`)).toHaveLength(0);

    await userEvent.type(dialog.getByRole("textbox", { name: "Reason for the employer" }), "Genuine employers never charge candidates.");
    await userEvent.click(dialog.getByRole("button", { name: "Remove text" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const [request] = requestsTo(fetchMock, `/api/admin/company-pages/${slug}/reject`);
    expect(request?.body).toEqual({ reason: "Genuine employers never charge candidates." });
    expect(await screen.findByText("Company page text removed")).toBeInTheDocument();
  });
});
