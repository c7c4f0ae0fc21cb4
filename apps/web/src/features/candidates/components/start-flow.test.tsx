import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TradeName } from "@app/shared/candidates";
import { toast } from "@/components/ui/toaster";
import { json, mockApi, renderApp, testUser, type FakeRoute } from "@/testing/render-app";
import { apiError, profileRoutes, requestsTo, testProfile, testResume } from "../test-utils";
import { switchLanguage } from "@/testing/language";

afterEach(async () => {
  vi.unstubAllGlobals();
  toast.dismiss();
  await switchLanguage("en");
});

const trades: TradeName[] = [
  { id: "driver", en: "Driver", kn: "ಚಾಲಕ", words: ["driver", "chauffeur", "ಡ್ರೈವರ್"] },
  { id: "cook", en: "Cook", kn: "ಅಡುಗೆಯವರು", words: ["cook", "chef", "ಕುಕ್"] },
  { id: "tailor", en: "Tailor", kn: "ಟೈಲರ್", words: ["tailor", "darji", "ದರ್ಜಿ"] },
  { id: "welder", en: "Welder", kn: "ಬೆಸುಗೆಗಾರ", words: ["welder", "welding"] },
];

function renderStart(path: string, profile = testProfile({ email: null }), routes: Record<string, FakeRoute> = {}) {
  const profileApi = profileRoutes(profile);
  const fetchMock = mockApi({
    user: testUser(),
    routes: { ...profileApi.routes, "GET /api/profile/trades": () => json({ trades }), ...routes },
  });
  renderApp(path);
  return { fetchMock, patches: profileApi.patches };
}

const question = (name: string) => screen.findByRole("heading", { level: 1, name });

/** The step's heading takes focus in an effect after it is drawn: waited for, not read at once (it failed so once). */
async function expectFocusOn(name: string) {
  const heading = await question(name);
  await waitFor(() => expect(heading).toHaveFocus());
}

