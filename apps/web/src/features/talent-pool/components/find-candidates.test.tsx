import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PoolCandidate, SentInvitation } from "@app/shared/talent-pool";
import type { EmployerVerification } from "@app/shared/trust";
import { toast } from "@/components/ui/toaster";
import { apiError, employerDashboardApi } from "@/testing/account-pages";
import { testJob } from "@/testing/factories";
import { switchLanguage } from "@/testing/language";
import { fakeEventStream, json, renderApp, requestsTo } from "@/testing/render-app";

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

const jobId = "00000000-0000-4000-8000-00000000a001";
const candidate: PoolCandidate = {
  ref: "candidate-7",
  headline: "Driver with a heavy licence",
  skills: ["Driver", "Two-wheeler licence"],
  experienceYears: 4,
  wantedPlaces: ["Kuvempunagar"],
  wantedJobTypes: ["Full-time"],
  lastActiveOn: "2030-03-01",
};
const employerJobs = [
  { ...testJob({ id: jobId, title: "Delivery Driver", status: "active" }), applicationCount: 0, pendingCount: 0, reviewRequestedAt: null },
  { ...testJob({ id: "00000000-0000-4000-8000-00000000a002", title: "Old Closed Job", status: "expired" }), applicationCount: 0, pendingCount: 0, reviewRequestedAt: null },
];

const approved: EmployerVerification = {
  id: "v1",
  kind: "udyam",
  number: "UDYAM-KR-03-1234567",
  website: null,
  documentName: null,
  status: "approved",
  reason: null,
  requestedAt: "2030-02-01T10:00:00.000Z",
  decidedAt: "2030-02-02T10:00:00.000Z",
};

function showPool() {
  const fetchMock = employerDashboardApi([], {
    "GET /api/employer/verification": () => json({ verification: approved }),
    "GET /api/employer/jobs": () => json({ jobs: employerJobs, totalCount: employerJobs.length, page: 1, pageSize: 100 }),
    "GET /api/talent-pool": (request) => json({ candidates: new URL(request.url).searchParams.get("q") === "nobody" ? [] : [candidate], page: 1, hasMore: false }),
    "GET /api/employer/invitations": () => json({ invitations: [], leftToday: 49 }),
    [`POST /api/talent-pool/${candidate.ref}/invitations`]: async (request) => json({ invitation: { id: "i1", ...((await request.json()) as object) } }, 201),
  });
  renderApp("/employer/dashboard?tab=candidates");
  return fetchMock;
}

