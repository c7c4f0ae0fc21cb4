/**
 * The talent pool (issue 32): a candidate lets verified employers find them; an employer the admin
 * verified finds them by a misspelt skill and invites them to apply to an open job; the candidate
 * sees the invitation live (and by e-mail), applies in one tap, and the employer then has the
 * application with the resume and contact details, as for any application.
 */
import { randomInt } from "node:crypto";
import type { Page, Response } from "@playwright/test";
import { uniqueWord } from "@app/shared/factories";
import { ADMIN, expect, newAccount, newUserContext, postJobViaApi, resumeFiles, signInViaApi, signUpViaApi, test, toasts, uploadResumeViaApi } from "./fixtures";

/** The server-event stream's response: once it is here, the page hears every later change. */
function eventStream(page: Page): Promise<Response> {
  return page.waitForResponse((response) => new URL(response.url()).pathname === "/api/events");
}

test("a verified employer finds a candidate by a misspelt skill and invites them; the candidate applies in one tap", async ({
  page,
  browser,
  baseURL,
  signUpInPage,
  outbox,
}) => {
  test.slow();
  const headers = { origin: baseURL! };

  // The employer signs up, asks for verification by Udyam number, and the admin approves it.
  await signUpInPage("employer", { company: "Chamundi Logistics" });
  const asked = await page.request.post("/api/employer/verification", {
    headers,
    multipart: { kind: "udyam", number: `UDYAM-KR-03-${randomInt(1_000_000, 10_000_000)}`, website: "" },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const { verification } = (await asked.json()) as { verification: { id: string } };
  const adminSide = await newUserContext(browser);
  await signInViaApi(adminSide.context.request, baseURL!, "admin", ADMIN, adminSide.clientAddress);
  const approved = await adminSide.context.request.post(`/api/admin/verifications/${verification.id}/approve`, { headers: { ...headers, "content-type": "application/json" }, data: {} });
  expect(approved.status(), await approved.text()).toBe(200);
  await adminSide.context.close();
  const job = await postJobViaApi(page.request, baseURL!, { title: `Delivery Driver ${uniqueWord()}`, location: "Kuvempunagar, Mysuru", type: "Full-time" });

  // The candidate, in a browser of their own, has a profile and a resume, and joins the pool on the profile.
  const candidateSide = await newUserContext(browser);
  const candidate = newAccount("candidate", { name: "Kavya Gowda" });
  const headline = `Driver with a heavy licence ${uniqueWord()}`;
  try {
    const candidatePage = await candidateSide.context.newPage();
    await signUpViaApi(candidateSide.context.request, baseURL!, candidate, candidateSide.clientAddress);
    await uploadResumeViaApi(candidateSide.context.request, baseURL!, resumeFiles.pdf("Kavya-Gowda-CV.pdf"));
    const profile = await candidateSide.context.request.patch("/api/profile", {
      headers: { ...headers, "content-type": "application/json" },
      data: { skills: ["Driver", "Two-wheeler licence"], wantedPlaces: ["Kuvempunagar"], wantedJobTypes: ["Full-time"] },
    });
    expect(profile.status(), await profile.text()).toBe(200);

    await candidatePage.goto("/candidate/profile");
    const toggle = candidatePage.getByRole("switch", { name: "Let verified employers find me" });
    await expect(toggle).not.toBeChecked();
    await toggle.click();
    await expect(toasts(candidatePage).getByText("You are in the talent pool", { exact: true })).toBeVisible();
    await expect(toggle).toBeChecked();
    await candidatePage.getByLabel("Headline", { exact: true }).fill(headline);
    await candidatePage.getByRole("button", { name: "Save headline" }).click();
    await expect(toasts(candidatePage).getByText("Headline saved", { exact: true })).toBeVisible();

    // The candidate waits on My Applications, its event stream open.
    const candidateStream = eventStream(candidatePage);
    await candidatePage.goto("/candidate/profile?tab=applications");
    expect((await candidateStream).status()).toBe(200);

    // The employer searches the pool for "drivr" and invites the candidate to the open job.
    await page.goto("/employer/dashboard?tab=candidates");
    const search = page.getByRole("search");
    await search.getByLabel("Skills", { exact: true }).fill("drivr");
    await search.getByRole("button", { name: "Search" }).click();
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: headline }) });
    await expect(card).toBeVisible();
    await expect(card.getByText("Two-wheeler licence")).toBeVisible();
    await expect(card.getByText(candidate.name)).toHaveCount(0);
    await expect(card.getByText(candidate.email)).toHaveCount(0);
    await card.getByRole("button", { name: "Invite to apply" }).click();
    const dialog = page.getByRole("dialog", { name: "Invite to apply" });
    await dialog.getByLabel("Job", { exact: true }).selectOption({ label: job.title });
    await dialog.getByLabel("Note (optional)").fill("We would like you to drive for us.");
    await dialog.getByRole("button", { name: "Send invitation" }).click();
    await expect(toasts(page).getByText("Invitation sent", { exact: true })).toBeVisible();
    const sent = page.getByRole("region", { name: "Invitations sent" }).getByRole("listitem").filter({ hasText: job.title });
    await expect(sent.getByText("Waiting for an answer")).toBeVisible();

    // The candidate sees it without a reload, and by e-mail.
    const invitations = candidatePage.getByRole("region", { name: "Invitations to apply" });
    await expect(invitations.getByRole("heading", { name: job.title })).toBeVisible();
    await expect(invitations.getByText("We would like you to drive for us.")).toBeVisible();
    const mail = await outbox.newestMailTo(candidate.email);
    expect(mail.subject).toContain("Chamundi Logistics invites you to apply");

    // One tap applies with the profile's resume.
    await invitations.getByRole("button", { name: "Apply" }).click();
    await expect(toasts(candidatePage).getByText("Application sent", { exact: true })).toBeVisible();
    await expect(invitations.getByText("Applied", { exact: true })).toBeVisible();
    await expect(candidatePage.getByRole("link", { name: job.title })).toBeVisible();
    expect(candidateSide.problems()).toEqual([]);

    // The employer's list says Applied live, and the application carries the resume and contact.
    await expect(sent.getByText("Applied", { exact: true })).toBeVisible();
    await page.getByRole("tab", { name: "Applications" }).click();
    const applicant = page.getByRole("list", { name: "Applications" }).getByRole("article", { name: candidate.name });
    await expect(applicant).toBeVisible();
    await expect(applicant.getByRole("link", { name: candidate.email })).toBeVisible();
    await expect(applicant.getByRole("link", { name: `Download resume of ${candidate.name} (Kavya-Gowda-CV.pdf)` })).toBeVisible();
  } finally {
    await candidateSide.context.close();
  }
});

