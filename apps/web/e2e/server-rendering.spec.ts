/**
 * Issue 13: the public pages come drawn in their HTML for guests (entry-server.tsx), so a phone shows
 * the jobs before the script has arrived; the script then takes the same page over without drawing
 * it again. Signed-in readers get the page drawn by the script, as before.
 */
import { uniqueWord } from "@app/shared/factories";
import type { Page } from "@playwright/test";
import { expect, postJobViaApi, test } from "./fixtures";

/**
 * What a guest's page drawn by the server holds for its islands (ADR 071): the buttons standing outside
 * any island (a form's submit works without script, and a disabled button takes no tap to hold), each
 * island's name, props and wrapper, the list's regions and the module scripts the page runs.
 */
async function drawnIslands(page: Page) {
  return page.evaluate(() => ({
    outside: [...document.querySelectorAll("#root button")]
      .filter((button) => !button.closest("[data-island]") && !(button instanceof HTMLButtonElement && (button.disabled || (button.type === "submit" && button.form))))
      .map((button) => button.outerHTML.slice(0, 120)),
    islands: [...document.querySelectorAll<HTMLElement>("[data-island]")].map((island) => ({
      name: island.dataset.island,
      props: JSON.parse(island.dataset.islandProps ?? "null") as unknown,
      contents: getComputedStyle(island).display === "contents",
    })),
    regions: document.querySelectorAll('[data-region="jobs"]').length,
    scripts: [...document.querySelectorAll<HTMLScriptElement>("script[type=module][src]")].map((script) => new URL(script.src).pathname),
  }));
}

/** Every button of the page but a form's submit stands in an island, the islands are those named, each a `display: contents` wrapper with props. */
function expectEveryButtonInAnIsland(drawn: Awaited<ReturnType<typeof drawnIslands>>, names: readonly string[], where: string) {
  expect(drawn.outside, where).toEqual([]);
  expect([...new Set(drawn.islands.map((island) => island.name))].sort(), where).toEqual([...names].sort());
  for (const island of drawn.islands) {
    expect(island.props, where).toEqual(expect.any(Object));
    expect(island.contents, where).toBe(true);
  }
}

