/**
 * A guest's home drawn as islands (ADR 071) follows the site's jobs as the app's home does with the
 * server's events: a job posted while it is open shows among its newest jobs without a reload.
 */
import { expect, postJobViaApi, test } from "./fixtures";

test("a job posted while a guest's home is open shows among its newest jobs, without a reload", async ({ page, request, baseURL, createAccount }) => {
  await createAccount("employer");
  // The event stream's reader is loaded after ready; its stream is open before the job is posted.
  const streamOpen = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/events" && response.ok());
  await page.goto("/");
  expect(await page.evaluate(() => [...document.scripts].some((script) => /\/home-page-[^/]*\.js$/.test(script.src)))).toBe(true);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await expect(page.locator('[data-region="home-jobs"]')).toHaveCount(1);
  await streamOpen;
  // Every card title the newest jobs ever show: other tests' jobs may push this one out again soon after.
  await page.evaluate(() => {
    const shown: string[] = [];
    (window as unknown as { shownTitles: string[] }).shownTitles = shown;
    const note = () => {
      for (const title of document.querySelectorAll('[data-region="home-jobs"] article h3')) shown.push(title.textContent ?? "");
    };
    new MutationObserver(note).observe(document.body, { childList: true, subtree: true });
  });

  const job = await postJobViaApi(request, baseURL!);

  await expect.poll(() => page.evaluate(() => (window as unknown as { shownTitles: string[] }).shownTitles), { timeout: 10_000 }).toContain(job.title);
  // The same document: its marks are still there.
  expect(await page.evaluate(() => Array.isArray((window as unknown as { shownTitles?: string[] }).shownTitles))).toBe(true);
});
