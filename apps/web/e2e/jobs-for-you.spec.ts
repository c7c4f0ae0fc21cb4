/**
 * Jobs for you (issue 30) in the browser against the real server: a candidate says on the profile
 * what they can do and the work they want; a job that matches is then shown to them above the job
 * list and on the profile's tab, with why it was chosen, and one they applied to is not.
 */
import { expect, postJobViaApi, test, toasts, uniqueJobTitle, uploadResumeViaApi } from "./fixtures";

test.describe("jobs for you", () => {
  test("a profile with skills and wanted work brings the jobs that match, with the reasons", async ({
    page,
    request,
    baseURL,
    createAccount,
    signUpInPage,
  }) => {
    await signUpInPage("candidate");
    await createAccount("employer");
    const { word } = uniqueJobTitle();
    const matching = await postJobViaApi(request, baseURL!, { title: `Store Keeper ${word}`, location: "Hebbal, Mysuru", type: "Part-time" });
    const other = await postJobViaApi(request, baseURL!, { title: `Store Manager ${word}`, location: "Gokulam, Mysuru", type: "Full-time" });

    // Before the profile says anything, the job list invites the candidate to say it.
    await page.goto("/jobs");
    await page.getByRole("link", { name: "Complete your profile" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "My Profile" })).toBeVisible();

    await page.getByLabel("Add a skill").fill(word);
    await page.getByLabel("Add a skill").press("Enter");
    const wanted = page.getByRole("region", { name: "The work you want" });
    await wanted.getByRole("checkbox", { name: "Part-time" }).check();
    await wanted.getByLabel("Places you want to work in").fill("Hebbal");
    await wanted.getByLabel("Places you want to work in").press("Enter");
    await page.getByRole("button", { name: "Save Profile" }).click();
    await expect(toasts(page).getByText("Your profile has been updated successfully.")).toBeVisible();

    await page.goto("/jobs");
    const forYou = page.getByRole("region", { name: "Jobs for you" });
    const first = forYou.getByRole("article").first();
    await expect(first.getByRole("heading", { name: matching.title })).toBeVisible();
    const reasons = first.getByRole("list", { name: "Why this job" });
    await expect(reasons.getByRole("listitem")).toHaveText([`Matches your skills: ${word}`, "In a place you want: Hebbal", "A job type you want: Part-time"]);

    // The profile's tab has them all; the other job matches the skill alone, so it comes second.
    // (Other specs' jobs in Hebbal or part-time may be listed too: only this test's are looked at.)
    await page.goto("/candidate/profile?tab=for-you");
    const panel = page.getByRole("tabpanel", { name: "Jobs for you" });
    const ours = panel.getByRole("article").getByRole("heading", { name: word });
    await expect(ours).toHaveText([matching.title, other.title]);

    // A job applied to is no longer among them.
    await uploadResumeViaApi(page.request, baseURL!);
    const response = await page.request.post("/api/applications", {
      data: { jobId: matching.id },
      headers: { origin: baseURL!, "content-type": "application/json" },
    });
    expect(response.status(), await response.text()).toBe(201);
    await page.reload();
    await expect(ours).toHaveText([other.title]);
  });
});