test("a guest's job list, job page, company page and courses are in the HTML, in the reader's language", async ({
  browser,
  request,
  baseURL,
  createAccount,
  clientAddress,
}) => {
  const word = uniqueWord();
  await createAccount("employer");
  const job = await postJobViaApi(request, baseURL!, { title: `Potter ${word}`, description: `Shaping clay lamps ${word}.` });
  const { company, companySlug } = ((await (await request.get(`/api/jobs/${job.id}`)).json()) as { job: { company: string; companySlug: string } }).job;

  // No script at all: what is on screen came from the server.
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, extraHTTPHeaders: { "X-Forwarded-For": clientAddress } });
  try {
    const page = await context.newPage();
    await page.goto(`/jobs?q=${word}`);
    await expect(page.getByRole("heading", { level: 1, name: "Browse Jobs" })).toBeVisible();
    await expect(page.getByText("1 job found")).toBeVisible();
    await expect(page.getByRole("article", { name: `Potter ${word}` })).toBeVisible();

    // A search sent before any script runs is the browser's own GET of the whole filter form: the
    // server draws its results, and the other filters of the page stay.
    await page.goto("/jobs?sort=top");
    await page.getByRole("searchbox", { name: "Search jobs" }).fill(`Potter ${word}`);
    await page.getByRole("searchbox", { name: "Search jobs" }).press("Enter");
    await expect(page).toHaveURL(`${baseURL}/jobs?q=Potter+${word}&type=&location=&sort=top&near=`);
    await expect(page.getByText("1 job found")).toBeVisible();
    await expect(page.getByLabel("Sort by")).toHaveValue("top");

    await page.getByRole("link", { name: `Potter ${word}` }).click();
    await expect(page).toHaveURL(`${baseURL}/jobs/${job.id}`);
    await expect(page.getByRole("heading", { level: 1, name: `Potter ${word}` })).toBeVisible();
    await expect(page.getByText(`Shaping clay lamps ${word}.`)).toBeVisible();
    // Apply Now takes a guest to the candidate login, which brings them back to the job.
    await page.getByRole("complementary", { name: "Job actions" }).getByRole("link", { name: "Apply Now" }).click();
    await expect(page).toHaveURL(`${baseURL}/login/candidate?redirectTo=${encodeURIComponent(`/jobs/${job.id}`)}`);

    // The employer's page, with its open jobs as the list's cards.
    await page.goto(`/companies/${companySlug}`);
    await expect(page.getByRole("heading", { level: 1, name: company })).toBeVisible();
    await expect(page.getByRole("article", { name: `Potter ${word}` })).toBeVisible();

    await page.goto("/courses");
    await expect(page.getByRole("heading", { level: 1, name: "Skills Development Courses" })).toBeVisible();
    await expect(page.getByRole("article").first()).toBeVisible();

    await context.addCookies([{ name: "language", value: "kn", url: baseURL! }]);
    await page.goto(`/jobs?q=${word}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "kn");
    await expect(page.getByRole("heading", { level: 1, name: "ಉದ್ಯೋಗಗಳನ್ನು ನೋಡಿ" })).toBeVisible();
    await expect(page.getByRole("article", { name: `Potter ${word}` })).toBeVisible();
  } finally {
    await context.close();
  }
});

test("on a guest's job page every button but a form's submit stands in an island, each named with props it can be drawn from (ADR 071)", async ({
  browser,
  request,
  baseURL,
  createAccount,
  clientAddress,
}) => {
  await createAccount("employer");
  const job = await postJobViaApi(request, baseURL!, { title: `Carpenter ${uniqueWord()}` });
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, extraHTTPHeaders: { "X-Forwarded-For": clientAddress } });
  try {
    const page = await context.newPage();
    for (const language of ["en", "kn"]) {
      await context.addCookies([{ name: "language", value: language, url: baseURL! }]);
      await page.goto(`/jobs/${job.id}`);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      const drawn = await drawnIslands(page);
      // Each island once.
      expect(drawn.islands).toHaveLength(6);
      expectEveryButtonInAnIsland(drawn, ["apply-link", "launch-notice", "navbar", "report-job", "save-link", "share"], language);
    }
  } finally {
    await context.close();
  }
});

test("on a guest's /jobs every button but a form's submit stands in an island, the list's region between them (ADR 071)", async ({
  browser,
  request,
  baseURL,
  createAccount,
  clientAddress,
}) => {
  const word = uniqueWord();
  await createAccount("employer");
  for (let made = 0; made < 11; made++) await postJobViaApi(request, baseURL!, { title: `Mason ${made} ${word}` });
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, extraHTTPHeaders: { "X-Forwarded-For": clientAddress } });
  try {
    const page = await context.newPage();
    for (const language of ["en", "kn"]) {
      await context.addCookies([{ name: "language", value: language, url: baseURL! }]);
      // A list of two pages, an empty search, and a page past the last: each of the list's buttons drawn.
      for (const [search, expected] of [
        // `job-list-state`: what the list says of its loads (Updating, offline, a failure's Retry), drawn as nothing here.
        [`?q=${word}`, ["job-alert", "job-filters", "job-list-state", "launch-notice", "navbar"]],
        [`?q=${word}zzz&type=Internship`, ["job-alert", "job-filters", "job-list-state", "launch-notice", "navbar", "reset-filters"]],
        // Past the last page of the unfiltered list (filtered, the empty list offers Reset instead).
        ["?page=10000", ["first-page", "job-alert", "job-filters", "job-list-state", "launch-notice", "navbar"]],
      ] as const) {
        await page.goto(`/jobs${search}`);
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        // A disabled button (the list's Previous on its first page) takes no tap to hold.
        const drawn = await drawnIslands(page);
        expect(drawn.regions).toBe(1);
        expectEveryButtonInAnIsland(drawn, expected, `${language} ${search}`);
      }
    }
  } finally {
    await context.close();
  }
});

test("on a guest's home, /courses, a course page and a company page every button but a form's submit stands in an island, and each runs its islands (ADR 071)", async ({
  browser,
  request,
  baseURL,
  createAccount,
  clientAddress,
}) => {
  await createAccount("employer");
  const job = await postJobViaApi(request, baseURL!, { title: `Mason ${uniqueWord()}` });
  const { companySlug } = ((await (await request.get(`/api/jobs/${job.id}`)).json()) as { job: { companySlug: string } }).job;
  const course = ((await (await request.get("/api/courses")).json()) as { courses: { id: string }[] }).courses[0]!;
  const pages = [
    { path: "/", entry: "home-page", islands: ["launch-notice", "navbar"] },
    { path: "/courses", entry: "courses-page", islands: ["course-filters", "enroll-link", "launch-notice", "navbar"] },
    { path: "/courses?view=popular&category=career", entry: "courses-page", islands: ["course-filters", "enroll-link", "launch-notice", "navbar"] },
    { path: `/courses/${course.id}`, entry: "course-page", islands: ["enroll-link", "launch-notice", "navbar"] },
    { path: `/companies/${companySlug}`, entry: "company-page", islands: ["launch-notice", "navbar"] },
  ];
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, extraHTTPHeaders: { "X-Forwarded-For": clientAddress } });
  try {
    const page = await context.newPage();
    for (const language of ["en", "kn"]) {
      await context.addCookies([{ name: "language", value: language, url: baseURL! }]);
      for (const { path, entry, islands } of pages) {
        await page.goto(path);
        await expect(page.locator("html"), path).toHaveAttribute("lang", language);
        await expect(page.locator("main h1"), path).toBeVisible();
        const drawn = await drawnIslands(page);
        expectEveryButtonInAnIsland(drawn, islands, `${language} ${path}`);
        expect(drawn.scripts, `${language} ${path}`).toEqual([expect.stringMatching(new RegExp(`^/assets/${entry}-[\\w-]+\\.js$`))]);
      }
    }
  } finally {
    await context.close();
  }
});

test("the script takes the server's page over as it is, and the page then works", async ({ page, request, baseURL, createAccount }) => {
  const word = uniqueWord();
  await createAccount("employer");
  await postJobViaApi(request, baseURL!, { title: `Weaver ${word}` });
  await postJobViaApi(request, baseURL!, { title: `Dyer ${word}` });
  // The card the server drew, noted before any script runs; after the take-over it must be the same element.
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      (window as unknown as { serverCard: Element | null }).serverCard = document.querySelector("main article");
    });
  });

  // The fixture's goto waits for the take-over (data-hydrated); the console guard fails the test on
  // any complaint.
  await page.goto(`/jobs?q=${word}`);
  await expect(page.locator("html")).toHaveAttribute("data-server-rendered", "");
  await expect(page.getByRole("article")).toHaveCount(2);
  expect(await page.evaluate(() => (window as unknown as { serverCard: Element | null }).serverCard === document.querySelector("main article"))).toBe(true);

  await page.getByRole("searchbox", { name: "Search jobs" }).fill(`Dyer ${word}`);
  await page.getByRole("searchbox", { name: "Search jobs" }).press("Enter");
  await expect(page.getByText("1 job found")).toBeVisible();
  await expect(page.getByRole("article", { name: `Dyer ${word}` })).toBeVisible();
});

test("a company page is taken over as the server drew it", async ({ page, request, baseURL, createAccount }) => {
  const word = uniqueWord();
  await createAccount("employer");
  const job = await postJobViaApi(request, baseURL!, { title: `Weaver ${word}` });
  const { company, companySlug } = ((await request.get(`/api/jobs/${job.id}`).then((response) => response.json())) as { job: { company: string; companySlug: string } }).job;
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      (window as unknown as { serverHeading: Element | null }).serverHeading = document.querySelector("main h1");
    });
  });

  // The console guard fails the test if the script finds the page other than it would draw it.
  await page.goto(`/companies/${companySlug}`);
  await expect(page.locator("html")).toHaveAttribute("data-server-rendered", "");
  await expect(page.getByRole("heading", { level: 1, name: company })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { serverHeading: Element | null }).serverHeading === document.querySelector("main h1"))).toBe(true);
  await page.getByRole("link", { name: `Weaver ${word}` }).click();
  await expect(page).toHaveURL(`${baseURL}/jobs/${job.id}`);
});

test("a drawn page carries only its own styles, and so does the page its link loads, looking as it does opened directly", async ({
  page,
  browser,
  request,
  baseURL,
  createAccount,
}) => {
  const word = uniqueWord();
  await createAccount("employer");
  const job = await postJobViaApi(request, baseURL!, { title: `Tailor ${word}` });
  // The pointer away first, its colour change over: after the click it rests on the new page, and a hover colour is not a style missing.
  const looks = async (tab = page) => {
    await tab.mouse.move(0, 0);
    await tab.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
    return tab.evaluate(() =>
      [...document.querySelectorAll("main h1, main h2, main a, main button, main dd")]
        .slice(0, 30)
        .map((element) => {
          const style = getComputedStyle(element);
          return [style.fontSize, style.fontWeight, style.color, style.display, style.padding, style.borderRadius].join(" ");
        }),
    );
  };

  // Every guest page with styles of its own (home, /jobs, a job, a company, the courses) is islands
  // (ADR 071), whose links are page loads: the next page comes drawn with its own styles too. (The
  // app's wait for the whole sheet, lib/page-styles.ts, is for a page it takes over and leaves itself.)
  const { companySlug } = ((await (await request.get(`/api/jobs/${job.id}`)).json()) as { job: { companySlug: string } }).job;
  await page.goto(`/companies/${companySlug}`);
  await expect(page.locator("style[data-full-stylesheet]")).toHaveCount(1);
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
  await page.getByRole("link", { name: `Tailor ${word}` }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: `Tailor ${word}` })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await expect(page.locator("style[data-full-stylesheet]")).toHaveCount(1);
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
  const reached = await looks();

  // Opened directly, as a first visit (the service worker of this tab would have the page link the whole sheet).
  const firstVisit = await browser.newContext({ baseURL, serviceWorkers: "block" });
  const direct = await firstVisit.newPage();
  await direct.goto(`/jobs/${job.id}`);
  await expect(direct.locator("html")).toHaveAttribute("data-hydrated", "");
  await expect(direct.locator("style[data-full-stylesheet]")).toHaveCount(1);
  expect(await looks(direct)).toEqual(reached);
  await firstVisit.close();
});

test("a first visit's English text takes its font only once the script has the page, so the script has the bandwidth first", async ({ browser, baseURL }) => {
  // A first visit: no service worker, whose pages link the whole sheet and preload the fonts.
  const context = await browser.newContext({ baseURL, serviceWorkers: "block" });
  const page = await context.newPage();
  const fonts: string[] = [];
  page.on("request", (request) => {
    // The list may show a Kannada title, whose face stays in the page's styles.
    if (request.resourceType() === "font" && request.url().includes("noto-sans-latin")) fonts.push(new URL(request.url()).pathname);
  });
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });

  await page.goto("/jobs", { waitUntil: "commit" });
  await expect(page.getByRole("heading", { level: 1, name: "Browse Jobs" })).toBeVisible();
  // Drawn, and no face of "Noto Sans" is declared yet: its text is in the device's own font.
  const latinFaces = () => page.evaluate(() => [...document.fonts].filter((face) => face.family.replace(/"/g, "") === "Noto Sans").map((face) => face.status));
  expect(await latinFaces()).toEqual([]);
  expect(fonts).toEqual([]);
  await expect(page.locator("template#later-fonts")).toHaveCount(1);

  releaseScripts();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await expect.poll(() => fonts.filter((file) => file.includes("noto-sans-latin-core")).length).toBe(2);
  await expect(page.locator("template#later-fonts")).toHaveCount(0);
  await expect.poll(latinFaces).toContain("loaded");
  await context.close();
});

test("a reader whose language the server did not know gets the page taken over, then in their language", async ({ page }) => {
  // Kannada chosen by an earlier version, kept in local storage only: the server draws English.
  await page.addInitScript(() => {
    if (!document.cookie.includes("language=")) localStorage.setItem("language", "kn");
  });
  const html = await (await page.request.get("/jobs")).text();
  expect(html).toContain('<html lang="en" data-server-rendered>');

  // The console guard fails the test if the switch came during the take-over and React had to draw
  // the page again.
  await page.goto("/jobs");
  await expect(page.getByRole("heading", { level: 1, name: "ಉದ್ಯೋಗಗಳನ್ನು ನೋಡಿ" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "kn");
  // And the choice is now a cookie, so the server draws the next page in Kannada.
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-server-rendered", "");
  await expect(page.locator("html")).toHaveAttribute("lang", "kn");
});

test("a signed-in reader's pages are drawn by the script, not the server", async ({ page, signUpInPage }) => {
  const account = await signUpInPage("candidate");
  const html = await (await page.request.get("/jobs")).text();
  expect(html).toContain('<div id="root"></div>');
  expect(html).not.toMatch(/<html[^>]*data-server-rendered/);
  await page.goto("/jobs");
  // The account menu: the script asked who is signed in.
  await expect(page.getByRole("button", { name: new RegExp(account.name) })).toBeVisible();
});

test("a guest's home, job list and job page load no form-checking library (zod) until a form needs it", async ({ page, request, baseURL, createAccount }) => {
  // Zod is 21 KB of the 200 a phone downloads before the job list works (docs/performance.md); the
  // forms load it with themselves. Its classes' names survive minifying: "$ZodType", "$ZodError".
  await createAccount("employer");
  const job = await postJobViaApi(request, baseURL!);
  // The scripts' addresses as the page asks for them; their bodies are read afterwards from the
  // server (the browser may have dropped a body once the page navigated away).
  const scripts = new Set<string>();
  page.on("request", (loading) => {
    if (loading.resourceType() === "script") scripts.add(new URL(loading.url()).pathname);
  });
  const withZod = async (paths: Iterable<string>) => {
    const found: string[] = [];
    for (const path of paths) {
      const body = await (await request.get(path)).text();
      if (/\$Zod(Type|Error|Check)\b/.test(body)) found.push(path);
    }
    return found;
  };

  for (const path of ["/", "/jobs", `/jobs/${job.id}`]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Taken over by its script: every module the page needs has been asked for.
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "", { timeout: 15_000 });
  }
  expect(scripts.size).toBeGreaterThan(5);
  expect(await withZod(scripts)).toEqual([]);

  // The check can see zod: the login form checks its fields with it.
  await page.goto("/login/candidate");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect.poll(async () => (await withZod(scripts)).length).toBeGreaterThan(0);
});