describe("Find candidates", () => {
  it.each([
    ["no request yet", null],
    ["a request waiting", { ...approved, status: "pending", decidedAt: null }],
    ["a request refused", { ...approved, status: "rejected", reason: "The number is not this company's." }],
  ])("tells an employer with %s where to get verified, without asking the pool", async (_, verification) => {
    const fetchMock = employerDashboardApi([], {
      "GET /api/employer/verification": () => json({ verification }),
      "GET /api/talent-pool": () => apiError(403, "employer_not_verified"),
    });
    renderApp("/employer/dashboard?tab=candidates");
    expect(await screen.findByText(/Only verified employers can search the talent pool/)).toBeInTheDocument();
    expect(screen.queryByRole("search")).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, "/api/talent-pool")).toEqual([]);
  });

  it("shows the same where the server refuses the pool though the request read approved", async () => {
    employerDashboardApi([], {
      "GET /api/employer/verification": () => json({ verification: approved }),
      "GET /api/talent-pool": () => apiError(403, "employer_not_verified"),
    });
    renderApp("/employer/dashboard?tab=candidates");
    expect(await screen.findByText(/Only verified employers can search the talent pool/)).toBeInTheDocument();
  });

  it("searches by skills, place and type, and shows what the pool shows", async () => {
    const fetchMock = showPool();
    const card = within((await screen.findByRole("heading", { name: "Driver with a heavy licence" })).closest("li")!);
    expect(card.getByText("4 years of experience")).toBeInTheDocument();
    expect(card.getByText("Kuvempunagar")).toBeInTheDocument();
    expect(card.getByText("Last active 1 Mar 2030")).toBeInTheDocument();

    const form = within(screen.getByRole("search"));
    await userEvent.type(form.getByLabelText("Skills"), "drivr");
    await userEvent.type(form.getByLabelText("Place"), "Kuvempunagar");
    await userEvent.selectOptions(form.getByLabelText("Job type"), "Full-time");
    await userEvent.click(form.getByRole("button", { name: "Search" }));
    await vi.waitFor(() => expect(requestsTo(fetchMock, "/api/talent-pool").at(-1)?.query).toEqual({ q: "drivr", place: "Kuvempunagar", type: "Full-time" }));

    await userEvent.clear(form.getByLabelText("Skills"));
    await userEvent.type(form.getByLabelText("Skills"), "nobody");
    await userEvent.click(form.getByRole("button", { name: "Search" }));
    expect(await screen.findByText("No candidates found")).toBeInTheDocument();
  });

  it("invites a candidate to one of the open jobs, with a note and the count left today", async () => {
    const fetchMock = showPool();
    await userEvent.click(await screen.findByRole("button", { name: "Invite to apply" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Invite to apply" }));
    expect(dialog.getByText("49 invitations left today")).toBeInTheDocument();
    // The pool does not say whether the candidate applied for the job already: the dialog says what then happens.
    expect(screen.getByRole("dialog", { name: "Invite to apply" })).toHaveAccessibleDescription(
      "The candidate gets your invitation by e-mail and on the site, and can apply in one tap. If they have already applied for this job, their application stays as it is.",
    );
    const jobs = dialog.getByLabelText("Job");
    expect(within(jobs).getAllByRole("option").map((option) => option.textContent)).toEqual(["Delivery Driver"]);
    await userEvent.type(dialog.getByLabelText("Note (optional)"), "Come and drive for us.");
    await userEvent.click(dialog.getByRole("button", { name: "Send invitation" }));
    expect(await screen.findByText("Invitation sent")).toBeInTheDocument();
    expect(requestsTo(fetchMock, `/api/talent-pool/${candidate.ref}/invitations`).map((request) => request.body)).toEqual([{ jobId, note: "Come and drive for us." }]);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  // The candidate applied from the job's page, not through the invitation; or the job was closed
  // (or taken down): the server answers or closes the invitation and tells both sides.
  const applied: Partial<SentInvitation> = { status: "applied", answeredAt: "2030-03-02T10:00:00.000Z" };
  const closedWithJob: Partial<SentInvitation> = { status: "closed", jobOpen: false };
  it.each([
    ["Applied", "English", "en", applied, "Invitations sent", "Waiting for an answer", "Applied"],
    ["Applied", "Kannada", "kn", applied, "ಕಳುಹಿಸಿದ ಆಹ್ವಾನಗಳು", "ಉತ್ತರಕ್ಕಾಗಿ ಕಾಯಲಾಗುತ್ತಿದೆ", "ಅರ್ಜಿ ಸಲ್ಲಿಸಿದ್ದಾರೆ"],
    ["ended with its job", "English", "en", closedWithJob, "Invitations sent", "Waiting for an answer", "Job no longer open"],
    ["ended with its job", "Kannada", "kn", closedWithJob, "ಕಳುಹಿಸಿದ ಆಹ್ವಾನಗಳು", "ಉತ್ತರಕ್ಕಾಗಿ ಕಾಯಲಾಗುತ್ತಿದೆ", "ಉದ್ಯೋಗವನ್ನು ಮುಚ್ಚಲಾಗಿದೆ"],
  ] as const)("reads a waiting invitation as %s, live, in %s", async (_, __, language, change, heading, waiting, after) => {
    if (language === "kn") await switchLanguage("kn");
    const events = fakeEventStream();
    let invitation = sentInvitation({ status: "sent" });
    const fetchMock = employerDashboardApi([], {
      ...candidatesTabRoutes(() => [invitation]),
      "GET /api/events": events.route,
    });
    renderApp("/employer/dashboard?tab=candidates");
    const sent = within(await screen.findByRole("region", { name: heading }));
    expect(await sent.findByText(waiting)).toBeInTheDocument();
    await waitFor(() => expect(requestsTo(fetchMock, "/api/events")).toHaveLength(1));

    invitation = { ...invitation, ...change };
    act(() => events.emit("invitations"));
    expect(await sent.findByText(after)).toBeInTheDocument();
    expect(sent.queryByText(waiting)).not.toBeInTheDocument();
  });

  it.each([
    ["English", "en", "Invitations sent", "Closed with the job", "The job is open again. You can invite this candidate again: the new invitation replaces this one.", "Invite again to Delivery Driver", "Invitation sent again", "Waiting for an answer"],
    ["Kannada", "kn", "ಕಳುಹಿಸಿದ ಆಹ್ವಾನಗಳು", "ಉದ್ಯೋಗದೊಂದಿಗೆ ಮುಕ್ತಾಯವಾಗಿದೆ", "ಉದ್ಯೋಗ ಮತ್ತೆ ತೆರೆದಿದೆ. ಈ ಅಭ್ಯರ್ಥಿಯನ್ನು ಮತ್ತೆ ಆಹ್ವಾನಿಸಬಹುದು: ಹೊಸ ಆಹ್ವಾನ ಇದರ ಬದಲಿಗೆ ಹೋಗುತ್ತದೆ.", "Delivery Driver ಉದ್ಯೋಗಕ್ಕೆ ಮತ್ತೆ ಆಹ್ವಾನಿಸಿ", "ಆಹ್ವಾನವನ್ನು ಮತ್ತೆ ಕಳುಹಿಸಲಾಗಿದೆ", "ಉತ್ತರಕ್ಕಾಗಿ ಕಾಯಲಾಗುತ್ತಿದೆ"],
  ] as const)("invites again a candidate whose invitation closed with the job, open again, in its place, in %s", async (_, language, heading, closed, hint, button, done, waiting) => {
    if (language === "kn") await switchLanguage("kn");
    let invitation = sentInvitation({ status: "closed", canInviteAgain: true });
    // One whose candidate cannot be invited again (left the pool since, or blocked the employer): no button.
    const other: SentInvitation = { ...invitation, id: "i2", jobTitle: "Packer", candidateHeadline: "Packer, night shift", canInviteAgain: false };
    const fetchMock = employerDashboardApi([], {
      ...candidatesTabRoutes(() => [invitation, other]),
      "POST /api/employer/invitations/i1/again": async (request) => {
        invitation = { ...invitation, status: "sent", canInviteAgain: false, ...((await request.json()) as object) };
        return json({ invitation }, 201);
      },
    });
    renderApp("/employer/dashboard?tab=candidates");
    const sent = within(await screen.findByRole("region", { name: heading }));
    expect(await sent.findAllByText(closed)).toHaveLength(2);
    // Not "Job no longer open": the job is open again.
    expect(sent.queryByText(language === "en" ? "Job no longer open" : "ಉದ್ಯೋಗವನ್ನು ಮುಚ್ಚಲಾಗಿದೆ")).not.toBeInTheDocument();
    expect(sent.getAllByText(hint)).toHaveLength(1);
    expect(sent.getAllByRole("button", { name: button })).toHaveLength(1);

    await userEvent.click(sent.getByRole("button", { name: button }));
    const dialog = within(await screen.findByRole("dialog"));
    await userEvent.type(dialog.getByRole("textbox"), "Open again from Monday.");
    await userEvent.click(dialog.getByRole("button", { name: language === "en" ? "Send invitation" : "ಆಹ್ವಾನ ಕಳುಹಿಸಿ" }));
    expect(await screen.findByText(done)).toBeInTheDocument();
    const posted = requestsTo(fetchMock, "/api/employer/invitations/i1/again");
    expect(posted).toHaveLength(1);
    expect(posted[0]!.body).toEqual({ note: "Open again from Monday." });
    expect(await sent.findByText(waiting)).toBeInTheDocument();
    expect(sent.queryByRole("button", { name: button })).not.toBeInTheDocument();
  });
});

/** An invitation the employer sent to the pool's candidate for the open Delivery Driver job. */
function sentInvitation(overrides: Partial<SentInvitation>): SentInvitation {
  return {
    id: "i1",
    jobId,
    jobTitle: "Delivery Driver",
    company: "Chamundi Logistics",
    note: "",
    status: "sent",
    sentAt: "2030-03-01T10:00:00.000Z",
    answeredAt: null,
    candidateHeadline: candidate.headline,
    jobOpen: true,
    canInviteAgain: false,
    ...overrides,
  };
}

/** What the verified employer's Candidates tab reads, with the invitations sent as `invitations()` gives them now. */
function candidatesTabRoutes(invitations: () => SentInvitation[]) {
  return {
    "GET /api/employer/verification": () => json({ verification: approved }),
    "GET /api/employer/jobs": () => json({ jobs: employerJobs, totalCount: employerJobs.length, page: 1, pageSize: 100 }),
    "GET /api/talent-pool": () => json({ candidates: [candidate], page: 1, hasMore: false }),
    "GET /api/employer/invitations": () => json({ invitations: invitations(), leftToday: 49 }),
  };
}
