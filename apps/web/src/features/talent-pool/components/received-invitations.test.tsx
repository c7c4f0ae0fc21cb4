import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ReceivedInvitation } from "@app/shared/talent-pool";
import { toast } from "@/components/ui/toaster";
import { myApplicationsApi } from "@/testing/account-pages";
import { testCandidateApplication } from "@/testing/factories";
import { json, renderApp, requestsTo } from "@/testing/render-app";
import { switchLanguage } from "@/testing/language";

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

const invitationId = "70000000-0000-4000-8000-000000000001";

function testInvitation(overrides: Partial<ReceivedInvitation> = {}): ReceivedInvitation {
  return {
    id: invitationId,
    jobId: "00000000-0000-4000-8000-00000000a001",
    jobTitle: "Delivery Driver",
    jobTitleKn: null,
    company: "Chamundi Logistics",
    jobLocation: "Kuvempunagar, Mysuru",
    jobOpen: true,
    hasApplied: false,
    note: "We would like you to drive for us.",
    status: "sent",
    sentAt: "2030-03-01T10:00:00.000Z",
    answeredAt: null,
    ...overrides,
  };
}

/** My Applications with one invitation; applying adds the application, as the server does. */
function showInvitations(overrides: Partial<ReceivedInvitation> = {}) {
  let invitation = testInvitation(overrides);
  const applications = [] as ReturnType<typeof testCandidateApplication>[];
  const answer = (status: ReceivedInvitation["status"]) => () => {
    invitation = { ...invitation, status, answeredAt: "2030-03-02T10:00:00.000Z" };
    if (status === "applied") applications.push(testCandidateApplication({ jobTitle: "Delivery Driver", company: "Chamundi Logistics" }));
    return json({ invitation });
  };
  const fetchMock = myApplicationsApi(applications, {
    "GET /api/applications/mine": () => json({ applications, totalCount: applications.length, page: 1, pageSize: 20 }),
    "GET /api/invitations": () => json({ invitations: [invitation] }),
    [`POST /api/invitations/${invitationId}/apply`]: answer("applied"),
    [`POST /api/invitations/${invitationId}/decline`]: answer("declined"),
    [`POST /api/invitations/${invitationId}/block`]: () => {
      invitation = { ...invitation, status: "declined" };
      return json({ ok: true });
    },
  });
  renderApp("/candidate/profile?tab=applications");
  return fetchMock;
}

async function invitationList() {
  return within(await screen.findByRole("region", { name: "Invitations to apply" }));
}

