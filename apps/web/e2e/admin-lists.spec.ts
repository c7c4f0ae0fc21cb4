/**
 * SPEC.md §2 Admin area, Jobs, Candidates and Employers pages, against the real server: the admin
 * searches, opens the details, and deletes (with the confirmation and the toast of SPEC.md §8);
 * and on a 390 px phone the sidebar is a menu that opens over the page. Every test makes its own
 * accounts and jobs under a unique word, so the tests run side by side on one database.
 */
import type { Page } from "@playwright/test";
import { uniqueWord } from "@app/shared/factories";
import { ADMIN, expect, postJobViaApi, signInViaApi, test, toasts, uploadResumeViaApi } from "./fixtures";

async function signInAdmin(page: Page, baseURL: string | undefined, clientAddress: string) {
  await signInViaApi(page.request, baseURL!, "admin", ADMIN, clientAddress);
}

/**
 * GET through the page's own fetch: the browser retries a request on a kept-alive connection the
 * server has just closed, which a Playwright request context reports as ECONNRESET.
 */
async function browserGet(page: Page, path: string): Promise<{ status: number; start: string }> {
  return page.evaluate(async (url) => {
    const response = await fetch(url);
    const bytes = new Uint8Array(await response.arrayBuffer());
    return { status: response.status, start: String.fromCharCode(...bytes.subarray(0, 5)) };
  }, path);
}

/** Types into a list's search box (the list follows after a pause) and waits for the URL to hold the search. */
async function search(page: Page, box: string, text: string) {
  await page.getByRole("searchbox", { name: box }).fill(text);
  await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe(text);
}

