import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { buildJob } from "@app/shared/factories";
import { findJobFlagMatches } from "@app/shared/job-flags";
import type { Job } from "@app/shared/jobs";
import type { ReviewItem } from "@app/shared/trust";
import { toast } from "@/components/ui/toaster";
import { json, mockApi, renderApp, requestsTo, type FakeRoute } from "@/testing/render-app";
import { admin } from "./list-test-utils";
import { switchLanguage } from "@/testing/language";

function reviewItem(job: Job): ReviewItem {
  const matches = (["title", "titleKn", "description", "descriptionKn"] as const)
    .map((field) => ({ field, matches: findJobFlagMatches(job[field] ?? "") }))
    .filter((entry) => entry.matches.length > 0);
  return { job, employerName: "Ravi Kumar", employerEmail: "ravi@example.com", matches, heldAt: "2024-03-06T10:00:00.000Z" };
}

/** A queue the fake decisions shrink, so the page shows what the server now holds. */
function reviewRoutes(initial: ReviewItem[], overrides: Record<string, FakeRoute> = {}): Record<string, FakeRoute> {
  let items = initial;
  const routes: Record<string, FakeRoute> = {
    "GET /api/admin/review": () => json({ items, totalCount: items.length, page: 1, pageSize: 20 }),
    "GET /api/admin/moderation/counts": () => json({ review: items.length, reports: 0, verifications: 0 }),
  };
  for (const item of initial) {
    const decided = (status: Job["status"]) => () => {
      items = items.filter((other) => other.job.id !== item.job.id);
      return json({ job: { ...item.job, status } });
    };
    routes[`POST /api/admin/review/${item.job.id}/approve`] = decided("active");
    routes[`POST /api/admin/review/${item.job.id}/reject`] = decided("rejected");
  }
  return { ...routes, ...overrides };
}

const feeJob = buildJob({
  title: "Data Entry Operator",
  status: "pending_review",
  flags: ["money"],
  description: "Work from home. Pay registration fee ₹500 to join. Salary ₹15,000 per month.",
});

afterEach(async () => {
  toast.dismiss();
  await switchLanguage("en");
});

