/**
 * SPEC.md §2 Employer dashboard, §4 Application status, §5 Jobs and Applying: an employer signs up,
 * posts a job from the dashboard, watches a candidate's application arrive without a reload (server
 * events), shortlists and hires; the job leaves the job list, the candidate sees every step live, and
 * both are told by e-mail. The counts on the dashboard are real, and another employer sees none of it.
 */
import type { Page, Response } from "@playwright/test";
import {
  expect,
  newAccount,
  newUserContext,
  postJobViaApi,
  resumeFiles,
  signUpViaApi,
  test,
  toasts,
  uniqueJobTitle,
  uploadResumeViaApi,
} from "./fixtures";

type StatName = "Active Jobs" | "Total Applications" | "Pending Reviews" | "Total Job Views";

/** The number on one of the dashboard's stat cards (a <dt> label beside its <dd> value). */
function stat(page: Page, name: StatName) {
  return page
    .getByRole("region", { name: "Your numbers" })
    .getByRole("term")
    .filter({ hasText: name })
    .locator("xpath=following-sibling::dd[1]");
}

async function expectStats(page: Page, expected: Record<StatName, number>) {
  for (const [name, value] of Object.entries(expected) as [StatName, number][]) {
    await expect(stat(page, name), name).toHaveText(String(value));
  }
}

/** The server-event stream's response: once it is here, the page hears every later change. */
function eventStream(page: Page): Promise<Response> {
  return page.waitForResponse((response) => new URL(response.url()).pathname === "/api/events");
}

