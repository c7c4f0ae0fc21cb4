/**
 * SPEC.md §2 Job detail and Apply dialog, §4 Apply dialog, §5 Applying: a new candidate uploads a
 * resume and applies with a cover letter, is thanked (the demo donation code, since this server has
 * no DONATION_UPI_VPA), and finds the application Pending under My Applications. Also: no resume, no
 * application; one application per job; a guest is sent to the candidate login first.
 */
import type { Page } from "@playwright/test";
import {
  expect,
  fillLoginForm,
  newAccount,
  postJobViaApi,
  resumeFiles,
  test,
  toasts,
  uploadResumeViaApi,
} from "./fixtures";

function applyDialog(page: Page, title: string) {
  return page.getByRole("dialog", { name: `Apply for ${title}` });
}

/** The job page's actions (Apply Now, or the Applied notice; Save; Share). */
function jobActions(page: Page) {
  return page.getByRole("complementary", { name: "Job actions" });
}

test.describe("applying for a job", () => {
  test("a new candidate uploads a resume, applies with a cover letter, is thanked and sees the application Pending", async ({
    page,
    request,
    baseURL,
    createAccount,
    outbox,
  }) => {
    const employer = await createAccount("employer");
    const job = await postJobViaApi(request, baseURL!, { company: "Chamundi Logistics" });

    // Sign up through the form, as a person would.
    const candidate = newAccount("candidate", { name: "Kavya Gowda" });
    await page.goto("/signup/candidate");
    await page.getByLabel("Full name", { exact: true }).fill(candidate.name);
    await page.getByLabel("Email", { exact: true }).fill(candidate.email);
    await page.getByLabel("Phone number", { exact: true }).fill(candidate.phone);
    await page.getByLabel("Password", { exact: true }).fill(candidate.password);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/candidate\/start$/);

    // The resume, through the profile page.
    await page.goto("/candidate/profile");
    await page.getByLabel("Resume file", { exact: true }).setInputFiles(resumeFiles.pdf("Kavya-Gowda-CV.pdf"));
    await page.getByRole("button", { name: "Upload Resume" }).click();
    await expect(toasts(page).getByText("Resume Uploaded", { exact: true })).toBeVisible();

    await page.goto(`/jobs/${job.id}`);
    await expect(page.getByRole("heading", { level: 1, name: job.title })).toBeVisible();
    await jobActions(page).getByRole("button", { name: "Apply Now" }).click();

    const dialog = applyDialog(page, job.title);
    await expect(dialog).toBeVisible();
    // The profile's resume goes with it, with a way to change it.
    await expect(dialog.getByText("Kavya-Gowda-CV.pdf")).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Change resume" })).toHaveAttribute("href", "/candidate/profile");
    const coverLetter = "I have driven two-wheelers in Mysuru for four years and know the city well.";
    await dialog.getByLabel("Cover letter (optional)").fill(coverLetter);
    await expect(dialog.getByText(new RegExp(`^${coverLetter.length} / [\\d,]+ characters$`))).toBeVisible();
    const sent = page.waitForResponse(
      (response) => response.url().endsWith("/api/applications") && response.request().method() === "POST",
    );
    await dialog.getByRole("button", { name: "Submit Application" }).click();
    expect((await sent).status()).toBe(201);

    await expect(toasts(page).getByText("Application Submitted", { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    // Then the thank-you dialog, with the sample code clearly marked demo only.
    const thanks = page.getByRole("dialog", { name: "Thank you for applying!" });
    await expect(thanks).toBeVisible();
    await expect(thanks.getByText("Demo only — not a real payment address")).toBeVisible();
    await expect(thanks.getByRole("img", { name: "Sample QR code, demo only" })).toBeVisible();
    await expect(thanks.getByRole("button", { name: "Copy UPI ID" })).toHaveCount(0);
    await thanks.getByRole("button", { name: "Maybe later" }).click();
    await expect(thanks).toBeHidden();

    // The job page now says so, in place of Apply Now; and still after a reload.
    await expect(jobActions(page).getByText("You have already applied for this position.")).toBeVisible();
    await expect(jobActions(page).getByRole("button", { name: "Apply Now" })).toHaveCount(0);
    await page.reload();
    await expect(jobActions(page).getByText("Applied", { exact: true })).toBeVisible();
    await expect(jobActions(page).getByText("You have already applied for this position.")).toBeVisible();

    // My Applications lists it, Pending, with its company and a link to the job.
    await page.goto("/candidate/profile");
    await page.getByRole("tab", { name: "My Applications" }).click();
    await expect(page).toHaveURL(/[?&]tab=applications/);
    const applications = page.getByRole("list", { name: "My Applications" });
    await expect(applications.getByRole("listitem")).toHaveCount(1);
    const item = applications.getByRole("listitem").filter({ hasText: job.title });
    await expect(item.getByText("Chamundi Logistics")).toBeVisible();
    await expect(item.getByText("Pending", { exact: true })).toBeVisible();
    await expect(item.getByText(/^Applied on /)).toBeVisible();
    await item.getByRole("link", { name: job.title }).click();
    await expect(page).toHaveURL(`${baseURL}/jobs/${job.id}`);

    // The employer was told by e-mail, with the candidate's name and the job's title.
    const mail = await outbox.newestMailTo(employer.email);
    expect(mail.subject).toContain(`new application for ${job.title}`);
    expect(mail.text).toContain(`${candidate.name} has applied for your job "${job.title}"`);
  });

  test("without a resume, the dialog says so and Submit stays disabled", async ({
    page,
    request,
    baseURL,
    createAccount,
    signUpInPage,
  }) => {
    await createAccount("employer");
    const job = await postJobViaApi(request, baseURL!);
    await signUpInPage("candidate");

    await page.goto(`/jobs/${job.id}`);
    await jobActions(page).getByRole("button", { name: "Apply Now" }).click();
    const dialog = applyDialog(page, job.title);
    await expect(dialog.getByRole("alert")).toHaveText(/No resume found in your profile\. Please update your profile first\./);
    await expect(dialog.getByRole("button", { name: "Submit Application" })).toBeDisabled();
    // Typing a cover letter does not make it possible.
    await dialog.getByLabel("Cover letter (optional)").fill("Please consider me.");
    await expect(dialog.getByRole("button", { name: "Submit Application" })).toBeDisabled();

    // The way out leads to the profile.
    await dialog.getByRole("link", { name: "Update My Profile" }).click();
    await expect(page).toHaveURL(`${baseURL}/candidate/profile`);
    await expect(page.getByRole("heading", { level: 1, name: "My Profile" })).toBeVisible();

    // And nothing was sent: My Applications is empty.
    await page.getByRole("tab", { name: "My Applications" }).click();
    await expect(page.getByText("You have not applied for any jobs yet")).toBeVisible();
  });

  test("a second application to the same job is refused with 409, and the page shows Applied", async ({
    page,
    request,
    baseURL,
    createAccount,
    signUpInPage,
    consoleGuard,
  }) => {
    // The browser logs the refused second submission (409); provoking it is the point.
    consoleGuard.allowHttpErrors(409);
    await createAccount("employer");
    const job = await postJobViaApi(request, baseURL!);
    await signUpInPage("candidate");
    await uploadResumeViaApi(page.request, baseURL!);

    // Two tabs: the dialog is open in this one while the application goes in from elsewhere.
    await page.goto(`/jobs/${job.id}`);
    await jobActions(page).getByRole("button", { name: "Apply Now" }).click();
    const dialog = applyDialog(page, job.title);
    await expect(dialog.getByRole("button", { name: "Submit Application" })).toBeEnabled();

    const first = await page.request.post("/api/applications", {
      data: { jobId: job.id },
      headers: { origin: baseURL!, "content-type": "application/json" },
    });
    expect(first.status(), await first.text()).toBe(201);
    const again = await page.request.post("/api/applications", {
      data: { jobId: job.id, coverLetter: "Once more." },
      headers: { origin: baseURL!, "content-type": "application/json" },
    });
    expect(again.status()).toBe(409);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe("already_applied");

    // This tab's submission is refused too: the dialog closes and the page shows the application.
    await dialog.getByRole("button", { name: "Submit Application" }).click();
    await expect(toasts(page).getByText("Application Failed", { exact: true })).toBeVisible();
    await expect(toasts(page).getByText("You have already applied for this position.")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(jobActions(page).getByText("Applied", { exact: true })).toBeVisible();
    await expect(jobActions(page).getByText("You have already applied for this position.")).toBeVisible();
    await expect(jobActions(page).getByRole("button", { name: "Apply Now" })).toHaveCount(0);
    // No thank-you for an application that did not go in.
    await page.waitForTimeout(800);
    await expect(page.getByRole("dialog", { name: "Thank you for applying!" })).toHaveCount(0);

    // Exactly one application.
    const mine = await page.request.get("/api/applications/mine");
    expect(((await mine.json()) as { totalCount: number }).totalCount).toBe(1);
  });

  test("a guest who selects Apply Now is sent to the candidate login, and can apply after logging in", async ({
    page,
    request,
    baseURL,
    createAccount,
  }) => {
    await createAccount("employer");
    const job = await postJobViaApi(request, baseURL!);

    await page.goto(`/jobs/${job.id}`);
    // A link for a guest, so that it works before the script has taken the page over.
    await jobActions(page).getByRole("link", { name: "Apply Now" }).click();
    await expect(toasts(page).getByText("Authentication Required", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/login/candidate?redirectTo=${encodeURIComponent(`/jobs/${job.id}`)}`);

    // A candidate account made through the API (the `request` context, not the page's).
    const candidate = await createAccount("candidate");

    await fillLoginForm(page, candidate);
    await expect(page).toHaveURL(`${baseURL}/jobs/${job.id}`);
    await jobActions(page).getByRole("button", { name: "Apply Now" }).click();
    await expect(applyDialog(page, job.title)).toBeVisible();
  });
});
