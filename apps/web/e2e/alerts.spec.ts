/**
 * Job alerts (issue 30) in the browser against the real server: a candidate saves an alert from a
 * search, a matching job posted afterwards arrives by mail (the server's outbox folder), and the
 * mail's one-click unsubscribe (RFC 8058) stops it; a guest's alert starts only once the mailed link
 * is confirmed, and the mail's manage link lists it.
 */
import type { ParsedMail } from "mailparser";
import { expect, postJobViaApi, test, toasts, uniqueJobTitle } from "./fixtures";

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
    await expect(toasts(page).getByText(`Alert saved. We will e-mail ${candidate.email}.`)).toBeVisible();

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

  test("a guest's alert waits for the mailed confirmation; the mail's link then lists it", async ({ page, makeEmail, outbox }) => {
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
    await expect(sent.getByText(`Check your e-mail: we sent a link to ${email} to confirm this alert. Nothing is sent until you confirm.`)).toBeVisible();
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
  });
});
