/**
 * A guest's job page drawn as islands (ADR 071) follows its job changed elsewhere, as the app's page
 * does with the server's events: edited by its employer, the open page shows it without a reload, its
 * islands still work; closed, the server no longer draws the job (410 with the app's shell), so the page
 * is loaded again and says it is closed. In the language it was drawn in.
 */
import { buildJobPost } from "@app/shared/factories";
import type { Page } from "@playwright/test";
import { expect, postJobViaApi, test, uniqueJobTitle } from "./fixtures";

const json = (baseURL: string) => ({ origin: baseURL, "content-type": "application/json" });

/** Opens the job as a guest's document load and checks the islands, not the app, took it over. */
async function openAsIslands(page: Page, jobId: string) {
  // The event stream's reader is loaded after ready; its stream is open before the job changes.
  const streamOpen = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/events" && response.ok());
  await page.goto(`/jobs/${jobId}`);
  expect(await page.evaluate(() => [...document.scripts].some((script) => /\/job-page-[^/]*\.js$/.test(script.src)))).toBe(true);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await expect(page.locator('[data-region="job"]')).toHaveCount(1);
  await streamOpen;
}

test.describe("a guest's job page drawn as islands", () => {
  for (const { language, closedTitle, apply } of [
    { language: "en", closedTitle: "This job is no longer open", apply: "Apply Now" },
    { language: "kn", closedTitle: "ಈ ಉದ್ಯೋಗವನ್ನು ಮುಚ್ಚಲಾಗಿದೆ", apply: "ಈಗಲೇ ಅರ್ಜಿ ಸಲ್ಲಿಸಿ" },
  ] as const) {
    test(`shows its job closed by the employer while it is open (${language})`, async ({ page, context, request, baseURL, createAccount, consoleGuard }) => {
      // The page asks the server for itself again: a job no longer open is answered 410.
      consoleGuard.allowHttpErrors(410);
      await context.addCookies([{ name: "language", value: language, url: baseURL! }]);
      await createAccount("employer");
      const job = await postJobViaApi(request, baseURL!);
      await openAsIslands(page, job.id);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(page.getByText(closedTitle)).toHaveCount(0);
      await expect(page.getByRole("link", { name: apply })).toBeVisible();

      const closed = await request.patch(`/api/jobs/${job.id}/status`, { data: { status: "expired" }, headers: json(baseURL!) });
      expect(closed.status(), await closed.text()).toBe(200);

      await expect(page.getByText(closedTitle)).toBeVisible();
      await expect(page.getByRole("link", { name: apply })).toHaveCount(0);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
    });
  }

  test("shows its job's new title after the employer edits it, without a reload", async ({ page, request, baseURL, createAccount }) => {
    await createAccount("employer");
    const job = await postJobViaApi(request, baseURL!);
    await openAsIslands(page, job.id);
    await expect(page.getByRole("heading", { level: 1, name: job.title })).toBeVisible();
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    const { title } = uniqueJobTitle();
    const edited = await request.put(`/api/jobs/${job.id}`, { data: buildJobPost({ title }), headers: json(baseURL!) });
    expect(edited.status(), await edited.text()).toBe(200);

    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(title));
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    // Report this job is an island of the region drawn again: taken over again, it opens its dialog.
    await page.getByRole("button", { name: "Share" }).click();
    await expect(page.getByRole("menuitem", { name: "Copy link" })).toBeVisible();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Report this job" }).click();
    await expect(page.getByRole("dialog", { name: "Report this job" })).toBeVisible();
  });
});
