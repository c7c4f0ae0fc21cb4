/**
 * SPEC.md §2 Candidate profile, §5 Profile update and Resume upload: a candidate fills the profile
 * (skills with Enter, education and experience entries), saves it and finds it again after a reload;
 * uploads a real PDF; and sees a text file and a web page renamed .pdf refused without losing the
 * resume already there.
 */
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { closeToasts, expect, navbar, resumeFiles, test, toasts, uploadResumeViaApi } from "./fixtures";

function resumeCard(page: Page) {
  return page.getByRole("region", { name: "Resume" });
}

/** What `GET /api/profile` says, read with the page's own session. */
async function storedProfile(page: Page) {
  const response = await page.request.get("/api/profile");
  expect(response.status()).toBe(200);
  return ((await response.json()) as { profile: { name: string; resume: { id: string; name: string } | null } }).profile;
}

test.describe("the candidate's profile", () => {
  test("is filled in, saved and still there after a reload", async ({ page, signUpInPage }) => {
    await signUpInPage("candidate", { name: "Kavya Gowda", phone: "9845012345" });
    await page.goto("/candidate/profile");

    await expect(page.getByRole("heading", { level: 1, name: "My Profile" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "My Profile" })).toHaveAttribute("aria-selected", "true");
    const name = page.getByLabel("Full Name", { exact: true });
    await expect(name).toHaveValue("Kavya Gowda");
    // The e-mail is shown but is not for editing here.
    await expect(page.getByLabel("Email", { exact: true })).not.toBeEditable();

    await name.fill("Kavya Shankar Gowda");
    await page.getByLabel("Phone Number", { exact: true }).fill("9900112233");
    await page
      .getByLabel("Professional Summary", { exact: true })
      .fill("Accounts assistant with three years of Tally.\nLooking for full-time work in Mysuru.");

    // Skills go in with Enter; the same skill again (other case, extra spaces) and an empty one are ignored.
    const skillInput = page.getByLabel("Add a skill", { exact: true });
    const skills = page.getByRole("list", { name: "Your skills" });
    await skillInput.fill("Tally");
    await skillInput.press("Enter");
    await skillInput.fill("Customer service");
    await skillInput.press("Enter");
    await skillInput.fill("  tally ");
    await skillInput.press("Enter");
    await expect(page.getByText("Tally is already in your skills.")).toBeAttached();
    await skillInput.fill("   ");
    await skillInput.press("Enter");
    await expect(skillInput).toHaveValue("");
    await expect(skills.getByRole("listitem")).toHaveText(["Tally", "Customer service"]);

    // One education entry and one experience entry, each through its own dialog.
    await page.getByRole("button", { name: "Add Education" }).click();
    const educationDialog = page.getByRole("dialog", { name: "Add Education" });
    await educationDialog.getByLabel("Qualification").fill("B.Com");
    await educationDialog.getByLabel("School or College").fill("Maharaja's College, Mysuru");
    await educationDialog.getByLabel("Years").fill("2018 - 2021");
    await educationDialog.getByRole("button", { name: "Done" }).click();
    await expect(educationDialog).toBeHidden();

    await page.getByRole("button", { name: "Add Experience" }).click();
    const experienceDialog = page.getByRole("dialog", { name: "Add Experience" });
    await experienceDialog.getByLabel("Job Title").fill("Accounts Assistant");
    await experienceDialog.getByLabel("Company", { exact: true }).fill("Chamundi Traders");
    await experienceDialog.getByLabel("Period").fill("Jun 2021 - Mar 2024");
    await experienceDialog.getByLabel("What You Did").fill("Billing and GST returns in Tally.");
    await experienceDialog.getByRole("button", { name: "Done" }).click();
    await expect(experienceDialog).toBeHidden();

    await expect(page.getByText("You have unsaved changes.")).toBeVisible();
    await page.getByRole("button", { name: "Save Profile" }).click();
    await expect(toasts(page).getByText("Profile Updated", { exact: true })).toBeVisible();
    await expect(toasts(page).getByText("Your profile has been updated successfully.")).toBeVisible();
    await expect(page.getByText("You have unsaved changes.")).toBeHidden();
    // The heading follows the new name at once.
    await expect(page.getByRole("main").getByText("Kavya Shankar Gowda", { exact: true })).toBeVisible();

    await page.reload();
    await expect(page.getByLabel("Full Name", { exact: true })).toHaveValue("Kavya Shankar Gowda");
    await expect(page.getByLabel("Phone Number", { exact: true })).toHaveValue("9900112233");
    await expect(page.getByLabel("Professional Summary", { exact: true })).toHaveValue(
      "Accounts assistant with three years of Tally.\nLooking for full-time work in Mysuru.",
    );
    await expect(page.getByRole("list", { name: "Your skills" }).getByRole("listitem")).toHaveText(["Tally", "Customer service"]);
    const education = page.getByRole("region", { name: "Education" });
    await expect(education.getByText("B.Com", { exact: true })).toBeVisible();
    await expect(education.getByText("Maharaja's College, Mysuru · 2018 - 2021")).toBeVisible();
    const experience = page.getByRole("region", { name: "Experience" });
    await expect(experience.getByText("Accounts Assistant", { exact: true })).toBeVisible();
    await expect(experience.getByText("Chamundi Traders · Jun 2021 - Mar 2024")).toBeVisible();
    await expect(experience.getByText("Billing and GST returns in Tally.")).toBeVisible();
    expect((await storedProfile(page)).name).toBe("Kavya Shankar Gowda");

    // A skill is removed by selecting it; saved again, it stays away.
    await page.getByRole("button", { name: "Remove Tally" }).click();
    await expect(page.getByRole("list", { name: "Your skills" }).getByRole("listitem")).toHaveText(["Customer service"]);
    await page.getByRole("button", { name: "Save Profile" }).click();
    await expect(toasts(page).getByText("Profile Updated", { exact: true }).first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole("list", { name: "Your skills" }).getByRole("listitem")).toHaveText(["Customer service"]);
  });

  test("takes a real PDF as the resume and refuses a text file and a web page renamed .pdf", async ({
    page,
    signUpInPage,
    consoleGuard,
  }, testInfo) => {
    // The server's 415 for the renamed web page is part of what this test provokes.
    consoleGuard.allowHttpErrors(415);
    await signUpInPage("candidate");
    await page.goto("/candidate/profile");

    const card = resumeCard(page);
    await expect(card.getByText("No resume uploaded yet.")).toBeVisible();
    const picker = page.getByLabel("Resume file", { exact: true });

    // A real PDF: 'File selected', then uploaded, then shown with its name and a download link.
    await picker.setInputFiles(resumeFiles.pdf("Kavya-CV-2024.pdf", ["Kavya Gowda", "Accounts Assistant"]));
    await expect(card.getByRole("status").filter({ hasText: "File selected" })).toBeVisible();
    await expect(card.getByText("Kavya-CV-2024.pdf")).toBeVisible();
    await card.getByRole("button", { name: "Upload Resume" }).click();
    await expect(toasts(page).getByText("Resume Uploaded", { exact: true })).toBeVisible();
    await expect(card.getByText("File selected")).toBeHidden();
    await expect(card.getByText("Kavya-CV-2024.pdf")).toBeVisible();
    await expect(card.getByText("No resume uploaded yet.")).toBeHidden();
    const uploaded = (await storedProfile(page)).resume;
    expect(uploaded?.name).toBe("Kavya-CV-2024.pdf");

    // The download link gives back the very PDF.
    const downloading = page.waitForEvent("download");
    await card.getByRole("link", { name: "Download Kavya-CV-2024.pdf" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("Kavya-CV-2024.pdf");
    const saved = testInfo.outputPath("downloaded-resume.pdf");
    await download.saveAs(saved);
    expect((await readFile(saved)).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    await closeToasts(page);

    // A .txt: refused in the browser, the selection cleared, the resume untouched.
    await picker.setInputFiles(resumeFiles.text("my-resume.txt"));
    await expect(toasts(page).getByText("Invalid file format", { exact: true })).toBeVisible();
    await expect(
      toasts(page).getByText("Please upload PDF or MS Word documents only (.pdf, .doc, .docx)"),
    ).toBeVisible();
    await expect(card.getByText("File selected")).toBeHidden();
    await expect(card.getByText("my-resume.txt")).toBeHidden();
    await expect(card.getByText("Kavya-CV-2024.pdf")).toBeVisible();
    await expect(picker).toHaveValue("");
    await closeToasts(page);

    // A web page named .pdf passes the name check, but the server reads its content and refuses it.
    await picker.setInputFiles(resumeFiles.htmlAsPdf("fake-resume.pdf"));
    await expect(card.getByText("File selected")).toBeVisible();
    const refused = page.waitForResponse(
      (response) => response.url().endsWith("/api/profile/resume") && response.request().method() === "PUT",
    );
    await card.getByRole("button", { name: "Upload Resume" }).click();
    expect((await refused).status()).toBe(415);
    await expect(toasts(page).getByText("Invalid file format", { exact: true })).toBeVisible();
    await expect(card.getByText("File selected")).toBeHidden();
    await expect(card.getByText("fake-resume.pdf")).toBeHidden();
    await expect(card.getByText("Kavya-CV-2024.pdf")).toBeVisible();
    // Nothing was replaced on the server either.
    expect((await storedProfile(page)).resume).toEqual(uploaded);

    await page.reload();
    await expect(resumeCard(page).getByText("Kavya-CV-2024.pdf")).toBeVisible();
  });

  test("fits a phone's screen: nothing wider than it, Save in reach (screenshot kept for review)", async ({
    page,
    baseURL,
    signUpInPage,
  }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signUpInPage("candidate");
    await uploadResumeViaApi(page.request, baseURL!, resumeFiles.pdf("phone-resume.pdf"));
    await page.goto("/candidate/profile");

    await expect(resumeCard(page).getByText("phone-resume.pdf")).toBeVisible();
    const save = page.getByRole("button", { name: "Save Profile" });
    await expect(save).toBeInViewport();
    // Nothing is wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The navbar's user menu arrives lazily: wait for it so the picture shows the finished page.
    await expect(navbar(page).getByRole("button", { name: /^Account menu for / })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("candidate-profile-phone.png") });
  });

  test("is only for candidates: a guest and an employer are sent to the candidate login", async ({
    page,
    baseURL,
    signUpInPage,
  }) => {
    const loginUrl = `${baseURL}/login/candidate?redirectTo=${encodeURIComponent("/candidate/profile")}`;
    await page.goto("/candidate/profile");
    await expect(page).toHaveURL(loginUrl);

    await signUpInPage("employer");
    await page.goto("/candidate/profile");
    await expect(page).toHaveURL(loginUrl);
  });
});
