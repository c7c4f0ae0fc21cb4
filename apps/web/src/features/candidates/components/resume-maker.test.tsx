import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toast } from "@/components/ui/toaster";
import { json, mockApi, renderApp, testUser, type FakeRoute } from "@/testing/render-app";
import { apiError, profilePath, profileRoutes, requestsTo, testProfile, testResume } from "../test-utils";
import { switchLanguage } from "@/testing/language";

afterEach(async () => {
  vi.unstubAllGlobals();
  toast.dismiss();
  await switchLanguage("en");
});

async function renderMaker(profile = testProfile(), routes: Record<string, FakeRoute> = {}) {
  const fetchMock = mockApi({ user: testUser(), routes: { ...profileRoutes(profile).routes, ...routes } });
  renderApp(profilePath);
  const card = await screen.findByRole("region", { name: /^(Resume|ರೆಸ್ಯೂಮ್)$/ });
  return { fetchMock, card };
}

describe("making a resume from the profile", () => {
  // A choice, a tap, a toast and the card drawn again: more than the default 5 s on a busy 2-core machine.
  it("makes one in the language chosen and shows it as the profile's resume", { timeout: 15_000 }, async () => {
    const made = testResume({ name: "Asha Rao - ರೆಸ್ಯೂಮ್.pdf", madeFromProfileAt: "2024-03-06T10:00:00.000Z" });
    const { fetchMock, card } = await renderMaker(testProfile({ skills: ["Tailoring"] }), {
      "POST /api/profile/resume/made": () => json({ profile: testProfile({ skills: ["Tailoring"], resume: made, updatedAt: made.madeFromProfileAt! }) }, 201),
    });
    expect(within(card).getByText("No resume file? Make one from your profile")).toBeInTheDocument();
    const language = within(card).getByRole("combobox", { name: "Language of the resume" });
    expect(language).toHaveValue("en");
    await userEvent.selectOptions(language, "kn");
    await userEvent.click(within(card).getByRole("button", { name: "Make my resume" }));

    expect(await screen.findByText("Resume Made")).toBeInTheDocument();
    const [request] = requestsTo(fetchMock, "POST", "/api/profile/resume/made");
    expect(await request!.json()).toEqual({ language: "kn" });
    expect(await within(card).findByText("Asha Rao - ರೆಸ್ಯೂಮ್.pdf")).toBeInTheDocument();
    expect(within(card).getByText("250 KB · Made from your profile on 5 Mar 2024")).toBeInTheDocument();
    // Made from the profile as it is now: nothing to refresh, and the offer folds into a button beside Replace.
    expect(within(card).queryByText("Your profile has changed since this resume was made.")).not.toBeInTheDocument();
    expect(within(card).queryByRole("button", { name: "Make my resume" })).not.toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Make from profile" })).toHaveAttribute("aria-expanded", "false");
  });

  it("offers a fresh one when the profile changed after the resume was made, and none for an uploaded file", async () => {
    const outdated = testProfile({ resume: testResume({ madeFromProfileAt: "2024-03-05T10:00:00.000Z" }), updatedAt: "2024-03-07T10:00:00.000Z" });
    const { card } = await renderMaker(outdated);
    expect(within(card).getByRole("status")).toHaveTextContent("Your profile has changed since this resume was made.");
    expect(within(card).getByRole("button", { name: "Make a fresh one" })).toBeInTheDocument();
  });

  it("keeps an uploaded file quiet: no notice, only the offer to make one instead, opened by a tap", async () => {
    const { card } = await renderMaker(testProfile({ resume: testResume({ madeFromProfileAt: null }), updatedAt: "2024-03-07T10:00:00.000Z" }));
    expect(within(card).queryByText("Your profile has changed since this resume was made.")).not.toBeInTheDocument();
    const offer = within(card).getByRole("button", { name: "Make from profile" });
    await userEvent.click(offer);
    expect(offer).toHaveAttribute("aria-expanded", "true");
    expect(within(card).getByText("Or make one from your profile")).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Make my resume" })).toBeInTheDocument();
  });

  it("says why when the profile has nothing to put in a resume, in Kannada for a Kannada reader", async () => {
    await switchLanguage("kn");
    const { card } = await renderMaker(testProfile(), {
      "POST /api/profile/resume/made": () => apiError(409, "resume_profile_empty", "Add your skills, experience or education to your profile first, so your résumé has something to say."),
    });
    expect(within(card).getByRole("combobox", { name: "ರೆಸ್ಯೂಮ್‌ನ ಭಾಷೆ" })).toHaveValue("kn");
    await userEvent.click(within(card).getByRole("button", { name: "ನನ್ನ ರೆಸ್ಯೂಮ್ ಮಾಡಿ" }));
    expect(await screen.findByText("ರೆಸ್ಯೂಮ್ ಮಾಡಲು ಆಗಲಿಲ್ಲ")).toBeInTheDocument();
    expect(screen.getByText("ಮೊದಲು ನಿಮ್ಮ ಕೌಶಲ್ಯಗಳು, ಅನುಭವ ಅಥವಾ ಶಿಕ್ಷಣವನ್ನು ಪ್ರೊಫೈಲ್‌ಗೆ ಸೇರಿಸಿ, ಆಗ ರೆಸ್ಯೂಮ್‌ನಲ್ಲಿ ಬರೆಯಲು ವಿಷಯ ಇರುತ್ತದೆ.")).toBeInTheDocument();
  });
});
