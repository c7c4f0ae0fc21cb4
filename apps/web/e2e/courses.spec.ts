/**
 * SPEC.md §2 Courses and Manage Courses, §4 Enrollment status and Enrolment flow: a candidate finds
 * a course, picks a start date and a slot, pays through the UPI QR code (decoded here: the real
 * `upi://pay` intent of UPI_VPA, set by start-server.mjs), and sees 'Pending Confirmation'; the admin,
 * in a browser of their own, confirms, and the candidate's open page shows Confirmed without a
 * reload. The admin adds, edits and deletes a course.
 */
import { createRequire } from "node:module";
import { randomBytes, randomInt } from "node:crypto";
import type { Locator, Page, Response } from "@playwright/test";
import { ADMIN, expect, newUserContext, signInViaApi, test, toasts } from "./fixtures";

const require = createRequire(import.meta.url);
/** jsQR's browser build: it reads the QR code from the screenshot's pixels in a blank page. */
const jsQrScript = require.resolve("jsqr/dist/jsQR.js");

/** The UPI payee of start-server.mjs. */
const upiPayee = { vpa: "nagarajobs-courses@okaxis", name: "Nagara Jobs Courses" };

/** The server-event stream's response: once it is here, the page hears every later change. */
function eventStream(page: Page): Promise<Response> {
  return page.waitForResponse((response) => new URL(response.url()).pathname === "/api/events");
}

/**
 * The text a QR code holds, read from a screenshot of it. Decoded in a blank page of the same
 * browser, as the site's Content-Security-Policy rightly refuses an injected script.
 */
