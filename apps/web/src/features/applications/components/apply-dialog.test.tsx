import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { CandidateApplication, OwnApplicationSummary } from "@app/shared/applications";
import type { CandidateProfile } from "@app/shared/candidates";
import { delays } from "@app/shared/constants";
import type { Job } from "@app/shared/jobs";
import { toast } from "@/components/ui/toaster";
import { json, mockApi, renderApp, testUser, type FakeRoute } from "@/testing/render-app";
import { switchLanguage } from "@/testing/language";

const jobId = "6a0c1d3e-2b4f-4c8a-9e7d-1f2a3b4c5d6e";
const jobPath = `/jobs/${jobId}`;

// Features do not share test helpers across each other, so the job is written out here.
const job: Job = {
  id: jobId,
  title: "Store Assistant",
  titleKn: null,
  company: "Sayyaji Rao Stores",
  location: "Devaraja Mohalla, Mysuru",
  salaryMin: 12000,
  salaryMax: 15000,
  salary: "₹12,000 - ₹15,000 per month",
  type: "Full-time",
  status: "active",
  description: "Help customers and keep the shelves stocked.",
  descriptionKn: null,
  requirements: null,
  responsibilities: null,
  employerId: "employer-1",
  views: 3,
  flags: [],
  employerVerified: false,
  companySlug: "company-1",
  moderationReason: null,
  postedAt: "2024-03-05T10:00:00.000Z",
  expiresAt: null,
  filledAt: null,
};

const resume = {
  id: "9f8e7d6c-5b4a-4321-8fed-cba987654321",
  name: "Asha Rao resume.pdf",
  type: "pdf" as const,
  size: 2048,
  uploadedAt: "2024-03-01T09:00:00.000Z",
};

function profile(overrides: Partial<CandidateProfile> = {}): CandidateProfile {
  return {
    id: "user-1",
    name: "Asha Rao",
    email: "asha@example.com",
    phone: "9845012345",
    bio: "",
    skills: [],
    education: [],
    experience: [],
    wantedJobTypes: [],
    wantedPlaces: [],
    experienceYears: null,
    spokenLanguages: [],
    educationLevel: null,
    drivingLicences: [],
    photo: null,
    resume,
    updatedAt: "2024-03-01T09:00:00.000Z",
    ...overrides,
  };
}

const apiError = (status: number, code: string, message: string) =>
  json({ error: { code, message, requestId: "r1" } }, status);

/**
 * The job page's calls for a signed-in candidate. The job answers with the candidate's application
 * once one was made, as the server does, so the page can be seen to switch to the Applied badge.
 */
function candidateApi({
  profileAnswer = () => json({ profile: profile() }),
  applyAnswer,
}: {
  profileAnswer?: FakeRoute;
  applyAnswer: FakeRoute;
}) {
  let application: OwnApplicationSummary | null = null;
  const bodies: unknown[] = [];
  const fetchMock = mockApi({
    user: testUser(),
    routes: {
      [`GET /api/jobs/${jobId}`]: () => json({ job, saved: false, application }),
      "GET /api/profile": profileAnswer,
      "POST /api/applications": async (request) => {
        bodies.push(await request.json());
        const response = await applyAnswer(request);
        if (response.status === 201 || response.status === 409) {
          application = { id: "application-1", status: "pending", appliedAt: "2024-03-06T10:00:00.000Z" };
        }
        return response;
      },
    },
  });
  return { fetchMock, bodies };
}

function created(coverLetter: string | null): Response {
  const application: CandidateApplication = {
    id: "application-1",
    jobId,
    jobTitle: job.title,
    jobTitleKn: null,
    company: job.company,
    location: job.location,
    jobStatus: "active",
    status: "pending",
    coverLetter,
    resume,
    appliedAt: "2024-03-06T10:00:00.000Z",
    updatedAt: "2024-03-06T10:00:00.000Z",
  };
  return json({ application }, 201);
}

async function openApplyDialog() {
  await userEvent.click(await screen.findByRole("button", { name: "Apply Now" }));
  return screen.findByRole("dialog", { name: "Apply for Store Assistant" });
}

afterEach(() => {
  toast.dismiss();
});

