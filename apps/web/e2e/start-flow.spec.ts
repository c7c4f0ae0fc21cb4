/**
 * Issue 52, "A profile in two minutes on a phone": on a 390 px phone, a new candidate signs up with
 * a mobile number and the code from the SMS, is led through the quick profile steps
 * (/candidate/start), makes a résumé from them, and applies to a job. The taps and screens it takes
 * are counted and printed; the ceilings fail the test when the way grows longer.
 */
import type { Locator, Page } from "@playwright/test";
import { codeIn, expect, newestSmsTo, postJobViaApi, test, uniqueMobile } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** Most taps and screens from the sign-up page to the thank-you for applying. */
const ceilings = { taps: 25, screens: 14 } as const;

/** Counts what a person does: a tap on a button, link or chip, or on a field before typing in it. */
function counter(page: Page) {
  const screens: string[] = [];
  let taps = 0;
  return {
    async tap(target: Locator) {
      taps += 1;
      await target.tap();
    },
    async type(field: Locator, text: string) {
      taps += 1;
      await field.tap();
      await field.fill(text);
    },
    /** A new screen, once its heading is shown. */
    async screen(name: string, heading: Locator) {
      await expect(heading).toBeVisible();
      screens.push(`${name} (${new URL(page.url()).pathname}${new URL(page.url()).search})`);
    },
    get taps() {
      return taps;
    },
    screens,
  };
}

test("a new candidate on a phone signs up by code, answers the quick steps, makes a résumé and applies, within the taps and screens allowed", async ({
  page,
  request,
  baseURL,
  dataDir,
  createAccount,
}) => {
  test.setTimeout(90_000);
  await createAccount("employer");
  const job = await postJobViaApi(request, baseURL!, { location: "Hebbal, Mysuru" });
  const word = job.title.split(" ").at(-1)!;
  const mobile = uniqueMobile();
  const count = counter(page);
  const heading = (name: string) => page.getByRole("heading", { level: 1, name });
  // The page's own buttons, not the header's (its language switch names Kannada too).
  const button = (name: string) => page.getByRole("main").getByRole("button", { name, exact: true });

  // Sign-up by mobile number and the code from the SMS.
  await page.goto("/signup/candidate/phone");
  await count.screen("sign-up: number", page.getByLabel("Mobile number"));
  await count.type(page.getByLabel("Full name"), "Manjunath Gowda");
  await count.type(page.getByLabel("Mobile number"), mobile.typed);
  await count.tap(page.getByRole("button", { name: "Send code" }));
  await count.screen("sign-up: code", page.getByLabel("Code from the SMS"));
  const sms = await newestSmsTo(dataDir, mobile.e164);
  await count.type(page.getByLabel("Code from the SMS"), codeIn(sms));
  await count.tap(page.getByRole("button", { name: "Create Account" }));

  // The quick steps, led to from sign-up.
  await expect(page).toHaveURL(/\/candidate\/start$/);
  await count.screen("step 1: work", heading("What work do you do?"));
  await expect(page.getByText("Step 1 of 7")).toBeVisible();
  await count.tap(button("Driver"));
  await count.tap(button("Delivery"));
  await count.tap(button("Next"));

  await count.screen("step 2: years", heading("How many years have you worked?"));
  await count.tap(button("3 years"));

  await count.screen("step 3: places", heading("Where would you like to work?"));
  await count.tap(button("Hebbal"));
  await count.tap(button("Vijayanagar"));
  await count.tap(button("Next"));

  await count.screen("step 4: languages", heading("Which languages do you speak?"));
  await count.tap(button("Kannada"));
  await count.tap(button("Hindi"));
  await count.tap(button("Next"));

  await count.screen("step 5: education", heading("How far did you study?"));
  await count.tap(button("SSLC (10th)"));

  // The photo is optional: this candidate goes on without one.
  await count.screen("step 6: photo", heading("Add a photo of yourself?"));
  await count.tap(button("Skip"));

  await count.screen("step 7: résumé", heading("Make your résumé"));
  await count.tap(button("Make my résumé"));

  await count.screen("done", heading("Your profile is ready"));
  const { profile } = (await (await page.request.get("/api/profile")).json()) as { profile: Record<string, unknown> & { resume: { madeFromProfileAt: string | null } | null } };
  expect(profile).toMatchObject({
    skills: ["Driver", "Delivery"],
    experienceYears: 3,
    wantedPlaces: ["Hebbal", "Vijayanagar"],
    spokenLanguages: ["kannada", "hindi"],
    educationLevel: "sslc",
  });
  expect(profile.resume?.madeFromProfileAt).toBeTruthy();

  // To the job, and the application with the résumé just made.
  await count.tap(page.getByRole("link", { name: "Search jobs" }));
  const search = page.getByRole("searchbox", { name: "Search jobs" });
  await count.screen("jobs", search);
  await count.type(search, word);
  // The keyboard's search key.
  await count.tap(page.getByRole("button", { name: "Search", exact: true }));
  // In the results (the page's Jobs for you may show it too, for its trade and place).
  const article = page.getByRole("list", { name: "Jobs" }).getByRole("article", { name: job.title });
  await expect(article).toBeVisible();
  await count.tap(article.getByRole("link", { name: job.title }));
  await count.screen("job", heading(job.title));
  await count.tap(page.getByRole("button", { name: "Apply Now" }).first());
  const dialog = page.getByRole("dialog", { name: `Apply for ${job.title}` });
  await count.screen("apply", dialog.getByRole("heading", { name: `Apply for ${job.title}` }));
  await expect(dialog.getByText("Manjunath Gowda - Resume.pdf")).toBeVisible();
  await count.tap(dialog.getByRole("button", { name: "Submit Application" }));
  await count.screen("thanks", page.getByRole("dialog", { name: "Thank you for applying!" }).getByRole("heading", { name: "Thank you for applying!" }));

  console.log(`issue 52: ${count.taps} taps, ${count.screens.length} screens from sign-up to applied:\n  ${count.screens.join("\n  ")}`);
  expect(count.taps).toBeLessThanOrEqual(ceilings.taps);
  expect(count.screens.length).toBeLessThanOrEqual(ceilings.screens);
});
