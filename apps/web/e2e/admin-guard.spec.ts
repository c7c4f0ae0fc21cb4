/** SPEC.md §2 Admin area Guard and the admin variant of the login form. */
import { sitePaths } from "@app/shared/site-paths";
import type { Page } from "@playwright/test";
import { ADMIN, expect, fillLoginForm, navbar, signInViaApi, test } from "./fixtures";

/**
 * Every text the page's main region shows, in order, kept in the page as it changes: a notice that
 * shows for delays.guardRedirect only is found though a loaded machine spent that moment before a
 * check could look (the guard sends the reader on within the same document).
 */
async function recordMainTexts(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { mainTexts: string[] }).mainTexts = seen;
    const look = () => {
      const main = document.querySelector("main");
      const shown = main && main.checkVisibility() ? main.innerText.trim() : "";
      if (shown && seen.at(-1) !== shown) seen.push(shown);
    };
    new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

const mainTexts = (page: Page) => page.evaluate(() => (window as unknown as { mainTexts: string[] }).mainTexts);

test.describe("admin area", () => {
  test("a signed-in candidate sees Access Denied and is sent home", async ({ page, signUpInPage }) => {
    await signUpInPage("candidate");
    await recordMainTexts(page);
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });
    const notice = (await mainTexts(page)).find((text) => text.startsWith("Access Denied"));
    expect(notice).toContain("You do not have admin privileges to access this page.");
    await expect(page.getByRole("navigation", { name: "Admin Panel" })).toHaveCount(0);
  });

  test("a guest sees Authentication Required and lands on the admin login", async ({ page }) => {
    await recordMainTexts(page);
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(/\/admin$/, { timeout: 5_000 });
    expect((await mainTexts(page)).some((text) => text.startsWith("Authentication Required"))).toBe(true);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
  });

  test("the admin logs in at /admin and lands on the dashboard with the Admin Panel sidebar", async ({ page }) => {
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
    await fillLoginForm(page, ADMIN);

    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const sidebar = page.getByRole("navigation", { name: "Admin Panel" });
    await expect(sidebar).toBeVisible();
    for (const name of ["Dashboard", "Jobs", "Candidates", "Employers", "Courses"]) {
      await expect(sidebar.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(sidebar.getByRole("button", { name: "Logout" })).toBeVisible();
    await expect(navbar(page).getByRole("button", { name: /^Account menu for/ })).toBeVisible();
  });

  test("a non-admin e-mail at the admin login is refused", async ({ page, createAccount, consoleGuard }) => {
    consoleGuard.allowHttpErrors(403); // the refused sign-in
    const candidate = await createAccount("candidate");
    await page.goto("/admin");
    await fillLoginForm(page, candidate);

    await expect(page.getByText("Invalid admin email. Access denied.").first()).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(navbar(page).getByRole("link", { name: "Candidate Login" })).toBeVisible();
  });

  test("logout from each admin page asks the server for nothing of the old session", async ({ page, baseURL, clientAddress }) => {
    // Eleven sign-ins and logouts (the console guard fails the test on any 401 meanwhile).
    test.setTimeout(120_000);
    for (const address of Object.values(sitePaths.admin)) {
      await signInViaApi(page.request, baseURL!, "admin", ADMIN, clientAddress);
      await page.goto(address);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // The page's own reads answered (its loading state gone) before the logout.
      await expect(page.locator('[role="status"]:has-text("Loading")')).toHaveCount(0);
      await page.getByRole("navigation", { name: "Admin Panel" }).getByRole("button", { name: "Logout" }).click();
      await expect(navbar(page).getByRole("link", { name: "Candidate Login" })).toBeVisible();
    }
  });
});