describe("the quick profile steps (/candidate/start)", () => {
  it("walks every step, saving each answer as it moves on, and makes the résumé in the reader's language", { timeout: 20_000 }, async () => {
    const made = testResume({ name: "Asha Rao - Resume.pdf", madeFromProfileAt: "2024-03-06T10:00:00.000Z" });
    const { fetchMock, patches } = renderStart("/candidate/start", testProfile({ skills: ["Tally"] }), {
      "POST /api/profile/resume/made": () => json({ profile: testProfile({ resume: made }) }, 201),
    });
    await question("What work do you do?");
    expect(screen.getByText("Step 1 of 7")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Back" })).not.toBeInTheDocument();
    // Found by another of its words, in the other script.
    await userEvent.type(screen.getByRole("searchbox", { name: "Find your work" }), "ದರ್ಜಿ");
    await userEvent.click(screen.getByRole("button", { name: "Tailor" }));
    await userEvent.clear(screen.getByRole("searchbox", { name: "Find your work" }));
    await userEvent.click(screen.getByRole("button", { name: "Driver" }));
    expect(screen.getByRole("button", { name: "Tailor" })).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(screen.getByRole("button", { name: "Next" }));

    await question("How many years have you worked?");
    expect(patches).toEqual([{ skills: ["Tally", "Tailor", "Driver"] }]);
    expect(screen.getByText("Step 2 of 7")).toBeInTheDocument();
    // One tap answers and moves on.
    await userEvent.click(screen.getByRole("button", { name: "5 years" }));

    await question("Where would you like to work?");
    expect(patches.at(-1)).toEqual({ experienceYears: 5 });
    for (const place of ["Hebbal", "Gokulam", "Vijayanagar", "Jayanagar", "Bogadi"]) await userEvent.click(screen.getByRole("button", { name: place }));
    expect(screen.getByText("You have chosen 5 places. Remove one to choose another.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Hinkal" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "Next" }));

    await question("Which languages do you speak?");
    expect(patches.at(-1)).toEqual({ wantedPlaces: ["Hebbal", "Gokulam", "Vijayanagar", "Jayanagar", "Bogadi"] });
    await userEvent.click(screen.getByRole("button", { name: "Hindi" }));
    await userEvent.click(screen.getByRole("button", { name: "Kannada" }));
    await userEvent.click(screen.getByRole("button", { name: "Next" }));

    await question("How far did you study?");
    expect(patches.at(-1)).toEqual({ spokenLanguages: ["kannada", "hindi"] });
    await userEvent.click(screen.getByRole("button", { name: "PUC (12th)" }));

    await question("Add a photo of yourself?");
    expect(patches.at(-1)).toEqual({ educationLevel: "puc" });
    await userEvent.click(screen.getByRole("button", { name: "Skip" }));

    await question("Make your résumé");
    expect(screen.getByText("Step 7 of 7")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Make my résumé" }));

    await expectFocusOn("Your profile is ready");
    expect(screen.getByText("Your résumé is made. You can apply to jobs now.")).toBeInTheDocument();
    const [request] = requestsTo(fetchMock, "POST", "/api/profile/resume/made");
    expect(await request!.json()).toEqual({ language: "en" });
    expect(screen.getByRole("link", { name: "See jobs for you" })).toHaveAttribute("href", "/candidate/profile?tab=for-you");
    expect(screen.getByRole("link", { name: "Search jobs" })).toHaveAttribute("href", "/jobs");
  });

  it("skips a step without saving it, goes back saving what was changed, and keeps earlier answers chosen", { timeout: 15_000 }, async () => {
    const { patches } = renderStart("/candidate/start?step=4", testProfile({ skills: ["ಚಾಲಕ"], spokenLanguages: ["kannada"], experienceYears: 3 }));
    await question("Which languages do you speak?");
    expect(screen.getByRole("button", { name: "Kannada" })).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(screen.getByRole("button", { name: "English" }));
    await userEvent.click(screen.getByRole("button", { name: "Back" }));
    await question("Where would you like to work?");
    expect(patches).toEqual([{ spokenLanguages: ["kannada", "english"] }]);
    await userEvent.click(screen.getByRole("button", { name: "Back" }));
    await question("How many years have you worked?");
    expect(screen.getByRole("button", { name: "3 years" })).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(screen.getByRole("button", { name: "Back" }));
    await question("What work do you do?");
    // A skill saved in Kannada is the trade, chosen.
    expect(screen.getByRole("button", { name: "Driver" })).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(screen.getByRole("button", { name: "Skip" }));
    await question("How many years have you worked?");
    expect(patches).toHaveLength(1);
  });

  it("is walked with the keyboard: each new question takes the focus, Tab reaches the answers and Enter or Space chooses", { timeout: 15_000 }, async () => {
    const { patches } = renderStart("/candidate/start?step=1");
    await question("What work do you do?");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Cook" }));
    await user.keyboard("{Enter}");
    expect(screen.getByRole("button", { name: "Cook" })).toHaveAttribute("aria-pressed", "false");
    await user.keyboard(" ");
    expect(screen.getByRole("button", { name: "Cook" })).toHaveAttribute("aria-pressed", "true");
    screen.getByRole("button", { name: "Next" }).focus();
    await user.keyboard("{Enter}");

    await expectFocusOn("How many years have you worked?");
    expect(patches).toEqual([{ skills: ["Cook"] }]);
    await user.tab();
    expect(screen.getByRole("button", { name: "New to work" })).toHaveFocus();
    await user.tab();
    await user.keyboard("{Enter}");
    await expectFocusOn("Where would you like to work?");
    expect(patches.at(-1)).toEqual({ experienceYears: 1 });
  });

  it("is in Kannada for a Kannada reader, and saves a new trade under its Kannada name", { timeout: 15_000 }, async () => {
    await switchLanguage("kn");
    const { patches } = renderStart("/candidate/start");
    await question("ನೀವು ಯಾವ ಕೆಲಸ ಮಾಡುತ್ತೀರಿ?");
    expect(screen.getByText("ಹಂತ 1 / 7")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "ಅಡುಗೆಯವರು" }));
    await userEvent.click(screen.getByRole("button", { name: "ಮುಂದೆ" }));
    await question("ನೀವು ಎಷ್ಟು ವರ್ಷ ಕೆಲಸ ಮಾಡಿದ್ದೀರಿ?");
    expect(patches).toEqual([{ skills: ["ಅಡುಗೆಯವರು"] }]);
    await userEvent.click(screen.getByRole("button", { name: "ಕೆಲಸಕ್ಕೆ ಹೊಸಬರು" }));
    await question("ನೀವು ಎಲ್ಲಿ ಕೆಲಸ ಮಾಡಲು ಬಯಸುತ್ತೀರಿ?");
    expect(patches.at(-1)).toEqual({ experienceYears: 0 });
    expect(screen.getByRole("button", { name: "ಹೆಬ್ಬಾಳ" })).toBeInTheDocument();
  });

  it("stays on the step and says so when the save fails, and says what to do when the résumé has nothing to go on", async () => {
    renderStart("/candidate/start?step=4", testProfile(), {
      "PATCH /api/profile": () => apiError(503, "service_unavailable", "Down"),
      "POST /api/profile/resume/made": () => apiError(400, "resume_profile_empty", "Empty"),
    });
    await question("Which languages do you speak?");
    await userEvent.click(screen.getByRole("button", { name: "Tulu" }));
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Could not save this step.");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Which languages do you speak?");
    await userEvent.click(screen.getByRole("button", { name: "Skip" }));
    await question("How far did you study?");
    await userEvent.click(screen.getByRole("button", { name: "Skip" }));
    await question("Add a photo of yourself?");
    await userEvent.click(screen.getByRole("button", { name: "Skip" }));
    await question("Make your résumé");
    await userEvent.click(screen.getByRole("button", { name: "Make my résumé" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Please answer at least one step before making your résumé.");
    // Skipped too: the done screen does not say a résumé was made.
    await userEvent.click(screen.getByRole("button", { name: "Skip" }));
    await question("Your profile is ready");
    expect(screen.getByText("You can apply to jobs once you have a résumé: make one any time from your profile.")).toBeInTheDocument();
  });
});

describe("the photo step", () => {
  const photoHref = "/api/candidates/user-1/photo?v=1";

  it("sends a chosen photo at once and shows it, and removes it", { timeout: 15_000 }, async () => {
    const { fetchMock } = renderStart("/candidate/start?step=6", testProfile(), {
      "PUT /api/profile/photo": () => json({ profile: testProfile({ photo: photoHref }) }),
      "DELETE /api/profile/photo": () => json({ profile: testProfile({ photo: null }) }),
    });
    await question("Add a photo of yourself?");
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], "me.jpg", { type: "image/jpeg" });
    await userEvent.upload(screen.getByLabelText("Take or choose a photo"), photo);
    expect(await screen.findByRole("img", { name: "Your photo" })).toHaveAttribute("src", photoHref);
    const [sent] = requestsTo(fetchMock, "PUT", "/api/profile/photo");
    expect(((await sent!.formData()).get("file") as File).name).toBe("me.jpg");
    await userEvent.click(screen.getByRole("button", { name: "Remove photo" }));
    expect(await screen.findByLabelText("Take or choose a photo")).toBeInTheDocument();
    expect(screen.queryByRole("img", { name: "Your photo" })).not.toBeInTheDocument();
  });

  it("tells at once that a file is no photo or too large, and sends nothing", async () => {
    const { fetchMock } = renderStart("/candidate/start?step=6");
    await question("Add a photo of yourself?");
    await userEvent.upload(screen.getByLabelText("Take or choose a photo"), new File(["%PDF"], "cv.pdf", { type: "application/pdf" }), { applyAccept: false });
    expect(await screen.findByRole("alert")).toHaveTextContent("Please choose a JPEG, PNG or WebP photo up to 2 MB.");
    await userEvent.upload(screen.getByLabelText("Take or choose a photo"), new File([new Uint8Array(2 * 1024 * 1024 + 1)], "big.png", { type: "image/png" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Please choose a JPEG, PNG or WebP photo up to 2 MB.");
    expect(requestsTo(fetchMock, "PUT", "/api/profile/photo")).toHaveLength(0);
  });
});

describe("the profile's ways to the quick steps", () => {
  it("is a card at the top while there is no résumé", async () => {
    mockApi({ user: testUser(), routes: profileRoutes(testProfile({ skills: ["Driver"] })).routes });
    renderApp("/candidate/profile");
    const title = await screen.findByRole("heading", { name: "Finish your profile in two minutes" });
    expect(title.compareDocumentPosition(screen.getByRole("region", { name: "Resume" })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole("link", { name: "Start" })).toHaveAttribute("href", "/candidate/start");
  });

  it("is a link under the form once there is a résumé: to finish a thin profile, or to go over the steps again", async () => {
    const thin = testProfile({ resume: testResume() });
    mockApi({ user: testUser(), routes: profileRoutes(thin).routes });
    const { unmount } = renderApp("/candidate/profile");
    expect(await screen.findByRole("link", { name: "Finish your profile in two minutes" })).toHaveAttribute("href", "/candidate/start");
    expect(screen.queryByRole("heading", { name: "Finish your profile in two minutes" })).not.toBeInTheDocument();
    unmount();

    const full = testProfile({
      skills: ["Driver"],
      experienceYears: 4,
      wantedPlaces: ["Hebbal"],
      spokenLanguages: ["kannada"],
      educationLevel: "sslc",
      resume: testResume(),
    });
    mockApi({ user: testUser(), routes: profileRoutes(full).routes });
    renderApp("/candidate/profile");
    expect(await screen.findByRole("link", { name: "Quick profile steps" })).toHaveAttribute("href", "/candidate/start");
    expect(within(document.body).queryByText("Finish your profile in two minutes")).not.toBeInTheDocument();
  });
});
