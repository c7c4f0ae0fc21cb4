/**
 * Issue 49: a candidate who signed up with a mobile number adds an e-mail address on the profile,
 * and it is theirs only once the link mailed to it is opened. The link is opened as a mail app opens
 * it: in another browser, signed out, here with scripts off, where the page's button posts; the
 * profile then shows the address without a reload.
 */
import type { Page } from "@playwright/test";
import { codeIn, expect, newestSmsTo, test, uniqueMobile } from "./fixtures";

/** A candidate account made with a mobile number through the API, signed in on `page`. */
async function signUpByPhone(page: Page, baseURL: string, dataDir: string) {
  const mobile = uniqueMobile();
  const details = { name: "Manjunath Gowda", phoneNumber: mobile.typed };
  const asked = await page.request.post("/api/accounts/phone/sign-up/candidate/code", { data: details, headers: { origin: baseURL } });
  expect(asked.status(), await asked.text()).toBe(200);
  const code = codeIn(await newestSmsTo(dataDir, mobile.e164));
  const signedUp = await page.request.post("/api/accounts/phone/sign-up/candidate", { data: { ...details, code }, headers: { origin: baseURL } });
  expect(signedUp.status(), await signedUp.text()).toBe(201);
}

test("a phone-only candidate's address waits for the mailed link, which works before the script in another browser", async ({
  page,
  browser,
  baseURL,
  dataDir,
  makeEmail,
  outbox,
}) => {
  await signUpByPhone(page, baseURL!, dataDir);
  await page.goto("/candidate/profile");
  const email = makeEmail("phone-first");
  await page.getByRole("textbox", { name: "E-mail" }).fill(email);
  await page.getByRole("button", { name: "Add e-mail" }).click();
  await expect(page.getByText(`Waiting for confirmation at ${email}`)).toBeFocused();
  await expect(page.getByRole("button", { name: "Send again" })).toBeVisible();

  const mail = await outbox.newestMailTo(email);
  expect(mail.subject).toBe("Nagara Jobs: confirm your e-mail address / ನಿಮ್ಮ ಇಮೇಲ್ ವಿಳಾಸ ಖಚಿತಪಡಿಸಿ");
  const link = mail.text?.match(/https?:\/\/\S+\/confirm-email\?token=[A-Za-z0-9_-]{43}/)?.[0];
  expect(link).toBeDefined();
  // Still the account's stand-in: nothing is the address's until the link is opened.
  expect(((await (await page.request.get("/api/accounts/me")).json()) as { user: unknown }).user).toMatchObject({ email: null });

  // A mail app's browser: signed out, in Kannada, no script.
  const mailApp = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { "X-Forwarded-For": "10.200.49.1" } });
  try {
    await mailApp.addCookies([{ name: "language", value: "kn", url: baseURL! }]);
    const opened = await mailApp.newPage();
    await opened.goto(link!);
    await expect(opened.getByRole("heading", { level: 1, name: "ನಿಮ್ಮ ಇಮೇಲ್ ವಿಳಾಸ ಖಚಿತಪಡಿಸಿ" })).toBeVisible();
    await expect(opened.getByRole("main").locator("form[method=post]")).toHaveCount(1);
    await opened.getByRole("button", { name: "ನನ್ನ ವಿಳಾಸ ಖಚಿತಪಡಿಸಿ" }).click();
    await expect(opened.getByRole("heading", { level: 1, name: "ನಿಮ್ಮ ಇಮೇಲ್ ವಿಳಾಸ ಸೇರಿಸಲಾಗಿದೆ" })).toBeVisible();
    await expect(opened.getByText(`${email} ಈಗ ನಿಮ್ಮ ಖಾತೆಯ ಇಮೇಲ್ ವಿಳಾಸ.`, { exact: false })).toBeVisible();
    await expect(opened).toHaveURL(link!);

    // The same link again: used.
    await opened.goto(link!);
    await opened.getByRole("button", { name: "ನನ್ನ ವಿಳಾಸ ಖಚಿತಪಡಿಸಿ" }).click();
    await expect(opened.getByRole("heading", { level: 1, name: "ಈ ವಿಳಾಸ ಈಗಾಗಲೇ ಖಚಿತವಾಗಿದೆ" })).toBeVisible();
  } finally {
    await mailApp.close();
  }

  // The profile hears of it: the address is the account's, and the card no longer waits.
  await expect(page.getByText(`Waiting for confirmation at ${email}`)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Send again" })).toHaveCount(0);
  expect(((await (await page.request.get("/api/accounts/me")).json()) as { user: unknown }).user).toMatchObject({ email });
});
