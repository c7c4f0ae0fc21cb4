/**
 * Issue 49, Accounts: a candidate signs up with a mobile number and the code the SMS carries (read
 * from the phone outbox's file in DATA_DIR/outbox, as the default delivery writes it), and lands
 * signed in; the same pages work without the script; a Kannada reader's SMS is in Kannada.
 */
import type { Browser } from "@playwright/test";
import { codeIn, expect, newestSmsTo, test, uniqueMobile, waitForApp } from "./fixtures";

test("a candidate signs up with a mobile number and the code from the SMS, and lands signed in", async ({ page, dataDir }) => {
  // Signing in again waits out the 30 s between two codes for one number.
  test.setTimeout(90_000);
  const mobile = uniqueMobile();
  await page.goto("/signup/candidate");
  await page.getByRole("link", { name: "Sign up with mobile number" }).click();
  await expect(page).toHaveURL(/\/signup\/candidate\/phone$/);
  // The link may be followed before the script ran: then the page is the server's, taken over while
  // the fields are filled. Once (2026-11-29) the name typed during the take-over was emptied and the
  // form refused it; typing before the take-over keeps it (early-taps.spec.ts). Not yet explained:
  // this test waits for the take-over, as its subject is the sign-up by code.
  await waitForApp(page);

  await page.getByLabel("Full name").fill("Manjunath Gowda");
  await page.getByLabel("Mobile number").fill(mobile.typed);
  await page.getByRole("button", { name: "Send code" }).click();

  const shown = `+91 ${mobile.e164.slice(3, 8)} ${mobile.e164.slice(8)}`;
  await expect(page.getByRole("status").filter({ hasText: "We sent a 6-digit code" })).toContainText(shown);
  const codeField = page.getByLabel("Code from the SMS");
  await expect(codeField).toBeFocused();
  await expect(codeField).toHaveAttribute("inputmode", "numeric");
  await expect(codeField).toHaveAttribute("autocomplete", "one-time-code");
  await expect(page.getByRole("button", { name: /Send again in \d+ s/ })).toHaveAttribute("aria-disabled", "true");

  const sms = await newestSmsTo(dataDir, mobile.e164);
  expect(sms).toMatchObject({ kind: "code", language: "en" });
  expect(sms.text).toMatch(/^\d{6} is your .+ code\. It works for 5 minutes\. Do not share it with anyone\.$/);
  await codeField.fill(codeIn(sms));
  await page.getByRole("button", { name: "Create Account" }).click();

  // A new candidate is led to the quick profile steps (issue 52).
  await expect(page).toHaveURL(/\/candidate\/start$/);
  const me = await page.request.get("/api/accounts/me");
  expect(((await me.json()) as { user: unknown }).user).toMatchObject({ name: "Manjunath Gowda", role: "candidate", email: null, phoneNumber: mobile.e164 });

  // Signed out (the jobs page left first, so nothing of it asks for the session), the same number signs in with a new code.
  await page.goto("about:blank");
  await page.context().clearCookies();
  await page.goto("/login/candidate");
  await page.getByRole("link", { name: "Sign in with mobile number" }).click();
  await page.getByLabel("Mobile number").fill(mobile.e164);
  // The 30 s between two codes for one number: the first one was just sent.
  await page.waitForTimeout(30_500);
  await page.getByRole("button", { name: "Send code" }).click();
  const signInSms = await newestSmsTo(dataDir, mobile.e164, { after: 1 });
  await page.getByLabel("Code from the SMS").fill(codeIn(signInSms));
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  expect(((await (await page.request.get("/api/accounts/me")).json()) as { user: unknown }).user).toMatchObject({ phoneNumber: mobile.e164 });
});

/** A browser with scripts off, as a guest. */
async function withoutScript(browser: Browser, baseURL: string, clientAddress: string) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, extraHTTPHeaders: { "X-Forwarded-For": clientAddress } });
  return { context, page: await context.newPage() };
}

test("before the script: the number, then the code, posted to the page; a Kannada reader gets a Kannada SMS", async ({ browser, baseURL, clientAddress, dataDir }) => {
  const mobile = uniqueMobile();
  const { context, page } = await withoutScript(browser, baseURL!, clientAddress);
  try {
    await context.addCookies([{ name: "language", value: "kn", url: baseURL! }]);
    const addresses: string[] = [];
    page.on("request", (request) => addresses.push(request.url()));
    await page.goto("/signup/candidate/phone");
    await page.getByLabel("ಪೂರ್ಣ ಹೆಸರು").fill("ಮಂಜುನಾಥ ಗೌಡ");
    await page.getByLabel("ಮೊಬೈಲ್ ನಂಬರ್").fill(mobile.typed);
    await page.getByRole("button", { name: "ಕೋಡ್ ಕಳುಹಿಸಿ" }).click();

    await expect(page.getByRole("status")).toContainText("6 ಅಂಕಿಯ ಕೋಡ್ ಕಳುಹಿಸಿದ್ದೇವೆ");
    const sms = await newestSmsTo(dataDir, mobile.e164);
    expect(sms).toMatchObject({ kind: "code", language: "kn" });
    expect(sms.text).toContain("ನಿಮಿಷದೊಳಗೆ ಬಳಸಿ");
    expect(sms.text.length).toBeLessThanOrEqual(70);

    await page.getByLabel("SMS ನಲ್ಲಿ ಬಂದ ಕೋಡ್").fill(codeIn(sms));
    await page.getByLabel("SMS ನಲ್ಲಿ ಬಂದ ಕೋಡ್").press("Enter");
    await expect(page).toHaveURL(/\/candidate\/start$/);
    const me = await context.request.get("/api/accounts/me");
    expect(((await me.json()) as { user: unknown }).user).toMatchObject({ name: "ಮಂಜುನಾಥ ಗೌಡ", email: null, phoneNumber: mobile.e164 });
    // Nothing typed went into an address.
    const digits = mobile.e164.slice(3);
    expect(addresses.filter((address) => address.includes(digits) || address.includes(codeIn(sms)))).toEqual([]);
  } finally {
    await context.close();
  }
});
