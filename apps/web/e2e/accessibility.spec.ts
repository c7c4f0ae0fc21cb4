/**
 * Issue 33: every page state a guest, a candidate, an employer and the admin reach, in English and
 * Kannada, at phone (390 px) and desktop (1280 px) width, has no violation of axe-core's WCAG 2.2 A
 * and AA rules and its best-practice rules; and every dialog works from the keyboard: opened with
 * Enter on its opener, focus inside it and kept there by Tab and Shift+Tab, closed by Escape, focus
 * back on the opener.
 *
 * One test per role and language; each walks its states, checks each at both widths in one page
 * load (drawn again at the other width), and lists every finding at the end, so one run shows all
 * there is to mend rather than the first. The walks whose actions move focus run once per width.
 *
 * Issue 48 (the outside audit) added the states that need more data: the employer's Coming
 * interviews, Find candidates and company page, the candidate's invitations and a conversation with
 * a flagged message, the admin's reported conversations and held company pages. With them, focus
 * after an action that changes the pressed control (Pause, Save company page, Remove text) and what
 * screen readers are told of a new message, open or closed.
 */
import { randomInt } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildJobPost, uniqueWord } from "@app/shared/factories";
import type { APIRequest, APIRequestContext, Locator, Page } from "@playwright/test";
import {
  ADMIN,
  expect,
  newAccount,
  postJobViaApi,
  signInViaApi,
  signUpViaApi,
  test,
  uploadResumeViaApi,
} from "./fixtures";
import { axeViolations } from "./axe";

type Language = "en" | "kn";

const here = path.dirname(fileURLToPath(import.meta.url));
const localesDir = path.join(here, "..", "..", "..", "packages", "i18n", "locales");

/** A text as the page shows it in `language`: `text("kn", "job-detail", "apply.button")`. */
function text(language: Language, area: string, key: string): string {
  const tree = JSON.parse(readFileSync(path.join(localesDir, language, `${area}.json`), "utf8")) as Record<string, unknown>;
  const value = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
  if (typeof value !== "string") throw new Error(`No text ${language}/${area}.json ${key}`);
  return value;
}

/** A text with its placeholders filled: `filled("en", "admin", "jobs.actions.deleteLabel", { title })`. */
function filled(language: Language, area: string, key: string, values: Record<string, string>): string {
  return text(language, area, key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? "");
}

const widths = [390, 1280] as const;
const languages: Language[] = ["en", "kn"];

type Width = (typeof widths)[number];

/** The page drawn at `width`, at the height of a phone or of a desktop window. */
async function atWidth(page: Page, width: Width) {
  if (page.viewportSize()?.width === width) return;
  await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
}

/**
 * What one walk found: "candidate /candidate/profile?tab=saved at 390 px: definition-list (serious)
 * dl.grid". Each state is checked at each of the walk's widths: at the one the page is drawn at
 * first, then at the others, and the page is left at the last.
 */
class Findings {
  readonly list: string[] = [];

  constructor(
    private readonly page: Page,
    private readonly widths: readonly Width[],
  ) {}

  /** The walk's widths, the page's own first: no redraw where one is not needed. */
  private order(only: readonly Width[] = this.widths): Width[] {
    const now = this.page.viewportSize()?.width;
    return [...only].sort((first, second) => Number(second === now) - Number(first === now));
  }

  /** At each width: waits for the page to settle (no placeholder, nothing busy), then runs axe over it. */
  async check(state: string, scope?: Locator) {
    for (const width of this.order()) {
      if (this.page.viewportSize()?.width !== width) {
        await atWidth(this.page, width);
        // As a reader sees it drawn again: at its top (see `open`).
        if (!scope) await this.page.evaluate(() => window.scrollTo(0, 0));
      }
      await this.checkHere(`${state} at ${width} px`, scope);
    }
  }

  private async checkHere(state: string, scope?: Locator) {
    await settle(this.page, scope);
    for (const violation of await axeViolations(this.page)) {
      const targets = violation.nodes
        .slice(0, 3)
        .map((node) => `${node.target.join(" ")} ${node.html.slice(0, 140)}${violation.id === "color-contrast" ? ` (${node.failureSummary})` : ""}`);
      this.list.push(`${state}: ${violation.id} (${violation.impact ?? "?"}) ${violation.help} — ${targets.join(" | ")}`);
    }
  }

