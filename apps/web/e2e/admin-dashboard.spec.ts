/**
 * SPEC.md §2 Admin area Dashboard: the admin's dashboard shows the server's counts; a candidate, in
 * a browser of their own, applies to a job and the admin's open dashboard shows it without a reload
 * (server events); a consultation request sent from /contact appears there and is marked handled.
 *
 * The suite runs in parallel on one server, so counts are compared with what the API answers at
 * that moment, never with fixed numbers.
 */
import type { Page, Response } from "@playwright/test";
import type { AdminDashboard } from "@app/shared/admin";
import { uniqueWord } from "@app/shared/factories";
import {
  ADMIN,
  expect,
  newAccount,
  newUserContext,
  postJobViaApi,
  signInViaApi,
  signUpViaApi,
  test,
  toasts,
  uploadResumeViaApi,
} from "./fixtures";

/** The server-event stream's response: once it is here, the page hears every later change. */
function eventStream(page: Page): Promise<Response> {
  return page.waitForResponse((response) => new URL(response.url()).pathname === "/api/events");
}

/** Indian digit grouping, as the dashboard writes numbers. */
const indian = (value: number) => new Intl.NumberFormat("en-IN").format(value);

function statCard(page: Page, label: string) {
  return page.getByRole("region", { name: "Site totals" }).getByRole("link", { name: new RegExp(`^${label}`) });
}

/** Marks the document, so a test can tell that the page was never reloaded. */
async function markDocument(page: Page) {
  await page.evaluate(() => document.documentElement.setAttribute("data-not-reloaded", "yes"));
}

async function expectNotReloaded(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-not-reloaded", "yes");
}

async function openDashboardAsAdmin(page: Page, baseURL: string, clientAddress: string) {
  await signInViaApi(page.request, baseURL, "admin", ADMIN, clientAddress);
  const stream = eventStream(page);
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await stream;
}

