/**
 * A guest's /jobs drawn as islands (ADR 071) says of its list's loads what the app's list says of
 * its query's (SPEC.md §2, §8): "Updating the list..." while a filter's jobs load, the jobs on screen
 * marked busy; the offline banner when the network goes, those jobs kept and the list loaded again
 * once it is back; a load the server does not answer, the error toast and Retry in place of the jobs,
 * in an island, which loads them. In English and Kannada, on the same page throughout.
 */
import type { Page, Route } from "@playwright/test";
import { uniqueWord } from "@app/shared/factories";
import { expect, postJobViaApi, test } from "./fixtures";

// The region's fetches are the page's own to route: a service worker's would pass by page.route.
test.use({ serviceWorkers: "block" });

const texts = {
  en: {
    jobType: "Job type",
    jobs: "Jobs",
    updating: "Updating the list...",
    offline: "You are offline — showing the jobs loaded earlier.",
    errorTitle: "Error loading jobs",
    error: "Failed to load job listings. Please try again.",
    retry: "Try again",
  },
  kn: {
    jobType: "ಉದ್ಯೋಗದ ವಿಧ",
    jobs: "ಉದ್ಯೋಗಗಳು",
    updating: "ಪಟ್ಟಿ ಅಪ್‌ಡೇಟ್ ಆಗುತ್ತಿದೆ...",
    offline: "ನೀವು ಆಫ್‌ಲೈನ್ ಇದ್ದೀರಿ — ಮೊದಲು ಲೋಡ್ ಆದ ಉದ್ಯೋಗಗಳನ್ನು ತೋರಿಸುತ್ತಿದ್ದೇವೆ.",
    errorTitle: "ಉದ್ಯೋಗಗಳು ಲೋಡ್ ಆಗಲಿಲ್ಲ",
    error: "ಉದ್ಯೋಗಗಳ ಪಟ್ಟಿ ಲೋಡ್ ಆಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.",
    retry: "ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ",
  },
} as const;

/** The page's own fetches of /jobs' region (islands/follow-region.ts), answered by `answer`. */
async function routeRegion(page: Page, answer: (route: Route) => Promise<void>) {
  await page.unrouteAll({ behavior: "wait" });
  await page.route(
    (url) => url.pathname === "/jobs",
    (route) => (route.request().headers()["x-page-region"] ? answer(route) : route.continue()),
  );
}

for (const language of ["en", "kn"] as const) {
  const t = texts[language];
  test(`says while a filter's jobs load, when offline, and when they fail, with a Retry that loads them (${language})`, async ({
    page,
    context,
    request,
    baseURL,
    createAccount,
    consoleGuard,
  }) => {
    test.slow();
    await context.addCookies([{ name: "language", value: language, url: baseURL! }]);
    const word = uniqueWord();
    await createAccount("employer");
    await postJobViaApi(request, baseURL!, { title: `Tailor ${word}`, type: "Part-time" });
    await postJobViaApi(request, baseURL!, { title: `Cook ${word}`, type: "Full-time" });

    await page.goto(`/jobs?q=${word}`);
    expect(await page.evaluate(() => [...document.scripts].some((script) => /\/jobs-page-[^/]*\.js$/.test(script.src)))).toBe(true);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    const list = page.getByRole("list", { name: t.jobs, exact: true });
    const type = page.getByRole("combobox", { name: t.jobType });
    await expect(page.getByRole("article")).toHaveCount(2);
    await expect(list).toHaveAttribute("aria-busy", "false");

    // Updating: the filter's answer held back, the jobs on screen are busy and the live region says so.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await routeRegion(page, async (route) => {
      await held;
      await route.continue();
    });
    await type.selectOption("Part-time");
    const updating = page.getByRole("status").filter({ hasText: t.updating });
    await expect(updating).toBeVisible();
    await expect(list).toHaveAttribute("aria-busy", "true");
    await expect(page.getByRole("article")).toHaveCount(2);
    release();
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(page.getByRole("article", { name: `Tailor ${word}` })).toBeVisible();
    await expect(updating).toHaveCount(0);
    await expect(list).toHaveAttribute("aria-busy", "false");

    // Failed: the server answers no page; the toast, and Retry in an island, which loads the jobs.
    consoleGuard.allowHttpErrors(503);
    await routeRegion(page, (route) => route.fulfill({ status: 503, contentType: "text/plain", body: "Service Unavailable" }));
    await type.selectOption("Full-time");
    const failure = page.getByRole("alert").filter({ hasText: t.error });
    await expect(failure).toBeVisible();
    await expect(page.locator("[data-sonner-toast]").getByText(t.errorTitle)).toBeVisible();
    await expect(updating).toHaveCount(0);
    // As in the app, a search that failed shows no jobs: not the last search's.
    await expect(page.getByRole("article")).toHaveCount(0);
    const retry = failure.getByRole("button", { name: t.retry });
    expect(await retry.evaluate((button) => button.closest("[data-island]")?.getAttribute("data-island"))).toBe("job-list-state");
    await page.unrouteAll({ behavior: "wait" });
    await retry.click();
    await expect(page.getByRole("article", { name: `Cook ${word}` })).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(failure).toHaveCount(0);
    await expect(page).toHaveURL(`${baseURL}/jobs?q=${word}&type=Full-time`);

    // Offline: the banner as the network goes; a filter then keeps the jobs loaded earlier, and loads once it is back.
    consoleGuard.allow(/Failed to load resource|ERR_INTERNET_DISCONNECTED|Failed to fetch|Network error/);
    const offline = page.getByRole("status").filter({ hasText: t.offline });
    await context.setOffline(true);
    try {
      await expect(offline).toBeVisible();
      await type.selectOption("");
      await expect(page).toHaveURL(`${baseURL}/jobs?q=${word}`);
      await expect(list).toHaveAttribute("aria-busy", "true");
      await expect(offline).toBeVisible();
      await expect(updating).toHaveCount(0);
      await expect(page.getByRole("article", { name: `Cook ${word}` })).toBeVisible();
      await expect(failure).toHaveCount(0);
    } finally {
      await context.setOffline(false);
    }
    await expect(offline).toHaveCount(0);
    await expect(page.getByRole("article")).toHaveCount(2);
    await expect(list).toHaveAttribute("aria-busy", "false");
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage === true)).toBe(true);
  });
}
