/**
 * A signed-in list that failed to load (the candidate's My Applications) keeps a keyboard reader's
 * place through Try again: while it loads, the focus is on what says it is loading, where the
 * failure was; the load failing again, on Try again; the list shown, on its heading. Never the
 * page's body, which would send a screen reader back to the top of the page.
 */
import { expect, test } from "./fixtures";

// The page's own requests are the spec's to route: a service worker's would pass by page.route.
test.use({ serviceWorkers: "block" });

test("Try again from the keyboard keeps the focus in the failed list's place", async ({ page, signUpInPage, consoleGuard }) => {
  consoleGuard.allowHttpErrors(503);
  let failing = true;
  let release: () => void = () => {};
  let held: Promise<void> = Promise.resolve();
  const hold = () => (held = new Promise((resolve) => (release = resolve)));
  await page.route(
    (url) => url.pathname === "/api/applications/mine",
    async (route) => {
      await held;
      if (!failing) return route.continue();
      return route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ error: { code: "unavailable", message: "Down", requestId: "r" } }) });
    },
  );

  await signUpInPage("candidate");
  await page.goto("/candidate/profile?tab=applications");
  const panel = page.getByRole("tabpanel", { name: "My Applications" });
  const tryAgain = panel.getByRole("alert").getByRole("button", { name: "Try again" });
  await expect(tryAgain).toBeVisible({ timeout: 15_000 });
  const focusOnBody = () => page.evaluate(() => document.activeElement === document.body || document.activeElement === null);

  // Pressed while the server still cannot answer: the focus waits where the failure was, then is on Try again again.
  hold();
  await tryAgain.focus();
  await page.keyboard.press("Enter");
  await expect(page.locator(":focus")).toContainText("Loading your applications...");
  expect(await focusOnBody()).toBe(false);
  release();
  await expect(tryAgain).toBeFocused({ timeout: 15_000 });

  // The server answers again: the list takes the focus, on its heading.
  failing = false;
  hold();
  await page.keyboard.press("Enter");
  await expect(page.locator(":focus")).toContainText("Loading your applications...");
  release();
  await expect(panel.getByRole("heading", { name: "You have not applied for any jobs yet" })).toBeFocused();
  expect(await focusOnBody()).toBe(false);
});