test.describe("admin dashboard", () => {
  test("shows the server's counts, each card leading to its list", async ({ page, baseURL, clientAddress }) => {
    await openDashboardAsAdmin(page, baseURL!, clientAddress);

    // Other tests change the numbers meanwhile: the screen must agree with one answer of the API.
    await expect(async () => {
      const { stats, visitors } = (await (await page.request.get("/api/admin/dashboard")).json()) as AdminDashboard;
      await expect(statCard(page, "Total Candidates")).toContainText(indian(stats.candidates), { timeout: 500 });
      await expect(statCard(page, "Total Employers")).toContainText(indian(stats.employers), { timeout: 500 });
      await expect(statCard(page, "Active Jobs")).toContainText(indian(stats.activeJobs), { timeout: 500 });
      await expect(statCard(page, "Course Enrollments")).toContainText(
        `${indian(stats.enrollments)}${indian(stats.pendingEnrollments)} pending`,
        { timeout: 500 },
      );
      await expect(statCard(page, "Open Consultation Requests")).toContainText(indian(stats.unhandledConsultations), {
        timeout: 500,
      });
      const visitorsRegion = page.getByRole("region", { name: "Visitors" });
      await expect(visitorsRegion.getByText("Total visitors", { exact: true }).locator("..")).toContainText(indian(visitors.total), {
        timeout: 500,
      });
    }).toPass({ timeout: 15_000 });

    await expect(statCard(page, "Active Jobs")).toHaveAttribute("href", "/admin/jobs?status=active");
    await expect(page.getByRole("region", { name: "Top Viewed Jobs" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Quick Actions" }).getByRole("link")).toHaveCount(4);
    // The chart's numbers are there for screen readers too.
    await expect(page.getByRole("region", { name: "Last 30 days" }).getByRole("table")).toHaveCount(1);

    await statCard(page, "Total Candidates").click();
    await expect(page).toHaveURL(/\/admin\/candidates$/);
  });

  test("a candidate applies in another browser: the open dashboard shows it without a reload", async ({
    page,
    browser,
    baseURL,
    clientAddress,
    request,
    createAccount,
  }) => {
    test.slow();
    // An employer's job, posted through the API.
    await createAccount("employer");
    const job = await postJobViaApi(request, baseURL!);

    await openDashboardAsAdmin(page, baseURL!, clientAddress);
    const latestApplications = page.getByRole("region", { name: "Recent Activity" }).getByRole("list", { name: "Latest applications" });
    await markDocument(page);

    const candidateBrowser = await newUserContext(browser);
    const candidate = newAccount("candidate", { name: `Kavya ${uniqueWord()}` });
    try {
      await signUpViaApi(candidateBrowser.context.request, baseURL!, candidate, candidateBrowser.clientAddress);
      await uploadResumeViaApi(candidateBrowser.context.request, baseURL!);
      const candidatePage = await candidateBrowser.context.newPage();
      await candidatePage.goto(`/jobs/${job.id}`);
      await candidatePage.getByRole("complementary", { name: "Job actions" }).getByRole("button", { name: "Apply Now" }).click();
      const applied = candidatePage.waitForResponse(
        (response) => new URL(response.url()).pathname === "/api/applications" && response.request().method() === "POST",
      );
      await candidatePage.getByRole("dialog", { name: `Apply for ${job.title}` }).getByRole("button", { name: "Submit Application" }).click();
      expect((await applied).status()).toBe(201);
      expect(candidateBrowser.problems()).toEqual([]);
    } finally {
      await candidateBrowser.context.close();
    }

    // On the admin's open page: the new application at the top of the recent activity.
    const entry = latestApplications.getByRole("listitem").filter({ hasText: candidate.name });
    await expect(entry).toBeVisible({ timeout: 15_000 });
    await expect(entry.getByRole("link", { name: job.title })).toHaveAttribute("href", `/jobs/${job.id}`);
    await expect(entry.getByText("Pending", { exact: true })).toBeVisible();
    // And the counts agree with the server's, the new candidate among them.
    await expect(async () => {
      const { stats } = (await (await page.request.get("/api/admin/dashboard")).json()) as AdminDashboard;
      await expect(statCard(page, "Total Candidates")).toContainText(indian(stats.candidates), { timeout: 500 });
    }).toPass({ timeout: 15_000 });
    await expectNotReloaded(page);
  });

  test("a consultation request sent from /contact appears, and the admin marks it handled", async ({
    page,
    browser,
    baseURL,
    clientAddress,
  }) => {
    test.slow();
    await openDashboardAsAdmin(page, baseURL!, clientAddress);
    const requests = page.getByRole("region", { name: "Consultation Requests" });
    await expect(requests.getByRole("button", { name: "Open" })).toHaveAttribute("aria-pressed", "true");
    await markDocument(page);

    const name = `Meera ${uniqueWord()}`;
    const message = "Please help me prepare for a bank clerk interview.";
    const visitorBrowser = await newUserContext(browser);
    const visitor = newAccount("candidate", { name });
    try {
      await signUpViaApi(visitorBrowser.context.request, baseURL!, visitor, visitorBrowser.clientAddress);
      const visitorPage = await visitorBrowser.context.newPage();
      await visitorPage.goto("/contact#consultation");
      const block = visitorPage.getByRole("region", { name: "Request a Consultation" });
      // A signed-in visitor finds the form filled from the account; typing over it is what a person does
      // (filling before the pre-fill lands could interleave with it, mid-keystroke).
      await expect(block.getByLabel("Your name", { exact: true })).toHaveValue(name);
      await block.getByLabel("Your name", { exact: true }).fill(name);
      await block.getByLabel("Phone number or email", { exact: true }).fill(visitor.email);
      await block.getByLabel("How can we help?", { exact: true }).fill(message);
      const sent = visitorPage.waitForResponse(
        (response) => new URL(response.url()).pathname === "/api/consultations" && response.request().method() === "POST",
      );
      await block.getByRole("button", { name: "Request Consultation" }).click();
      expect((await sent).status()).toBe(201);
      await expect(toasts(visitorPage).getByText("Request Received", { exact: true })).toBeVisible();
      expect(visitorBrowser.problems()).toEqual([]);
    } finally {
      await visitorBrowser.context.close();
    }

    // Live, newest first, with a mailto: link and the message.
    const card = requests.getByRole("article", { name });
    await expect(card).toBeVisible({ timeout: 15_000 });
    await expect(card.getByRole("link", { name: visitor.email })).toHaveAttribute("href", `mailto:${visitor.email}`);
    await expect(card.getByText(message)).toBeVisible();
    await expectNotReloaded(page);

    // The card that counts open requests scrolls to them.
    await statCard(page, "Open Consultation Requests").click();
    await expect(page).toHaveURL(/\/admin\/dashboard#consultations$/);
    await expect(requests).toBeInViewport();

    const toggle = card.getByRole("switch", { name: `Request from ${name} handled` });
    await expect(toggle).not.toBeChecked();
    const saved = page.waitForResponse(
      (response) => response.request().method() === "PATCH" && new URL(response.url()).pathname.startsWith("/api/admin/consultations/"),
    );
    await toggle.click();
    expect((await saved).status()).toBe(200);
    // Handled, it leaves the open requests and is listed under Handled.
    await expect(card).toHaveCount(0);
    await requests.getByRole("button", { name: "Handled" }).click();
    const handled = requests.getByRole("article", { name });
    await expect(handled.getByRole("switch", { name: `Request from ${name} handled` })).toBeChecked();
    await expect(handled.getByText(/^Handled on /)).toBeVisible();

    // Still so after a reload: the server kept it.
    await page.reload();
    await page.getByRole("region", { name: "Consultation Requests" }).getByRole("button", { name: "All" }).click();
    await expect(
      page.getByRole("article", { name }).getByRole("switch", { name: `Request from ${name} handled` }),
    ).toBeChecked();
  });
});