test.describe("the employer dashboard", () => {
  test("post a job, see the application arrive live, shortlist and hire: the job leaves /jobs and the candidate sees Hired", async ({
    page,
    browser,
    baseURL,
    outbox,
  }) => {
    test.slow();
    // The employer signs up through the form and lands on the dashboard.
    const employer = newAccount("employer", { company: "Mysuru Silk House" });
    await page.goto("/signup/employer");
    await page.getByLabel("Full name", { exact: true }).fill(employer.name);
    await page.getByLabel("Email", { exact: true }).fill(employer.email);
    await page.getByLabel("Phone number", { exact: true }).fill(employer.phone);
    await page.getByLabel("Company name", { exact: true }).fill(employer.company!);
    await page.getByLabel("Password", { exact: true }).fill(employer.password);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(`${baseURL}/employer/dashboard`);
    await expect(page.getByRole("heading", { level: 1, name: "Employer Dashboard" })).toBeVisible();
    await expect(page.getByText("Jobs and applicants of Mysuru Silk House")).toBeVisible();
    await expectStats(page, { "Active Jobs": 0, "Total Applications": 0, "Pending Reviews": 0, "Total Job Views": 0 });
    await expect(page.getByText("You have not posted any jobs yet")).toBeVisible();

    // Loaded afresh, so that the one event stream of the signed-in employer is known to be open.
    const employerStream = eventStream(page);
    await page.reload();
    expect((await employerStream).status()).toBe(200);

    // Post a job through the dashboard's form.
    const { title, word } = uniqueJobTitle("Silk Saree Sales Assistant");
    await page.getByRole("button", { name: "Post a Job" }).first().click();
    const form = page.getByRole("dialog", { name: "Post a Job" });
    await expect(form.getByLabel("Company", { exact: true })).toHaveValue("Mysuru Silk House");
    await form.getByLabel("Job title", { exact: true }).fill(title);
    await form.getByLabel("Location", { exact: true }).fill("Devaraja Market, Mysuru");
    await form.getByLabel("Job type", { exact: true }).selectOption("Part-time");
    await form.getByLabel("Salary range (optional)").fill("12000 - 18000");
    const description = form.getByLabel("Job description", { exact: true });
    // A phone number in the description is warned about while typing.
    await description.fill("Help customers choose sarees. Call 9845012345 to apply.");
    await expect(form.getByText("This text seems to contain a phone number.", { exact: false })).toBeVisible();
    await description.fill("Help customers choose silk sarees and keep the shelves in order. Kannada and some English.");
    await expect(form.getByText("This text seems to contain a phone number.", { exact: false })).toBeHidden();
    await form.getByRole("button", { name: "Post Job" }).click();

    await expect(toasts(page).getByText("Job Added", { exact: true })).toBeVisible();
    await expect(toasts(page).getByText(`“${title}” is now on the job list.`)).toBeVisible();
    await expect(form).toBeHidden();
    const thanks = page.getByRole("dialog", { name: "Thank you for posting a job!" });
    await expect(thanks).toBeVisible();
    await expect(thanks.getByText("Demo only — not a real payment address")).toBeVisible();
    await thanks.getByRole("button", { name: "Maybe later" }).click();
    await expect(thanks).toBeHidden();

    const listing = page.getByRole("list", { name: "My job listings" }).getByRole("article", { name: title });
    await expect(listing).toBeVisible();
    await expect(listing.getByText("Status: Active", { exact: true })).toBeVisible();
    await expect(stat(page, "Active Jobs")).toHaveText("1");
    const jobId = await jobIdOf(page, title);

    // The Applications tab: nothing yet.
    await page.getByRole("tab", { name: "Applications" }).click();
    await expect(page.getByText("No applications yet")).toBeVisible();

    // A candidate, in a browser of their own, finds the job on /jobs at once and applies.
    const candidateBrowser = await newUserContext(browser);
    const candidate = newAccount("candidate", { name: "Kavya Gowda", phone: "9900112233" });
    try {
      const candidatePage = await candidateBrowser.context.newPage();
      await signUpViaApi(candidateBrowser.context.request, baseURL!, candidate, candidateBrowser.clientAddress);
      const resume = await uploadResumeViaApi(candidateBrowser.context.request, baseURL!, resumeFiles.pdf("Kavya-Gowda-CV.pdf"));

      await candidatePage.goto(`/jobs?q=${word}`);
      const card = candidatePage.getByRole("article", { name: title });
      await expect(card).toBeVisible();
      await card.getByRole("link", { name: "View Details" }).click();
      await candidatePage.getByRole("complementary", { name: "Job actions" }).getByRole("button", { name: "Apply Now" }).click();
      const applyDialog = candidatePage.getByRole("dialog", { name: `Apply for ${title}` });
      const coverLetter = "I sold sarees at my uncle's shop for two years.";
      await applyDialog.getByLabel("Cover letter (optional)").fill(coverLetter);
      await applyDialog.getByRole("button", { name: "Submit Application" }).click();
      await expect(toasts(candidatePage).getByText("Application Submitted", { exact: true })).toBeVisible();

      // On the employer's open dashboard, without a reload: the application and the new counts.
      const applicant = page.getByRole("list", { name: "Applications" }).getByRole("article", { name: candidate.name });
      await expect(applicant).toBeVisible();
      await expect(page.getByText("1 application", { exact: true })).toBeVisible();
      await expect(applicant.getByText(title)).toBeVisible();
      await expect(applicant.getByText("Pending", { exact: true })).toBeVisible();
      await expect(applicant.getByRole("link", { name: candidate.email })).toBeVisible();
      // The number once, with Call and WhatsApp beside it (a hello in the candidate's language, English here).
      await expect(applicant.getByText("9900112233", { exact: true })).toBeVisible();
      await expect(applicant.getByRole("link", { name: `Call ${candidate.name}` })).toHaveAttribute("href", "tel:+919900112233");
      await expect(applicant.getByRole("link", { name: `WhatsApp ${candidate.name} (opens in a new tab)` })).toHaveAttribute(
        "href",
        new RegExp(`^https://wa\\.me/919900112233\\?text=Hello%20${candidate.name.replace(" ", "%20")}%2C`),
      );
      // The candidate opened the job page once: one counted view.
      await expectStats(page, { "Active Jobs": 1, "Total Applications": 1, "Pending Reviews": 1, "Total Job Views": 1 });

      await applicant.getByRole("button", { name: "Read cover letter" }).click();
      await expect(applicant.getByText(coverLetter)).toBeVisible();

      // The resume downloads, announced with the candidate's name.
      const downloading = page.waitForEvent("download");
      await applicant.getByRole("link", { name: `Download resume of ${candidate.name} (Kavya-Gowda-CV.pdf)` }).click();
      expect((await downloading).suggestedFilename()).toBe("Kavya-Gowda-CV.pdf");
      await expect(toasts(page).getByText("Resume Download Started", { exact: true })).toBeVisible();
      await expect(toasts(page).getByText(`Downloading resume for ${candidate.name}`)).toBeVisible();

      // The employer was told by e-mail.
      const newApplicationMail = await outbox.newestMailTo(employer.email);
      expect(newApplicationMail.subject).toContain(`new application for ${title}`);
      expect(newApplicationMail.text).toContain(`${candidate.name} has applied for your job "${title}"`);

      // The candidate watches My Applications while the employer decides.
      const candidateStream = eventStream(candidatePage);
      await candidatePage.goto("/candidate/profile?tab=applications");
      expect((await candidateStream).status()).toBe(200);
      const myApplication = candidatePage.getByRole("list", { name: "My Applications" }).getByRole("listitem").filter({ hasText: title });
      await expect(myApplication.getByText("Pending", { exact: true })).toBeVisible();

      // Shortlist.
      await applicant.getByRole("button", { name: "Shortlist" }).click();
      await expect(toasts(page).getByText("Status Updated", { exact: true })).toBeVisible();
      await expect(toasts(page).getByText("Application status changed to Shortlisted")).toBeVisible();
      await expect(applicant.getByText("Shortlisted", { exact: true })).toBeVisible();
      await expect(applicant.getByRole("button", { name: "Shortlist" })).toHaveCount(0);
      await expect(stat(page, "Pending Reviews")).toHaveText("0");
      await expect(myApplication.getByText("Shortlisted", { exact: true })).toBeVisible();

      // Hire, after the confirmation.
      await applicant.getByRole("button", { name: "Mark as Successful Hire" }).click();
      const confirm = page.getByRole("alertdialog", { name: "Mark as Successful Hire?" });
      await expect(confirm).toContainText(`${candidate.name} will be marked as hired for “${title}”`);
      await confirm.getByRole("button", { name: "Yes, mark as hired" }).click();
      await expect(toasts(page).getByText("Job Filled", { exact: true })).toBeVisible();
      await expect(toasts(page).getByText("The job has been marked as successfully filled.")).toBeVisible();
      await expect(confirm).toBeHidden();
      await expect(applicant.getByText("Hired", { exact: true })).toBeVisible();
      await expect(applicant.getByRole("button", { name: "Mark as Successful Hire" })).toHaveCount(0);
      await expectStats(page, { "Active Jobs": 0, "Total Applications": 1, "Pending Reviews": 0, "Total Job Views": 1 });

      // The candidate sees Hired without a reload, and still after one.
      await expect(myApplication.getByText("Hired", { exact: true })).toBeVisible();
      await candidatePage.reload();
      await expect(
        candidatePage.getByRole("list", { name: "My Applications" }).getByRole("listitem").filter({ hasText: title }).getByText("Hired", { exact: true }),
      ).toBeVisible();

      // The job is filled: on the dashboard's listing, and gone from the job list.
      await page.getByRole("tab", { name: "My Job Listings" }).click();
      await expect(listing.getByText("Status: Filled", { exact: true })).toBeVisible();
      await expect(listing.getByText("1 application", { exact: true })).toBeVisible();
      await expect(listing.getByText("0 pending", { exact: true })).toBeVisible();
      await expect(listing.getByRole("button", { name: "Close job" })).toHaveCount(0);
      await candidatePage.goto(`/jobs?q=${word}`);
      await expect(candidatePage.getByRole("heading", { name: "No jobs match your search" })).toBeVisible();
      await expect(candidatePage.getByRole("article", { name: title })).toHaveCount(0);

      // The candidate was told of each step by e-mail.
      await expect
        .poll(async () => (await outbox.mailsTo(candidate.email)).map((mail) => mail.subject ?? ""), { timeout: 10_000 })
        .toEqual([
          expect.stringContaining(`your application for ${title} is Shortlisted`),
          expect.stringContaining(`your application for ${title} is Hired`),
        ]);

      // Another employer sees none of it: not on the dashboard, not through the API, not the resume.
      const otherBrowser = await newUserContext(browser);
      try {
        const otherPage = await otherBrowser.context.newPage();
        await signUpViaApi(otherBrowser.context.request, baseURL!, newAccount("employer"), otherBrowser.clientAddress);
        await otherPage.goto("/employer/dashboard?tab=applications");
        await expect(otherPage.getByText("No applications yet")).toBeVisible();
        await expect(otherPage.getByRole("article", { name: candidate.name })).toHaveCount(0);
        await expectStats(otherPage, { "Active Jobs": 0, "Total Applications": 0, "Pending Reviews": 0, "Total Job Views": 0 });

        const otherRequest = otherBrowser.context.request;
        const all = await otherRequest.get("/api/applications");
        expect(all.status()).toBe(200);
        expect(((await all.json()) as { totalCount: number }).totalCount).toBe(0);
        expect((await otherRequest.get(`/api/applications?jobId=${jobId}`)).status()).toBe(404);
        expect((await otherRequest.get(`/api/files/${resume.id}`)).status()).toBe(404);
        expect(otherBrowser.problems()).toEqual([]);
      } finally {
        await otherBrowser.context.close();
      }
      expect(candidateBrowser.problems()).toEqual([]);
    } finally {
      await candidateBrowser.context.close();
    }
  });
});

