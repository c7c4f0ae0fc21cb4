/**
 * Report a job, against the real server: a guest reports a job with a reason and a note and is
 * thanked; two more visitors (browsers of their own, so cookies of their own) report it and it
 * leaves the job list; the admin finds it in the Reports queue with its three reports and
 * dismisses them, and it is listed again.
 */
import type { Browser, Page } from "@playwright/test";
import { uniqueWord } from "@app/shared/factories";
import { ADMIN, expect, newUserContext, postJobViaApi, signInViaApi, test, toasts } from "./fixtures";

/** Opens the report dialog from the job page's safety notice, chooses `reason`, adds `note` and sends it. */
async function reportJob(page: Page, jobId: string, reason: string, note?: string) {
  await page.goto(`/jobs/${jobId}`);
  await expect(page.getByText("This site and genuine employers never ask for money for a job.", { exact: false })).toBeVisible();
  await page.getByRole("button", { name: "Report this job" }).click();
  const dialog = page.getByRole("dialog", { name: "Report this job" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("radio", { name: new RegExp(reason) }).check();
  if (note) await dialog.getByRole("textbox", { name: "Note (optional)" }).fill(note);
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(toasts(page).getByText("Thank you — we will look into this job.")).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** Reports the job from a new browser context: another visitor, with its own cookie and address. */
async function reportAsNewVisitor(browser: Browser, jobId: string, reason: string) {
  // The job page refetches the job when it is hidden by this very report: a 404 it expects.
  const visitor = await newUserContext(browser, { allowHttpErrors: [404] });
  const page = await visitor.context.newPage();
  await reportJob(page, jobId, reason);
  await visitor.context.close();
  expect(visitor.problems()).toEqual([]);
}

/** Whether the job list, searched for `word`, shows the job titled `title`. */
async function listedJob(page: Page, word: string, title: string) {
  await page.goto(`/jobs?q=${word}`);
  return page.getByRole("article", { name: title });
}

test.describe("reporting a job", () => {
  test("three visitors' reports hide a job until the admin dismisses them", async ({
    page,
    browser,
    request,
    baseURL,
    createAccount,
    consoleGuard,
  }) => {
    // Four browsers (three visitors and the admin) in one story: more than the default 30 s on a busy machine.
    test.setTimeout(60_000);
    const word = uniqueWord();
    await createAccount("employer", { company: `Kaveri Security ${word}` });
    const job = await postJobViaApi(request, baseURL!, { title: `Night Watchman ${word}` });
    await expect(await listedJob(page, word, job.title)).toBeVisible();

    // A guest reports it with a reason and a note.
    await reportJob(page, job.id, "Asks for money", "The agent asked me for ₹1,500 for the uniform before the interview.");
    // The same visitor cannot report it twice: thanked again, nothing counted.
    await page.getByRole("button", { name: "Report this job" }).click();
    const again = page.getByRole("dialog", { name: "Report this job" });
    await again.getByRole("radio", { name: /Fake or misleading/ }).check();
    consoleGuard.allowHttpErrors(409, 404);
    await again.getByRole("button", { name: "Send report" }).click();
    await expect(toasts(page).getByText("Already reported", { exact: true })).toBeVisible();

    // Two more visitors, each in a browser of its own.
    await reportAsNewVisitor(browser, job.id, "Fake or misleading");
    await expect(await listedJob(page, word, job.title)).toBeVisible();
    await reportAsNewVisitor(browser, job.id, "Asks for money");

    // Hidden: gone from the list, and its page is "Job Not Found" for a guest.
    await expect(await listedJob(page, word, job.title)).toHaveCount(0);
    await page.goto(`/jobs/${job.id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Job Not Found" })).toBeVisible();

    // The admin finds it in the Reports queue with its three reports from three visitors.
    const admin = await newUserContext(browser);
    await signInViaApi(admin.context.request, baseURL!, "admin", ADMIN, admin.clientAddress);
    const adminPage = await admin.context.newPage();
    await adminPage.goto("/admin/reports");
    await expect(adminPage.getByRole("heading", { level: 1, name: "Reports" })).toBeVisible();
    const card = adminPage.getByRole("article", { name: job.title });
    await expect(card).toBeVisible();
    await expect(card.getByText("3 reports")).toBeVisible();
    await expect(card.getByText("3 visitors")).toBeVisible();
    await expect(card.getByText("Asks for money: 2")).toBeVisible();
    await expect(card.getByText("Fake or misleading: 1")).toBeVisible();
    await expect(card.getByText("Hidden from the site until you decide")).toBeVisible();
    await expect(card.getByText("The agent asked me for ₹1,500 for the uniform before the interview.")).toBeVisible();

    await card.getByRole("button", { name: `Dismiss the reports of ${job.title}` }).click();
    await expect(toasts(adminPage).getByText("Reports Dismissed")).toBeVisible();
    await expect(card).toHaveCount(0);
    await admin.context.close();
    expect(admin.problems()).toEqual([]);

    // Listed again.
    await expect(await listedJob(page, word, job.title)).toBeVisible();
  });
});
