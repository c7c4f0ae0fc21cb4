/** SPEC.md §2 Login and sign-up: registering through the form, as a candidate and as an employer. */
import { expect, navbar, newAccount, test, toasts } from "./fixtures";

const disclaimer = {
  title: "Stay safe from job scams",
  noPayment: "We never ask for any payment for job placement.",
  notResponsible: "We are not responsible for any scams or fraud by others.",
  neverShare: /never pay anyone to get a job/,
};

test.describe("sign-up", () => {
  test("a candidate registers through the form and lands on the quick profile steps, signed in", async ({ page }) => {
    const account = newAccount("candidate");
    await page.goto("/signup/candidate");
    await expect(page.getByRole("heading", { level: 1, name: "Create a Candidate Account" })).toBeVisible();

    await page.getByLabel("Full name", { exact: true }).fill(account.name);
    await page.getByLabel("Email", { exact: true }).fill(account.email);
    await page.getByLabel("Phone number", { exact: true }).fill(account.phone);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Create Account" }).click();

    await expect(toasts(page).getByText("Registration Successful", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/candidate\/start$/);
    // The navbar now holds the user's menu instead of the login buttons.
    const userMenu = navbar(page).getByRole("button", { name: `Account menu for ${account.name}` });
    await expect(userMenu).toBeVisible();
    await expect(navbar(page).getByRole("link", { name: "Candidate Login" })).toHaveCount(0);

    await userMenu.click();
    await expect(page.getByRole("menuitem", { name: "Profile" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Logout" })).toBeVisible();
  });

  test("an employer registers with a company and lands on the employer dashboard", async ({ page }) => {
    const account = newAccount("employer", { company: "Chamundi Traders" });
    await page.goto("/signup/employer");
    await expect(page.getByRole("heading", { level: 1, name: "Create an Employer Account" })).toBeVisible();

    await page.getByLabel("Full name", { exact: true }).fill(account.name);
    await page.getByLabel("Email", { exact: true }).fill(account.email);
    await page.getByLabel("Phone number", { exact: true }).fill(account.phone);
    await page.getByLabel("Company name", { exact: true }).fill(account.company!);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Create Account" }).click();

    await expect(toasts(page).getByText("Registration Successful", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/employer\/dashboard$/);
    const userMenu = navbar(page).getByRole("button", { name: `Account menu for ${account.name}` });
    await expect(userMenu).toBeVisible();
    await userMenu.click();
    await expect(page.getByRole("menuitem", { name: "Dashboard" })).toBeVisible();
  });

  for (const type of ["candidate", "employer"] as const) {
    test(`the ${type} form shows the registration disclaimer`, async ({ page }) => {
      await page.goto(`/signup/${type}`);
      const notice = page.getByRole("region", { name: disclaimer.title });
      await expect(notice).toBeVisible();
      await expect(notice.getByText(disclaimer.noPayment)).toBeVisible();
      await expect(notice.getByText(disclaimer.notResponsible)).toBeVisible();
      await expect(notice.getByText(disclaimer.neverShare)).toBeVisible();
    });
  }
});
