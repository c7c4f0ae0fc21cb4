/** SPEC.md §2 Login: the account type must match, post-login destinations, and logging out. */
import type { Page } from "@playwright/test";
import { expect, fillLoginForm, navbar, test, toasts, type TestAccount } from "./fixtures";

test.describe("login", () => {
  test("a candidate at the employer login is told to use the candidate login and stays signed out", async ({
    page,
    createAccount,
    consoleGuard,
  }) => {
    consoleGuard.allowHttpErrors(403); // the refused sign-in
    const candidate = await createAccount("candidate");
    await page.goto("/login/employer");
    await expect(page.getByRole("heading", { level: 1, name: "Employer Login" })).toBeVisible();
    await fillLoginForm(page, candidate);

    await expect(
      page.getByText("This account is registered as a candidate. Please use the candidate login.").first(),
    ).toBeVisible();
    await expect(toasts(page).getByText("Login Failed", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/login\/employer$/);

    // Still signed out, also after a reload.
    await page.reload();
    await expect(navbar(page).getByRole("link", { name: "Candidate Login" })).toBeVisible();
    await expect(navbar(page).getByRole("button", { name: /^Account menu for/ })).toHaveCount(0);
    const me = await page.request.get("/api/accounts/me");
    expect((await me.json()).user).toBeNull();
  });

  test("a candidate logs in at the candidate login and lands on the job list", async ({ page, createAccount }) => {
    const candidate = await createAccount("candidate");
    await page.goto("/login/candidate");
    await expect(page.getByRole("heading", { level: 1, name: "Candidate Login" })).toBeVisible();
    await fillLoginForm(page, candidate);

    await expect(toasts(page).getByText("Login Successful", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(navbar(page).getByRole("button", { name: `Account menu for ${candidate.name}` })).toBeVisible();
  });

  test("a signed-out visit to the profile goes to the candidate login and back after logging in", async ({
    page,
    createAccount,
  }) => {
    const candidate = await createAccount("candidate");
    await page.goto("/candidate/profile");
    await expect(page).toHaveURL(/\/login\/candidate(\?|$)/);
    await expect(page.getByRole("heading", { level: 1, name: "Candidate Login" })).toBeVisible();

    await fillLoginForm(page, candidate);
    await expect(page).toHaveURL(/\/candidate\/profile$/);
    await expect(navbar(page).getByRole("button", { name: `Account menu for ${candidate.name}` })).toBeVisible();
  });

  test("a signed-in candidate opening the candidate login is sent to the job list", async ({ page, signUpInPage }) => {
    await signUpInPage("candidate");
    await page.goto("/login/candidate");
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(page.getByRole("button", { name: "Login", exact: true })).toHaveCount(0);
  });

  test("logout from the user menu goes home and shows the login buttons again", async ({ page, signUpInPage }) => {
    const candidate = await signUpInPage("candidate");
    await page.goto("/jobs");
    const userMenu = navbar(page).getByRole("button", { name: `Account menu for ${candidate.name}` });
    await userMenu.click();
    await page.getByRole("menuitem", { name: "Logout" }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(toasts(page).getByText("Logged Out", { exact: true })).toBeVisible();
    await expect(navbar(page).getByRole("link", { name: "Candidate Login" })).toBeVisible();
    await expect(navbar(page).getByRole("link", { name: "Employer Login" })).toBeVisible();
    await expect(userMenu).toHaveCount(0);

    // The session is really gone: a reload keeps the visitor signed out.
    await page.reload();
    await expect(navbar(page).getByRole("link", { name: "Candidate Login" })).toBeVisible();
  });

  test("logout from each tab of the profile asks the server for nothing of the old session", async ({ page, signUpInPage }) => {
    // Five logouts and logins: about 20 s on its own, more beside the other worker's tests.
    test.setTimeout(60_000);
    const candidate = await signUpInPage("candidate");
    for (const tab of ["profile", "for-you", "applications", "saved", "courses"]) {
      await logOutFromAndBack(page, candidate, `/candidate/profile?tab=${tab}`);
    }
  });
});

test.describe("logout from an employer's dashboard", () => {
  test("asks the server for nothing of the old session, from each tab", async ({ page, signUpInPage }) => {
    test.setTimeout(60_000);
    // Nor anything refused: the Candidates tab asks the talent pool only of a verified employer.
    const employer = await signUpInPage("employer");
    for (const tab of ["jobs", "applications", "messages", "candidates"]) {
      await logOutFromAndBack(page, employer, `/employer/dashboard?tab=${tab}`);
    }
  });
});

/**
 * Opens `address` (a tab of a signed-in page), waits for its reads, logs out from the account menu,
 * and signs in again at the account type's login. The console guard fails the test on any 401 meanwhile.
 */
async function logOutFromAndBack(page: Page, account: TestAccount, address: string) {
  const role = account.type === "candidate" ? "Candidate" : "Employer";
  await page.goto(address);
  await expect(page.getByRole("tabpanel")).toBeVisible();
  // The tab's own reads answered (its loading state gone) before the logout.
  await expect(page.locator('[role="status"]:has-text("Loading")')).toHaveCount(0);
  await navbar(page).getByRole("button", { name: `Account menu for ${account.name}` }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(navbar(page).getByRole("link", { name: `${role} Login` })).toBeVisible();
  await page.goto(`/login/${account.type}`);
  await fillLoginForm(page, account);
  await expect(page).toHaveURL(account.type === "candidate" ? /\/jobs$/ : /\/employer\/dashboard/);
}
