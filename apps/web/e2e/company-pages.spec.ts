/**
 * Company pages (issue 32): an employer writes its page and uploads a logo on the dashboard; a
 * guest follows the company link from a job to `/companies/{slug}` and sees the name, the text,
 * the logo (re-encoded to 256×256) and the open job. A text that asks for money is held: the guest
 * sees the page without it until the admin approves it on the held company pages' screen.
 */
import sharp from "sharp";
import { uniqueWord } from "@app/shared/factories";
import { ADMIN, expect, newUserContext, postJobViaApi, signInViaApi, test, toasts } from "./fixtures";

/** A real PNG, wider than the logo's side, so the re-encoding shows in the image's size. */
function samplePng(): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 200, g: 60, b: 40 } } })
    .png()
    .toBuffer();
}

test("an employer's company page: written and with a logo, seen by a guest from a job; a fee held until the admin approves it", async ({
  page,
  browser,
  baseURL,
  signUpInPage,
}) => {
  test.slow();
  const company = `Kaveri Silks ${uniqueWord()}`;
  await signUpInPage("employer", { company });
  const job = await postJobViaApi(page.request, baseURL!, { location: "Kuvempunagar, Mysuru" });

  // The employer writes the page and uploads a logo on the dashboard.
  const about = `Silk weavers of Mysuru since 1950 ${uniqueWord()}.`;
  await page.goto("/employer/dashboard?tab=company");
  const section = page.getByRole("region", { name: "Your company page" });
  await section.getByLabel("About the company", { exact: true }).fill(about);
  await section.getByLabel("Place", { exact: true }).selectOption("Gokulam");
  await section.getByLabel("Website", { exact: true }).fill("https://kaveri.example");
  await section.getByRole("button", { name: "Save company page" }).click();
  await expect(toasts(page).getByText("Company page saved", { exact: true })).toBeVisible();
  await section.getByTestId("company-logo-input").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: await samplePng() });
  await expect(toasts(page).getByText("Logo uploaded", { exact: true })).toBeVisible();
  await expect(section.getByRole("button", { name: "Change logo" })).toBeVisible();
  await page.reload();
  await expect(section.getByLabel("About the company", { exact: true })).toHaveValue(about);
  await expect(section.getByLabel("Place", { exact: true })).toHaveValue("Gokulam");
  await expect(section.getByLabel("Website", { exact: true })).toHaveValue("https://kaveri.example");

  const guestSide = await newUserContext(browser);
  const adminSide = await newUserContext(browser);
  try {
    // A guest follows the company link from the job to the company page.
    const guest = await guestSide.context.newPage();
    await guest.goto(`/jobs/${job.id}`);
    await guest.getByRole("main").getByRole("link", { name: company, exact: true }).first().click();
    await expect(guest).toHaveURL(/\/companies\/[a-z0-9-]+$/);
    const companyUrl = guest.url();
    await expect(guest.getByRole("heading", { level: 1, name: new RegExp(company) })).toBeVisible();
    await expect(guest.getByText(about)).toBeVisible();
    const logo = guest.getByRole("img", { name: `${company} logo` });
    await expect(logo).toBeVisible();
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(256);
    await expect(guest.getByRole("link", { name: job.title }).first()).toBeVisible();

    // A text that asks for money is held: the guest sees the page without it.
    const fee = `Pay a registration fee of Rs 500 ${uniqueWord()}`;
    await section.getByLabel("About the company", { exact: true }).fill(fee);
    await section.getByRole("button", { name: "Save company page" }).click();
    await expect(toasts(page).getByText("Saved. The text waits for the admin's review before visitors see it.", { exact: true })).toBeVisible();
    await guest.reload();
    await expect(guest.getByRole("heading", { level: 1, name: new RegExp(company) })).toBeVisible();
    await expect(guest.getByRole("link", { name: job.title }).first()).toBeVisible();
    await expect(guest.getByText(fee)).toHaveCount(0);

    // The admin approves it on the held company pages' screen; the guest sees the text again.
    await signInViaApi(adminSide.context.request, baseURL!, "admin", ADMIN, adminSide.clientAddress);
    const admin = await adminSide.context.newPage();
    await admin.goto("/admin/company-pages");
    const card = admin.getByRole("article", { name: company });
    await expect(card.getByText("Asks for money", { exact: true })).toBeVisible();
    await expect(card.locator("mark")).toContainText("registration fee");
    await card.getByRole("button", { name: "Approve" }).click();
    await expect(toasts(admin).getByText("Company page approved", { exact: true })).toBeVisible();
    await expect(card).toHaveCount(0);

    await guest.goto(companyUrl);
    await expect(guest.getByText(fee)).toBeVisible();
    expect(guestSide.problems()).toEqual([]);
    expect(adminSide.problems()).toEqual([]);
  } finally {
    await guestSide.context.close();
    await adminSide.context.close();
  }
});