test("an employer not verified opens Candidates and reads where to get verified, with no request refused, before asking and while the request waits", async ({
  page,
  baseURL,
  signUpInPage,
}) => {
  await signUpInPage("employer", { company: "Unverified Traders" });
  const refused: string[] = [];
  page.on("response", (response) => {
    if (response.status() >= 400) refused.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
  });
  const notVerified = page.getByText("Only verified employers can search the talent pool.", { exact: false });

  // The tab's requests have all answered once the verification has (the pool is asked only after it).
  const verificationRead = () => page.waitForResponse((response) => new URL(response.url()).pathname === "/api/employer/verification");
  let read = verificationRead();
  await page.goto("/employer/dashboard?tab=candidates");
  expect((await read).status()).toBe(200);
  await expect(notVerified).toBeVisible();
  await expect(page.getByRole("search")).toHaveCount(0);

  const asked = await page.request.post("/api/employer/verification", {
    headers: { origin: baseURL! },
    multipart: { kind: "udyam", number: `UDYAM-KR-03-${randomInt(1_000_000, 10_000_000)}`, website: "" },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  read = verificationRead();
  await page.reload();
  expect((await read).status()).toBe(200);
  await expect(notVerified).toBeVisible();
  await expect(page.getByRole("search")).toHaveCount(0);
  expect(refused).toEqual([]);
});
