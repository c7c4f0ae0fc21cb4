/** SPEC.md §5 Login and Registration (form): the messages under the fields, and nothing is sent. */
import type { Page } from "@playwright/test";
import { expect, newAccount, test } from "./fixtures";

/** Counts the account-creating and sign-in requests the page sends. */
function watchAccountRequests(page: Page) {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && /\/api\/accounts\/sign-(up|in)\//.test(request.url())) sent.push(request.url());
  });
  return sent;
}

function field(page: Page, label: string) {
  return page.getByLabel(label, { exact: true });
}

test.describe("login form validation", () => {
  test("an empty submit asks for the email and the password", async ({ page }) => {
    const sent = watchAccountRequests(page);
    await page.goto("/login/candidate");
    await page.getByRole("button", { name: "Login", exact: true }).click();

    await expect(page.getByText("Email is required", { exact: true })).toBeVisible();
    await expect(page.getByText("Password is required", { exact: true })).toBeVisible();
    await expect(field(page, "Email")).toHaveAttribute("aria-invalid", "true");
    await expect(field(page, "Email")).toHaveAccessibleDescription(/Email is required/);
    await expect(field(page, "Password")).toHaveAccessibleDescription(/Password is required/);
    await expect(page).toHaveURL(/\/login\/candidate$/);
    expect(sent).toEqual([]);
  });

  test("a malformed email and a short password are refused", async ({ page }) => {
    const sent = watchAccountRequests(page);
    await page.goto("/login/employer");
    await field(page, "Email").fill("not-an-email");
    await field(page, "Password").fill("12345");
    await page.getByRole("button", { name: "Login", exact: true }).click();

    await expect(page.getByText("Please enter a valid email address", { exact: true })).toBeVisible();
    await expect(page.getByText("Password must be at least 6 characters", { exact: true })).toBeVisible();
    expect(sent).toEqual([]);
  });
});

test.describe("sign-up form validation", () => {
  test("a one-letter name, bad email and short password are refused and no account is created", async ({
    page,
    request,
    baseURL,
  }) => {
    const sent = watchAccountRequests(page);
    const account = newAccount("candidate");
    await page.goto("/signup/candidate");
    await field(page, "Full name").fill("A");
    await field(page, "Email").fill("kavya@");
    await field(page, "Phone number").fill(account.phone);
    await field(page, "Password").fill("abc");
    await page.getByRole("button", { name: "Create Account" }).click();

    await expect(page.getByText("Name must be at least 2 characters", { exact: true })).toBeVisible();
    await expect(page.getByText("Please enter a valid email address", { exact: true })).toBeVisible();
    await expect(page.getByText("Password must be at least 6 characters", { exact: true })).toBeVisible();

    // Correcting only the email still leaves the form blocked.
    await field(page, "Email").fill(account.email);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Name must be at least 2 characters", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/signup\/candidate$/);
    expect(sent).toEqual([]);

    // Nothing was registered under that address.
    const signIn = await request.post("/api/accounts/sign-in/candidate", {
      data: { email: account.email, password: account.password },
      headers: { origin: baseURL! },
    });
    expect(signIn.status()).toBe(401);
  });

  test("an employer without a company is asked for one and no account is created", async ({
    page,
    request,
    baseURL,
  }) => {
    const sent = watchAccountRequests(page);
    const account = newAccount("employer");
    await page.goto("/signup/employer");
    await field(page, "Full name").fill(account.name);
    await field(page, "Email").fill(account.email);
    await field(page, "Phone number").fill(account.phone);
    await field(page, "Password").fill(account.password);
    await page.getByRole("button", { name: "Create Account" }).click();

    await expect(field(page, "Company name")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(/^Company name is required/)).toBeVisible();

    // A single letter is still too short.
    await field(page, "Company name").fill("A");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Company name is required", { exact: true })).toBeVisible();

    await expect(page).toHaveURL(/\/signup\/employer$/);
    expect(sent).toEqual([]);
    const signIn = await request.post("/api/accounts/sign-in/employer", {
      data: { email: account.email, password: account.password },
      headers: { origin: baseURL! },
    });
    expect(signIn.status()).toBe(401);
  });
});
