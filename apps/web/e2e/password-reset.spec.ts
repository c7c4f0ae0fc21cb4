/** SPEC.md §2 Reset password and §5: the e-mailed link, the new password form, and its messages. */
import { expect, fillLoginForm, navbar, test } from "./fixtures";

test.describe("password reset", () => {
  test("a candidate resets the password through the mailed link and logs in with the new one", async ({
    page,
    createAccount,
    outbox,
    request,
    baseURL,
  }) => {
    const candidate = await createAccount("candidate");
    const newPassword = "fresh-pass-42";

    // The login page links to the request form.
    await page.goto("/login/candidate");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    const requestedAt = new Date();
    await page.getByLabel("Email", { exact: true }).fill(candidate.email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Check your inbox" })).toBeVisible();

    const link = await outbox.resetLinkFor(candidate.email, { after: requestedAt });
    expect(new URL(link).pathname).toBe("/reset-password");
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: "Set a new password" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Login" })).toBeVisible();

    const password = page.getByLabel("New password", { exact: true });
    const confirm = page.getByLabel("Confirm new password", { exact: true });
    await password.fill(newPassword);
    await confirm.fill(newPassword);

    // Each field has its own show/hide toggle.
    for (const input of [password, confirm]) {
      const field = page.locator("div").filter({ has: input }).last();
      await expect(input).toHaveAttribute("type", "password");
      await field.getByRole("button", { name: "Show password" }).click();
      await expect(input).toHaveAttribute("type", "text");
      await expect(input).toHaveValue(newPassword);
      await field.getByRole("button", { name: "Hide password" }).click();
      await expect(input).toHaveAttribute("type", "password");
    }
    await page.getByRole("button", { name: "Show password" }).first().click();
    await expect(password).toHaveAttribute("type", "text");
    await expect(confirm).toHaveAttribute("type", "password");

    await page.getByRole("button", { name: "Update Password" }).click();
    const successShownAt = Date.now();
    await expect(page.getByRole("heading", { name: "Password updated successfully" })).toBeVisible();
    await expect(page.getByText("You can now log in with your new password.")).toBeVisible();
    await expect(page).toHaveURL(/\/reset-password\?/);

    // About 3 seconds later the login page opens by itself.
    await expect(page).toHaveURL(/\/login\/candidate$/, { timeout: 8_000 });
    expect(Date.now() - successShownAt).toBeGreaterThanOrEqual(2_000);

    await fillLoginForm(page, { email: candidate.email, password: newPassword });
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(navbar(page).getByRole("button", { name: `Account menu for ${candidate.name}` })).toBeVisible();

    // The old password no longer works.
    const old = await request.post("/api/accounts/sign-in/candidate", {
      data: { email: candidate.email, password: candidate.password },
      headers: { origin: baseURL! },
    });
    expect(old.status()).toBe(401);
  });

  test("the reset page without a token says the link is missing its token", async ({ page }) => {
    await page.goto("/reset-password");
    await expect(
      page.getByText("Missing access token. Please request a new password reset link.", { exact: true }),
    ).toBeVisible();
    await expect(page.getByLabel("New password", { exact: true })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Back to Login" })).toHaveAttribute("href", "/login/candidate");
  });

  test("passwords that do not match are refused before anything is sent", async ({ page }) => {
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/accounts/reset-password")) sent.push(request.url());
    });
    await page.goto("/reset-password?token=not-checked-yet");
    await page.getByLabel("New password", { exact: true }).fill("first-pass-1");
    await page.getByLabel("Confirm new password", { exact: true }).fill("other-pass-2");
    await page.getByRole("button", { name: "Update Password" }).click();

    await expect(page.getByText("Passwords do not match", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Confirm new password", { exact: true })).toHaveAttribute("aria-invalid", "true");
    expect(sent).toEqual([]);
  });
});
