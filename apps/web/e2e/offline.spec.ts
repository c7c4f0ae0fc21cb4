/**
 * Issue 13, offline: once the service worker has seen /jobs and a job's page, both open again
 * without a network, the list saying that it shows what was loaded earlier.
 */
import { uniqueWord } from "@app/shared/factories";
import { expect, postJobViaApi, test } from "./fixtures";

test("a list and a job page seen before open offline, the list marked as offline", async ({
  page,
  context,
  request,
  baseURL,
  createAccount,
  consoleGuard,
}) => {
  test.slow();
  const word = uniqueWord();
  await createAccount("employer");
  const job = await postJobViaApi(request, baseURL!, { title: `Tailor ${word}`, description: `Stitching blouses ${word}.` });

  await page.goto(`/jobs?q=${word}`);
  await expect(page.getByRole("article")).toHaveCount(1);
  // The worker controls the page and has been handed the modules this page loaded before it (main.tsx).
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);
  await page.getByRole("link", { name: `Tailor ${word}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Tailor ${word}` })).toBeVisible();
  // The list came before the worker took over: main.tsx asks for it again through the worker.
  const cachedApi = () => page.evaluate(async () => (await (await caches.open("api")).keys()).map((request) => new URL(request.url)).map((url) => url.pathname + url.search));
  await expect.poll(cachedApi, { timeout: 15_000 }).toContain(`/api/jobs/${job.id}`);
  await expect.poll(cachedApi, { timeout: 15_000 }).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`^/api/jobs\\?q=${word}&`))]));

  // Without a network the app cannot load the session or the event stream: those errors are expected.
  consoleGuard.allow(/Failed to load resource|ERR_INTERNET_DISCONNECTED|Failed to fetch|Network error/);
  await context.setOffline(true);
  try {
    await page.goto(`/jobs?q=${word}`);
    await expect(page.getByText("You are offline — showing the jobs loaded earlier.")).toBeVisible();
    await expect(page.getByRole("article", { name: `Tailor ${word}` })).toBeVisible();

    await page.goto(`/jobs/${job.id}`);
    await expect(page.getByRole("heading", { level: 1, name: `Tailor ${word}` })).toBeVisible();
    await expect(page.getByText(`Stitching blouses ${word}.`)).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});
