/**
 * Job alerts (issue 30) in the browser against the real server: a candidate saves an alert from a
 * search, a matching job posted afterwards arrives by mail (the server's outbox folder), and the
 * mail's one-click unsubscribe (RFC 8058) stops it; a guest's alert starts only once the mailed link
 * is confirmed, and the mail's manage link lists it. A guest's alert to a mobile number (issue 49)
 * starts once the code from the SMS (the outbox's .sms.json files) comes back, with the script and
 * without it, and its jobs then come by SMS.
 */
import type { ParsedMail } from "mailparser";
import { codeIn, expect, newestSmsTo, postJobViaApi, test, toasts, uniqueJobTitle, uniqueMobile } from "./fixtures";

/** `+919845012345` as the page shows it: `+91 98450 12345`. */
const shown = (e164: string) => `+91 ${e164.slice(3, 8)} ${e164.slice(8)}`;

/** A code that is not `code`. */
const otherThan = (code: string) => (code === "000000" ? "111111" : "000000");

/** A header as the server wrote it (mailparser reads the List-* headers into objects). */
function header(mail: ParsedMail, name: string): string {
  const line = mail.headerLines.find((candidate) => candidate.key === name)?.line ?? "";
  return line.replace(/^[^:]+:\s*/, "");
}

test.describe("job alerts", () => {
  test("a candidate saves an alert from a search; a new matching job comes by mail; one click stops it", async ({
    page,
    request,
    baseURL,
    createAccount,
    signUpInPage,
    outbox,
  }) => {
    const candidate = await signUpInPage("candidate");
    await createAccount("employer");
    const { word } = uniqueJobTitle();

    // Nothing yet for this search: the empty list offers the alert.
    await page.goto(`/jobs?q=${encodeURIComponent(`${word} driver`)}`);
    await page.getByRole("link", { name: "Alert me to jobs like these" }).click();
    const dialog = page.getByRole("dialog", { name: "Alert me to jobs like these" });
    await expect(dialog.getByText(`Alerts go to ${candidate.email}, the e-mail of your account.`)).toBeVisible();
    await dialog.getByRole("radio", { name: "As soon as a job is posted" }).check();
    await dialog.getByRole("button", { name: "Save alert" }).click();
    await expect(toasts(page).getByText(`We will e-mail ${candidate.email}.`)).toBeVisible();

    const job = await postJobViaApi(request, baseURL!, { title: `Driver ${word}`, company: "Chamundi Cabs" });
    const mail = await outbox.newestMailTo(candidate.email, { timeout: 30_000 });
    expect(mail.subject).toBe(`New job: Driver ${word} at Chamundi Cabs`);
    expect(mail.text).toContain(`/jobs/${job.id}`);
    expect(header(mail, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");

    // My alerts lists it.
    await page.goto("/alerts");
    await expect(page.getByRole("heading", { level: 1, name: "My alerts" })).toBeVisible();
    await expect(page.getByText(`${word} driver`)).toBeVisible();

    // The mail client's one click: a form post without an Origin.
    const oneClick = /^<(.+)>$/.exec(header(mail, "list-unsubscribe"))![1]!;
    const response = await request.post(oneClick, { form: { "List-Unsubscribe": "One-Click" } });
    expect(response.status()).toBe(200);
    await page.reload();
    await expect(page.getByRole("heading", { name: "No alerts yet" })).toBeVisible();
  });

  test("a guest's alert waits for the mailed confirmation; the mail's link then lists it; asked again, the page says what it says for a new one and the address is mailed that it has it", async ({
    page,
    makeEmail,
    outbox,
  }) => {
    const email = makeEmail();
    const { word } = uniqueJobTitle();
    await page.goto(`/jobs?q=${encodeURIComponent(`${word} tailor`)}`);
    await page.getByRole("link", { name: "Alert me to jobs like these" }).click();
    const dialog = page.getByRole("dialog", { name: "Alert me to jobs like these" });
    await dialog.getByRole("button", { name: "Save alert" }).click();
    await expect(dialog.getByText("Email is required")).toBeVisible();
    await dialog.getByLabel("Your e-mail").fill(email);
    await dialog.getByRole("radio", { name: "Once a day, at 8:00 AM" }).check();
    await dialog.getByRole("button", { name: "Save alert" }).click();
    // The dialog now says what happens next, under its own title.
    const sent = page.getByRole("dialog", { name: "Check your e-mail" });
    await expect(sent.getByText(`We have sent an e-mail to ${email} about this alert. Open it and see what it says: if it asks you to confirm the alert, no jobs are sent until you do.`)).toBeVisible();
    await sent.getByRole("button", { name: "Done" }).click();

    const confirmation = await outbox.newestMailTo(email);
    expect(confirmation.subject).toBe("Nagara Jobs: confirm your job alert");
    const link = /(http\S+\/alerts\/confirm\?token=\S+)/.exec(confirmation.text ?? "")![1]!;
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page.getByRole("heading", { name: "Confirm your job alert" })).toBeVisible();
    await page.getByRole("button", { name: "Confirm my alert" }).click();
    await expect(page.getByText(`Your alert is on. New jobs will come to ${email}.`)).toBeVisible();

    await page.getByRole("link", { name: "Manage my alerts" }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Job alerts: ${email}` })).toBeVisible();
    await expect(page.getByText(`${word} tailor`)).toBeVisible();
    await expect(page.getByText("Active", { exact: true })).toBeVisible();

    // The same search for the same address again: whoever asks is answered as for a new alert (anyone
    // may type anyone's address), nothing is saved, and the address alone is told that it has it.
    await page.goto(`/jobs?q=${encodeURIComponent(`${word} tailor`)}`);
    await page.getByRole("link", { name: "Alert me to jobs like these" }).click();
    await dialog.getByLabel("Your e-mail").fill(email);
    await dialog.getByRole("button", { name: "Save alert" }).click();
    await expect(sent.getByText(`We have sent an e-mail to ${email} about this alert. Open it and see what it says: if it asks you to confirm the alert, no jobs are sent until you do.`)).toBeVisible();
    await sent.getByRole("button", { name: "Done" }).click();
    await page.goto(`/alerts/new?q=${encodeURIComponent(`${word} tailor`)}`);
    await page.getByLabel("Your e-mail").fill(email);
    await page.getByRole("button", { name: "Save alert" }).click();
    await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
    await expect(page.getByText("already has an alert")).toHaveCount(0);
    await expect.poll(async () => (await outbox.mailsTo(email)).map((mail) => mail.subject)).toEqual([
      "Nagara Jobs: confirm your job alert",
      "Nagara Jobs: you already have this job alert",
      "Nagara Jobs: you already have this job alert",
    ]);
    const told = await outbox.newestMailTo(email);
    const manage = /(http\S+\/alerts\?token=\S+)/.exec(told.text ?? "")![1]!;
    await page.goto(new URL(manage).pathname + new URL(manage).search);
    await expect(page.getByRole("heading", { level: 1, name: `Job alerts: ${email}` })).toBeVisible();
    await expect(page.getByText(`${word} tailor`)).toHaveCount(1);
  });
});

test.describe("a guest's job alert by SMS", () => {
  test("with the script: the code from the SMS confirms it, and a new matching job comes by SMS", async ({ page, request, baseURL, dataDir, createAccount, consoleGuard }) => {
    consoleGuard.allowHttpErrors(400); // the wrong code
    const mobile = uniqueMobile();
    const { word } = uniqueJobTitle();
    await page.goto(`/alerts/new?q=${encodeURIComponent(`${word} driver`)}`);
    await expect(page.getByLabel("Your mobile number")).toBeHidden();
    await page.getByRole("radio", { name: "SMS to my mobile" }).check();
    await expect(page.getByLabel("Your e-mail")).toBeHidden();
    await page.getByLabel("Your mobile number").fill(mobile.typed);
    await page.getByRole("button", { name: "Save alert" }).click();

    await expect(page.getByRole("status")).toHaveText(
      `We have sent an SMS to ${shown(mobile.e164)} about this alert. If it has a 6-digit code, type the code here within 5 minutes. If it has no code, it says why, and there is nothing more to do here.`,
    );
    const codeField = page.getByLabel("Code from the SMS");
    await expect(codeField).toBeFocused();
    const sms = await newestSmsTo(dataDir, mobile.e164);
    expect(sms).toMatchObject({ kind: "code", language: "en" });
    await codeField.fill(otherThan(codeIn(sms)));
    await page.getByRole("button", { name: "Confirm alert" }).click();
    await expect(page.getByText("That code is not right. Please check the SMS and type it again.")).toBeVisible();
    await codeField.fill(codeIn(sms));
    await page.getByRole("button", { name: "Confirm alert" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Alert saved" })).toBeVisible();
    await expect(page.getByRole("status")).toHaveText(
      `We will text new jobs like these to ${shown(mobile.e164)}. Each SMS has a link to stop the alert.`,
    );
    await expect(page.getByRole("link", { name: "Search jobs" })).toHaveAttribute("href", "/jobs");

    // The alert is on: a job of its search is sent to the number. (The search reads "driver" and
    // lets the made-up word go, so other tests' driver jobs may come to it too.)
    await createAccount("employer");
    const job = await postJobViaApi(request, baseURL!, { title: `Driver ${word}` });
    // A text links the job by its id's 16 bytes in base64url (`/j/<22 characters>`), to keep an SMS short.
    const shortJob = `/j/${Buffer.from(job.id.replace(/-/g, ""), "hex").toString("base64url")}`;
    const news = await newestSmsTo(dataDir, mobile.e164, { kind: "alert", containing: shortJob, timeout: 30_000 });
    expect(news.language).toBe("en");
    const stop = /\/s\/[A-Za-z0-9_-]{16}\b/.exec(news.text)?.[0];
    expect(stop, news.text).toBeDefined();
    // Both short links lead where the text says: the job's page, and the alert's page to stop it.
    await page.goto(shortJob);
    await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: job.title })).toBeVisible();
    await page.goto(stop!);
    await expect(page).toHaveURL(/\/alerts\/unsubscribe\?token=[A-Za-z0-9_-]{43}$/);
  });

  test("on a phone in Kannada, the code step shows what the SMS is about, not the first step's scroll", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "language", value: "kn", url: baseURL! }]);
    await page.setViewportSize({ width: 390, height: 844 });
    const mobile = uniqueMobile();
    await page.goto(`/alerts/new?q=${encodeURIComponent(`${uniqueJobTitle().word} welder`)}`);
    await page.getByRole("radio", { name: "ನನ್ನ ಮೊಬೈಲ್‌ಗೆ SMS" }).check();
    await page.getByLabel("ನಿಮ್ಮ ಮೊಬೈಲ್ ನಂಬರ್").fill(mobile.typed);
    // The longer Kannada form is scrolled to its button on a phone.
    await page.getByRole("button", { name: "ಅಲರ್ಟ್ ಉಳಿಸಿ" }).click();

    await expect(page.getByLabel("SMS ನಲ್ಲಿ ಬಂದ ಕೋಡ್")).toBeFocused();
    const status = page.getByRole("status");
    await expect(status).toContainText(`ಈ ಅಲರ್ಟ್ ಬಗ್ಗೆ ${shown(mobile.e164)} ನಂಬರ್‌ಗೆ ಒಂದು SMS ಕಳುಹಿಸಿದ್ದೇವೆ.`);
    await expect(status).toBeInViewport({ ratio: 1 });
    // Below the sticky header, not under it.
    const headerBottom = await page.getByRole("banner").evaluate((header) => header.getBoundingClientRect().bottom);
    expect((await status.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom);
  });

  test.describe("without the script", () => {
    test.use({ javaScriptEnabled: false });

    test("a Kannada reader's number, then the code, posted to the page: refusals keep what was chosen, Change number goes back, and the code confirms", async ({
      context,
      baseURL,
      dataDir,
      consoleGuard,
    }) => {
      consoleGuard.allowHttpErrors(400, 429); // the pages drawn for the landline, the wrong code and Send again too soon
      const first = uniqueMobile();
      const second = uniqueMobile();
      const { word } = uniqueJobTitle();
      await context.addCookies([{ name: "language", value: "kn", url: baseURL! }]);
      // Not the `page` fixture, which waits for a script that never runs here.
      const page = await context.newPage();
      const addresses: string[] = [];
      page.on("request", (request) => addresses.push(request.url()));
      const numberField = page.getByLabel("ನಿಮ್ಮ ಮೊಬೈಲ್ ನಂಬರ್");
      const codeField = page.getByLabel("SMS ನಲ್ಲಿ ಬಂದ ಕೋಡ್");
      const sms = page.getByRole("radio", { name: "ನನ್ನ ಮೊಬೈಲ್‌ಗೆ SMS" });
      const daily = page.getByRole("radio", { name: /ದಿನಕ್ಕೆ ಒಮ್ಮೆ/ });
      const save = page.getByRole("button", { name: "ಅಲರ್ಟ್ ಉಳಿಸಿ" });

      await page.goto(`/alerts/new?q=${encodeURIComponent(`${word} tailor`)}`);
      await expect(page.locator("html")).toHaveAttribute("data-server-rendered", "");
      await expect(numberField).toBeHidden();
      await sms.check();
      await expect(numberField).toBeVisible();
      await expect(page.getByLabel("ನಿಮ್ಮ ಇಮೇಲ್")).toBeHidden();
      await daily.check();

      // A landline: the server's word under the field; the number, SMS and daily stay chosen.
      await numberField.fill("0821 2421234");
      await save.click();
      await expect(page.getByText("ಇದು ಮೊಬೈಲ್ ನಂಬರ್ ಅಲ್ಲ. SMS ಬರುವ ಮೊಬೈಲ್ ನಂಬರ್ ಹಾಕಿ.")).toBeVisible();
      await expect(numberField).toHaveValue("0821 2421234");
      await expect(numberField).toHaveAttribute("aria-invalid", "true");
      await expect(sms).toBeChecked();
      await expect(daily).toBeChecked();

      await numberField.fill(first.typed);
      await save.click();
      await expect(page.getByRole("status")).toHaveText(
        `ಈ ಅಲರ್ಟ್ ಬಗ್ಗೆ ${shown(first.e164)} ನಂಬರ್‌ಗೆ ಒಂದು SMS ಕಳುಹಿಸಿದ್ದೇವೆ. ಅದರಲ್ಲಿ 6 ಅಂಕಿಯ ಕೋಡ್ ಇದ್ದರೆ, 5 ನಿಮಿಷದೊಳಗೆ ಆ ಕೋಡ್ ಅನ್ನು ಇಲ್ಲಿ ಟೈಪ್ ಮಾಡಿ. ಕೋಡ್ ಇಲ್ಲದಿದ್ದರೆ, ಯಾಕೆ ಎಂದು ಆ SMS ನಲ್ಲೇ ತಿಳಿಸಿದ್ದೇವೆ; ಇಲ್ಲಿ ಇನ್ನೇನೂ ಮಾಡಬೇಕಿಲ್ಲ.`,
      );
      await expect(codeField).toHaveAttribute("inputmode", "numeric");
      await expect(codeField).toHaveAttribute("autocomplete", "one-time-code");
      const firstSms = await newestSmsTo(dataDir, first.e164);
      expect(firstSms).toMatchObject({ kind: "code", language: "kn" });

      await codeField.fill(otherThan(codeIn(firstSms)));
      await page.getByRole("button", { name: "ಅಲರ್ಟ್ ಖಚಿತಪಡಿಸಿ" }).click();
      await expect(page.getByText("ಈ ಕೋಡ್ ಸರಿ ಇಲ್ಲ. SMS ನೋಡಿ, ಮತ್ತೆ ಟೈಪ್ ಮಾಡಿ.")).toBeVisible();
      await expect(codeField).toHaveAttribute("aria-invalid", "true");

      // Send again, within 30 s of the first code: refused, and the code step stays.
      await page.getByRole("button", { name: "ಮತ್ತೆ ಕಳುಹಿಸಿ" }).click();
      await expect(page.getByRole("alert")).toContainText("ಈ ನಂಬರ್‌ಗೆ ಈಗಷ್ಟೇ SMS ಕಳುಹಿಸಿದ್ದೇವೆ. 30 ಸೆಕೆಂಡ್ ಬಿಟ್ಟು ಮತ್ತೆ ಕೇಳಿ.");
      await expect(codeField).toBeVisible();

      // Change number: the first step again, as it was filled in.
      await page.getByRole("button", { name: "ನಂಬರ್ ಬದಲಿಸಿ" }).click();
      await expect(numberField).toHaveValue(shown(first.e164));
      await expect(sms).toBeChecked();
      await expect(daily).toBeChecked();
      await numberField.fill(second.typed);
      await save.click();
      await expect(page.getByRole("status")).toContainText(shown(second.e164));
      const secondSms = await newestSmsTo(dataDir, second.e164);
      await codeField.fill(codeIn(secondSms));
      await codeField.press("Enter");

      await expect(page.getByRole("heading", { level: 1, name: "ಅಲರ್ಟ್ ಉಳಿಸಲಾಗಿದೆ" })).toBeVisible();
      await expect(page.getByRole("status")).toHaveText(
        `ಇಂತಹ ಹೊಸ ಉದ್ಯೋಗಗಳನ್ನು ${shown(second.e164)} ನಂಬರ್‌ಗೆ SMS ಮಾಡುತ್ತೇವೆ. ಪ್ರತಿ SMS ನಲ್ಲಿ ಅಲರ್ಟ್ ನಿಲ್ಲಿಸುವ ಲಿಂಕ್ ಇರುತ್ತದೆ.`,
      );
      // Nothing typed, and not the alert's id either, went into an address.
      const typed = [first.e164.slice(3), second.e164.slice(3), codeIn(firstSms), codeIn(secondSms)];
      expect(addresses.filter((address) => typed.some((text) => address.includes(text)))).toEqual([]);
      expect(addresses.every((address) => new URL(address).pathname !== "/alerts/new" || new URL(address).search === `?q=${encodeURIComponent(`${word} tailor`)}`)).toBe(true);
    });
  });
});
