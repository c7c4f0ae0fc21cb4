/**
 * Issue 26: no tap on a guest's page is lost before the script has taken it over. Each test holds
 * the page's scripts back (5 s at most, as a cheap phone's network does), taps a control of the
 * server-drawn page in that time, and checks what the reader expected: at once where the control
 * works without the script (a link, or a form the server answers), or once the page is taken over
 * (the tap held and replayed, ADR 033).
 */
import type { Browser, Page, Route } from "@playwright/test";
import { expect, postJobViaApi, reportCspViolations, test, uniqueJobTitle } from "./fixtures";

const heldForMs = 5_000;

/**
 * A guest's page in a context of its own (no service worker, which would cache the scripts), with
 * every script held back until `release()` or 5 s; it collects console errors as the guards do.
 */
async function guestPage(browser: Browser, baseURL: string, clientAddress: string, viewport = { width: 390, height: 844 }) {
  const context = await browser.newContext({ baseURL, viewport, serviceWorkers: "block", extraHTTPHeaders: { "X-Forwarded-For": clientAddress } });
  await reportCspViolations(context);
  const problems: string[] = [];
  context.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  context.on("weberror", (error) => problems.push(error.error().message));
  const page = await context.newPage();

  let release = () => {};
  let released = new Promise<void>((resolve) => (release = resolve));
  const holdScripts = () => {
    released = new Promise<void>((resolve) => (release = resolve));
    setTimeout(release, heldForMs);
  };
  holdScripts();
  await page.route(/\/assets\/[^?]+\.js$/, async (route: Route) => {
    await released;
    await route.continue().catch(() => undefined);
  });

  return {
    page,
    problems: () => problems,
    release: () => release(),
    holdScripts,
    close: () => context.close(),
    /** Opens `path` as a phone on a slow network does: the page is drawn, its script not yet there. */
    async open(path: string) {
      await page.goto(path, { waitUntil: "commit" });
      await expect(page.locator("html")).toHaveAttribute("data-server-rendered", "");
      await expect(page.locator("main h1")).toBeVisible();
      await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "");
    },
  };
}

async function takenOver(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "", { timeout: 15_000 });
}