  /**
   * The dialog `opener` opens, from the keyboard: Enter opens it with focus inside, Tab and
   * Shift+Tab keep focus inside, axe finds nothing with it open, Escape closes it and focus is back
   * on the opener. `ready` waits for what the dialog loads.
   */
  async checkDialog(state: string, opener: Locator, ready?: (dialog: Locator) => Promise<void>, widths: readonly Width[] = this.widths) {
    for (const width of this.order(widths)) {
      await atWidth(this.page, width);
      await this.checkDialogHere(`${state} at ${width} px`, opener, ready);
    }
  }

  private async checkDialogHere(state: string, opener: Locator, ready?: (dialog: Locator) => Promise<void>) {
    const page = this.page;
    await expect(opener).toBeEnabled();
    // Marked, so focus is checked on this very button though a live update reorders the list.
    const openerName = await opener.evaluate((element, name) => {
      element.setAttribute("data-opener", name);
      return element.getAttribute("aria-label") ?? element.textContent?.trim() ?? "";
    }, state);
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog").or(page.getByRole("alertdialog"));
    await expect(dialog).toBeVisible();
    if (ready) await ready(dialog);
    const focusInside = () => dialog.evaluate((element) => element.contains(document.activeElement));
    await expect.poll(focusInside, { message: `${state}: focus moves into the dialog` }).toBe(true);
    await this.checkHere(`${state} (dialog open)`, dialog);
    for (const key of ["Tab", "Tab", "Tab", "Tab", "Tab", "Tab", "Tab", "Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
      await page.keyboard.press(key);
      if (!(await focusInside())) {
        this.list.push(`${state}: ${key} took focus out of the dialog`);
        break;
      }
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    // Radix gives focus back a moment after the dialog has gone: to the opener itself, or, when a
    // live update drew its row again meanwhile, to the button of the same name that took its place.
    const focusBack = () =>
      page.evaluate(
        ({ name, openerName }) => {
          const active = document.activeElement;
          if (!active || active === document.body) return "the page";
          const opener = document.querySelector(`[data-opener="${CSS.escape(name)}"]`);
          const label = active.getAttribute("aria-label") ?? active.textContent?.trim() ?? "";
          if (active === opener || (!opener && active.tagName === "BUTTON" && label === openerName)) return "the opener";
          return `${active.tagName} "${label.slice(0, 60)}"`;
        },
        { name: state, openerName },
      );
    try {
      await expect.poll(focusBack, { timeout: 3_000 }).toBe("the opener");
    } catch {
      this.list.push(`${state}: focus not back on the opener after Escape (on ${await focusBack()})`);
    }
  }
}

/** The page (or the open dialog) has loaded: its heading is there, no placeholder block, nothing busy. */
async function settle(page: Page, scope?: Locator) {
  if (!scope) await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect((scope ?? page.locator("body")).locator(".animate-pulse.bg-muted:visible, [aria-busy=true]")).toHaveCount(0, { timeout: 15_000 });
  // A list that has just arrived may still be fading in (its transition) or laying out its cards, a
  // dialog zooming in is not yet at its full contrast: two frames for what was just drawn to start
  // moving, then every animation that ends (not a spinner's or a placeholder's) is waited out, and
  // any that those start. (A waitForFunction that returns a promise does not wait for it: this
  // check once passed at once, and axe read a dialog at two thirds of its opacity.)
  const settled = await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const deadline = performance.now() + 10_000;
    await frame();
    await frame();
    while (performance.now() < deadline) {
      const ending = document.getAnimations().filter((animation) => animation.playState === "running" && animation.effect?.getTiming().iterations !== Infinity);
      if (ending.length === 0) return true;
      await Promise.race([Promise.all(ending.map((animation) => animation.finished.catch(() => undefined))), new Promise((resolve) => setTimeout(resolve, 1_000))]);
      await frame();
    }
    return false;
  });
  expect(settled, "the page's animations end within 10 s").toBe(true);
  await page.waitForFunction(() => [...document.querySelectorAll("[data-sonner-toast]")].every((toast) => getComputedStyle(toast).opacity === "1"), null, {
    timeout: 10_000,
  });
}

async function open(page: Page, address: string) {
  await page.goto(address);
  await settle(page);
  // As a reader opens it, at its top: scrolled, the sticky header covers the controls under it,
  // which axe's target-size counts as too little space.
  await page.evaluate(() => window.scrollTo(0, 0));
}