describe("/admin/review", () => {
  it("shows each held job whole, with what was flagged marked in its text", async () => {
    mockApi({ user: admin, routes: reviewRoutes([reviewItem(feeJob)]) });
    renderApp("/admin/review");

    const card = within(await screen.findByRole("article", { name: /Data Entry Operator/ }));
    expect(card.getByText("Asks for money", { selector: "span" })).toBeInTheDocument();
    const marks = document.querySelectorAll("mark");
    expect([...marks].map((mark) => mark.textContent)).toEqual([expect.stringContaining("registration fee")]);
    // The salary is not a fee: it stays unmarked, but in the text.
    expect(card.getByText(/Salary ₹15,000 per month/)).toBeInTheDocument();
    expect(card.getByText(/Posted by Ravi Kumar/)).toBeInTheDocument();
    expect(card.getByRole("link", { name: "ravi@example.com" })).toHaveAttribute("href", "mailto:ravi@example.com");
    expect(card.getByRole("link", { name: "Open job page" })).toHaveAttribute("href", `/jobs/${feeJob.id}`);
  });

  it("names an employer who signed up with a phone without an address (the server sends none)", async () => {
    mockApi({ user: admin, routes: reviewRoutes([{ ...reviewItem(feeJob), employerName: "Manjunath", employerEmail: null }]) });
    renderApp("/admin/review");

    const card = within(await screen.findByRole("article", { name: /Data Entry Operator/ }));
    expect(card.getByText(/Posted by Manjunath/)).toBeInTheDocument();
    expect(card.queryByRole("link", { name: /@/ })).not.toBeInTheDocument();
  });

  it("shows the Kannada title and description where given, marked where they were flagged", async () => {
    const kannadaFee = buildJob({
      title: "Weaver",
      titleKn: "ನೇಕಾರ",
      status: "pending_review",
      flags: ["money"],
      description: "Weave sarees on power looms.",
      descriptionKn: "ಸೇರುವ ಮೊದಲು ನೋಂದಣಿ ಶುಲ್ಕ ₹500 ಕಟ್ಟಬೇಕು.",
    });
    mockApi({ user: admin, routes: reviewRoutes([reviewItem(kannadaFee), reviewItem(feeJob)]) });
    renderApp("/admin/review");

    const card = within(await screen.findByRole("article", { name: /Weaver/ }));
    const section = (name: string) => card.getByRole("heading", { name }).closest("section")!;
    expect(section("Job title in Kannada (optional)")).toHaveTextContent("ನೇಕಾರ");
    const description = section("Job description in Kannada (optional)");
    expect(description.querySelector("p")).toHaveAttribute("lang", "kn");
    expect([...description.querySelectorAll("mark")].map((mark) => mark.textContent)).toEqual([expect.stringContaining("ಶುಲ್ಕ")]);
    expect(section("Job description")).toHaveTextContent("Weave sarees on power looms.");
    // A job written in English only shows no Kannada sections.
    const english = within(screen.getByRole("article", { name: /Data Entry Operator/ }));
    expect(english.queryByRole("heading", { name: /in Kannada/ })).toBeNull();
  });

  it("approves: the job leaves the queue and a toast says it is listed", async () => {
    const fetchMock = mockApi({ user: admin, routes: reviewRoutes([reviewItem(feeJob)]) });
    renderApp("/admin/review");

    await userEvent.click(await screen.findByRole("button", { name: "Approve" }));
    expect(await screen.findByText("Job approved")).toBeInTheDocument();
    expect(await screen.findByText("Nothing to review")).toBeInTheDocument();
    expect(requestsTo(fetchMock, `/api/admin/review/${feeJob.id}/approve`)).toHaveLength(1);
  });

  it("rejects only with a reason, which a common reason can start", async () => {
    const fetchMock = mockApi({ user: admin, routes: reviewRoutes([reviewItem(feeJob)]) });
    renderApp("/admin/review");

    await userEvent.click(await screen.findByRole("button", { name: "Reject" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Reject this job?" }));
    await userEvent.click(dialog.getByRole("button", { name: "Reject job" }));
    expect(await dialog.findByText("Please give a reason")).toBeInTheDocument();
    expect(requestsTo(fetchMock, `/api/admin/review/${feeJob.id}/reject`)).toHaveLength(0);

    await userEvent.click(dialog.getByRole("button", { name: "Asks for money" }));
    const reason = dialog.getByRole<HTMLTextAreaElement>("textbox", { name: "Reason for the employer" });
    expect(reason.value).toContain("Genuine employers never charge candidates");
    await userEvent.type(reason, " Thank you.");
    await userEvent.click(dialog.getByRole("button", { name: "Reject job" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const [request] = requestsTo(fetchMock, `/api/admin/review/${feeJob.id}/reject`);
    expect(request?.body).toEqual({ reason: expect.stringMatching(/never charge candidates.*Thank you\.$/s) });
    expect(await screen.findByText("Job rejected")).toBeInTheDocument();
  });

  it("gives focus to the held job that takes a decided one's place, and to the queue once it is empty, not to the page", async () => {
    const cookJob = buildJob({ title: "Cook", status: "pending_review", flags: ["phone"], description: "Call 9845012345 to join our kitchen." });
    const tailorJob = buildJob({ title: "Tailor", status: "pending_review", flags: ["money"], description: "A deposit of ₹2,000 is needed to start." });
    mockApi({ user: admin, routes: reviewRoutes([reviewItem(feeJob), reviewItem(cookJob), reviewItem(tailorJob)]) });
    renderApp("/admin/review");

    // Approve from the keyboard: the next job's card has the focus.
    const actionsOf = (title: string) => within(screen.getByRole("group", { name: `Decisions for ${title}` }));
    (await screen.findAllByRole("button", { name: "Approve" }))[0]!.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("article", { name: /Data Entry Operator/ })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole("article", { name: /Cook/ })).toHaveFocus());

    // Reject: once the dialog has closed, the job after it.
    await userEvent.click(actionsOf("Cook").getByRole("button", { name: "Reject" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Reject this job?" }));
    await userEvent.click(dialog.getByRole("button", { name: "Phone number" }));
    await userEvent.click(dialog.getByRole("button", { name: "Reject job" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole("article", { name: /Tailor/ })).toHaveFocus());

    // The last one: the queue, now empty, holds the focus.
    await userEvent.click(actionsOf("Tailor").getByRole("button", { name: "Approve" }));
    expect(await screen.findByText("Nothing to review")).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    expect(document.activeElement).toContainElement(screen.getByText("Nothing to review"));
  });

  it("says so when a decision is refused and keeps the job in the queue", async () => {
    mockApi({
      user: admin,
      routes: reviewRoutes([reviewItem(feeJob)], {
        [`POST /api/admin/review/${feeJob.id}/approve`]: () =>
          json({ error: { code: "not_under_review", message: "This job is not waiting for review.", requestId: "r1" } }, 409),
      }),
    });
    renderApp("/admin/review");

    await userEvent.click(await screen.findByRole("button", { name: "Approve" }));
    expect(await screen.findByText("Could not save the decision")).toBeInTheDocument();
    expect(screen.getByText("This job is not waiting for review.")).toBeInTheDocument();
    expect(screen.getByRole("article", { name: /Data Entry Operator/ })).toBeInTheDocument();
  });

  it("is in Kannada too", async () => {
    await switchLanguage("kn");
    mockApi({ user: admin, routes: reviewRoutes([]) });
    renderApp("/admin/review");
    expect(await screen.findByText("ಪರಿಶೀಲಿಸಲು ಏನೂ ಇಲ್ಲ")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "ಪರಿಶೀಲನಾ ಸಾಲು" })).toBeInTheDocument();
  });
});
