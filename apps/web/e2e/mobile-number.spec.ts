/**
 * The contact card's mobile number changed and removed (ADR 054, amended): a candidate who signs in
 * by e-mail and password changes their number with the code the SMS to the new number carries (the
 * phone outbox's file in DATA_DIR/outbox), then removes it after the dialog, and "How we tell you"
 * follows without a reload; an account made with a phone is told in the dialog why its number stays.
 */
import type { Page } from "@playwright/test";
import { codeIn, expect, newestSmsTo, test, uniqueMobile } from "./fixtures";

/** Shown as the card writes a number: `+91 98450 12345`. */
const shown = (e164: string) => `+91 ${e164.slice(3, 8)} ${e164.slice(8)}`;

/** Adds `e164` to the signed-in account of `page` through the API, with the code from its SMS. */
async function addNumber(page: Page, baseURL: string, dataDir: string, e164: string) {
  const asked = await page.request.post("/api/accounts/phone/number/code", { data: { phoneNumber: e164 }, headers: { origin: baseURL } });
  expect(asked.status(), await asked.text()).toBe(200);
  const code = codeIn(await newestSmsTo(dataDir, e164));
  const added = await page.request.post("/api/accounts/phone/number", { data: { phoneNumber: e164, code }, headers: { origin: baseURL } });
  expect(added.status(), await added.text()).toBe(200);
}

const signedInNumber = async (page: Page) => ((await (await page.request.get("/api/accounts/me")).json()) as { user: { phoneNumber: string | null } }).user.phoneNumber;

test("an e-mail candidate changes their number with a code sent to the new one, then removes it after the dialog", async ({ page, baseURL, dataDir, signUpInPage }) => {
  test.setTimeout(90_000);
  await signUpInPage("candidate");
  const first = uniqueMobile();
  await addNumber(page, baseURL!, dataDir, first.e164);

  await page.goto("/candidate/profile");
  // The card: its heading's header's parent.
  const card = page.getByRole("heading", { level: 2, name: "Sign-in and contact" }).locator("xpath=../..");
  await expect(card.getByText(shown(first.e164))).toBeVisible();
  await card.getByRole("button", { name: "Change number" }).click();
  const field = card.getByLabel("New mobile number");
  await expect(field).toBeFocused();
  const second = uniqueMobile();
  await field.fill(second.typed);
  await field.press("Enter");
  await expect(card.getByRole("status").filter({ hasText: "We sent a 6-digit code" })).toContainText(shown(second.e164));
  // Until the code comes back, the account keeps its number.
  expect(await signedInNumber(page)).toBe(first.e164);
  const codeField = card.getByLabel("Code from the SMS");
  await expect(codeField).toBeFocused();
  await codeField.fill(codeIn(await newestSmsTo(dataDir, second.e164)));
  await codeField.press("Enter");
  await expect(card.getByText(shown(second.e164))).toBeFocused();
  await expect(card.getByText(shown(first.e164))).toHaveCount(0);
  expect(await signedInNumber(page)).toBe(second.e164);

  // Remove: asked first, then SMS and WhatsApp read off on the same page.
  await card.getByRole("button", { name: "Remove number" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Remove your mobile number?" });
  await expect(dialog).toContainText(`You will no longer sign in with ${shown(second.e164)}`);
  await dialog.getByRole("button", { name: "Remove number" }).click();
  await expect(dialog).toBeHidden();
  // The dialog's opener went with the number: the cursor is in the field a new number is added in.
  await expect(card.getByLabel("Mobile number")).toBeFocused();
  await expect(page.getByText("SMS and WhatsApp are off: add and verify a mobile number to get them.")).toBeVisible();
  expect(await signedInNumber(page)).toBeNull();
});

test("a candidate made with a phone is told in the dialog, in Kannada, why the number stays", async ({ page, baseURL, dataDir, consoleGuard }) => {
  consoleGuard.allowHttpErrors(409);
  const origin = baseURL!;
  const mobile = uniqueMobile();
  const details = { name: "Manjunath Gowda", phoneNumber: mobile.typed };
  const asked = await page.request.post("/api/accounts/phone/sign-up/candidate/code", { data: details, headers: { origin } });
  expect(asked.status(), await asked.text()).toBe(200);
  const code = codeIn(await newestSmsTo(dataDir, mobile.e164));
  const signedUp = await page.request.post("/api/accounts/phone/sign-up/candidate", { data: { ...details, code }, headers: { origin } });
  expect(signedUp.status(), await signedUp.text()).toBe(201);

  await page.context().addCookies([{ name: "language", value: "kn", url: origin }]);
  await page.goto("/candidate/profile");
  await page.getByRole("button", { name: "ನಂಬರ್ ತೆಗೆದುಹಾಕಿ" }).click();
  const dialog = page.getByRole("alertdialog", { name: "ನಿಮ್ಮ ಮೊಬೈಲ್ ನಂಬರ್ ತೆಗೆದುಹಾಕಬೇಕೇ?" });
  await dialog.getByRole("button", { name: "ನಂಬರ್ ತೆಗೆದುಹಾಕಿ" }).click();
  await expect(dialog.getByRole("alert")).toContainText("ನೀವು ಈ ನಂಬರ್‌ನಿಂದ ಮಾತ್ರ ಲಾಗಿನ್ ಆಗುತ್ತೀರಿ");
  await expect(dialog.getByRole("button", { name: "ನಂಬರ್ ತೆಗೆದುಹಾಕಿ" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByText(shown(mobile.e164))).toBeVisible();
  expect(await signedInNumber(page)).toBe(mobile.e164);
});