test("home: the phone menu tapped early opens once the page is taken over; the language switch works at once", async ({ browser, baseURL, clientAddress }) => {
  const guest = await guestPage(browser, baseURL!, clientAddress);
  try {
    await guest.open("/");
    await guest.page.getByRole("button", { name: "Open menu" }).click();
    // Held: nothing the reader could take for a broken page happens meanwhile.
    await expect(guest.page.locator("html")).toHaveAttribute("data-taps-held", "1");
    guest.release();
    await takenOver(guest.page);
    const menu = guest.page.getByRole("navigation", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Candidate Sign Up" })).toBeVisible();
    await expect(guest.page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");

    // Again before the script: "ಕನ್ನಡ" is a form the server answers with the page in Kannada.
    guest.holdScripts();
    await guest.open("/jobs?sort=top");
    await guest.page.getByRole("button", { name: /ಕನ್ನಡ/ }).click();
    await expect(guest.page).toHaveURL(`${baseURL}/jobs?sort=top`);
    await expect(guest.page.locator("html")).toHaveAttribute("lang", "kn");
    await expect(guest.page.getByRole("heading", { level: 1, name: "ಉದ್ಯೋಗಗಳನ್ನು ನೋಡಿ" })).toBeVisible();
    await expect(guest.page.locator("html")).not.toHaveAttribute("data-hydrated", "");
    // Taken over in Kannada, and the choice stays for the next page.
    guest.release();
    await takenOver(guest.page);
    await expect(guest.page.getByRole("button", { name: /English/ })).toBeVisible();
    await guest.page.goto("/courses");
    await expect(guest.page.locator("html")).toHaveAttribute("lang", "kn");
    expect(guest.problems()).toEqual([]);
  } finally {
    await guest.close();
  }
});

test("/jobs: filters chosen before the script are sent by Show jobs and drawn by the server", async ({ browser, baseURL, clientAddress, request, createAccount }) => {
  await createAccount("employer");
  const { word } = uniqueJobTitle();
  const partTime = await postJobViaApi(request, baseURL!, { title: `Tailor ${word}`, type: "Part-time" });
  const fullTime = await postJobViaApi(request, baseURL!, { title: `Clerk ${word}`, type: "Full-time" });
  const guest = await guestPage(browser, baseURL!, clientAddress, { width: 1280, height: 900 });
  try {
    await guest.open(`/jobs?q=${word}`);
    await expect(guest.page.getByRole("article")).toHaveCount(2);
    await guest.page.getByLabel("Job type").selectOption("Part-time");
    await guest.page.getByRole("button", { name: "Show jobs" }).click();

    // The default order is sent empty: best match, for words, as the server reads no order.
    await expect(guest.page).toHaveURL(new RegExp(`/jobs\\?q=${word}&type=Part-time&location=&sort=&near=$`));
    await expect(guest.page.getByRole("article", { name: partTime.title })).toBeVisible();
    await expect(guest.page.getByRole("article", { name: fullTime.title })).toHaveCount(0);
    await expect(guest.page.getByLabel("Job type")).toHaveValue("Part-time");

    // Once the script runs, a choice applies at once, and the button is gone.
    guest.release();
    await takenOver(guest.page);
    await expect(guest.page.getByRole("button", { name: "Show jobs" })).toBeHidden();
    await guest.page.getByLabel("Job type").selectOption("Full-time");
    await expect(guest.page.getByRole("article", { name: fullTime.title })).toBeVisible();
    await expect(guest.page.getByRole("article", { name: partTime.title })).toHaveCount(0);
    expect(guest.problems()).toEqual([]);
  } finally {
    await guest.close();
  }
});

test("/jobs on a phone, in Kannada: Show jobs holds Use my location's place, so the filters neither move nor keep a blank row", async ({ browser, baseURL, clientAddress }) => {
  const guest = await guestPage(browser, baseURL!, clientAddress);
  try {
    await guest.page.context().addCookies([{ name: "language", value: "kn", url: baseURL! }]);
    await guest.open("/jobs");
    const filters = guest.page.getByRole("search");
    const showJobs = guest.page.getByRole("button", { name: "ಉದ್ಯೋಗಗಳನ್ನು ತೋರಿಸಿ" });
    await expect(showJobs).toBeVisible();
    const before = { filters: await filters.boundingBox(), button: await showJobs.boundingBox() };

    guest.release();
    await takenOver(guest.page);
    await expect(showJobs).toBeHidden();
    const useMyLocation = guest.page.getByRole("button", { name: "ನನ್ನ ಸ್ಥಳ ಬಳಸಿ" });
    await expect(useMyLocation).toBeVisible();
    const after = { filters: await filters.boundingBox(), button: await useMyLocation.boundingBox() };

    expect(after.filters).toEqual(before.filters);
    expect(after.button?.y).toBe(before.button?.y);
    // The last row of the form is the button's: nothing blank below it.
    expect(after.filters!.y + after.filters!.height).toBe(after.button!.y + after.button!.height);
    expect(guest.problems()).toEqual([]);
  } finally {
    await guest.close();
  }
});

test("a job page: Share and Report this job tapped early open once it is taken over; Apply Now works at once", async ({ browser, baseURL, clientAddress, request, createAccount }) => {
  await createAccount("employer");
  const job = await postJobViaApi(request, baseURL!);
  const guest = await guestPage(browser, baseURL!, clientAddress);
  try {
    await guest.open(`/jobs/${job.id}`);
    await guest.page.getByRole("button", { name: "Share" }).click();
    guest.release();
    await takenOver(guest.page);
    await expect(guest.page.getByRole("menu")).toBeVisible();
    await expect(guest.page.getByRole("menuitem", { name: "Copy link" })).toBeVisible();
    await expect(guest.page.getByRole("menuitem", { name: /Facebook/ })).toBeVisible();

    guest.holdScripts();
    await guest.open(`/jobs/${job.id}`);
    await guest.page.getByRole("button", { name: "Report this job" }).click();
    guest.release();
    await takenOver(guest.page);
    await expect(guest.page.getByRole("dialog", { name: "Report this job" })).toBeVisible();

    guest.holdScripts();
    await guest.open(`/jobs/${job.id}`);
    await guest.page.getByRole("complementary", { name: "Job actions" }).getByRole("link", { name: "Apply Now" }).click();
    await expect(guest.page).toHaveURL(`${baseURL}/login/candidate?redirectTo=${encodeURIComponent(`/jobs/${job.id}`)}`);
    await expect(guest.page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(guest.problems()).toEqual([]);
  } finally {
    await guest.close();
  }
});

test("/courses: a tab and a category tapped early act once the page is taken over; Enroll Now works at once", async ({ browser, baseURL, clientAddress }) => {
  const guest = await guestPage(browser, baseURL!, clientAddress);
  try {
    await guest.open("/courses");
    await guest.page.getByRole("tab", { name: "Most Popular" }).click();
    guest.release();
    await takenOver(guest.page);
    // Replayed by the page's islands (ADR 071): the choice is a page load the server draws.
    await expect(guest.page).toHaveURL(`${baseURL}/courses?view=popular`);
    await expect(guest.page.getByRole("tab", { name: "Most Popular" })).toHaveAttribute("aria-selected", "true");
    await expect(guest.page.getByRole("tabpanel", { name: "Most Popular" }).getByRole("article")).toHaveCount(3);

    guest.holdScripts();
    await guest.open("/courses?view=popular");
    await guest.page.getByRole("group", { name: "Category" }).getByRole("button", { name: "Career Development" }).click();
    await expect(guest.page.locator("html")).toHaveAttribute("data-taps-held", "1");
    guest.release();
    await expect(guest.page).toHaveURL(`${baseURL}/courses?view=popular&category=career`);
    await takenOver(guest.page);
    await expect(guest.page.getByRole("group", { name: "Category" }).getByRole("button", { name: "Career Development" })).toHaveAttribute("aria-pressed", "true");
    await expect(guest.page.getByRole("tab", { name: "Most Popular" })).toHaveAttribute("aria-selected", "true");

    // A link: it needs no script, and goes to the candidate login, to come back to the course.
    guest.holdScripts();
    await guest.open("/courses");
    await guest.page.getByRole("article", { name: "Interview Mastery" }).getByRole("link", { name: "Enroll Now" }).click();
    await expect(guest.page).toHaveURL(`${baseURL}/login/candidate?redirectTo=${encodeURIComponent("/courses/course1")}`);
    await expect(guest.page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(guest.problems()).toEqual([]);
  } finally {
    await guest.close();
  }
});

test("phone sign-up: a name and number typed before the take-over are kept, and the code is sent to them", async ({ browser, baseURL, clientAddress }) => {
  const guest = await guestPage(browser, baseURL!, clientAddress);
  try {
    await guest.open("/signup/candidate/phone");
    await guest.page.getByLabel("Full name").fill("Manjunath Gowda");
    await guest.page.getByLabel("Mobile number").fill(`9${String(Date.now()).slice(-9)}`);
    guest.release();
    await takenOver(guest.page);
    await expect(guest.page.getByLabel("Full name")).toHaveValue("Manjunath Gowda");
    await guest.page.getByRole("button", { name: "Send code" }).click();
    await expect(guest.page.getByRole("status").filter({ hasText: "We sent a 6-digit code" })).toBeVisible();
    expect(guest.problems()).toEqual([]);
  } finally {
    await guest.close();
  }
});