const json = (baseURL: string) => ({ origin: baseURL, "content-type": "application/json" });

/** A day `days` from today in the site's time zone (Asia/Kolkata), as YYYY-MM-DD. */
const dayAhead = (days: number) => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date(Date.now() + days * 86_400_000));

/** A text as a regular expression that matches it at the start of a name. */
const startingWith = (visible: string) => new RegExp(`^${visible.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);

/** The toast region, by its name in `language`. */
const notifications = (page: Page, language: Language) => page.getByRole("region", { name: text(language, "common", "notifications") });

/**
 * Waits for every toast to have gone: one that starts to fade out while axe reads the page has the
 * contrast of its half-transparent text.
 */
async function toastsGone(page: Page, language: Language) {
  await expect(notifications(page, language).getByRole("listitem")).toHaveCount(0, { timeout: 10_000 });
}

/** A session of its own for API calls only (the admin, a third person), from this test's client address. */
function apiSession(apiRequest: APIRequest, baseURL: string, clientAddress: string): Promise<APIRequestContext> {
  return apiRequest.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": clientAddress } });
}

/** An API call as `session` that must succeed; its answer's body. */
async function call<T>(session: APIRequestContext, baseURL: string, method: string, address: string, data?: unknown): Promise<T> {
  const answer = await session.fetch(address, { method, headers: json(baseURL), ...(data === undefined ? {} : { data }) });
  expect(answer.ok(), `${method} ${address}: ${await answer.text()}`).toBe(true);
  return (await answer.json()) as T;
}

/** The employer signed in on `employer` asks for verification by Udyam number, and the admin approves it. */
async function verifyEmployer(employer: APIRequestContext, admin: APIRequestContext, baseURL: string) {
  const asked = await employer.post("/api/employer/verification", {
    headers: { origin: baseURL },
    multipart: { kind: "udyam", number: `UDYAM-KR-03-${randomInt(1_000_000, 10_000_000)}`, website: "" },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const { verification } = (await asked.json()) as { verification: { id: string } };
  await call(admin, baseURL, "POST", `/api/admin/verifications/${verification.id}/approve`, {});
}

/** The candidate signed in on `candidate` fills what the pool shows and lets verified employers find them. */
async function joinTalentPool(candidate: APIRequestContext, baseURL: string, headline: string) {
  await call(candidate, baseURL, "PATCH", "/api/profile", { skills: ["Driver", "Tally"], wantedPlaces: ["Kuvempunagar"], wantedJobTypes: ["Full-time"] });
  await call(candidate, baseURL, "PUT", "/api/profile/talent-pool", { inPool: true, headline });
}

/**
 * After `action`, focus is on `expected`: not fallen to the page's body, nor anywhere else. Soft, as
 * the walk's other checks: the test goes on and lists every failure at its end.
 */
async function expectFocusOn(page: Page, expected: Locator, action: string) {
  const onBody = () => page.evaluate(() => document.activeElement === null || document.activeElement === document.body);
  await expect.soft.poll(onBody, { message: `${action}: focus fell to the page` }).toBe(false);
  await expect.soft(expected, `${action}: focus on the control expected`).toBeFocused();
}

for (const language of languages) {
  const t = (area: string, key: string) => text(language, area, key);

  // The long walks check each state at both widths in one page load: the page is drawn again at the
  // other width, as a phone turned or a window narrowed would, and checked again.
  test.describe(`${language} at both widths`, () => {
    // Each test walks a dozen pages and runs axe on each, twice.
    test.describe.configure({ timeout: 240_000 });

    test.beforeEach(async ({ page, baseURL }) => {
      await atWidth(page, widths[0]);
      await page.context().addCookies([{ name: "language", value: language, url: baseURL! }]);
    });

    test("a guest's pages", async ({ page, request, baseURL, consoleGuard, createAccount }) => {
      const findings = new Findings(page, widths);
      consoleGuard.allowHttpErrors(404); // the page that is not there
      await createAccount("employer");
      const job = await postJobViaApi(request, baseURL!);
      const courses = (await (await request.get("/api/courses")).json()) as { courses: { id: string }[] };
      const course = courses.courses[0]!;

      for (const address of [
        "/",
        "/jobs",
        `/jobs/${job.id}`,
        "/courses",
        `/courses/${course.id}`,
        "/contact",
        "/login/candidate",
        "/signup/employer",
        "/forgot-password",
        "/admin",
        "/alerts/new?q=driver",
        // The page of the link that confirms an added e-mail address (a token of the right shape).
        `/confirm-email?token=${"A".repeat(43)}`,
        "/no-such-page",
      ]) {
        await page.goto(address);
        await findings.check(`guest ${address}`);
      }

      await open(page, `/jobs/${job.id}`);
      await findings.checkDialog("guest report dialog", page.getByRole("button", { name: t("reports", "safety.report"), exact: true }));
      await open(page, "/jobs");
      const alertMe = t("alerts", "button.label");
      await findings.checkDialog("guest alert dialog", page.getByRole("link", { name: alertMe }).or(page.getByRole("button", { name: alertMe })));

      expect(findings.list).toEqual([]);
    });

    test("a candidate's pages", async ({ page, request, baseURL, signUpInPage, createAccount }) => {
      const findings = new Findings(page, widths);
      await createAccount("employer");
      const applied = await postJobViaApi(request, baseURL!);
      const saved = await postJobViaApi(request, baseURL!);
      const other = await postJobViaApi(request, baseURL!);
      await signUpInPage("candidate");
      await uploadResumeViaApi(page.request, baseURL!);
      const application = await page.request.post("/api/applications", { data: { jobId: applied.id }, headers: json(baseURL!) });
      expect(application.status(), await application.text()).toBe(201);
      // The employer (`request`'s session) shortlists, writes and proposes an interview: the card's
      // messages and interview choice are part of the candidate's pages.
      const { application: mine } = (await application.json()) as { application: { id: string } };
      for (const [method, address, data] of [
        ["PATCH", `/api/applications/${mine.id}`, { status: "shortlisted" }],
        ["POST", `/api/applications/${mine.id}/messages`, { body: "Can you come for an interview?" }],
        ["POST", `/api/applications/${mine.id}/interview`, { slots: [{ date: dayAhead(20), start: "10:30", durationMinutes: 30 }, { date: dayAhead(21), start: "15:00", durationMinutes: 30 }], placeKind: "phone" }],
      ] as const) {
        const answer = await request.fetch(address, { method, data, headers: json(baseURL!) });
        expect(answer.ok(), await answer.text()).toBe(true);
      }
      expect((await page.request.put(`/api/jobs/${saved.id}/saved`, { headers: json(baseURL!) })).status()).toBe(200);
      const alert = await page.request.post("/api/alerts", {
        data: { criteria: { q: "driver" }, frequency: "daily", language },
        headers: json(baseURL!),
      });
      expect(alert.status(), await alert.text()).toBe(201);
      const courses = (await (await page.request.get("/api/courses")).json()) as { courses: { id: string }[] };
      const course = courses.courses[0]!;

      for (const tab of ["profile", "for-you", "applications", "saved", "courses"]) {
        await open(page, `/candidate/profile?tab=${tab}`);
        await findings.check(`candidate profile ${tab}`);
      }
      for (const address of ["/", "/jobs", `/jobs/${applied.id}`, `/courses/${course.id}`, "/alerts"]) {
        await open(page, address);
        await findings.check(`candidate ${address}`);
      }

      await open(page, "/candidate/profile");
      await findings.checkDialog("candidate add experience", page.getByRole("button", { name: t("candidates", "entries.experience.add"), exact: true }));
      await findings.checkDialog("candidate remove resume", page.getByRole("button", { name: t("candidates", "resume.remove"), exact: true }));
      await open(page, "/candidate/profile?tab=applications");
      await findings.checkDialog("candidate messages", page.getByRole("button", { name: new RegExp(`^${text(language, "messages", "open.candidate")}`) }));
      await open(page, `/jobs/${other.id}`);
      await findings.checkDialog("candidate apply dialog", page.getByRole("button", { name: t("job-detail", "apply.button"), exact: true }));
      await open(page, "/alerts");
      await findings.checkDialog("candidate alert delete", page.getByRole("button", { name: t("alerts", "card.delete"), exact: true }).first());

      expect(findings.list).toEqual([]);
    });

    test("an employer's pages", async ({ page, request, baseURL, signUpInPage, createAccount }) => {
      const findings = new Findings(page, widths);
      await signUpInPage("employer");
      const job = await postJobViaApi(page.request, baseURL!);
      const candidate = await createAccount("candidate");
      await uploadResumeViaApi(request, baseURL!);
      const application = await request.post("/api/applications", { data: { jobId: job.id }, headers: json(baseURL!) });
      expect(application.status(), await application.text()).toBe(201);

      await open(page, "/employer/dashboard");
      await findings.check("employer dashboard jobs");
      await findings.checkDialog("employer post job", page.getByRole("button", { name: t("employer", "dashboard.postJob"), exact: true }).first());
      await findings.checkDialog("employer edit job", page.getByRole("button", { name: t("employer", "jobs.actions.edit"), exact: true }).first());
      await findings.checkDialog("employer delete job", page.getByRole("button", { name: t("employer", "jobs.actions.delete"), exact: true }).first());

      await open(page, `/employer/dashboard?tab=applications&job=${job.id}`);
      const applicant = page.getByRole("article", { name: candidate.name });
      await expect(applicant).toBeVisible();
      await findings.check("employer dashboard applications");
      await applicant.getByRole("button", { name: t("employer", "applicant.actions.shortlist"), exact: true }).click();
      // Shortlisted once the server has answered (its toast) and the list has been read again.
      const toasts = page.getByRole("region", { name: text(language, "common", "notifications") }).getByRole("listitem");
      await expect(toasts).toHaveCount(1);
      await expect(applicant.getByRole("button", { name: t("employer", "applicant.actions.shortlist"), exact: true })).toHaveCount(0);
      // The toast gone before the dialogs: one that starts to fade out while axe reads the page has
      // the contrast of its half-transparent text (a failure seen in CI).
      await expect(toasts).toHaveCount(0, { timeout: 10_000 });
      await findings.checkDialog("employer hire", applicant.getByRole("button", { name: t("employer", "applicant.actions.hire"), exact: true }));
      await findings.checkDialog("employer message", applicant.getByRole("button", { name: t("messages", "open.employer"), exact: true }));
      await findings.checkDialog("employer propose interview", applicant.getByRole("button", { name: t("interviews", "employer.propose"), exact: true }));
      await open(page, "/employer/dashboard?tab=messages");
      await findings.check("employer dashboard messages");
      await open(page, `/jobs/${job.id}`);
      await findings.check("employer own job");

      expect(findings.list).toEqual([]);
    });

    test("the admin's pages", async ({ page, request, baseURL, clientAddress, createAccount }) => {
      const findings = new Findings(page, widths);
      // The rows this test opens dialogs from are its own, found by a search: other tests delete theirs.
      const employer = await createAccount("employer");
      const reported = await postJobViaApi(request, baseURL!);
      // A phone number in the text holds a job for the admin's review.
      const held = await postJobViaApi(request, baseURL!, { description: `${buildJobPost().description} Call 98450 12345 to apply.` });
      const candidate = await createAccount("candidate");
      const report = await request.post(`/api/jobs/${reported.id}/reports`, { data: { reason: "fake" }, headers: json(baseURL!) });
      expect(report.status(), await report.text()).toBe(201);
      await signInViaApi(page.request, baseURL!, "admin", ADMIN, clientAddress);

      for (const address of [
        "/admin/dashboard",
        "/admin/jobs",
        "/admin/candidates",
        "/admin/employers",
        "/admin/courses",
        "/admin/courses?tab=enrollments",
        "/admin/verification",
        "/admin/reports",
        "/admin/conversations",
        "/admin/company-pages",
        "/admin/review",
        "/admin/audit",
      ]) {
        await open(page, address);
        await findings.check(`admin ${address}`);
      }

      const row = (area: string, key: string, values: Record<string, string>) =>
        page.getByRole("button", { name: filled(language, area, key, values), exact: true });
      await open(page, `/admin/jobs?q=${encodeURIComponent(reported.title)}`);
      await findings.checkDialog("admin job delete", row("admin", "jobs.actions.deleteLabel", { title: reported.title }));
      await open(page, `/admin/candidates?q=${encodeURIComponent(candidate.email)}`);
      await findings.checkDialog("admin candidate details", row("admin", "candidates.actions.viewLabel", { name: candidate.name }));
      await open(page, `/admin/employers?q=${encodeURIComponent(employer.email)}`);
      await findings.checkDialog("admin employer details", row("admin", "employers.actions.viewLabel", { name: employer.name }));
      await findings.checkDialog("admin employer delete", row("admin", "employers.actions.deleteLabel", { name: employer.name }));
      await open(page, "/admin/courses");
      await findings.checkDialog("admin course add", page.getByRole("button", { name: t("courses", "admin.add"), exact: true }));
      await findings.checkDialog("admin course edit", page.getByRole("button", { name: t("courses", "admin.courses.edit"), exact: true }).first());
      await findings.checkDialog("admin course delete", page.getByRole("button", { name: t("courses", "admin.courses.delete"), exact: true }).first());
      await open(page, "/admin/review");
      await findings.checkDialog(
        "admin review reject",
        page.getByRole("article", { name: held.title }).getByRole("button", { name: t("admin", "review.reject"), exact: true }),
      );
      await open(page, "/admin/reports");
      await findings.checkDialog("admin report take down", row("reports", "admin.actions.takeDownLabel", { title: reported.title }));
      // The admin's menu button is there at phone width only.
      await atWidth(page, widths[0]);
      await open(page, "/admin/dashboard");
      await findings.checkDialog("admin menu", page.getByRole("button", { name: t("shell", "admin.menu"), exact: true }), undefined, [widths[0]]);

      expect(findings.list).toEqual([]);
    });
  });

  for (const width of widths) {
    // The walks with an action whose focus is checked (Pause, Save company page, Remove text): one
    // test per width, each its own page loads and actions.
    test.describe(`${language} at ${width} px`, () => {
      test.describe.configure({ timeout: 240_000 });

      test.beforeEach(async ({ page, baseURL }) => {
        await atWidth(page, width);
        await page.context().addCookies([{ name: "language", value: language, url: baseURL! }]);
      });

      test("an employer's coming interviews, company page and Find candidates", async ({
        page,
        request,
        baseURL,
        playwright,
        clientAddress,
        signUpInPage,
        createAccount,
      }) => {
        const findings = new Findings(page, [width]);
        const admin = await apiSession(playwright.request, baseURL!, clientAddress);
        await signInViaApi(admin, baseURL!, "admin", ADMIN, clientAddress);
        await signUpInPage("employer");
        await verifyEmployer(page.request, admin, baseURL!);
        await admin.dispose();
        const job = await postJobViaApi(page.request, baseURL!);
        // A candidate in the talent pool applies; the employer shortlists them and proposes an interview.
        await createAccount("candidate");
        await uploadResumeViaApi(request, baseURL!);
        const headline = `Driver with a heavy licence ${uniqueWord()}`;
        await joinTalentPool(request, baseURL!, headline);
        const { application } = await call<{ application: { id: string } }>(request, baseURL!, "POST", "/api/applications", { jobId: job.id });
        await call(page.request, baseURL!, "PATCH", `/api/applications/${application.id}`, { status: "shortlisted" });
        await call(page.request, baseURL!, "POST", `/api/applications/${application.id}/interview`, {
          slots: [{ date: dayAhead(20), start: "10:30", durationMinutes: 30 }],
          placeKind: "phone",
        });

        await open(page, "/employer/dashboard");
        const coming = page.getByRole("region", { name: t("interviews", "coming.title") });
        const openApplication = coming.getByRole("button");
        await expect(openApplication).toHaveText(t("interviews", "coming.showApplicant"));
        // Its name starts with what it shows, so a voice command of the visible words finds it.
        await expect.soft(openApplication).toHaveAccessibleName(startingWith(t("interviews", "coming.showApplicant")));
        await findings.check("employer coming interviews");

        // Save company page from the keyboard: focus stays on the button pressed.
        await open(page, "/employer/dashboard?tab=company");
        await findings.check("employer company and account");
        const companyPage = page.getByRole("region", { name: t("companies", "edit.title") });
        await companyPage.getByLabel(t("companies", "edit.about"), { exact: true }).fill(`Silk weavers of Mysuru since 1950 ${uniqueWord()}.`);
        const save = companyPage.getByRole("button", { name: t("companies", "edit.save"), exact: true });
        await save.focus();
        await page.keyboard.press("Enter");
        await expect(notifications(page, language).getByText(t("companies", "edit.saved"), { exact: true })).toBeVisible();
        await expectFocusOn(page, save, "Save company page");
        await toastsGone(page, language);
        await findings.check("employer company page saved");

        await open(page, "/employer/dashboard?tab=candidates");
        const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: headline }) });
        await expect(card).toBeVisible();
        await findings.check("employer find candidates");
        await findings.checkDialog("employer invite", card.getByRole("button", { name: t("talent-pool", "find.invite"), exact: true }));

        expect(findings.list).toEqual([]);
      });

      test("a candidate's invitations, conversation with a flagged message, and alerts", async ({
        page,
        request,
        baseURL,
        playwright,
        clientAddress,
        signUpInPage,
        createAccount,
      }) => {
        const findings = new Findings(page, [width]);
        const admin = await apiSession(playwright.request, baseURL!, clientAddress);
        await signInViaApi(admin, baseURL!, "admin", ADMIN, clientAddress);
        const employer = await createAccount("employer");
        await verifyEmployer(request, admin, baseURL!);
        await admin.dispose();
        const applied = await postJobViaApi(request, baseURL!);
        const invitedTo = await postJobViaApi(request, baseURL!);
        await signUpInPage("candidate");
        await uploadResumeViaApi(page.request, baseURL!);
        const headline = `Accounts assistant ${uniqueWord()}`;
        await joinTalentPool(page.request, baseURL!, headline);
        const { application } = await call<{ application: { id: string } }>(page.request, baseURL!, "POST", "/api/applications", { jobId: applied.id });
        const messages = `/api/applications/${application.id}/messages`;
        // The employer shortlists, writes a message the money check flags, and invites to another job.
        await call(request, baseURL!, "PATCH", `/api/applications/${application.id}`, { status: "shortlisted" });
        const fee = `Please pay a registration fee of Rs 500 before the interview ${uniqueWord()}`;
        await call(request, baseURL!, "POST", messages, { body: fee });
        const pool = await call<{ candidates: { ref: string; headline: string }[] }>(request, baseURL!, "GET", "/api/talent-pool");
        const found = pool.candidates.find((candidate) => candidate.headline === headline);
        expect(found, "the candidate in the talent pool").toBeDefined();
        await call(request, baseURL!, "POST", `/api/talent-pool/${found!.ref}/invitations`, { jobId: invitedTo.id, note: "We would like you to join us." });
        await call(page.request, baseURL!, "POST", "/api/alerts", { criteria: { q: "driver" }, frequency: "daily", language });

        await open(page, "/candidate/profile?tab=applications");
        const invitations = page.getByRole("region", { name: t("talent-pool", "received.title") });
        await expect(invitations.getByRole("heading", { name: invitedTo.title })).toBeVisible();
        await findings.check("candidate invitations");
        const openMessages = page.getByRole("button", { name: startingWith(t("messages", "open.candidate")) });
        const warning = t("messages", "list.moneyWarning");
        await findings.checkDialog("candidate flagged conversation", openMessages, async (dialog) => {
          await expect(dialog.getByText(warning, { exact: true })).toBeVisible();
        });

        // A flagged message that arrives while the conversation is open is read out with its warning.
        await openMessages.click();
        const dialog = page.getByRole("dialog");
        await expect(dialog.getByText(fee, { exact: true })).toBeVisible();
        const deposit = `Send a security deposit of Rs 1000 to confirm ${uniqueWord()}`;
        await call(request, baseURL!, "POST", messages, { body: deposit });
        await expect(dialog.getByText(deposit, { exact: true })).toBeVisible();
        await expect.soft(dialog.getByRole("status").filter({ hasText: deposit }), "the new message read out").toHaveText(
          filled(language, "messages", "panel.newMessageWarned", { name: employer.name, body: deposit, warning }),
        );
        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();

        // One that arrives while it is closed is announced from the header, not only counted there.
        await expect(page.getByRole("banner").getByRole("link", { name: text(language, "shell", "messages.label"), exact: true })).toBeVisible();
        await call(request, baseURL!, "POST", messages, { body: `Please answer by tomorrow ${uniqueWord()}` });
        await expect(page.getByRole("banner").getByRole("link", { name: filled(language, "shell", "messages.unread_one", { formatted: "1" }), exact: true })).toBeVisible();
        await expect.soft(page.getByRole("banner").getByRole("status"), "the new message announced").toHaveText(
          filled(language, "shell", "messages.arrived_one", { formatted: "1" }),
        );

        // Pause from the keyboard: focus moves with the button, now Resume.
        await open(page, "/alerts");
        await findings.check("candidate alerts");
        const pause = page.getByRole("button", { name: t("alerts", "card.pause"), exact: true });
        await pause.focus();
        await page.keyboard.press("Enter");
        await expect(notifications(page, language).getByText(t("alerts", "card.pausedToast"), { exact: true })).toBeVisible();
        await expectFocusOn(page, page.getByRole("button", { name: t("alerts", "card.resume"), exact: true }), "Pause");
        await toastsGone(page, language);
        await findings.check("candidate alert paused");

        expect(findings.list).toEqual([]);
      });

      test("the admin's reported conversations and held company pages", async ({ page, request, baseURL, playwright, clientAddress, createAccount }) => {
        const findings = new Findings(page, [width]);
        // Two company pages held for asking for money, one after the other; the second's employer
        // also has a conversation its candidate reports.
        const held: { name: string; slug: string }[] = [];
        for (const place of ["Kaveri Silks", "Chamundi Logistics"]) {
          await createAccount("employer", { company: `${place} ${uniqueWord()}` });
          const { page: saved } = await call<{ page: { name: string; slug: string; status: string } }>(request, baseURL!, "PUT", "/api/employer/company", {
            about: `Pay a registration fee of Rs 500 to join us ${uniqueWord()}.`,
            aboutKn: "",
            locality: "",
            website: "",
          });
          expect(saved.status).toBe("pending_review");
          held.push(saved);
        }
        const job = await postJobViaApi(request, baseURL!);
        const candidate = await apiSession(playwright.request, baseURL!, clientAddress);
        await signUpViaApi(candidate, baseURL!, newAccount("candidate"), clientAddress);
        await uploadResumeViaApi(candidate, baseURL!);
        const { application } = await call<{ application: { id: string } }>(candidate, baseURL!, "POST", "/api/applications", { jobId: job.id });
        await call(request, baseURL!, "PATCH", `/api/applications/${application.id}`, { status: "shortlisted" });
        await call(request, baseURL!, "POST", `/api/applications/${application.id}/messages`, { body: "Pay a registration fee of Rs 500 to get this job." });
        await call(candidate, baseURL!, "POST", `/api/applications/${application.id}/conversation/report`, { reason: "asks_for_money" });
        await candidate.dispose();
        await signInViaApi(page.request, baseURL!, "admin", ADMIN, clientAddress);

        await open(page, "/admin/conversations");
        const reported = page.getByRole("article", { name: job.title });
        const closeConversation = reported.getByRole("button").filter({ hasText: t("messages", "admin.close") });
        await expect.soft(closeConversation).toHaveAccessibleName(startingWith(t("messages", "admin.close")));
        await findings.check("admin reported conversation");
        await findings.checkDialog("admin close conversation", closeConversation);

        await open(page, "/admin/company-pages");
        const [first, second] = held.map((item) => page.getByRole("article", { name: item.name, exact: true }));
        await expect(first!).toBeVisible();
        await findings.check("admin held company pages");
        // Remove text, confirmed: the card goes, and focus goes to the one that took its place.
        await first!.getByRole("button", { name: t("companies", "review.reject"), exact: true }).focus();
        await page.keyboard.press("Enter");
        const reason = page.getByRole("dialog");
        await reason.getByLabel(t("companies", "review.reason"), { exact: true }).fill("Candidates are never asked for a fee on this site.");
        await reason.getByRole("button", { name: t("companies", "review.reject"), exact: true }).press("Enter");
        await expect(reason).toBeHidden();
        await expect(first!).toHaveCount(0);
        await expectFocusOn(page, second!, "Remove text");
        // The toast comes first (the toaster loads with it), then goes.
        await expect(notifications(page, language).getByText(t("companies", "review.rejected"), { exact: true })).toBeVisible();
        await toastsGone(page, language);
        await findings.check("admin company page text removed");
        // The second page leaves the queue too, so no later test meets it.
        await call(page.request, baseURL!, "POST", `/api/admin/company-pages/${held[1]!.slug}/reject`, { reason: "Candidates are never asked for a fee." });

        expect(findings.list).toEqual([]);
      });
    });
  }
}