test.describe("admin lists", () => {
  test("jobs: search, open the public page, delete after confirming", async ({
    page,
    baseURL,
    request,
    createAccount,
    clientAddress,
    consoleGuard,
  }) => {
    const word = uniqueWord();
    await createAccount("employer", { company: `Kaveri Security ${word}` });
    const kept = await postJobViaApi(request, baseURL!, { title: `Night Watchman ${word}` });
    const doomed = await postJobViaApi(request, baseURL!, { title: `Security Supervisor ${word}` });
    await signInAdmin(page, baseURL, clientAddress);

    await page.goto("/admin/jobs");
    await expect(page.getByRole("heading", { level: 1, name: "Manage Jobs" })).toBeVisible();
    await search(page, "Search jobs", word);
    const table = page.getByRole("table", { name: "Jobs" });
    await expect(table.getByRole("rowheader")).toHaveText([doomed.title, kept.title]);
    await expect(page.getByText("Showing 1–2 of 2")).toBeVisible();

    // View details: the job's public page.
    await table.getByRole("link", { name: `View details of ${kept.title}` }).click();
    await expect(page).toHaveURL(`/jobs/${kept.id}`);
    await expect(page.getByRole("heading", { level: 1, name: kept.title })).toBeVisible();
    await page.goBack();
    await expect(table.getByRole("rowheader")).toHaveCount(2);

    await table.getByRole("button", { name: `Delete ${doomed.title}` }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete this job?" });
    await expect(dialog).toContainText(doomed.title);
    await dialog.getByRole("button", { name: "Delete job" }).click();
    await expect(toasts(page).getByText("Job Deleted")).toBeVisible();
    await expect(toasts(page).getByText("The job listing has been successfully removed.")).toBeVisible();
    await expect(table.getByRole("rowheader")).toHaveText([kept.title]);
    consoleGuard.allowHttpErrors(404); // the job asked for after its deletion
    expect((await browserGet(page, `/api/jobs/${doomed.id}`)).status).toBe(404);
  });

  test("candidates: search, view the profile with the résumé, delete after confirming", async ({
    page,
    baseURL,
    request,
    createAccount,
    clientAddress,
  }) => {
    const word = uniqueWord();
    const candidate = await createAccount("candidate", { name: `Kavya ${word}` });
    const resume = await uploadResumeViaApi(request, baseURL!);
    await signInAdmin(page, baseURL, clientAddress);

    await page.goto("/admin/candidates");
    await search(page, "Search candidates", candidate.email);
    const table = page.getByRole("table", { name: "Candidates" });
    await expect(table.getByRole("rowheader")).toHaveText([candidate.name]);
    await expect(table.getByRole("link", { name: candidate.email })).toBeVisible();

    await table.getByRole("button", { name: `View profile of ${candidate.name}` }).click();
    const profile = page.getByRole("dialog", { name: candidate.name });
    const download = profile.getByRole("link", { name: `Download ${resume.name}` });
    await expect(download).toBeVisible();
    expect(await browserGet(page, (await download.getAttribute("href"))!)).toEqual({ status: 200, start: "%PDF-" });
    await expect(profile.getByText(/password/i)).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(profile).toBeHidden();

    await table.getByRole("button", { name: `Delete ${candidate.name}` }).click();
    await page.getByRole("alertdialog", { name: "Delete this candidate?" }).getByRole("button", { name: "Delete candidate" }).click();
    await expect(toasts(page).getByText("Candidate Deleted")).toBeVisible();
    await expect(page.getByRole("heading", { name: "No candidates found" })).toBeVisible();
  });

  test("employers: search by company, view their jobs, delete them with their jobs", async ({
    page,
    baseURL,
    request,
    createAccount,
    clientAddress,
    consoleGuard,
  }) => {
    const word = uniqueWord();
    const employer = await createAccount("employer", { name: `Ravi ${word}`, company: `Chamundi Traders ${word}` });
    const job = await postJobViaApi(request, baseURL!, { title: `Billing Clerk ${word}` });
    await signInAdmin(page, baseURL, clientAddress);

    await page.goto("/admin/employers");
    await search(page, "Search employers", `Chamundi Traders ${word}`);
    const table = page.getByRole("table", { name: "Employers" });
    await expect(table.getByRole("rowheader")).toHaveText([employer.name]);

    await table.getByRole("button", { name: `View details of ${employer.name}` }).click();
    const details = page.getByRole("dialog", { name: employer.name });
    await expect(details.getByRole("link", { name: job.title })).toHaveAttribute("href", `/jobs/${job.id}`);
    await details.getByRole("button", { name: "Close" }).click();
    await expect(details).toBeHidden();

    await table.getByRole("button", { name: `Delete ${employer.name}` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete this employer?" });
    await expect(confirm).toContainText("with their job listing and every application to it");
    await confirm.getByRole("button", { name: "Delete employer" }).click();
    await expect(toasts(page).getByText("Employer Deleted")).toBeVisible();
    await expect(toasts(page).getByText("The employer has been removed along with their job listings.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "No employers found" })).toBeVisible();
    consoleGuard.allowHttpErrors(404); // the job asked for after its employer's deletion
    expect((await browserGet(page, `/api/jobs/${job.id}`)).status).toBe(404);
  });

  test("on a 390 px phone the Admin Panel is a menu over the page, and nothing is cut off", async ({ page, baseURL, clientAddress }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAdmin(page, baseURL, clientAddress);
    await page.goto("/admin/jobs");
    await expect(page.getByRole("heading", { level: 1, name: "Manage Jobs" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Admin Panel" })).toBeHidden();

    const menuButton = page.getByRole("button", { name: "Admin menu" });
    await menuButton.click();
    const panel = page.getByRole("dialog", { name: "Admin Panel" });
    await expect(panel.getByRole("link", { name: "Jobs" })).toHaveAttribute("aria-current", "page");
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await panel.getByRole("link", { name: "Employers" }).click();
    await expect(page).toHaveURL("/admin/employers");
    await expect(page.getByRole("heading", { level: 1, name: "Manage Employers" })).toBeVisible();
    await expect(panel).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
