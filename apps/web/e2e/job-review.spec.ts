/**
 * Trust and safety, the review queue: an employer posts a job asking for a fee; it is not listed
 * and shows 'Under review' to its employer; the admin rejects it with a reason; the employer
 * reads the reason, edits the fee out; the admin approves; the job appears in another open
 * listing without a reload (server events), and the employer has both mails.
 */
import { ADMIN, expect, newUserContext, signInViaApi, test, toasts, uniqueJobTitle } from "./fixtures";

test("a job asking for a fee is held, rejected with a reason, edited, approved and then listed live", async ({
  page,
  browser,
  baseURL,
  signUpInPage,
  outbox,
}) => {
  test.slow();
  const employer = await signUpInPage("employer", { company: "Kaveri Data Services" });
  const { title, word } = uniqueJobTitle("Data Entry Operator");

  // Someone else has the job list open, searching for this job: it must appear there by itself.
  const viewer = await newUserContext(browser);
  const listing = await viewer.context.newPage();
  await listing.goto(`/jobs?q=${word}`);
  // Not "No jobs found": the search forgives misspellings, so another test's job whose word is close to this one may be listed.
  await expect(listing.getByRole("heading", { level: 1, name: "Browse Jobs" })).toBeVisible();
  await expect(listing.getByRole("article", { name: title })).toHaveCount(0);

  // The employer posts a job that asks for a fee; the form warns, the post is held.
  await page.goto("/employer/dashboard");
  await page.getByRole("button", { name: "Post a Job" }).first().click();
  const form = page.getByRole("dialog", { name: "Post a Job" });
  await form.getByLabel("Job title", { exact: true }).fill(title);
  await form.getByLabel("Location").fill("Vijayanagar, Mysuru");
  await form.getByLabel("Job description", { exact: true }).fill("Typing work from home. Pay registration fee ₹500 to join. Salary ₹15,000 per month.");
  await expect(form.getByText(/seems to ask candidates for money/)).toBeVisible();
  await form.getByRole("button", { name: "Post Job" }).click();
  // Seen late (after 7 s) in 2 of 3 full runs on the 2-core machine, with the toast shown in the failure's
  // screenshot: the cause is still to be found (closing note of 2026-11-23); it is given 20 s meanwhile.
  await expect(toasts(page).getByText("Job sent for review")).toBeVisible({ timeout: 20_000 });
  const thanks = page.getByRole("dialog", { name: "Thank you for posting a job!" });
  await thanks.getByRole("button", { name: "Maybe later" }).click();

  const row = page.getByRole("list", { name: "My job listings" }).getByRole("article", { name: title });
  await expect(row.getByText("Status: Under review", { exact: true })).toBeVisible();
  await expect(row.getByText(/a request for money/)).toBeVisible();
  await expect(listing.getByRole("article", { name: title })).toHaveCount(0);
  const jobId = (await row.getByRole("link", { name: "View details" }).getAttribute("href"))!.split("/").pop()!;

  // A guest opening its link finds nothing.
  expect((await viewer.context.request.get(`/jobs/${jobId}`)).status()).toBe(404);
  expect((await viewer.context.request.get(`/api/jobs/${jobId}`)).status()).toBe(404);

  // The admin finds it in the review queue, with the fee marked, and rejects it with a reason.
  const adminSide = await newUserContext(browser);
  const admin = await adminSide.context.newPage();
  await signInViaApi(admin.request, baseURL!, "admin", ADMIN, adminSide.clientAddress);
  await admin.goto("/admin/review");
  const card = admin.getByRole("article", { name: new RegExp(title) });
  await expect(card.locator("mark")).toContainText("registration fee");
  await card.getByRole("button", { name: "Reject" }).click();
  const rejectDialog = admin.getByRole("dialog", { name: "Reject this job?" });
  await rejectDialog.getByLabel("Reason for the employer").fill("Candidates must never pay to get a job. Remove the registration fee.");
  await rejectDialog.getByRole("button", { name: "Reject job" }).click();
  await expect(toasts(admin).getByText("Job rejected")).toBeVisible();
  await expect(card).toHaveCount(0);

  // The employer sees the reason live, and by mail; edits the fee out; the job goes back to review.
  await expect(row.getByText("Status: Not approved", { exact: true })).toBeVisible();
  await expect(row.getByText(/Remove the registration fee\./)).toBeVisible();
  const rejection = await outbox.newestMailTo(employer.email);
  expect(rejection.subject).toContain("was not approved");
  expect(rejection.text).toContain("Remove the registration fee.");

  await row.getByRole("button", { name: "Edit" }).click();
  const editForm = page.getByRole("dialog", { name: "Edit Job" });
  await expect(editForm.getByLabel("Job title", { exact: true })).toHaveValue(title);
  await editForm.getByLabel("Job description", { exact: true }).fill("Typing work from home. Salary ₹15,000 per month.");
  await expect(editForm.getByText(/seems to ask candidates for money/)).toHaveCount(0);
  await editForm.getByRole("button", { name: "Save changes" }).click();
  await expect(toasts(page).getByText("Job sent for review")).toBeVisible();
  await expect(toasts(page).getByText(/the admin checks it again/)).toBeVisible();
  await expect(row.getByText("Status: Under review", { exact: true })).toBeVisible();

  // The admin approves it; the other visitor's open listing shows it without a reload.
  await admin.reload();
  await card.getByRole("button", { name: "Approve" }).click();
  await expect(toasts(admin).getByText("Job approved")).toBeVisible();
  await expect(listing.getByRole("article", { name: title })).toBeVisible();
  await expect(row.getByText("Status: Active", { exact: true })).toBeVisible();
  await expect.poll(async () => (await outbox.mailsTo(employer.email)).map((mail) => mail.subject).join("\n")).toContain("is live");

  // The audit log names both decisions.
  await admin.goto("/admin/audit");
  await expect(admin.getByText(title).first()).toBeVisible();

  expect(viewer.problems()).toEqual([]);
  expect(adminSide.problems()).toEqual([]);
  await viewer.context.close();
  await adminSide.context.close();
});