describe("the candidate's invitations to apply", () => {
  it("shows the job, the company and the note, and applies in one tap", async () => {
    const fetchMock = showInvitations();
    const list = await invitationList();
    expect(list.getByRole("heading", { name: "Delivery Driver" })).toBeInTheDocument();
    expect(list.getByText("Chamundi Logistics")).toBeInTheDocument();
    expect(list.getByText("We would like you to drive for us.")).toBeInTheDocument();

    await userEvent.click(list.getByRole("button", { name: "Apply" }));
    expect(await screen.findByText("Application sent")).toBeInTheDocument();
    expect(await list.findByText("Applied")).toBeInTheDocument();
    expect(list.queryByRole("button", { name: "Apply" })).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, `/api/invitations/${invitationId}/apply`)).toHaveLength(1);
    // The application itself now shows in My Applications.
    await waitFor(() => expect(screen.getAllByRole("link", { name: "Delivery Driver" }).length).toBeGreaterThan(0));
  });

  it("says an invitation to a job the candidate has applied for already is answered by their application, offering no Apply or Decline", async () => {
    const fetchMock = showInvitations({ hasApplied: true });
    const list = await invitationList();
    expect(list.getByRole("heading", { name: "Delivery Driver" })).toBeInTheDocument();
    expect(list.getByText("You have already applied for this job: your application is in My Applications below.")).toBeInTheDocument();
    expect(list.getByText("Applied")).toBeInTheDocument();
    expect(list.queryByRole("button", { name: "Apply" })).not.toBeInTheDocument();
    expect(list.queryByRole("button", { name: "Decline" })).not.toBeInTheDocument();
    expect(list.getByRole("button", { name: "Block this employer" })).toBeInTheDocument();
    expect(requestsTo(fetchMock, `/api/invitations/${invitationId}/apply`)).toEqual([]);

    await switchLanguage("kn");
    expect(await list.findByText("ನೀವು ಈಗಾಗಲೇ ಈ ಉದ್ಯೋಗಕ್ಕೆ ಅರ್ಜಿ ಸಲ್ಲಿಸಿದ್ದೀರಿ: ನಿಮ್ಮ ಅರ್ಜಿ ಕೆಳಗೆ “ನನ್ನ ಅರ್ಜಿಗಳು” ಪಟ್ಟಿಯಲ್ಲಿದೆ.")).toBeInTheDocument();
  });

  it("reads an invitation answered by applying to its job from the job's page as Applied, asking nothing more, in both languages", async () => {
    showInvitations({ status: "applied", hasApplied: true, answeredAt: "2030-03-02T10:00:00.000Z" });
    const list = await invitationList();
    expect(list.getByText("Applied")).toBeInTheDocument();
    expect(list.queryByText(/You have already applied/)).not.toBeInTheDocument();
    for (const name of ["Apply", "Decline", "Block this employer"]) expect(list.queryByRole("button", { name })).not.toBeInTheDocument();

    await switchLanguage("kn");
    expect(await list.findByText("ಅರ್ಜಿ ಸಲ್ಲಿಸಲಾಗಿದೆ")).toBeInTheDocument();
  });

  // Closed: still waiting when its job was closed or taken down.
  it("reads an invitation closed with its job as ended, asking nothing more, in both languages", async () => {
    showInvitations({ status: "closed", jobOpen: false });
    const list = await invitationList();
    expect(list.getByText("This job is no longer open")).toBeInTheDocument();
    for (const name of ["Apply", "Decline", "Block this employer"]) expect(list.queryByRole("button", { name })).not.toBeInTheDocument();
    expect(list.queryByRole("link", { name: "View job" })).not.toBeInTheDocument();

    await switchLanguage("kn");
    expect(await list.findByText("ಈ ಉದ್ಯೋಗವನ್ನು ಮುಚ್ಚಲಾಗಿದೆ")).toBeInTheDocument();
  });

  // The job reopened since: the invitation stays ended (its employer may send a new one), but the job is open, not "no longer open".
  it("reads an invitation closed with its job, the job open again, as closed, and points to the job's page, in both languages", async () => {
    showInvitations({ status: "closed", jobOpen: true });
    const list = await invitationList();
    expect(list.getByText("Invitation closed")).toBeInTheDocument();
    expect(list.getByText("This invitation closed while the job was closed. The job is open again: you can apply from its page.")).toBeInTheDocument();
    expect(list.getByRole("link", { name: "View job" })).toHaveAttribute("href", "/jobs/00000000-0000-4000-8000-00000000a001");
    expect(list.queryByText("This job is no longer open")).not.toBeInTheDocument();
    for (const name of ["Apply", "Decline", "Block this employer"]) expect(list.queryByRole("button", { name })).not.toBeInTheDocument();

    await switchLanguage("kn");
    expect(await list.findByText("ಆಹ್ವಾನ ಮುಕ್ತಾಯವಾಗಿದೆ")).toBeInTheDocument();
    expect(list.getByText("ಉದ್ಯೋಗವನ್ನು ಮುಚ್ಚಿದ್ದಾಗ ಈ ಆಹ್ವಾನ ಮುಕ್ತಾಯವಾಯಿತು. ಉದ್ಯೋಗ ಮತ್ತೆ ತೆರೆದಿದೆ: ಅದರ ಪುಟದಿಂದ ನೀವು ಅರ್ಜಿ ಸಲ್ಲಿಸಬಹುದು.")).toBeInTheDocument();
    expect(list.getByRole("link", { name: "ಉದ್ಯೋಗ ನೋಡಿ" })).toBeInTheDocument();
    expect(list.queryByText("ಈ ಉದ್ಯೋಗವನ್ನು ಮುಚ್ಚಲಾಗಿದೆ")).not.toBeInTheDocument();
  });

  it("sends a candidate who applied from the job's page since to nothing more", async () => {
    showInvitations({ status: "closed", jobOpen: true, hasApplied: true });
    const list = await invitationList();
    expect(list.getByText("Invitation closed")).toBeInTheDocument();
    expect(list.queryByRole("link", { name: "View job" })).not.toBeInTheDocument();
  });

  it("titles the job in Kannada for a Kannada reader, where its employer gave a Kannada title", async () => {
    await switchLanguage("kn");
    showInvitations({ jobTitleKn: "ಡೆಲಿವರಿ ಚಾಲಕ" });
    expect(await screen.findByRole("heading", { level: 3, name: "ಡೆಲಿವರಿ ಚಾಲಕ" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { level: 3, name: "Delivery Driver" })).not.toBeInTheDocument();
  });

  it("declines", async () => {
    const fetchMock = showInvitations();
    await userEvent.click((await invitationList()).getByRole("button", { name: "Decline" }));
    expect(await screen.findByText("Invitation declined")).toBeInTheDocument();
    expect(requestsTo(fetchMock, `/api/invitations/${invitationId}/decline`)).toHaveLength(1);
  });

  it("blocks the employer only after a confirmation", async () => {
    const fetchMock = showInvitations();
    await userEvent.click((await invitationList()).getByRole("button", { name: "Block this employer" }));
    const dialog = within(await screen.findByRole("alertdialog", { name: "Block Chamundi Logistics?" }));
    // Nothing unblocks an employer, so the question says so.
    expect(dialog.getByText(/This cannot be undone\.$/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole("button", { name: "Cancel" }));
    expect(requestsTo(fetchMock, `/api/invitations/${invitationId}/block`)).toHaveLength(0);

    await userEvent.click((await invitationList()).getByRole("button", { name: "Block this employer" }));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Block" }));
    expect(await screen.findByText("Employer blocked")).toBeInTheDocument();
    expect(requestsTo(fetchMock, `/api/invitations/${invitationId}/block`)).toHaveLength(1);
  });
});
