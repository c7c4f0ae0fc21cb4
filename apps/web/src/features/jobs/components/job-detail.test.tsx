import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { OwnApplicationSummary } from "@app/shared/applications";
import type { Job } from "@app/shared/jobs";
import { toast } from "@/components/ui/toaster";
import { json, mockApi, renderApp, testSite, testUser, type FakeRoute } from "@/testing/render-app";
import { testJob as baseTestJob } from "@/testing/factories";
import { switchLanguage } from "@/testing/language";

const jobId = "0b6f3c1e-4a52-4f7e-9d51-2f4a8c0e7b11";
const jobPath = `/jobs/${jobId}`;

/** The feature's job factory, pinned to one id, title, description and date for these tests. */
function testJob(overrides: Partial<Job> = {}): Job {
  return baseTestJob({
    id: jobId,
    title: "Delivery Executive",
    description: "Deliver orders across the city.\nCollect payments on delivery.",
    views: 12,
    postedAt: "2024-03-05T10:00:00.000Z",
    ...overrides,
  });
}

function jobRoute(job: Job = testJob(), saved = false, application: OwnApplicationSummary | null = null): Record<string, FakeRoute> {
  return { [`GET /api/jobs/${job.id}`]: () => json({ job, saved, application }) };
}

const ownApplication: OwnApplicationSummary = {
  id: "application-1",
  status: "pending",
  appliedAt: "2024-03-06T10:00:00.000Z",
};

const notFound = () => json({ error: { code: "not_found", message: "Not found.", requestId: "r1" } }, 404);

function requestsTo(fetchMock: ReturnType<typeof mockApi>, method: string, path: string) {
  return fetchMock.mock.calls.filter(([input, init]) => {
    const request = new Request(new URL(String(input), "http://localhost"), init);
    return request.method === method && new URL(request.url).pathname === path;
  });
}

function pathOf(router: ReturnType<typeof renderApp>["router"]) {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}

async function openShareMenu() {
  await userEvent.click(await screen.findByRole("button", { name: "Share" }));
  return screen.findByRole("menu");
}

afterEach(() => {
  vi.unstubAllGlobals();
  // Sonner keeps its toasts between renders: a toast of one test must not show up in the next.
  toast.dismiss();
});

