/** SPEC.md §2 Job detail: opening a job from the list, sharing its link, its page title, saving it. */
import { expect, postJobViaApi, test, toasts } from "./fixtures";

test.describe("a job's page", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("opens from its card in the list, and Copy link puts its address in the clipboard", async ({
    page,
    request,
    baseURL,
    createAccount,
  }) => {
    await createAccount("employer");
    const job = await postJobViaApi(request, baseURL!);

    await page.goto(`/jobs?q=${encodeURIComponent(job.title.split(" ").at(-1)!)}`);
    await page.getByRole("article", { name: job.title }).getByRole("link", { name: "View Details" }).click();

    await expect(page).toHaveURL(`${baseURL}/jobs/${job.id}`);
    await expect(page.getByRole("heading", { level: 1, name: job.title })).toBeVisible();
    await expect(page.getByText("₹15,000 - ₹22,000 per month")).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(job.title));

    await page.getByRole("button", { name: "Share" }).click();
    await page.getByRole("menuitem", { name: "Copy link" }).click();

    await expect(toasts(page).getByText("Link Copied", { exact: true })).toBeVisible();
    await expect(toasts(page).getByText("Job posting link has been copied to clipboard.")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/jobs/${job.id}`);
  });

  test("loads the share menu's module only when the reader reaches for it, then opens it at the first tap", async ({ page, request, baseURL, createAccount }) => {
    await createAccount("employer");
    const job = await postJobViaApi(request, baseURL!);
    const scripts: string[] = [];
    page.on("request", (sent) => {
      if (sent.resourceType() === "script") scripts.push(new URL(sent.url()).pathname);
    });

    await page.goto(`/jobs/${job.id}`);
    await expect(page.getByRole("heading", { level: 1, name: job.title })).toBeVisible();
    expect(scripts.filter((script) => /\/(share-popup|dropdown-menu)-/.test(script))).toEqual([]);

    await page.getByRole("button", { name: "Share" }).click();
    await expect(page.getByRole("menuitem", { name: "Copy link" })).toBeVisible();
    expect(scripts.some((script) => script.includes("/share-popup-"))).toBe(true);
    // Closed and opened again, it is the menu's own button now. The menu takes the focus once its
    // effects have run (after the next paint, for a passive effect), Escape's listener among them.
    await expect(page.getByRole("menu")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toBeHidden();
    await page.getByRole("button", { name: "Share" }).click();
    await expect(page.getByRole("menuitem", { name: "Copy link" })).toBeVisible();
  });

  test("is served with the job's title in the HTML", async ({ request, baseURL, createAccount }) => {
    await createAccount("employer");
    const job = await postJobViaApi(request, baseURL!);

    const response = await request.get(`/jobs/${job.id}`);
    expect(response.status()).toBe(200);
    const title = /<title>([^<]*)<\/title>/.exec(await response.text())?.[1];
    expect(title).toContain(job.title);
  });

  test("gives a guest Share on WhatsApp before any script, in the reader's language", async ({ browser, request, baseURL, createAccount, clientAddress }) => {
    await createAccount("employer");
    const job = await postJobViaApi(request, baseURL!);
    // No script at all: the link's address is the server's.
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, extraHTTPHeaders: { "X-Forwarded-For": clientAddress } });
    try {
      const page = await context.newPage();
      const sharedText = async (name: string) => {
        const href = await page.getByRole("link", { name: new RegExp(`^${name}`) }).getAttribute("href");
        expect(href).toMatch(/^https:\/\/wa\.me\/\?text=/);
        return new URL(href!).searchParams.get("text");
      };
      await page.goto(`/jobs/${job.id}`);
      expect(await sharedText("Share on WhatsApp")).toMatch(new RegExp(`^${job.title} at .*: ${baseURL}/jobs/${job.id}$`));

      await context.addCookies([{ name: "language", value: "kn", url: baseURL! }]);
      await page.goto(`/jobs/${job.id}`);
      expect(await sharedText("ವಾಟ್ಸ್‌ಆ್ಯಪ್‌ನಲ್ಲಿ ಹಂಚಿಕೊಳ್ಳಿ")).toMatch(new RegExp(`^ಉದ್ಯೋಗಾವಕಾಶ: ${job.title}, .*: ${baseURL}/jobs/${job.id}\\?lang=kn$`));
    } finally {
      await context.close();
    }
  });

  test("keeps a candidate's Saved after a reload", async ({ page, request, baseURL, createAccount, signUpInPage }) => {
    await createAccount("employer");
    const job = await postJobViaApi(request, baseURL!);
    await signUpInPage("candidate");

    await page.goto(`/jobs/${job.id}`);
    const save = page.getByRole("button", { name: "Save", exact: true });
    await expect(save).toHaveAttribute("aria-pressed", "false");
    const stored = page.waitForResponse(
      (response) => response.url().endsWith(`/api/jobs/${job.id}/saved`) && response.request().method() === "PUT",
    );
    await save.click();
    expect((await stored).status()).toBe(200);
    await expect(page.getByRole("button", { name: "Saved", exact: true })).toHaveAttribute("aria-pressed", "true");

    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: job.title })).toBeVisible();
    await expect(page.getByRole("button", { name: "Saved", exact: true })).toHaveAttribute("aria-pressed", "true");
  });

});

test("a job that does not exist shows Job Not Found with a way to all jobs", async ({ page, consoleGuard }) => {
  // The page's own 404 and the API's 404 for the job are what this test is about.
  consoleGuard.allowHttpErrors(404);
  await page.goto("/jobs/00000000-0000-4000-8000-000000000000");

  await expect(page.getByRole("heading", { level: 1, name: "Job Not Found" })).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Browse All Jobs" }).click();
  await expect(page).toHaveURL(/\/jobs$/);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the actions stay in reach at the bottom of the screen", async ({ page, request, baseURL, createAccount }) => {
    await createAccount("employer");
    const job = await postJobViaApi(request, baseURL!, {
      description: Array.from({ length: 60 }, (_, line) => `Line ${line + 1} of a long description.`).join("\n"),
    });

    await page.goto(`/jobs/${job.id}`);
    await expect(page.getByRole("heading", { level: 1, name: job.title })).toBeVisible();
    const actions = page.getByRole("complementary", { name: "Job actions" });
    await expect(actions.getByRole("link", { name: "Apply Now" })).toBeInViewport();
    await expect(actions.getByRole("button", { name: "Share" })).toBeInViewport();
  });
});