describe("apply dialog", () => {
  it("sends the application with the cover letter, closes, and thanks the candidate half a second later", async () => {
    let answeredAt = 0;
    const { bodies } = candidateApi({
      applyAnswer: () => {
        answeredAt = performance.now();
        return created("I have worked in a shop for two years.");
      },
    });
    renderApp(jobPath);

    const dialog = await openApplyDialog();
    expect(await within(dialog).findByText("Asha Rao resume.pdf")).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "Change resume" })).toHaveAttribute("href", "/candidate/profile");
    const coverLetter = within(dialog).getByLabelText("Cover letter (optional)");
    await userEvent.type(coverLetter, "  I have worked in a shop for two years.");
    expect(within(dialog).getByText("40 / 5,000 characters")).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole("button", { name: "Submit Application" }));

    expect(await screen.findByText("Application Submitted")).toBeInTheDocument();
    expect(bodies).toEqual([{ jobId, coverLetter: "I have worked in a shop for two years." }]);
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Apply for Store Assistant" })).not.toBeInTheDocument());
    // The thank-you dialog opens once the apply dialog is gone, 500 ms after the server's answer at the earliest.
    const thanks = await screen.findByRole("dialog", { name: "Thank you for applying!" });
    expect(performance.now() - answeredAt).toBeGreaterThanOrEqual(delays.thankYouDialog);
    expect(within(thanks).getByText("Demo only — not a real payment address")).toBeInTheDocument();

    // The job page learns of the application and offers no second one.
    expect(await screen.findByText("You have already applied for this position.")).toBeInTheDocument();
    expect(screen.getByText("Applied")).toBeInTheDocument();
    await userEvent.click(within(thanks).getByRole("button", { name: "Maybe later" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.queryByRole("button", { name: "Apply Now" })).not.toBeInTheDocument();
  });

  it("sends no cover letter when the box is left empty", async () => {
    const { bodies } = candidateApi({ applyAnswer: () => created(null) });
    renderApp(jobPath);

    const dialog = await openApplyDialog();
    await within(dialog).findByText("Asha Rao resume.pdf");
    await userEvent.click(within(dialog).getByRole("button", { name: "Submit Application" }));

    expect(await screen.findByText("Application Submitted")).toBeInTheDocument();
    expect(bodies).toEqual([{ jobId }]);
  });

  it("disables Submit while the application is on its way", async () => {
    let answer!: (response: Response) => void;
    candidateApi({ applyAnswer: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderApp(jobPath);

    const dialog = await openApplyDialog();
    await within(dialog).findByText("Asha Rao resume.pdf");
    await userEvent.click(within(dialog).getByRole("button", { name: "Submit Application" }));

    const submitting = await within(dialog).findByRole("button", { name: "Submitting..." });
    expect(submitting).toBeDisabled();
    await act(async () => answer(created(null)));
    expect(await screen.findByText("Application Submitted")).toBeInTheDocument();
  });

  it("without a resume says so, links to the profile and keeps Submit disabled", async () => {
    const { fetchMock } = candidateApi({
      profileAnswer: () => json({ profile: profile({ resume: null }) }),
      applyAnswer: () => created(null),
    });
    renderApp(jobPath);

    const dialog = await openApplyDialog();
    expect(
      await within(dialog).findByText("No resume found in your profile. Please update your profile first."),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "Update My Profile" })).toHaveAttribute("href", "/candidate/profile");
    const submit = within(dialog).getByRole("button", { name: "Submit Application" });
    expect(submit).toBeDisabled();
    await userEvent.click(submit);
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes("/api/applications"))).toBe(false);
  });

  it("says the candidate already applied when the server refuses a second application", async () => {
    candidateApi({
      applyAnswer: () => apiError(409, "already_applied", "Already applied."),
    });
    renderApp(jobPath);

    const dialog = await openApplyDialog();
    await within(dialog).findByText("Asha Rao resume.pdf");
    await userEvent.click(within(dialog).getByRole("button", { name: "Submit Application" }));

    expect(await screen.findByText("Application Failed")).toBeInTheDocument();
    // Once in the toast; the job page then shows the same sentence beside the Applied badge.
    expect((await screen.findAllByText("You have already applied for this position.")).length).toBeGreaterThanOrEqual(1);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await screen.findByText("Applied");
    expect(screen.queryByText("Application Submitted")).not.toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Thank you for applying!" })).not.toBeInTheDocument();
  });

  it("keeps the dialog and the letter when the server fails, for another try", async () => {
    candidateApi({ applyAnswer: () => apiError(500, "internal", "Boom") });
    renderApp(jobPath);

    const dialog = await openApplyDialog();
    await within(dialog).findByText("Asha Rao resume.pdf");
    await userEvent.type(within(dialog).getByLabelText("Cover letter (optional)"), "Kept for the retry");
    await userEvent.click(within(dialog).getByRole("button", { name: "Submit Application" }));

    expect(await screen.findByText("Application Failed")).toBeInTheDocument();
    expect(screen.getByText("Something went wrong. Please try again.")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Apply for Store Assistant" })).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Cover letter (optional)")).toHaveValue("Kept for the retry");
    expect(within(dialog).getByRole("button", { name: "Submit Application" })).toBeEnabled();
  });

  it("is written in Kannada for a Kannada reader", async () => {
    await switchLanguage("kn");
    candidateApi({ profileAnswer: () => json({ profile: profile({ resume: null }) }), applyAnswer: () => created(null) });
    renderApp(jobPath);

    await userEvent.click(await screen.findByRole("button", { name: "ಈಗಲೇ ಅರ್ಜಿ ಸಲ್ಲಿಸಿ" }));
    const dialog = await screen.findByRole("dialog", { name: "Store Assistant ಉದ್ಯೋಗಕ್ಕೆ ಅರ್ಜಿ ಸಲ್ಲಿಸಿ" });
    expect(
      await within(dialog).findByText("ನಿಮ್ಮ ಪ್ರೊಫೈಲ್‌ನಲ್ಲಿ ರೆಸ್ಯೂಮ್ ಇಲ್ಲ. ದಯವಿಟ್ಟು ಮೊದಲು ನಿಮ್ಮ ಪ್ರೊಫೈಲ್ ಅಪ್‌ಡೇಟ್ ಮಾಡಿ."),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "ಅರ್ಜಿ ಕಳುಹಿಸಿ" })).toBeDisabled();
    expect(within(dialog).getByLabelText("ಕವರ್ ಲೆಟರ್ (ಬೇಕಿದ್ದರೆ)")).toBeInTheDocument();
  });
});