describe("job detail", () => {
  it("shows the job with its salary, type, date and views, and keeps the description's line breaks", async () => {
    mockApi({
      routes: jobRoute(
        testJob({
          description: "Deliver orders across the city.\nCollect payments on delivery.\n\n<b>Not bold</b>",
          responsibilities: "Plan the route.\nLoad the bike.",
          requirements: "Two-wheeler licence.",
        }),
      ),
    });
    renderApp(jobPath);

    expect(await screen.findByRole("heading", { level: 1, name: "Delivery Executive" })).toBeInTheDocument();
    expect(screen.getByText("Chamundi Logistics")).toBeInTheDocument();
    expect(screen.getByText("Vijayanagar, Mysuru")).toBeInTheDocument();
    expect(screen.getByText("₹15,000 - ₹22,000 per month")).toBeInTheDocument();
    expect(screen.getByText("Full-time")).toBeInTheDocument();
    expect(screen.getByText("Posted on 5 Mar 2024")).toBeInTheDocument();
    expect(screen.getByText("12 views")).toBeInTheDocument();

    const description = screen.getByRole("region", { name: "Job Description" });
    const text = within(description).getByText(/Deliver orders/);
    expect(text.textContent).toBe("Deliver orders across the city.\nCollect payments on delivery.\n\n<b>Not bold</b>");
    expect(text).toHaveClass("whitespace-pre-line");
    expect(description.querySelector("b")).toBeNull();
    expect(within(screen.getByRole("region", { name: "Responsibilities" })).getByText(/Plan the route/).textContent).toBe(
      "Plan the route.\nLoad the bike.",
    );
    expect(screen.getByRole("region", { name: "Requirements" })).toHaveTextContent("Two-wheeler licence.");
    const headings = within(screen.getByRole("main")).getAllByRole("heading").map((heading) => heading.tagName);
    // The three sections, then the safety notice.
    expect(headings).toEqual(["H1", "H2", "H2", "H2", "H2"]);
    await waitFor(() => expect(document.title).toBe(`Delivery Executive · Chamundi Logistics · Vijayanagar, Mysuru | ${testSite.name}`));
  });

  it("writes the salary, type and date in Kannada", async () => {
    await switchLanguage("kn");
    mockApi({ routes: jobRoute(testJob({ salaryMin: 150000, salaryMax: 150000, type: "Part-time" })) });
    renderApp(jobPath);

    expect(await screen.findByText("ತಿಂಗಳಿಗೆ ₹1,50,000")).toBeInTheDocument();
    expect(screen.getByText("ಅರೆಕಾಲಿಕ")).toBeInTheDocument();
    expect(screen.getByText(/^ಪೋಸ್ಟ್ ಮಾಡಿದ ದಿನ: 5 \S+ 2024$/)).toBeInTheDocument();
  });

  it("shows a Kannada reader the employer's Kannada title and description, with the English ones folded away", async () => {
    await switchLanguage("kn");
    const job = testJob({ title: "Weaver", titleKn: "ನೇಕಾರ", description: "Weave on the looms.", descriptionKn: "ಮಗ್ಗದಲ್ಲಿ ನೇಯ್ಗೆ ಕೆಲಸ." });
    mockApi({ routes: jobRoute(job) });
    renderApp(jobPath);

    expect(await screen.findByRole("heading", { level: 1, name: "ನೇಕಾರ" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "ಉದ್ಯೋಗದ ವಿವರ" })).toHaveTextContent("ಮಗ್ಗದಲ್ಲಿ ನೇಯ್ಗೆ ಕೆಲಸ.");
    const english = screen.getByText("ಇಂಗ್ಲಿಷ್‌ನಲ್ಲಿ ಓದಿ");
    const folded = english.closest("details")!;
    expect(folded).not.toHaveAttribute("open");
    expect(within(folded).getByText("Weave on the looms.").closest("[lang]")).toHaveAttribute("lang", "en");
    await userEvent.click(english);
    expect(folded).toHaveAttribute("open");
    await waitFor(() => expect(document.title).toBe(`ನೇಕಾರ · Chamundi Logistics · Vijayanagar, Mysuru | ${testSite.name}`));
  });

  it("shows an English reader the English text, offers the Kannada one, and shows the English where no Kannada was given", async () => {
    mockApi({ routes: jobRoute(testJob({ title: "Weaver", titleKn: "ನೇಕಾರ", description: "Weave on the looms." })) });
    const { unmount } = renderApp(jobPath);
    expect(await screen.findByRole("heading", { level: 1, name: "Weaver" })).toBeInTheDocument();
    const folded = screen.getByText("Read in Kannada").closest("details")!;
    expect(within(folded).getByText("ನೇಕಾರ")).toBeInTheDocument();
    unmount();

    await switchLanguage("kn");
    mockApi({ routes: jobRoute(testJob({ title: "Weaver", titleKn: "ನೇಕಾರ", description: "Weave on the looms." })) });
    renderApp(jobPath);
    expect(await screen.findByRole("heading", { level: 1, name: "ನೇಕಾರ" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "ಉದ್ಯೋಗದ ವಿವರ" })).toHaveTextContent("Weave on the looms.");
  });

  it("offers no other language for a job written in English only", async () => {
    mockApi({ routes: jobRoute(testJob()) });
    renderApp(jobPath);
    expect(await screen.findByRole("heading", { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText("Read in Kannada")).toBeNull();
  });

  it("says when the salary is not given", async () => {
    mockApi({ routes: jobRoute(testJob({ salaryMin: null, salaryMax: null })) });
    renderApp(jobPath);
    expect(await screen.findByText("Salary not specified")).toBeInTheDocument();
  });

  it("shows 'Job Not Found' with a way back to the job list", async () => {
    mockApi({ routes: { [`GET /api/jobs/${jobId}`]: notFound } });
    const { router } = renderApp(jobPath);

    expect(await screen.findByRole("heading", { level: 1, name: "Job Not Found" })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Job Not Found | ${testSite.name}`));
    await userEvent.click(screen.getByRole("link", { name: "Browse All Jobs" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/jobs"));
  });

  it("tells the reader when loading fails and loads again on retry", async () => {
    let calls = 0;
    mockApi({
      routes: {
        [`GET /api/jobs/${jobId}`]: () => {
          calls += 1;
          return calls === 1
            ? json({ error: { code: "internal", message: "Something went wrong.", requestId: "r1" } }, 500)
            : json({ job: testJob(), saved: false, application: null });
        },
      },
    });
    renderApp(jobPath);

    expect(await screen.findByText("Error loading job")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Could not load this job" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Delivery Executive" })).toBeInTheDocument();
  });

  it("keeps a keyboard reader's place on Try again: in the error's place while the job loads, on the job's title once it shows", async () => {
    let calls = 0;
    let answer: (response: Response) => void = () => {};
    mockApi({
      routes: {
        [`GET /api/jobs/${jobId}`]: () => {
          calls += 1;
          if (calls === 1) return json({ error: { code: "internal", message: "Something went wrong.", requestId: "r1" } }, 500);
          return new Promise<Response>((resolve) => (answer = resolve));
        },
      },
    });
    renderApp(jobPath);

    const retry = await screen.findByRole("button", { name: "Try again" });
    retry.focus();
    await userEvent.keyboard("{Enter}");
    // The job not loaded yet, its skeleton stands in the error's place: the focus goes with it, not to the page's body.
    await waitFor(() => expect(retry).not.toBeInTheDocument());
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    expect(screen.getByRole("main").contains(document.activeElement)).toBe(true);
    answer(json({ job: testJob(), saved: false, application: null }));
    const title = await screen.findByRole("heading", { level: 1, name: "Delivery Executive" });
    await waitFor(() => expect(document.activeElement).toBe(title));
  });

  it("shows a filled job as filled, without Apply Now", async () => {
    mockApi({ routes: jobRoute(testJob({ status: "filled", filledAt: "2024-04-01T10:00:00.000Z" })) });
    renderApp(jobPath);

    expect(await screen.findByText("This position has been filled")).toBeInTheDocument();
    expect(screen.queryByText("Apply Now")).not.toBeInTheDocument();
  });

  // The admin follows the audit log's link to a job they took down; its employer opens it from the dashboard.
  it.each([
    ["the admin", testUser({ role: "admin", name: "Admin" })],
    ["its employer", testUser({ id: "employer-1", role: "employer", company: "Chamundi Logistics" })],
  ])("tells %s a taken-down job is off the site, in English and Kannada, without Apply Now", async (_who, user) => {
    mockApi({ user, routes: jobRoute(testJob({ status: "taken_down", employerId: "employer-1" })) });
    renderApp(jobPath);

    expect(await screen.findByText("This job has been taken down")).toBeInTheDocument();
    expect(screen.getByText(/The admin removed it from the site/)).toBeInTheDocument();
    expect(screen.queryByText("Apply Now")).not.toBeInTheDocument();
    // Nothing to share either: the link would find nothing for anyone else.
    expect(screen.queryByRole("button", { name: "Share" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Share on WhatsApp/ })).not.toBeInTheDocument();

    await switchLanguage("kn");
    expect(await screen.findByText("ಈ ಉದ್ಯೋಗವನ್ನು ತೆಗೆದುಹಾಕಲಾಗಿದೆ")).toBeInTheDocument();
    expect(screen.queryByText("ಈಗಲೇ ಅರ್ಜಿ ಸಲ್ಲಿಸಿ")).not.toBeInTheDocument();
  });

  it.each(["reported", "pending_review", "rejected", "draft"] as const)(
    "tells the admin a %s job is not on the site, without Apply Now",
    async (status) => {
      mockApi({ user: testUser({ role: "admin", name: "Admin" }), routes: jobRoute(testJob({ status })) });
      renderApp(jobPath);

      expect(await screen.findByText("This job is not on the site")).toBeInTheDocument();
      expect(screen.queryByText("Apply Now")).not.toBeInTheDocument();
    },
  );
});

describe("Apply Now", () => {
  it.each([
    ["a guest", null],
    ["an employer", testUser({ role: "employer", company: "Chamundi Logistics" })],
  ])("asks %s to log in as a candidate and comes back to the job afterwards", async (_who, user) => {
    mockApi({ user, routes: jobRoute() });
    const { router } = renderApp(jobPath);

    // A link to the login: it works before the script has taken a server-drawn page over.
    const apply = await screen.findByRole("link", { name: "Apply Now" });
    expect(apply).toHaveAttribute("href", `/login/candidate?redirectTo=${encodeURIComponent(jobPath)}`);
    await userEvent.click(apply);

    expect(await screen.findByText("Authentication Required")).toBeInTheDocument();
    expect(screen.getByText("Please login as a candidate to apply for jobs.")).toBeInTheDocument();
    await waitFor(() => expect(pathOf(router)).toBe(`/login/candidate?redirectTo=${encodeURIComponent(jobPath)}`));
  });

  it("opens the apply dialog for this job for a candidate", async () => {
    mockApi({
      user: testUser(),
      routes: { ...jobRoute(), "GET /api/profile": () => json({ profile: { resume: null } }) },
    });
    const { router } = renderApp(jobPath);

    await userEvent.click(await screen.findByRole("button", { name: "Apply Now" }));

    expect(await screen.findByRole("dialog", { name: "Apply for Delivery Executive" })).toBeInTheDocument();
    expect(screen.queryByText("Authentication Required")).not.toBeInTheDocument();
    expect(pathOf(router)).toBe(jobPath);
  });

  it("shows the Applied badge instead of Apply Now once the candidate has applied", async () => {
    mockApi({ user: testUser(), routes: jobRoute(testJob(), false, ownApplication) });
    renderApp(jobPath);

    const actions = await screen.findByRole("complementary", { name: "Job actions" });
    expect(within(actions).getByText("Applied")).toBeInTheDocument();
    expect(within(actions).getByText("You have already applied for this position.")).toBeInTheDocument();
    expect(within(actions).getByText("Applied on 6 Mar 2024")).toBeInTheDocument();
    expect(screen.queryByText("Apply Now")).not.toBeInTheDocument();
    // The other actions stay.
    expect(within(actions).getByRole("button", { name: "Share" })).toBeInTheDocument();
  });

  it("still shows that the candidate applied after the job was filled", async () => {
    mockApi({
      user: testUser(),
      routes: jobRoute(testJob({ status: "filled", filledAt: "2024-04-01T10:00:00.000Z" }), false, { ...ownApplication, status: "hired" }),
    });
    renderApp(jobPath);

    expect(await screen.findByText("This position has been filled")).toBeInTheDocument();
    expect(screen.getByText("You have already applied for this position.")).toBeInTheDocument();
    expect(screen.queryByText("Apply Now")).not.toBeInTheDocument();
  });

  it("says in Kannada that the candidate applied", async () => {
    await switchLanguage("kn");
    mockApi({ user: testUser(), routes: jobRoute(testJob(), false, ownApplication) });
    renderApp(jobPath);

    expect(await screen.findByText("ನೀವು ಈ ಹುದ್ದೆಗೆ ಈಗಾಗಲೇ ಅರ್ಜಿ ಸಲ್ಲಿಸಿದ್ದೀರಿ.")).toBeInTheDocument();
    expect(screen.getByText("ಅರ್ಜಿ ಸಲ್ಲಿಸಲಾಗಿದೆ")).toBeInTheDocument();
  });
});

describe("Save", () => {
  it("saves and unsaves for a candidate: PUT, then DELETE", async () => {
    const fetchMock = mockApi({
      user: testUser(),
      routes: {
        ...jobRoute(),
        [`PUT /api/jobs/${jobId}/saved`]: () => json({ saved: true }),
        [`DELETE /api/jobs/${jobId}/saved`]: () => json({ saved: false }),
      },
    });
    renderApp(jobPath);

    const save = await screen.findByRole("button", { name: "Save" });
    expect(save).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(save);
    const saved = await screen.findByRole("button", { name: "Saved" });
    expect(saved).toHaveAttribute("aria-pressed", "true");
    await waitFor(() => expect(requestsTo(fetchMock, "PUT", `/api/jobs/${jobId}/saved`)).toHaveLength(1));
    // The server refuses a PUT that does not say it is JSON.
    const [[input, init]] = requestsTo(fetchMock, "PUT", `/api/jobs/${jobId}/saved`) as [[RequestInfo, RequestInit]];
    expect(new Request(new URL(String(input), "http://localhost"), init).headers.get("content-type")).toBe("application/json");

    await userEvent.click(saved);
    expect(await screen.findByRole("button", { name: "Save" })).toHaveAttribute("aria-pressed", "false");
    await waitFor(() => expect(requestsTo(fetchMock, "DELETE", `/api/jobs/${jobId}/saved`)).toHaveLength(1));
  });

  it("shows Saved for a job the candidate saved before", async () => {
    mockApi({ user: testUser(), routes: jobRoute(testJob(), true) });
    renderApp(jobPath);
    expect(await screen.findByRole("button", { name: "Saved" })).toHaveAttribute("aria-pressed", "true");
  });

  it("goes back to Save and says so when saving fails", async () => {
    let answer!: (response: Response) => void;
    mockApi({
      user: testUser(),
      routes: {
        ...jobRoute(),
        [`PUT /api/jobs/${jobId}/saved`]: () => new Promise<Response>((resolve) => (answer = resolve)),
      },
    });
    renderApp(jobPath);

    await userEvent.click(await screen.findByRole("button", { name: "Save" }));
    // Shown at once, before the server answers.
    expect(await screen.findByRole("button", { name: "Saved" })).toBeInTheDocument();
    await act(async () => answer(json({ error: { code: "internal", message: "Something went wrong.", requestId: "r1" } }, 500)));

    expect(await screen.findByText("Could not save the job")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Save" })).toHaveAttribute("aria-pressed", "false");
  });

  it("sends a guest to the candidate login, saying why", async () => {
    const fetchMock = mockApi({ routes: jobRoute() });
    const { router } = renderApp(jobPath);

    // A link: it works before the script has taken a server-drawn page over.
    const save = await screen.findByRole("link", { name: "Save" });
    expect(save).toHaveAttribute("href", `/login/candidate?redirectTo=${encodeURIComponent(jobPath)}`);
    await userEvent.click(save);
    await waitFor(() => expect(pathOf(router)).toBe(`/login/candidate?redirectTo=${encodeURIComponent(jobPath)}`));
    expect(await screen.findByText("Please login as a candidate to save jobs.")).toBeInTheDocument();
    expect(requestsTo(fetchMock, "PUT", `/api/jobs/${jobId}/saved`)).toHaveLength(0);
  });

  it.each(["employer", "admin"] as const)("is not offered to an %s", async (role) => {
    mockApi({ user: testUser({ role }), routes: jobRoute() });
    renderApp(jobPath);

    expect(await screen.findByRole("button", { name: "Share" })).toBeInTheDocument();
    expect(screen.queryByText(/^Save/)).not.toBeInTheDocument();
  });
});

describe("Share", () => {
  it("copies the job's link and confirms it", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal("navigator", Object.create(navigator, { clipboard: { value: { writeText } } }));
    mockApi({ routes: jobRoute() });
    renderApp(jobPath);

    const menu = await openShareMenu();
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Copy link" }));

    expect(await screen.findByText("Link Copied")).toBeInTheDocument();
    expect(screen.getByText("Job posting link has been copied to clipboard.")).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}${jobPath}`);
  });

  it("works from the keyboard", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal("navigator", Object.create(navigator, { clipboard: { value: { writeText } } }));
    mockApi({ routes: jobRoute() });
    renderApp(jobPath);

    const share = await screen.findByRole("button", { name: "Share" });
    act(() => share.focus());
    await userEvent.keyboard("{Enter}");
    const menu = await screen.findByRole("menu");
    await waitFor(() => expect(within(menu).getByRole("menuitem", { name: "Copy link" })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}");
    expect(within(menu).getByRole("menuitem", { name: /Facebook/ })).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}{Enter}");

    expect(await screen.findByText("Link Copied")).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
    // The focus is back on the button (the menu's own, drawn once its module arrived).
    expect(screen.getByRole("button", { name: "Share" })).toHaveFocus();
  });

  it("shows the link to copy by hand when the browser has no clipboard", async () => {
    vi.stubGlobal("navigator", Object.create(navigator, { clipboard: { value: undefined } }));
    mockApi({ routes: jobRoute() });
    renderApp(jobPath);

    const menu = await openShareMenu();
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Copy link" }));

    const dialog = await screen.findByRole("dialog", { name: "Copy this link" });
    expect(within(dialog).getByLabelText("Job link")).toHaveValue(`${window.location.origin}${jobPath}`);
    expect(screen.queryByText("Link Copied")).not.toBeInTheDocument();
  });

  it("offers Facebook in a new tab and e-mail with the job in English and Kannada", async () => {
    mockApi({ routes: jobRoute() });
    renderApp(jobPath);
    const menu = await openShareMenu();
    const url = `${window.location.origin}${jobPath}`;
    expect(within(menu).queryByRole("menuitem", { name: /WhatsApp/ })).not.toBeInTheDocument();

    const facebook = within(menu).getByRole("menuitem", { name: /Facebook/ });
    expect(facebook).toHaveAttribute("href", `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`);
    expect(facebook).toHaveAttribute("rel", "noopener noreferrer");

    const email = within(menu).getByRole("menuitem", { name: "E-mail" }).getAttribute("href")!;
    expect(email.startsWith("mailto:?subject=")).toBe(true);
    expect(decodeURIComponent(email)).toContain("Job: Delivery Executive at Chamundi Logistics");
    expect(decodeURIComponent(email)).toContain(url);
  });

  it("e-mails the job in English, then in Kannada", async () => {
    mockApi({ routes: jobRoute() });
    renderApp(jobPath);
    const menu = await openShareMenu();
    const email = within(menu).getByRole("menuitem", { name: "E-mail" });
    const body = () => new URLSearchParams(email.getAttribute("href")!.replace(/^mailto:\?/, "")).get("body") ?? "";
    // The Kannada texts arrive when the menu opens.
    await waitFor(() => expect(body()).toContain("ಉದ್ಯೋಗಾವಕಾಶ: Delivery Executive"));
    for (const line of [
      "Job opening: Delivery Executive",
      "Company: Chamundi Logistics",
      "Location: Vijayanagar, Mysuru",
      "Salary: ₹15,000 - ₹22,000 per month",
      "ಸ್ಥಳ: Vijayanagar, Mysuru",
      "ಸಂಬಳ: ತಿಂಗಳಿಗೆ ₹15,000 - ₹22,000",
      `${window.location.origin}${jobPath}`,
    ]) {
      expect(body()).toContain(line);
    }
    expect(body().indexOf("Job opening")).toBeLessThan(body().indexOf("ಉದ್ಯೋಗಾವಕಾಶ"));
  });
});

describe("Share on WhatsApp", () => {
  /** The job page's own WhatsApp link (no menu needed) and the text it hands to WhatsApp. */
  async function whatsappLink(name: RegExp) {
    const link = await screen.findByRole("link", { name });
    const href = new URL(link.getAttribute("href")!);
    return { link, target: href.origin + href.pathname, text: href.searchParams.get("text") };
  }

  it("hands WhatsApp the job's title, company, place and link in English, in a new tab", async () => {
    mockApi({ routes: jobRoute() });
    renderApp(jobPath);

    const { link, target, text } = await whatsappLink(/^Share on WhatsApp/);
    expect(link).toHaveAccessibleName("Share on WhatsApp (opens in a new tab)");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(target).toBe("https://wa.me/");
    expect(text).toBe(
      `Delivery Executive at Chamundi Logistics, Vijayanagar, Mysuru. See the details and apply: ${testSite.url}${jobPath}`,
    );
  });

  it("hands WhatsApp the Kannada title, a Kannada text and the link to the Kannada preview to a Kannada reader", async () => {
    await switchLanguage("kn");
    mockApi({ routes: jobRoute(testJob({ title: "Weaver", titleKn: "ನೇಕಾರ" })) });
    renderApp(jobPath);

    const { link, text } = await whatsappLink(/^ವಾಟ್ಸ್‌ಆ್ಯಪ್‌ನಲ್ಲಿ ಹಂಚಿಕೊಳ್ಳಿ/);
    expect(link).toHaveAccessibleName("ವಾಟ್ಸ್‌ಆ್ಯಪ್‌ನಲ್ಲಿ ಹಂಚಿಕೊಳ್ಳಿ (ಹೊಸ ಟ್ಯಾಬ್‌ನಲ್ಲಿ ತೆರೆಯುತ್ತದೆ)");
    expect(text).toBe(
      `ಉದ್ಯೋಗಾವಕಾಶ: ನೇಕಾರ, Chamundi Logistics, Vijayanagar, Mysuru. ವಿವರ ನೋಡಿ, ಅರ್ಜಿ ಸಲ್ಲಿಸಿ: ${testSite.url}${jobPath}?lang=kn`,
    );
  });
});
