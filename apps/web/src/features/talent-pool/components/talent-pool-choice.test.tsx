import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CandidateProfile } from "@app/shared/candidates";
import type { TalentPoolChoice } from "@app/shared/talent-pool";
import { toast } from "@/components/ui/toaster";
import { json, mockApi, renderApp, requestsTo, testUser } from "@/testing/render-app";

const profile: CandidateProfile = {
  id: "user-1",
  name: "Asha Rao",
  email: "asha@example.com",
  phone: "9845012345",
  bio: "",
  skills: ["Driver"],
  education: [],
  experience: [],
  wantedJobTypes: [],
  wantedPlaces: [],
  experienceYears: null,
  spokenLanguages: [],
  educationLevel: null,
  drivingLicences: [],
  photo: null,
  resume: null,
  updatedAt: "2024-03-05T10:00:00.000Z",
};

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

/** The profile page with a fake talent pool choice that answers PUT as the server does. */
function showProfile(start: TalentPoolChoice = { inPool: false, headline: "", since: null }) {
  let choice = start;
  const fetchMock = mockApi({
    user: testUser(),
    routes: {
      "GET /api/profile": () => json({ profile }),
      "GET /api/profile/talent-pool": () => json(choice),
      "PUT /api/profile/talent-pool": async (request) => {
        const body = (await request.json()) as { inPool: boolean; headline: string };
        choice = { inPool: body.inPool, headline: body.headline, since: body.inPool ? "2030-03-01T10:00:00.000Z" : null };
        return json(choice);
      },
    },
  });
  renderApp("/candidate/profile");
  return fetchMock;
}

describe("Let verified employers find me", () => {
  it("is off by default and says what verified employers would see", async () => {
    showProfile();
    const toggle = await screen.findByRole("switch", { name: "Let verified employers find me" });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/headline, skills, years of experience.*never see your name, e-mail, phone or resume/);
  });

  it("joins the pool at once, then saves a headline", async () => {
    const fetchMock = showProfile();
    await userEvent.click(await screen.findByRole("switch", { name: "Let verified employers find me" }));
    expect(await screen.findByText("You are in the talent pool")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("switch", { name: "Let verified employers find me" })).toBeChecked());

    await userEvent.type(screen.getByLabelText("Headline"), "Driver with a heavy licence");
    await userEvent.click(screen.getByRole("button", { name: "Save headline" }));
    expect(await screen.findByText("Headline saved")).toBeInTheDocument();
    expect(requestsTo(fetchMock, "/api/profile/talent-pool").filter((request) => request.method === "PUT").map((request) => request.body)).toEqual([
      { inPool: true, headline: "" },
      { inPool: true, headline: "Driver with a heavy licence" },
    ]);
  });

  it("leaves the pool in one click", async () => {
    const fetchMock = showProfile({ inPool: true, headline: "Cook", since: "2030-03-01T10:00:00.000Z" });
    const toggle = await screen.findByRole("switch", { name: "Let verified employers find me" });
    await waitFor(() => expect(toggle).toBeChecked());
    await userEvent.click(toggle);
    expect(await screen.findByText("You have left the talent pool. Employers no longer find your profile.")).toBeInTheDocument();
    expect(requestsTo(fetchMock, "/api/profile/talent-pool").at(-2)?.body).toEqual({ inPool: false, headline: "Cook" });
  });
});
