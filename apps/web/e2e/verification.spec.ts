/**
 * Verified employers: an employer asks for verification from the dashboard with a GSTIN (a wrong
 * check digit is caught in the form first) and a document; the admin approves it in the
 * Verification queue; the employer's open dashboard shows it without a reload, the employer is
 * mailed, and on /jobs the employer's job carries the badge and stays under 'Verified employers
 * only', while another employer's job does not.
 */
import { ADMIN, expect, newUserContext, postJobViaApi, resumeFiles, signInViaApi, test, toasts, uniqueJobTitle } from "./fixtures";

test("an employer verified by GSTIN gets the badge on its jobs, and the filter keeps them", async ({
  page,
  browser,
  baseURL,
  request,
  signUpInPage,
  createAccount,
  outbox,
}) => {
  test.slow();
  const { title, word } = uniqueJobTitle("Loom Operator");
  const company = `Kaveri Silks ${word}`;
  const employer = await signUpInPage("employer", { company });
  await postJobViaApi(page.request, baseURL!, { title });
  // Another employer's job the same search finds, never verified.
  await createAccount("employer", { company: `Chamundi Weavers ${word}` });
  const { title: otherTitle } = await postJobViaApi(request, baseURL!, { title: `Dyeing Assistant ${word}` });

  // The dashboard's card: a wrong check digit is refused in the form, before anything is sent.
  // The dashboard keeps the daily work first; its notice leads to the form on Company and account.
  await page.goto("/employer/dashboard");
  await page.getByRole("region", { name: "Your company is not verified yet" }).getByRole("button", { name: "Verify your company" }).click();
  await expect(page).toHaveURL(/\/employer\/dashboard\?tab=company$/);
  const card = page.getByRole("region", { name: "Company verification" });
  await expect(card.getByRole("radio", { name: "GSTIN" })).toBeChecked();
  const number = card.getByRole("textbox", { name: "GSTIN" });
  await number.fill("29ABCDE1234F1ZV");
  await expect(card.getByText("This GSTIN is not valid: 15 characters, e.g. 29ABCDE1234F1ZW, with a correct check digit")).toBeVisible();
  await expect(number).toHaveAttribute("aria-invalid", "true");

  await number.fill("29abcde1234f1zw");
  await expect(card.getByText(/This GSTIN is not valid/)).toBeHidden();
  await card.getByRole("textbox", { name: "Website (optional)" }).fill("https://kaveri.example.in");
  await card.getByLabel("Supporting document file").setInputFiles(resumeFiles.pdf("GST certificate.pdf", ["GST registration certificate"]));
  await expect(card.getByText("GST certificate.pdf")).toBeVisible();
  await card.getByRole("button", { name: "Request verification" }).click();
  await expect(toasts(page).getByText("Request sent", { exact: true })).toBeVisible();
  await expect(card.getByText("The admin is checking your GSTIN 29ABCDE1234F1ZW. You will hear by e-mail.")).toBeVisible();

  // The admin finds the request in the queue, with its document, and approves it.
  const adminSide = await newUserContext(browser);
  const admin = await adminSide.context.newPage();
  await signInViaApi(admin.request, baseURL!, "admin", ADMIN, adminSide.clientAddress);
  await admin.goto("/admin/verification");
  await expect(admin.getByRole("heading", { level: 1, name: "Verification" })).toBeVisible();
  const request_ = admin.getByRole("article", { name: company });
  await expect(request_.getByText("29ABCDE1234F1ZW")).toBeVisible();
  await expect(request_.getByRole("link", { name: employer.email })).toBeVisible();
  await expect(request_.getByRole("link", { name: "https://kaveri.example.in" })).toBeVisible();
  const downloading = admin.waitForEvent("download");
  await request_.getByRole("link", { name: `Download GST certificate.pdf, the document of ${company}` }).click();
  expect((await downloading).suggestedFilename()).toBe("GST certificate.pdf");
  await request_.getByRole("button", { name: "Approve" }).click();
  await expect(toasts(admin).getByText("Employer verified", { exact: true })).toBeVisible();
  await expect(request_).toHaveCount(0);
  await admin.getByRole("tab", { name: "Approved" }).click();
  await expect(admin.getByRole("article", { name: company }).getByText("Verified employer")).toBeVisible();
  expect(adminSide.problems()).toEqual([]);
  await adminSide.context.close();

  // The employer's open dashboard shows it without a reload; the mail says so too.
  await expect(card.getByText("Your jobs show the Verified employer badge.")).toBeVisible();
  const mail = await outbox.newestMailTo(employer.email);
  expect(mail.subject).toContain(`${company} is now a verified employer`);

  // On /jobs the employer's job carries the badge; 'Verified employers only' keeps it, not the other.
  await page.goto(`/jobs?q=${word}`);
  const job = page.getByRole("article", { name: title });
  await expect(job.getByText("Verified employer")).toBeVisible();
  await expect(page.getByRole("article", { name: otherTitle })).toBeVisible();
  await expect(page.getByRole("article", { name: otherTitle }).getByText("Verified employer")).toHaveCount(0);

  // The box follows the URL, which the router updates a moment after the click.
  const verifiedOnly = page.getByRole("checkbox", { name: "Verified employers only" });
  await verifiedOnly.click();
  await expect(verifiedOnly).toBeChecked();
  await expect(page).toHaveURL(new RegExp(`/jobs\\?q=${word}&verified=true$`));
  await expect(page.getByRole("article", { name: otherTitle })).toHaveCount(0);
  await expect(job.getByText("Verified employer")).toBeVisible();
  await expect(page.getByText("1 job found")).toBeVisible();

  // The job's own page shows the badge beside the company.
  await job.getByRole("link", { name: "View Details" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("article").getByText("Verified employer")).toBeVisible();
});
