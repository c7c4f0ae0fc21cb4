/**
 * Fixtures shared by every spec:
 * - each test gets its own client address (X-Forwarded-For, honoured with TRUST_PROXY=1), so the
 *   per-address rate limits of one test never block another;
 * - unique e-mail addresses, and accounts created through the API where the form is not the point,
 *   with the data the API tests and the demo seed use too (@app/shared/factories);
 * - the outbox of the server's DATA_DIR (mail is written there as .eml files, parsed with mailparser,
 *   and SMS as .sms.json files) and mobile numbers of a test's own;
 * - a guard that fails the test on any uncaught page error, console error or Content Security
 *   Policy violation, except the 404 page's log of the bad path, and 4xx answers a test declares
 *   it expects.
 */
import { randomBytes, randomInt } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";
import { simpleParser, type ParsedMail } from "mailparser";
import type { Browser, BrowserContext } from "@playwright/test";
import type { SignUpInput } from "@app/shared/auth";
import { buildJobPost, buildSignUp, uniqueEmail, uniqueWord } from "@app/shared/factories";
import type { CreateJobInput } from "@app/shared/jobs";
// The same résumé builder as the seed and the API tests: the e2e files are real PDFs too.
import { samplePdf } from "../../server/src/db/sample-documents.ts";

export { expect };

const here = path.dirname(fileURLToPath(import.meta.url));

/** The admin account start-server.mjs creates (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const ADMIN = { email: "admin@example.com", password: "admin-pass-123" } as const;

export type AccountType = "candidate" | "employer";

/** What the sign-up form is filled with (or the API is sent), and which form. */
export type TestAccount = SignUpInput & { type: AccountType };

/** A fresh address for the rate limits: 10.x.y.z, random per test. */
function uniqueClientAddress(): string {
  const [a = 0, b = 0, c = 0] = randomBytes(3);
  return `10.${a}.${b}.${Math.max(c, 1)}`;
}

/**
 * A mobile number no other test uses: the builder's numbers come from a seeded sequence, the same in
 * every worker process, and a worker restarted after a failed test would sign up with numbers
 * already used, into the per-number sign-up limit.
 */
function uniquePhone(): string {
  return `9${randomInt(100_000_000, 1_000_000_000)}`;
}

/** A mobile number of this test's own: as typed (`98450 12345`), and as the server keeps it (E.164). */
export function uniqueMobile(): { typed: string; e164: string } {
  const digits = uniquePhone();
  return { typed: `${digits.slice(0, 5)} ${digits.slice(5)}`, e164: `+91${digits}` };
}

/** A complete, valid set of sign-up values, from the shared sign-up builder. */
export function newAccount(type: AccountType, overrides: Partial<SignUpInput> = {}): TestAccount {
  return { type, ...buildSignUp(type, { phone: uniquePhone(), ...overrides }) };
}

/** Creates the account through `POST /api/accounts/sign-up/{type}`; the context holding `request` is then signed in. */
export async function signUpViaApi(
  request: APIRequestContext,
  baseURL: string,
  account: TestAccount,
  clientAddress?: string,
): Promise<TestAccount> {
  const { type, ...data } = account;
  const response = await request.post(`/api/accounts/sign-up/${type}`, {
    data,
    headers: { origin: baseURL, ...(clientAddress ? { "x-forwarded-for": clientAddress } : {}) },
  });
  expect(response.status(), `sign-up of ${account.email}: ${await response.text()}`).toBe(201);
  return account;
}

/** Signs in through `POST /api/accounts/sign-in/{type}` with the cookies of `request`'s context. */
export async function signInViaApi(
  request: APIRequestContext,
  baseURL: string,
  type: AccountType | "admin",
  credentials: { email: string; password: string },
  clientAddress?: string,
) {
  const response = await request.post(`/api/accounts/sign-in/${type}`, {
    data: { email: credentials.email, password: credentials.password },
    headers: { origin: baseURL, ...(clientAddress ? { "x-forwarded-for": clientAddress } : {}) },
  });
  expect(response.status(), `sign-in of ${credentials.email}: ${await response.text()}`).toBe(200);
}

/** The server's temporary DATA_DIR, written by e2e/start-server.mjs. */
function readDataDir(): string {
  try {
    return readFileSync(path.join(here, `.data-dir-${process.env.E2E_PORT ?? 3210}`), "utf8").trim();
  } catch {
    throw new Error("apps/web/e2e/.data-dir-<port> is missing: the suite must start the server through e2e/start-server.mjs");
  }
}

export interface Outbox {
  /** The newest message to `address`, waiting up to `timeout` ms for one to arrive. */
  newestMailTo(address: string, options?: { timeout?: number; after?: Date }): Promise<ParsedMail>;
  /** The password-reset link in the newest message to `address`. */
  resetLinkFor(address: string, options?: { after?: Date }): Promise<string>;
  /** Every message to `address`, oldest first. */
  mailsTo(address: string): Promise<ParsedMail[]>;
}