test.describe("the employer dashboard's other moves", () => {
  test("the post-job form's required fields; reject an applicant; close, reopen and delete a job", async ({
    page,
    request,
    baseURL,
    signUpInPage,
    createAccount,
  }) => {
    await signUpInPage("employer", { company: "Chamundi Traders" });
    await page.goto("/employer/dashboard");

    // An empty form is not sent: each required field says what it needs.
    await page.getByRole("button", { name: "Post a Job" }).first().click();
    const form = page.getByRole("dialog", { name: "Post a Job" });
    await form.getByRole("button", { name: "Post Job" }).click();
    await expect(form.getByText("Job title is required")).toBeVisible();
    await expect(form.getByText("Location is required")).toBeVisible();
    await expect(form.getByText("Job description is required")).toBeVisible();
    await expect(form.getByLabel("Job title", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await form.getByRole("button", { name: "Cancel" }).click();
    await expect(form).toBeHidden();
    await expect(page.getByText("You have not posted any jobs yet")).toBeVisible();

    // A job and one application to it, made through the API.
    const job = await postJobViaApi(page.request, baseURL!, { company: "Chamundi Traders" });
    const candidate = await createAccount("candidate");
    await uploadResumeViaApi(request, baseURL!);
    const applied = await request.post("/api/applications", {
      data: { jobId: job.id },
      headers: { origin: baseURL!, "content-type": "application/json" },
    });
    expect(applied.status(), await applied.text()).toBe(201);

    await page.goto(`/employer/dashboard?tab=applications&job=${job.id}`);
    await expect(page.getByRole("combobox", { name: "Job", exact: true })).toHaveValue(job.id);
    const applicant = page.getByRole("article", { name: candidate.name });
    await expect(applicant.getByText("No cover letter")).toBeVisible();
    await applicant.getByRole("button", { name: "Reject" }).click();
    await expect(toasts(page).getByText("Application status changed to Rejected")).toBeVisible();
    await expect(applicant.getByText("Rejected", { exact: true })).toBeVisible();
    await expect(applicant.getByRole("button", { name: "Shortlist" })).toHaveCount(0);
    await expect(applicant.getByRole("button", { name: "Mark as Successful Hire" })).toHaveCount(0);
    await expectStats(page, { "Active Jobs": 1, "Total Applications": 1, "Pending Reviews": 0, "Total Job Views": 0 });
    // The status filter finds it among the rejected, not among the pending.
    await page.getByRole("combobox", { name: "Status", exact: true }).selectOption("pending");
    await expect(page.getByText("No applications match these filters")).toBeVisible();
    await page.getByRole("combobox", { name: "Status", exact: true }).selectOption("rejected");
    await expect(applicant).toBeVisible();

    // Close the job, then reopen it.
    await page.getByRole("tab", { name: "My Job Listings" }).click();
    const listing = page.getByRole("list", { name: "My job listings" }).getByRole("article", { name: job.title });
    await listing.getByRole("button", { name: "Close job" }).click();
    const closeDialog = page.getByRole("alertdialog", { name: "Close this job?" });
    await expect(closeDialog).toContainText("Applicants you have not decided on yet are told they were not selected.");
    await closeDialog.getByRole("button", { name: "Close job" }).click();
    await expect(toasts(page).getByText("Job closed", { exact: true })).toBeVisible();
    await expect(listing.getByText("Status: Closed", { exact: true })).toBeVisible();
    await expect(stat(page, "Active Jobs")).toHaveText("0");
    await listing.getByRole("button", { name: "Reopen" }).click();
    await expect(toasts(page).getByText("Job reopened", { exact: true })).toBeVisible();
    await expect(listing.getByText("Status: Active", { exact: true })).toBeVisible();
    await expect(stat(page, "Active Jobs")).toHaveText("1");

    // Delete it, after the confirmation; its application goes with it.
    await listing.getByRole("button", { name: "Delete" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete this job?" });
    await expect(confirm).toContainText(job.title);
    await confirm.getByRole("button", { name: "Delete job" }).click();
    await expect(toasts(page).getByText("Job Deleted", { exact: true })).toBeVisible();
    await expect(listing).toHaveCount(0);
    await expect(page.getByText("You have not posted any jobs yet")).toBeVisible();
    await expectStats(page, { "Active Jobs": 0, "Total Applications": 0, "Pending Reviews": 0, "Total Job Views": 0 });
  });

  test("is only for employers: a guest and a candidate are sent to the employer login", async ({
    page,
    baseURL,
    signUpInPage,
  }) => {
    const loginUrl = `${baseURL}/login/employer?redirectTo=${encodeURIComponent("/employer/dashboard")}`;
    await page.goto("/employer/dashboard");
    await expect(page).toHaveURL(loginUrl);

    await signUpInPage("candidate");
    await page.goto("/employer/dashboard");
    await expect(page).toHaveURL(loginUrl);
  });
});

/** The id of the employer's job called `title`, from its View details link on the dashboard. */
async function jobIdOf(page: Page, title: string): Promise<string> {
  const href = await page
    .getByRole("list", { name: "My job listings" })
    .getByRole("article", { name: title })
    .getByRole("link", { name: "View details" })
    .getAttribute("href");
  const id = href?.split("/").at(-1);
  expect(id).toBeTruthy();
  return id!;
}