async function decodeQr(page: Page, image: Locator): Promise<string | null> {
  const png = (await image.screenshot()).toString("base64");
  const blank = await page.context().newPage();
  try {
    await blank.addScriptTag({ path: jsQrScript });
    return await blank.evaluate(async (data) => {
      const picture = new Image();
      picture.src = `data:image/png;base64,${data}`;
      await picture.decode();
      const canvas = document.createElement("canvas");
      canvas.width = picture.naturalWidth;
      canvas.height = picture.naturalHeight;
      const context = canvas.getContext("2d")!;
      context.drawImage(picture, 0, 0);
      const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
      const reader = (window as unknown as { jsQR: (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null }).jsQR;
      return reader(pixels.data, pixels.width, pixels.height)?.data ?? null;
    }, png);
  } finally {
    await blank.close();
  }
}

test.describe("courses", () => {
  test("a candidate enrols and pays by UPI, sees Pending Confirmation, and Confirmed once the admin confirms", async ({
    page,
    browser,
    baseURL,
    signUpInPage,
  }) => {
    test.slow();
    const candidate = await signUpInPage("candidate", { name: `Kavya ${randomBytes(2).toString("hex").toUpperCase()}` });

    // The catalogue: Enroll Now leads to the course's enrolment form.
    await page.goto("/courses");
    await expect(page.getByRole("heading", { level: 1, name: "Skills Development Courses" })).toBeVisible();
    const card = page.getByRole("article", { name: "Interview Mastery" });
    await expect(card.getByText("₹2,999")).toBeVisible();
    await card.getByRole("button", { name: "Enroll Now" }).click();
    await expect(page).toHaveURL(`${baseURL}/courses/course1#enroll`);
    await expect(page.getByRole("heading", { level: 1, name: "Interview Mastery" })).toBeVisible();

    // Today in the site's time zone, and an evening slot.
    await page.getByRole("button", { name: /^Today, / }).click();
    await page.getByRole("radio", { name: "Evening 5:00 PM-8:00 PM" }).check();
    await page.getByRole("button", { name: "Proceed" }).click();

    const dialog = page.getByRole("dialog", { name: "Complete Your Payment" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("₹2,999")).toBeVisible();
    await expect(dialog.getByText(/Google Pay, PhonePe, Paytm, BHIM/)).toBeVisible();
    await expect(dialog.getByText("Demo only — this QR code takes no money")).toHaveCount(0);
    const qr = dialog.getByRole("img", { name: `UPI QR code to pay ₹2,999 to ${upiPayee.name}` });
    await expect(qr).toBeVisible();

    const uri = await decodeQr(page, qr);
    expect(uri, "the QR code holds a UPI intent").toMatch(/^upi:\/\/pay\?/);
    const intent = Object.fromEntries(new URL(uri!).searchParams);
    expect(intent).toMatchObject({ pa: upiPayee.vpa, pn: upiPayee.name, am: "2999.00", cu: "INR" });
    expect(intent.tn).toContain("Interview Mastery");
    expect(intent.tr).toMatch(/^[A-Z0-9]{12}$/);

    // On a phone, a link opens the UPI app with the same intent; on a wide screen there is the code.
    await expect(dialog.getByRole("link", { name: "Open UPI app" })).toBeHidden();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(dialog.getByRole("link", { name: "Open UPI app" })).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Open UPI app" })).toHaveAttribute("href", uri!);
    await page.setViewportSize({ width: 1280, height: 720 });

    // Only the tick enables Confirm Payment; the UTR is checked.
    const confirm = dialog.getByRole("button", { name: "Confirm Payment" });
    await expect(confirm).toBeDisabled();
    await dialog.getByRole("checkbox", { name: "I confirm that I have made the payment" }).check();
    await expect(confirm).toBeEnabled();
    const utr = String(randomInt(100_000_000_000, 999_999_999_999));
    await dialog.getByLabel("UPI transaction reference (UTR) (optional)").fill(utr);
    await confirm.click();

    await expect(toasts(page).getByText("Enrollment Request Submitted", { exact: true })).toBeVisible();
    await expect(toasts(page).getByText("We'll confirm your enrollment after verifying your payment.")).toBeVisible();
    const success = page.getByRole("region", { name: "Congratulations!" });
    await expect(success).toBeVisible();
    await expect(success.getByRole("link", { name: "Join our WhatsApp group for class updates" })).toBeVisible();
    await success.getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("heading", { name: "Your enrollment" })).toBeVisible();
    await expect(page.getByText("Pending Confirmation")).toBeVisible();

    // My Courses, loaded afresh so that its event stream is known to be open before the admin acts.
    await expect(page.getByRole("link", { name: "See My Courses" })).toHaveAttribute("href", "/candidate/profile?tab=courses");
    const stream = eventStream(page);
    await page.goto("/candidate/profile?tab=courses");
    expect((await stream).status()).toBe(200);
    const myCourse = page.getByRole("list", { name: "My Courses" }).getByRole("listitem").filter({ hasText: "Interview Mastery" });
    await expect(myCourse.getByText("Pending Confirmation")).toBeVisible();
    await expect(myCourse.getByText("Evening 5:00 PM-8:00 PM")).toBeVisible();

    // The admin, in a browser of their own, finds the enrolment with its UTR and confirms it.
    const adminBrowser = await newUserContext(browser);
    try {
      await signInViaApi(adminBrowser.context.request, baseURL!, "admin", ADMIN, adminBrowser.clientAddress);
      const adminPage = await adminBrowser.context.newPage();
      await adminPage.goto("/admin/courses?tab=enrollments");
      const enrollment = adminPage.getByRole("article", { name: candidate.name });
      await expect(enrollment).toBeVisible();
      await expect(enrollment.getByText(utr)).toBeVisible();
      await expect(enrollment.getByText(intent.tr!)).toBeVisible();
      await expect(enrollment.getByText("Pending Confirmation")).toBeVisible();
      await enrollment.getByRole("button", { name: "Confirm" }).click();
      await expect(toasts(adminPage).getByText("Status updated", { exact: true })).toBeVisible();
      await expect(toasts(adminPage).getByText("Enrollment status has been updated to Confirmed.")).toBeVisible();
      await expect(enrollment.getByText("Confirmed", { exact: true })).toBeVisible();
      expect(adminBrowser.problems()).toEqual([]);
    } finally {
      await adminBrowser.context.close();
    }

    // The candidate's page changes by itself.
    await expect(myCourse.getByText("Confirmed", { exact: true })).toBeVisible();
    await expect(myCourse.getByText("Pending Confirmation")).toHaveCount(0);
  });

  test("the admin adds, edits and deletes a course", async ({ page, baseURL, clientAddress }) => {
    test.slow();
    await signInViaApi(page.request, baseURL!, "admin", ADMIN, clientAddress);
    const word = randomBytes(4).toString("hex");
    const title = `Spoken English ${word}`;
    const renamed = `Spoken English for Work ${word}`;

    await page.goto("/admin/courses");
    await expect(page.getByRole("heading", { level: 1, name: "Manage Courses" })).toBeVisible();
    await expect(page.getByRole("article", { name: "Interview Mastery" })).toBeVisible();

    await page.getByRole("button", { name: "Add New Course" }).click();
    const form = page.getByRole("dialog", { name: "Add New Course" });
    await expect(form.getByText("Fill in the details to create a new course.")).toBeVisible();
    await form.getByRole("button", { name: "Save Course" }).click();
    // The open dialog hides the rest of the page, the toast region too, from the accessibility tree.
    const toastsBehindDialog = page.getByRole("region", { name: /Notifications/, includeHidden: true });
    await expect(toastsBehindDialog.getByText("Missing Information", { exact: true })).toBeVisible();
    await expect(toastsBehindDialog.getByText("Please fill in all required fields.")).toBeVisible();
    await expect(form.getByText("Course title is required")).toBeVisible();

    await form.getByLabel("Course Title").fill(title);
    await form.getByLabel("Description").fill("Speak with confidence at interviews and at work.");
    await form.getByLabel("Price (₹)").fill("1499");
    await form.getByLabel("Duration").fill("6 weeks");
    await form.getByLabel("Level").selectOption("Beginner");
    await form.getByLabel("Category").selectOption("career");
    await form.getByLabel("Instructor").fill("Meera Rao");
    await form.getByRole("button", { name: "Save Course" }).click();
    await expect(toasts(page).getByText("Course Added", { exact: true })).toBeVisible();
    await expect(form).toBeHidden();
    const card = page.getByRole("article", { name: title });
    await expect(card.getByText("₹1,499")).toBeVisible();
    await expect(card.getByText("6 weeks")).toBeVisible();

    // The new course is in the catalogue for everyone.
    const catalogue = await page.context().newPage();
    await catalogue.goto(`/courses?category=career`);
    await expect(catalogue.getByRole("article", { name: title }).getByText("Meera Rao")).toBeVisible();
    await catalogue.close();

    await card.getByRole("button", { name: "Edit" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Course" });
    await expect(edit.getByLabel("Course Title")).toHaveValue(title);
    await expect(edit.getByLabel("Level")).toHaveValue("Beginner");
    await edit.getByLabel("Course Title").fill(renamed);
    await edit.getByLabel("Price (₹)").fill("1999");
    await edit.getByRole("button", { name: "Save Course" }).click();
    await expect(toasts(page).getByText("Course Updated", { exact: true })).toBeVisible();
    const renamedCard = page.getByRole("article", { name: renamed });
    await expect(renamedCard.getByText("₹1,999")).toBeVisible();

    await renamedCard.getByRole("button", { name: "Delete" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete Course" });
    await expect(confirm.getByText("Are you sure you want to delete this course? This action cannot be undone.")).toBeVisible();
    await expect(confirm.getByText(renamed)).toBeVisible();
    await expect(confirm.getByText("Enrolled: 0 students")).toBeVisible();
    await confirm.getByRole("button", { name: "Delete Course" }).click();
    await expect(toasts(page).getByText("Course Deleted", { exact: true })).toBeVisible();
    await expect(page.getByRole("article", { name: renamed })).toHaveCount(0);

    await page.goto(`/courses`);
    await expect(page.getByRole("article", { name: "Interview Mastery" })).toBeVisible();
    await expect(page.getByRole("article", { name: renamed })).toHaveCount(0);
  });
});

/** Opens a guest's courses page as a document load and checks its islands, not the app, took it over (ADR 071). */
async function openAsIslands(page: Page, path: string, entry: "courses-page" | "course-page") {
  // The event stream's reader is loaded after ready; its stream is open before anything changes.
  const streamOpen = eventStream(page);
  await page.goto(path);
  expect(await page.evaluate((name) => [...document.scripts].some((script) => new RegExp(`/${name}-[^/]*\\.js$`).test(script.src)), entry)).toBe(true);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  expect((await streamOpen).status()).toBe(200);
}

test.describe("a guest's /courses and course page drawn as islands", () => {
  for (const { language, enroll, loginRequired, category } of [
    { language: "en", enroll: "Enroll Now", loginRequired: "Login Required", category: "Entrepreneurship" },
    { language: "kn", enroll: "ಈಗಲೇ ನೋಂದಾಯಿಸಿ", loginRequired: "ಲಾಗಿನ್ ಅಗತ್ಯವಿದೆ", category: "ಸ್ವಂತ ಉದ್ಯಮ" },
  ] as const) {
    test(`Enroll Now leads to the candidate login, which says why; a category is chosen (${language})`, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: "language", value: language, url: baseURL! }]);
      await openAsIslands(page, "/courses", "courses-page");
      await page.locator("[data-island='course-filters']").getByRole("button", { name: category }).click();
      await expect(page).toHaveURL(`${baseURL}/courses?category=entrepreneurship`);
      await expect(page.locator("[data-island='course-filters']").getByRole("button", { name: category })).toHaveAttribute("aria-pressed", "true");
      await expect(page.getByRole("tabpanel").getByRole("article").first()).toBeVisible();

      await openAsIslands(page, "/courses", "courses-page");
      await page.getByRole("article", { name: "Interview Mastery" }).getByRole("link", { name: enroll }).click();
      await expect(page).toHaveURL(`${baseURL}/login/candidate?redirectTo=${encodeURIComponent("/courses/course1")}`);
      // The toast's region is named in the page's language: the toast itself is looked for.
      await expect(page.locator("[data-sonner-toast]").getByText(loginRequired, { exact: true })).toBeVisible();

      await openAsIslands(page, "/courses/course1", "course-page");
      await page.getByRole("complementary").getByRole("link", { name: enroll }).click();
      await expect(page).toHaveURL(`${baseURL}/login/candidate?redirectTo=${encodeURIComponent("/courses/course1")}`);
      await expect(page.locator("[data-sonner-toast]").getByText(loginRequired, { exact: true })).toBeVisible();
    });
  }

  test("a course the admin adds shows in the open catalogue without a reload, and its Enroll Now works", async ({ page, browser, baseURL }) => {
    await openAsIslands(page, "/courses?category=entrepreneurship", "courses-page");
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    const title = `Shop Keeping ${randomBytes(4).toString("hex")}`;

    const adminBrowser = await newUserContext(browser);
    try {
      await signInViaApi(adminBrowser.context.request, baseURL!, "admin", ADMIN, adminBrowser.clientAddress);
      const added = await adminBrowser.context.request.post("/api/admin/courses", {
        data: { title, description: "Keep a shop's accounts.", price: 999, duration: "2 weeks", category: "entrepreneurship" },
        headers: { origin: baseURL! },
      });
      expect(added.status(), await added.text()).toBe(201);
      const { course } = (await added.json()) as { course: { id: string } };

      const card = page.getByRole("article", { name: title });
      await expect(card).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
      // The new card's island is taken over: Enroll Now carries its notice to the login page.
      await card.getByRole("link", { name: "Enroll Now" }).click();
      await expect(page).toHaveURL(`${baseURL}/login/candidate?redirectTo=${encodeURIComponent(`/courses/${course.id}`)}`);
      await expect(toasts(page).getByText("Login Required", { exact: true })).toBeVisible();

      const removed = await adminBrowser.context.request.delete(`/api/admin/courses/${course.id}`, { headers: { origin: baseURL! } });
      expect(removed.status(), await removed.text()).toBeLessThan(300);
    } finally {
      await adminBrowser.context.close();
    }
  });
});
