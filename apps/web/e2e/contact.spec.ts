/** SPEC.md §2 Contact and §5 Consultation: the 'Request a Consultation' block at /contact#consultation. */
import type { Page } from "@playwright/test";
import { expect, fillLoginForm, test, toasts } from "./fixtures";

function consultationBlock(page: Page) {
  return page.getByRole("region", { name: "Request a Consultation" });
}

async function fillConsultation(page: Page, values: { name: string; contact: string; message: string }) {
  const block = consultationBlock(page);
  await block.getByLabel("Your name", { exact: true }).fill(values.name);
  await block.getByLabel("Phone number or email", { exact: true }).fill(values.contact);
  await block.getByLabel("How can we help?", { exact: true }).fill(values.message);
}

test.describe("consultation request", () => {
  test("the block is the #consultation anchor of the contact page", async ({ page }) => {
    await page.goto("/contact#consultation");
    const block = consultationBlock(page);
    await expect(block).toHaveAttribute("id", "consultation");
    await expect(block).toBeInViewport();
  });

  test("a guest is asked to log in and sent to the employer login", async ({ page }) => {
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().includes("/api/consultations")) sent.push(request.url());
    });
    await page.goto("/contact#consultation");
    await expect(consultationBlock(page).getByText("Please login before submitting a consultation request.")).toBeVisible();
    await fillConsultation(page, {
      name: "Guest Visitor",
      contact: "guest@example.com",
      message: "I would like help writing my resume.",
    });
    await consultationBlock(page).getByRole("button", { name: "Request Consultation" }).click();

    await expect(toasts(page).getByText("Login Required", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/login\/employer\?redirectTo=%2Fcontact%23consultation$/);
    await expect(page.getByRole("heading", { level: 1, name: "Employer Login" })).toBeVisible();
    expect(sent).toEqual([]);
  });

  test("a guest's message survives the login, which brings them back to send it", async ({ page, createAccount }) => {
    const employer = await createAccount("employer");
    await page.goto("/contact#consultation");
    const message = "We are hiring ten tailors and need help with interviews.";
    await consultationBlock(page).getByLabel("How can we help?", { exact: true }).fill(message);
    await consultationBlock(page).getByRole("button", { name: "Request Consultation" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Employer Login" })).toBeVisible();
    await fillLoginForm(page, employer);

    await expect(page).toHaveURL(/\/contact#consultation$/);
    const block = consultationBlock(page);
    await expect(block.getByLabel("How can we help?", { exact: true })).toHaveValue(message);
    // Name and contact come from the account, since the guest left them empty.
    await expect(block.getByLabel("Your name", { exact: true })).toHaveValue(employer.name);
    await expect(block.getByLabel("Phone number or email", { exact: true })).toHaveValue(employer.phone);
    const created = page.waitForResponse(
      (response) => response.url().endsWith("/api/consultations") && response.request().method() === "POST",
    );
    await block.getByRole("button", { name: "Request Consultation" }).click();
    expect((await created).status()).toBe(201);
    await expect(toasts(page).getByText("Request Received", { exact: true })).toBeVisible();

    // Sent, so not kept: a reload shows an empty message.
    await page.reload();
    await expect(consultationBlock(page).getByLabel("How can we help?", { exact: true })).toHaveValue("");
  });

  test("a signed-in candidate submits a request and sees it received", async ({ page, signUpInPage }) => {
    const candidate = await signUpInPage("candidate");
    await page.goto("/contact#consultation");
    await fillConsultation(page, {
      name: candidate.name,
      contact: candidate.phone,
      message: "Please help me prepare for a bank clerk interview.",
    });
    const created = page.waitForResponse(
      (response) => response.url().endsWith("/api/consultations") && response.request().method() === "POST",
    );
    await consultationBlock(page).getByRole("button", { name: "Request Consultation" }).click();

    expect((await created).status()).toBe(201);
    await expect(toasts(page).getByText("Request Received", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/contact/);
    // The form is cleared for a next request.
    await expect(consultationBlock(page).getByLabel("How can we help?", { exact: true })).toHaveValue("");
  });
});
