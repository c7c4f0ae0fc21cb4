/** SPEC.md §2 Route table, Redirects and Shell. */
import { expect, navbar, test } from "./fixtures";

test.describe("redirects", () => {
  const redirects: [from: string, to: string][] = [
    ["/login", "/login/candidate"],
    ["/register", "/signup/candidate"],
    ["/signup", "/signup/candidate"],
    ["/login/admin", "/admin"],
    ["/admin-setup", "/admin"],
    ["/login/nonsense", "/login/candidate"],
  ];

  for (const [from, to] of redirects) {
    test(`${from} goes to ${to}`, async ({ page, baseURL }) => {
      await page.goto(from);
      await expect(page).toHaveURL(`${baseURL}${to}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  }
});

test("an unknown path shows the 404 page, logs the path and links home", async ({ page, consoleGuard }) => {
  const badPath = "/no-such-page/here";
  // The server answers an unknown path 404 (with the app, which shows its page); Chromium logs that.
  consoleGuard.allowHttpErrors(404);
  const response = await page.goto(badPath);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${badPath}$`));
  expect(consoleGuard.messages.some((message) => message.includes(badPath))).toBe(true);

  await page.getByRole("main").getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toHaveCount(0);
});

test("the language toggle switches the navbar to Kannada and the choice survives a reload", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const mainNav = navbar(page).getByRole("navigation", { name: "Main" });
  await expect(mainNav.getByRole("link", { name: "Jobs" })).toBeVisible();

  const toggle = navbar(page).getByRole("button", { name: /Switch to Kannada/ });
  await expect(toggle).toContainText("ಕನ್ನಡ");
  await toggle.click();

  const kannadaNav = navbar(page).getByRole("navigation", { name: "ಮುಖ್ಯ" });
  await expect(page.locator("html")).toHaveAttribute("lang", "kn");
  await expect(kannadaNav.getByRole("link", { name: "ಮುಖಪುಟ" })).toBeVisible();
  await expect(kannadaNav.getByRole("link", { name: "ಉದ್ಯೋಗಗಳು" })).toBeVisible();
  await expect(navbar(page).getByRole("link", { name: "ಅಭ್ಯರ್ಥಿ ಲಾಗಿನ್" })).toBeVisible();
  await expect(navbar(page).getByRole("link", { name: "Candidate Login" })).toHaveCount(0);

  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "kn");
  await expect(navbar(page).getByRole("navigation", { name: "ಮುಖ್ಯ" }).getByRole("link", { name: "ಮುಖಪುಟ" })).toBeVisible();

  // And back.
  await navbar(page).getByRole("button", { name: /English/ }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(mainNav.getByRole("link", { name: "Home" })).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the menu button opens the menu with the sign-up links and navigation closes it", async ({ page }) => {
    await page.goto("/");
    const openButton = navbar(page).getByRole("button", { name: "Open menu" });
    await expect(openButton).toHaveAttribute("aria-expanded", "false");
    await expect(navbar(page).getByRole("navigation", { name: "Menu" })).toHaveCount(0);

    await openButton.click();
    const menu = navbar(page).getByRole("navigation", { name: "Menu" });
    await expect(menu).toBeVisible();
    const closeButton = navbar(page).getByRole("button", { name: "Close menu" });
    await expect(closeButton).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("link", { name: "Candidate Login" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Employer Login" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Candidate Sign Up" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Employer Sign Up" })).toBeVisible();

    // It toggles closed…
    await closeButton.click();
    await expect(menu).toHaveCount(0);

    // …and closes on navigation.
    await navbar(page).getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "Employer Sign Up" }).click();
    await expect(page).toHaveURL(/\/signup\/employer$/);
    await expect(page.getByRole("heading", { level: 1, name: "Create an Employer Account" })).toBeVisible();
    await expect(navbar(page).getByRole("navigation", { name: "Menu" })).toHaveCount(0);
    await expect(navbar(page).getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });
});

test("the footer shows the current year and the quick links", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  for (const name of ["Home", "Browse Jobs", "Courses"]) {
    await expect(footer.getByRole("link", { name, exact: true })).toBeVisible();
  }
});

test("the service worker is served at /service-worker.js and registered on page load", async ({ page, request }) => {
  const response = await request.get("/service-worker.js");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/javascript/);

  await page.goto("/");
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL ?? null), {
      timeout: 15_000,
    })
    .toMatch(/\/service-worker\.js$/);
});
