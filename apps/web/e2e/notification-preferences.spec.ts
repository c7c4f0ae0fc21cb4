/**
 * How we tell you (issue 49): a candidate chooses, with the keyboard alone, the channels of each kind
 * of news on their profile; SMS and WhatsApp stay off without a verified number and say why; the
 * choice is saved and still there after a reload; the SMS's short link `/n` opens the card. The
 * card at 390 px and 1280 px in English and Kannada goes to test-results/ (or SCREENSHOT_DIR) to be looked at.
 */
import { expect, test, toasts } from "./fixtures";

test("a candidate chooses how they hear each kind of news, by keyboard, and keeps it", async ({ page, signUpInPage, baseURL }, testInfo) => {
  await signUpInPage("candidate");
  await page.goto("/n");
  await expect(page).toHaveURL(/\/candidate\/profile#notifications$/);
  const card = page.getByRole("region", { name: "How we tell you" });
  await expect(card).toBeVisible();
  await expect(card).toBeFocused();

  const alerts = card.getByRole("group", { name: "Job alerts and Jobs for you" });
  await expect(alerts.getByRole("checkbox", { name: "E-mail" })).toBeChecked();
  await expect(alerts.getByRole("checkbox", { name: "SMS" })).toBeDisabled();
  await expect(alerts.getByRole("checkbox", { name: "WhatsApp" })).toBeDisabled();
  await expect(card.getByText("SMS and WhatsApp are off: add and verify a mobile number to get them.")).toBeVisible();

  // Tab from the card's start to the first box (status's e-mail), then on to alerts' e-mail, and untick it.
  await page.keyboard.press("Tab");
  await expect(card.getByRole("group", { name: /Your applications/ }).getByRole("checkbox", { name: "E-mail" })).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(alerts.getByRole("checkbox", { name: "E-mail" })).toBeFocused();
  await page.keyboard.press("Space");
  await expect(alerts.getByRole("checkbox", { name: "E-mail" })).not.toBeChecked();
  await page.keyboard.press("Tab");
  await expect(card.getByRole("button", { name: "Save how we tell you" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(toasts(page).getByText("Saved: we will tell you as you chose.")).toBeVisible();

  await page.reload();
  await expect(page.getByRole("region", { name: "How we tell you" }).getByRole("group", { name: "Job alerts and Jobs for you" }).getByRole("checkbox", { name: "E-mail" })).not.toBeChecked();

  for (const language of ["en", "kn"] as const) {
    await page.context().addCookies([{ name: "language", value: language, url: baseURL! }]);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await page.goto("/n");
      const region = page.locator("#notifications");
      await expect(region.getByRole("checkbox").first()).toBeVisible();
      await region.getByRole("button").scrollIntoViewIfNeeded();
      await expect(region.getByRole("button")).toBeInViewport();
      const name = `notifications-${language}-${width}.png`;
      // SCREENSHOT_DIR keeps them apart from test-results/, which each run of the suite empties.
      await page.screenshot({ path: process.env.SCREENSHOT_DIR ? `${process.env.SCREENSHOT_DIR}/${name}` : testInfo.outputPath(name) });
    }
  }
});

test("an employer finds how they hear messages and interviews on the dashboard", async ({ page, signUpInPage }) => {
  await signUpInPage("employer");
  await page.goto("/n");
  await expect(page).toHaveURL(/\/employer\/dashboard\?tab=company#notifications$/);
  const card = page.getByRole("region", { name: "How we tell you" });
  await expect(card.getByRole("group")).toHaveText([/New messages/, /Interviews/]);
});

test("a signed-in candidate's language switch, in the browser, sets the language of their texts on the server", async ({ page, signUpInPage }) => {
  await signUpInPage("candidate");
  await page.goto("/n");
  await expect(page.getByRole("region", { name: "How we tell you" })).toBeVisible();
  const told = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/notifications/language" && response.request().method() === "PUT");
  await page.getByRole("button", { name: /ಕನ್ನಡ/ }).click();
  expect((await told).status()).toBe(200);
  await expect(page.getByRole("region", { name: "ನಾವು ನಿಮಗೆ ಹೇಗೆ ತಿಳಿಸಬೇಕು" })).toBeVisible();
  const settings = (await (await page.request.get("/api/notifications/preferences")).json()) as { language: string };
  expect(settings.language).toBe("kn");
});
