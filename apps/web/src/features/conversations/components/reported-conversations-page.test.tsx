import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { ReportedConversation } from "@app/shared/conversations";
import { toast } from "@/components/ui/toaster";
import { json, mockApi, renderApp, requestsTo, testUser, type FakeRoute } from "@/testing/render-app";
import { testMessage } from "../test-utils";

const admin = testUser({ role: "admin", name: "Site Admin", email: "admin@example.com" });
const applicationId = "30000000-0000-4000-8000-000000000901";

function reported(overrides: Partial<ReportedConversation> = {}): ReportedConversation {
  return {
    applicationId,
    jobTitle: "Tailor",
    employerName: "Ravi Kumar",
    candidateName: "Asha Rao",
    reports: [{ reason: "asks_for_money", note: "He wants ₹500 first.", by: "candidate", at: "2024-03-07T05:00:00.000Z" }],
    messageCount: 2,
    ...overrides,
  };
}

function adminApi(items: ReportedConversation[]) {
  let queue = [...items];
  const remove: FakeRoute = () => {
    queue = [];
    return json({ ok: true });
  };
  return mockApi({
    user: admin,
    routes: {
      "GET /api/admin/conversations": () => json({ items: queue, totalCount: queue.length, page: 1, pageSize: 20 }),
      [`GET /api/admin/conversations/${applicationId}`]: () =>
        json({
          conversation: {},
          messages: [
            testMessage({ from: "employer", body: "Pay ₹500 registration.", flags: ["money"] }),
            testMessage({ from: "candidate", body: "Why should I pay?" }),
          ],
          hasOlder: false,
        }),
      [`POST /api/admin/conversations/${applicationId}/close`]: remove,
      [`POST /api/admin/conversations/${applicationId}/dismiss`]: remove,
    },
  });
}

afterEach(() => {
  toast.dismiss();
});

describe("/admin/conversations", () => {
  it("lists the reported conversations with who reported them, why and their note", async () => {
    adminApi([reported()]);
    renderApp("/admin/conversations");

    expect(await screen.findByRole("heading", { level: 1, name: "Reported conversations" })).toBeInTheDocument();
    const card = within(await screen.findByRole("article", { name: "Tailor" }));
    expect(card.getByText("Employer: Ravi Kumar · Candidate: Asha Rao")).toBeInTheDocument();
    expect(card.getByText("2 messages")).toBeInTheDocument();
    expect(card.getByText("Asks for money")).toBeInTheDocument();
    expect(card.getByText(/Reported by Asha Rao/)).toBeInTheDocument();
    expect(card.getByText("He wants ₹500 first.")).toBeInTheDocument();
  });

  it("reads the messages with both sides named", async () => {
    const fetchMock = adminApi([reported()]);
    renderApp("/admin/conversations");

    await userEvent.click(await screen.findByRole("button", { name: "Read messages" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Conversation about “Tailor”" }));
    const [first, second] = await dialog.findAllByRole("listitem");
    expect(first).toHaveTextContent("Ravi Kumar (Employer)");
    expect(first).toHaveTextContent("Pay ₹500 registration.");
    expect(second).toHaveTextContent("Asha Rao (Candidate)");
    expect(requestsTo(fetchMock, `/api/admin/conversations/${applicationId}`)).toHaveLength(1);
  });

  it("closes a conversation with a reason", async () => {
    const fetchMock = adminApi([reported()]);
    renderApp("/admin/conversations");

    await userEvent.click(await screen.findByRole("button", { name: "Close conversation about Tailor" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Close this conversation?" }));
    await userEvent.type(dialog.getByLabelText("Reason (kept in the audit log)"), "Asked the candidate for money.");
    await userEvent.click(dialog.getByRole("button", { name: "Close conversation" }));

    expect(await screen.findByText("Conversation closed")).toBeInTheDocument();
    expect(requestsTo(fetchMock, `/api/admin/conversations/${applicationId}/close`)[0]?.body).toEqual({ reason: "Asked the candidate for money." });
    expect(await screen.findByText("No reported conversations")).toBeInTheDocument();
  });

  it("dismisses the reports", async () => {
    const fetchMock = adminApi([reported()]);
    renderApp("/admin/conversations");

    await userEvent.click(await screen.findByRole("button", { name: "Dismiss the reports of the conversation about Tailor" }));
    expect(await screen.findByText("Reports dismissed")).toBeInTheDocument();
    await waitFor(() => expect(requestsTo(fetchMock, `/api/admin/conversations/${applicationId}/dismiss`)).toHaveLength(1));
    expect(await screen.findByText("No reported conversations")).toBeInTheDocument();
  });

  it("gives focus to the conversation that takes a decided one's place, and to the queue once it is empty, not to the page", async () => {
    const ids = ["30000000-0000-4000-8000-000000000911", "30000000-0000-4000-8000-000000000912", "30000000-0000-4000-8000-000000000913"];
    let queue = ids.map((id, index) => reported({ applicationId: id, jobTitle: ["Tailor", "Cook", "Driver"][index]! }));
    const decided = (id: string): FakeRoute => () => {
      queue = queue.filter((item) => item.applicationId !== id);
      return json({ ok: true });
    };
    mockApi({
      user: admin,
      routes: {
        "GET /api/admin/conversations": () => json({ items: queue, totalCount: queue.length, page: 1, pageSize: 20 }),
        ...Object.fromEntries(ids.flatMap((id) => [[`POST /api/admin/conversations/${id}/close`, decided(id)], [`POST /api/admin/conversations/${id}/dismiss`, decided(id)]])),
      },
    });
    renderApp("/admin/conversations");

    // Dismiss from the keyboard: the next conversation's card has the focus.
    (await screen.findByRole("button", { name: "Dismiss the reports of the conversation about Tailor" })).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("article", { name: "Tailor" })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole("article", { name: "Cook" })).toHaveFocus());

    // Close: once the dialog has closed, the conversation after it.
    await userEvent.click(screen.getByRole("button", { name: "Close conversation about Cook" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Close this conversation?" }));
    await userEvent.type(dialog.getByLabelText("Reason (kept in the audit log)"), "Asked the candidate for money.");
    await userEvent.click(dialog.getByRole("button", { name: "Close conversation" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole("article", { name: "Driver" })).toHaveFocus());

    // The last one: the queue, now empty, holds the focus.
    await userEvent.click(screen.getByRole("button", { name: "Dismiss the reports of the conversation about Driver" }));
    expect(await screen.findByText("No reported conversations")).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toContainElement(screen.getByText("No reported conversations")));
  });
});
