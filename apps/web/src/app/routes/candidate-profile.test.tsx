import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toast } from "@/components/ui/toaster";
import { profilePath, testProfile } from "@/features/candidates/test-utils";
import { json, mockApi, renderApp, testUser, type FakeRoute } from "@/testing/render-app";
import { switchLanguage } from "@/testing/language";

const profile = testProfile({ skills: ["Driving"] });

const routes: Record<string, FakeRoute> = {
  "GET /api/profile": () => json({ profile }),
  "GET /api/jobs/saved": () => json({ jobs: [], unavailable: 0 }),
  "GET /api/applications/mine": () => json({ applications: [], totalCount: 0, page: 1, pageSize: 20 }),
};

function pathOf(router: ReturnType<typeof renderApp>["router"]) {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}

function requestCount(fetchMock: ReturnType<typeof mockApi>, path: string) {
  return fetchMock.mock.calls.filter(([input]) => new URL(String(input), "http://localhost").pathname === path).length;
}

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

describe("/candidate/profile", () => {
  it.each([
    ["a guest", null],
    ["an employer", testUser({ role: "employer", company: "Chamundi Logistics" })],
    ["the admin", testUser({ role: "admin", email: "admin@localhost" })],
  ])("sends %s to the candidate login, to come back here afterwards", async (_who, user) => {
    const fetchMock = mockApi({ user, routes });
    const { router } = renderApp(`${profilePath}?tab=saved`);

    await waitFor(() => expect(pathOf(router)).toBe(`/login/candidate?redirectTo=${encodeURIComponent(`${profilePath}?tab=saved`)}`));
    expect(requestCount(fetchMock, "/api/profile")).toBe(0);
    expect(requestCount(fetchMock, "/api/jobs/saved")).toBe(0);
  });

  it("shows whose profile it is and opens on My Profile", async () => {
    mockApi({ user: testUser(), routes });
    renderApp(profilePath);

    expect(await screen.findByRole("heading", { level: 1, name: "My Profile" })).toBeInTheDocument();
    const main = screen.getByRole("main");
    expect(within(main).getByText("Asha Rao")).toBeInTheDocument();
    expect(within(main).getByText("asha@example.com")).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "My Profile" })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByLabelText("Full Name")).toHaveValue("Asha Rao");
  });

  it("keeps the open tab in the URL, so Back returns to the previous tab", async () => {
    const fetchMock = mockApi({ user: testUser(), routes });
    const { router } = renderApp(profilePath);
    await screen.findByLabelText("Full Name");

    await userEvent.click(screen.getByRole("tab", { name: "Saved Jobs" }));
    expect(pathOf(router)).toBe(`${profilePath}?tab=saved`);
    expect(await screen.findByRole("heading", { name: "No saved jobs yet" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("tab", { name: "My Applications" }));
    expect(pathOf(router)).toBe(`${profilePath}?tab=applications`);
    expect(await screen.findByText("You have not applied for any jobs yet")).toBeInTheDocument();
    expect(requestCount(fetchMock, "/api/applications/mine")).toBe(1);

    act(() => void router.navigate(-1));
    await waitFor(() => expect(pathOf(router)).toBe(`${profilePath}?tab=saved`));
    expect(screen.getByRole("tab", { name: "Saved Jobs" })).toHaveAttribute("aria-selected", "true");
    act(() => void router.navigate(-1));
    await waitFor(() => expect(pathOf(router)).toBe(profilePath));
    expect(screen.getByRole("tab", { name: "My Profile" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByLabelText("Full Name")).toBeVisible();
  });

  it("opens the tab a link names", async () => {
    const fetchMock = mockApi({ user: testUser(), routes });
    renderApp(`${profilePath}?tab=applications`);
    expect(await screen.findByText("You have not applied for any jobs yet")).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "My Applications" })).toHaveAttribute("aria-selected", "true");
    // The profile form is loaded only once its tab is opened.
    expect(requestCount(fetchMock, "/api/profile")).toBe(0);
  });

  it("falls back to My Profile for an unknown tab", async () => {
    mockApi({ user: testUser(), routes });
    renderApp(`${profilePath}?tab=settings`);
    expect(await screen.findByLabelText("Full Name")).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "My Profile" })).toHaveAttribute("aria-selected", "true");
  });

  it("keeps unsaved profile changes while another tab is looked at", async () => {
    mockApi({ user: testUser(), routes });
    renderApp(profilePath);
    await userEvent.type(await screen.findByLabelText("Add a skill"), "Tally{Enter}");

    await userEvent.click(screen.getByRole("tab", { name: "Saved Jobs" }));
    expect(screen.queryByLabelText("Add a skill")).not.toBeVisible();
    await userEvent.click(screen.getByRole("tab", { name: "My Profile" }));

    expect(screen.getByRole("button", { name: "Remove Tally" })).toBeVisible();
    expect(screen.getByText("You have unsaved changes.")).toBeInTheDocument();
  });

  it("says when the profile cannot be loaded and loads it again on retry", async () => {
    let calls = 0;
    mockApi({
      user: testUser(),
      routes: {
        ...routes,
        "GET /api/profile": () => {
          calls += 1;
          return calls === 1
            ? json({ error: { code: "internal", message: "Something went wrong.", requestId: "r1" } }, 500)
            : json({ profile });
        },
      },
    });
    renderApp(profilePath);

    expect(await screen.findByRole("heading", { name: "Could not load your profile" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByLabelText("Full Name")).toHaveValue("Asha Rao");
  });

  it("shows a loading state while the profile arrives", async () => {
    let answer!: (response: Response) => void;
    mockApi({
      user: testUser(),
      routes: { ...routes, "GET /api/profile": () => new Promise<Response>((resolve) => (answer = resolve)) },
    });
    renderApp(profilePath);

    expect(await screen.findByText("Loading your profile...")).toBeInTheDocument();
    // The request leaves once the page is on screen (an effect), not with it.
    await waitFor(() => expect(answer).toBeTypeOf("function"));
    await act(async () => answer(json({ profile })));
    expect(await screen.findByLabelText("Full Name")).toBeInTheDocument();
    expect(screen.queryByText("Loading your profile...")).not.toBeInTheDocument();
  });

  it("speaks Kannada", async () => {
    await switchLanguage("kn");
    mockApi({ user: testUser(), routes });
    renderApp(profilePath);

    expect(await screen.findByRole("heading", { level: 1, name: "ನನ್ನ ಪ್ರೊಫೈಲ್" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "ನನ್ನ ಅರ್ಜಿಗಳು" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "ಉಳಿಸಿದ ಉದ್ಯೋಗಗಳು" })).toBeInTheDocument();
    expect(await screen.findByLabelText("ಪೂರ್ಣ ಹೆಸರು")).toHaveValue("Asha Rao");
    expect(screen.getByRole("button", { name: "Driving ತೆಗೆದುಹಾಕಿ" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "ರೆಸ್ಯೂಮ್" })).toHaveTextContent("ಇನ್ನೂ ಯಾವುದೇ ರೆಸ್ಯೂಮ್ ಅಪ್‌ಲೋಡ್ ಮಾಡಿಲ್ಲ.");
    expect(screen.getByRole("button", { name: "ಪ್ರೊಫೈಲ್ ಉಳಿಸಿ" })).toBeInTheDocument();
  });
});