function createOutbox(dataDir: string): Outbox {
  const outboxDir = path.join(dataDir, "outbox");

  async function mailsTo(address: string): Promise<ParsedMail[]> {
    let names: string[];
    try {
      names = readdirSync(outboxDir).filter((name) => name.endsWith(".eml"));
    } catch {
      return [];
    }
    // File names start with an ISO timestamp: name order is sending order.
    names.sort();
    const wanted = address.toLowerCase();
    const mails: ParsedMail[] = [];
    for (const name of names) {
      const mail = await simpleParser(await readFile(path.join(outboxDir, name)));
      const recipients = [mail.to ?? []].flat().flatMap((to) => to.value.map((entry) => entry.address?.toLowerCase()));
      if (recipients.includes(wanted)) mails.push(mail);
    }
    return mails;
  }

  async function newestMailTo(address: string, options: { timeout?: number; after?: Date } = {}) {
    const deadline = Date.now() + (options.timeout ?? 10_000);
    for (;;) {
      const mails = (await mailsTo(address)).filter(
        (mail) => !options.after || !mail.date || mail.date.getTime() >= options.after.getTime() - 1000,
      );
      const newest = mails.at(-1);
      if (newest) return newest;
      if (Date.now() > deadline) throw new Error(`No mail to ${address} arrived in ${outboxDir}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  return {
    mailsTo,
    newestMailTo,
    async resetLinkFor(address, options = {}) {
      const mail = await newestMailTo(address, options);
      const text = mail.text ?? "";
      const link = text.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0];
      if (!link) throw new Error(`The newest mail to ${address} has no reset link:\n${text}`);
      return link;
    },
  };
}

/** An SMS as the phone outbox's default delivery writes it: `DATA_DIR/outbox/*.sms.json`. */
export interface SmsFile {
  to: string;
  kind: string;
  language: string;
  text: string;
}

/**
 * The newest SMS to `e164` (of `kind`, when given), waiting for the outbox to write it; `after`: how
 * many such messages to that number came before, so the one waited for is a new one.
 */
export async function newestSmsTo(
  dataDir: string,
  e164: string,
  options: { after?: number; kind?: string; containing?: string; timeout?: number } = {},
): Promise<SmsFile> {
  const outboxDir = path.join(dataDir, "outbox");
  const deadline = Date.now() + (options.timeout ?? 10_000);
  for (;;) {
    let names: string[] = [];
    try {
      names = readdirSync(outboxDir).filter((name) => name.endsWith(".sms.json"));
    } catch {
      // Not written yet.
    }
    // The names start with the time they were written: name order is sending order.
    const messages = names
      .sort()
      .map((name) => JSON.parse(readFileSync(path.join(outboxDir, name), "utf8")) as SmsFile)
      .filter(
        (message) =>
          message.to === e164 &&
          (options.kind === undefined || message.kind === options.kind) &&
          (options.containing === undefined || message.text.includes(options.containing)),
      );
    if (messages.length > (options.after ?? 0)) return messages.at(-1)!;
    if (Date.now() > deadline) {
      throw new Error(`No SMS${options.kind ? ` of kind ${options.kind}` : ""}${options.containing ? ` with "${options.containing}"` : ""} to ${e164} arrived in ${outboxDir}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The one-time code an SMS carries. */
export const codeIn = (sms: SmsFile) => sms.text.match(/\d{6}/)?.[0] ?? "";

/**
 * A blocked resource is logged by Chromium, but a violation can also pass without a log line (an
 * inline handler, an eval in a library): every one is made a console error the guards see.
 */
export async function reportCspViolations(context: BrowserContext) {
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline"} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
}

/** SPEC.md §2: the 404 page logs the bad path — an error naming the page's own path and "not found"/404. */
function isNotFoundLog(text: string, pageUrl: string | undefined): boolean {
  if (!pageUrl) return false;
  const { pathname } = new URL(pageUrl);
  return pathname !== "/" && text.includes(pathname) && /404|not[ -]?found|non-existent/i.test(text);
}

export interface ConsoleGuard {
  /** Lets console errors matching `pattern` through (e.g. the browser's log of a 4xx the test provokes). */
  allow(pattern: RegExp | string): void;
  /** Lets the browser's "Failed to load resource … status of N" through for these statuses. */
  allowHttpErrors(...statuses: number[]): void;
  /** Every console message of the test so far, as "type: text". */
  readonly messages: readonly string[];
}

interface Fixtures {
  /** This test's own client address, sent as X-Forwarded-For by its pages and API calls. */
  clientAddress: string;
  /** Unique e-mail addresses for this test. */
  makeEmail: (label?: string) => string;
  /** Creates an account through the API without signing the page in. */
  createAccount: (type: AccountType, overrides?: Partial<SignUpInput>) => Promise<TestAccount>;
  /** Creates an account through the API with the page's own context: the page is then signed in. */
  signUpInPage: (type: AccountType, overrides?: Partial<SignUpInput>) => Promise<TestAccount>;
  outbox: Outbox;
  consoleGuard: ConsoleGuard;
}

interface WorkerFixtures {
  dataDir: string;
}

/**
 * A page the server drew (`<html data-server-rendered>`, guests' public pages) shows before its
 * script runs, and a click then does nothing: this waits until the script has taken it over.
 */
export async function waitForApp(page: Page) {
  await page.waitForFunction(() => {
    const root = document.documentElement;
    return !root.hasAttribute("data-server-rendered") || root.hasAttribute("data-hydrated");
  });
}

/**
 * Makes every `goto` and `reload` of `page` wait for the app to run the page (waitForApp), as a
 * person waits for a page to respond; the server-rendering spec looks at a page before that itself.
 */
function waitForAppOnLoads(page: Page) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await waitForApp(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await waitForApp(page);
    return response;
  };
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  page: async ({ page }, provide) => {
    waitForAppOnLoads(page);
    await provide(page);
  },

  // eslint-disable-next-line no-empty-pattern -- Playwright needs the object pattern
  clientAddress: async ({}, provide) => {
    await provide(uniqueClientAddress());
  },

  // One client address per test, used by the page's context and by the `request` fixture alike.
  extraHTTPHeaders: async ({ extraHTTPHeaders, clientAddress }, provide) => {
    await provide({ ...extraHTTPHeaders, "X-Forwarded-For": clientAddress });
  },

  dataDir: [
    // eslint-disable-next-line no-empty-pattern -- Playwright needs the object pattern
    async ({}, provide) => {
      await provide(readDataDir());
    },
    { scope: "worker" },
  ],

  // eslint-disable-next-line no-empty-pattern -- Playwright needs the object pattern
  makeEmail: async ({}, provide) => {
    await provide(uniqueEmail);
  },

  createAccount: async ({ request, baseURL, clientAddress }, provide) => {
    await provide((type, overrides) =>
      signUpViaApi(request, baseURL!, newAccount(type, overrides), clientAddress),
    );
  },

  signUpInPage: async ({ page, baseURL, clientAddress }, provide) => {
    await provide((type, overrides) =>
      signUpViaApi(page.request, baseURL!, newAccount(type, overrides), clientAddress),
    );
  },

  outbox: async ({ dataDir }, provide) => {
    await provide(createOutbox(dataDir));
  },

  consoleGuard: [
    async ({ context }, provide, testInfo) => {
      const messages: string[] = [];
      const problems: string[] = [];
      const allowed: (RegExp | string)[] = [];
      const allowedStatuses = new Set<number>();
      const isAllowed = (text: string) =>
        allowed.some((pattern) => (typeof pattern === "string" ? text.includes(pattern) : pattern.test(text)));

      context.on("console", (message) => {
        const text = message.text();
        messages.push(`${message.type()}: ${text}`);
        if (message.type() !== "error") return;
        const status = /status of (\d{3})/.exec(text)?.[1];
        if (status && allowedStatuses.has(Number(status))) return;
        if (isAllowed(text) || isNotFoundLog(text, message.page()?.url())) return;
        problems.push(`console error: ${text} (at ${message.location().url || message.page()?.url() || "?"})`);
      });
      context.on("weberror", (webError) => {
        problems.push(`uncaught page error: ${webError.error().stack ?? webError.error().message}`);
      });
      await reportCspViolations(context);

      await provide({
        allow: (pattern) => allowed.push(pattern),
        allowHttpErrors: (...statuses) => statuses.forEach((status) => allowedStatuses.add(status)),
        messages,
      });

      if (problems.length > 0) {
        await testInfo.attach("console", { body: messages.join("\n"), contentType: "text/plain" });
        throw new Error(`The page logged errors:\n${problems.join("\n")}`);
      }
    },
    { auto: true },
  ],
});

/** The toast region (sonner, labelled "Notifications"). */
export function toasts(page: Page) {
  return page.getByRole("region", { name: /Notifications/ });
}

/** The navbar (the page's banner). */
export function navbar(page: Page) {
  return page.getByRole("banner");
}

/** Fills the login form of the current page and submits it. */
export async function fillLoginForm(page: Page, credentials: { email: string; password: string }) {
  await page.getByLabel("Email", { exact: true }).fill(credentials.email);
  await page.getByLabel("Password", { exact: true }).fill(credentials.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

// ---------------------------------------------------------------------------------------------
// Résumés, jobs and applications (issues 4 and 5).

/** A file as `setInputFiles` and multipart requests take it. */
export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** Résumé files for uploads: one real PDF, and two the site must refuse. */
export const resumeFiles = {
  /** A real one-page PDF (the same builder as the seed and the API tests). */
  pdf: (name = "kavya-resume.pdf", lines: readonly string[] = ["Curriculum Vitae"]): FilePayload => ({
    name,
    mimeType: "application/pdf",
    buffer: samplePdf(lines),
  }),
  /** Plain text: refused by its extension already in the browser. */
  text: (name = "resume.txt"): FilePayload => ({
    name,
    mimeType: "text/plain",
    buffer: Buffer.from("Curriculum Vitae\nKavya, Mysuru\n"),
  }),
  /** A web page renamed .pdf: passes the extension check, refused by the server for its content. */
  htmlAsPdf: (name = "resume-page.pdf"): FilePayload => ({
    name,
    mimeType: "application/pdf",
    buffer: Buffer.from('<!doctype html><html><body><script>alert("x")</script><h1>CV</h1></body></html>\n'),
  }),
} as const;

/** Uploads `file` as the résumé of the candidate whose session `request` holds (`PUT /api/profile/resume`). */
export async function uploadResumeViaApi(
  request: APIRequestContext,
  baseURL: string,
  file: FilePayload = resumeFiles.pdf(),
): Promise<{ id: string; name: string }> {
  const response = await request.put("/api/profile/resume", {
    multipart: { file },
    headers: { origin: baseURL },
  });
  expect(response.status(), `résumé upload: ${await response.text()}`).toBe(200);
  const { profile } = (await response.json()) as { profile: { resume: { id: string; name: string } } };
  return profile.resume;
}

export interface PostedJob {
  id: string;
  title: string;
}

/** A job title no other test uses: a made-up word (`uniqueWord`) to search for. */
export function uniqueJobTitle(base = buildJobPost().title): { title: string; word: string } {
  const word = uniqueWord();
  return { title: `${base} ${word}`, word };
}

/**
 * Posts the shared builder's job (`POST /api/jobs`) as the employer whose session `request` holds,
 * under a unique title unless `overrides` gives one; the company is the employer's unless given.
 */
export async function postJobViaApi(
  request: APIRequestContext,
  baseURL: string,
  overrides: Partial<CreateJobInput> = {},
): Promise<PostedJob> {
  const response = await request.post("/api/jobs", {
    data: buildJobPost({ title: uniqueJobTitle().title, ...overrides }),
    headers: { origin: baseURL, "content-type": "application/json" },
  });
  expect(response.status(), `posting a job: ${await response.text()}`).toBe(201);
  const { job } = (await response.json()) as { job: PostedJob };
  return { id: job.id, title: job.title };
}

/**
 * A second browser context for another user in the same test (the employer watches while the
 * candidate applies), with its own client address; its console errors are collected like the
 * consoleGuard's, and `problems()` lists them for the test to assert empty.
 */
export async function newUserContext(
  browser: Browser,
  options: { allowHttpErrors?: number[] } = {},
): Promise<{ context: BrowserContext; clientAddress: string; problems: () => string[] }> {
  const clientAddress = uniqueClientAddress();
  const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": clientAddress } });
  // A guest's page there is drawn by the server too: a click before the script has taken it over
  // does nothing (report-job.spec.ts's third visitor, now and then on a busy machine).
  context.on("page", waitForAppOnLoads);
  await reportCspViolations(context);
  const problems: string[] = [];
  const allowedStatuses = new Set(options.allowHttpErrors ?? []);
  context.on("console", (message) => {
    if (message.type() !== "error") return;
    const text = message.text();
    const status = /status of (\d{3})/.exec(text)?.[1];
    if (status && allowedStatuses.has(Number(status))) return;
    problems.push(`console error: ${text} (at ${message.location().url || message.page()?.url() || "?"})`);
  });
  context.on("weberror", (webError) => {
    problems.push(`uncaught page error: ${webError.error().stack ?? webError.error().message}`);
  });
  return { context, clientAddress, problems: () => [...problems] };
}

/** Closes every toast on the page, so a toast that comes again can be told from the earlier one. */
export async function closeToasts(page: Page) {
  const closeButtons = toasts(page).getByRole("button", { name: "Close" });
  // Retried as a whole: a toast may also leave by itself (its time is up) between two clicks.
  await expect(async () => {
    if ((await closeButtons.count()) > 0) await closeButtons.first().click({ timeout: 1_000 });
    await expect(closeButtons).toHaveCount(0, { timeout: 500 });
  }).toPass({ timeout: 10_000 });
}
