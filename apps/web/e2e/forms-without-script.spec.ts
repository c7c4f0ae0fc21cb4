/**
 * Issue 27, item 1: every form the server draws works before (here: without) the page's script. It
 * posts to its own page (`method="post"`), so nothing typed goes into an address, and the server
 * answers: the sign-in or sign-up goes on, signed in, to where the script would have gone, or the page
 * is drawn again with the fields (never the password) and the error.
 */
import type { Browser, Page } from "@playwright/test";
import { uniqueEmail } from "@app/shared/factories";
import { expect, newAccount, test } from "./fixtures";

/** A browser with scripts off, as a guest; every address it asks for is kept. */
async function withoutScript(browser: Browser, baseURL: string, clientAddress: string) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, extraHTTPHeaders: { "X-Forwarded-For": clientAddress } });
  const page = await context.newPage();
  const addresses: string[] = [];
  page.on("request", (request) => addresses.push(request.url()));
  const signedInAs = async () => {
    const response = await context.request.get("/api/accounts/me");
    if (!response.ok()) return null;
    return ((await response.json()) as { user: { email: string; role: string } | null }).user;
  };
  return { page, addresses, signedInAs, close: () => context.close() };
}

/** What the page shows in its alert, as a reader sees it. */
const alertOf = (page: Page) => page.getByRole("alert").filter({ hasNot: page.locator("[data-sonner-toast]") });

test("every form a guest's page is drawn with posts, except the job search", async ({ browser, baseURL, clientAddress }) => {
  const guest = await withoutScript(browser, baseURL!, clientAddress);
  try {
    for (const path of ["/", "/jobs", "/courses", "/contact", "/login/candidate", "/login/employer", "/signup/candidate", "/signup/employer", "/login/candidate/phone", "/signup/employer/phone", "/forgot-password", "/alerts/new?q=driver"]) {
      await guest.page.goto(path);
      const forms = guest.page.locator("form");
      expect(await forms.count(), path).toBeGreaterThan(0);
      for (const form of await forms.all()) {
        const method = (await form.getAttribute("method")) ?? "get";
        const isSearch = (await form.getAttribute("role")) === "search";
        expect(isSearch || method.toLowerCase() === "post", `a form on ${path} posts: ${await form.evaluate((element) => element.outerHTML.slice(0, 120))}`).toBe(true);
      }
    }
  } finally {
    await guest.close();
  }
});

test("login without the script: a wrong password draws the page again with the e-mail, the right one signs in and goes back", async ({
  browser,
  baseURL,
  clientAddress,
  createAccount,
}) => {
  const candidate = await createAccount("candidate");
  const guest = await withoutScript(browser, baseURL!, clientAddress);
  try {
    const { page } = guest;
    await page.goto("/login/candidate?redirectTo=%2Fcourses");
    await page.getByLabel("Email", { exact: true }).fill(candidate.email);
    await page.getByLabel("Password", { exact: true }).fill("not-my-password-1");
    await page.getByRole("button", { name: "Login", exact: true }).click();

    await expect(alertOf(page)).toContainText("Login Failed");
    await expect(alertOf(page)).toContainText("Invalid email or password.");
    await expect(page).toHaveURL(`${baseURL}/login/candidate?redirectTo=%2Fcourses`);
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(candidate.email);
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
    expect(await guest.signedInAs()).toBeNull();

    await page.getByLabel("Password", { exact: true }).fill(candidate.password);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page).toHaveURL(`${baseURL}/courses`);
    // A signed-in reader's page is the script's to draw (server-render.ts): the session is what counts here.
    expect(await guest.signedInAs()).toMatchObject({ email: candidate.email, role: "candidate" });

    // Neither password ever went into an address.
    for (const password of ["not-my-password-1", candidate.password]) {
      expect(guest.addresses.filter((address) => address.includes(encodeURIComponent(password)) || address.includes(password))).toEqual([]);
    }
  } finally {
    await guest.close();
  }
});

test("login without the script, in Kannada: an empty form is refused field by field, and a candidate at the employer login is told", async ({
  browser,
  baseURL,
  clientAddress,
  createAccount,
}) => {
  const candidate = await createAccount("candidate");
  const guest = await withoutScript(browser, baseURL!, clientAddress);
  try {
    const { page } = guest;
    await page.context().addCookies([{ name: "language", value: "kn", url: baseURL! }]);
    await page.goto("/login/employer");
    await page.getByRole("main").locator("form button[type=submit]").click();
    await expect(page.locator("html")).toHaveAttribute("lang", "kn");
    await expect(alertOf(page)).toContainText("ಲಾಗಿನ್ ಆಗಲಿಲ್ಲ");
    await expect(page.locator("input[name=email][aria-invalid=true]")).toBeVisible();
    await expect(page.locator("input[name=password][aria-invalid=true]")).toBeVisible();

    await page.locator("input[name=email]").fill(candidate.email);
    await page.locator("input[name=password]").fill(candidate.password);
    await page.getByRole("main").locator("form button[type=submit]").click();
    await expect(page).toHaveURL(`${baseURL}/login/employer`);
    await expect(alertOf(page)).toContainText("ಲಾಗಿನ್ ಆಗಲಿಲ್ಲ");
    await expect(page.locator("input[name=email]")).toHaveValue(candidate.email);
    expect(await guest.signedInAs()).toBeNull();
  } finally {
    await guest.close();
  }
});

test("sign-up without the script: a bad field keeps the others, a good form signs up and in, a taken e-mail is said", async ({
  browser,
  baseURL,
  clientAddress,
}) => {
  const employer = newAccount("employer");
  const guest = await withoutScript(browser, baseURL!, clientAddress);
  try {
    const { page } = guest;
    await page.goto("/signup/employer");
    await page.getByLabel("Full name").fill(employer.name);
    await page.getByLabel("Email", { exact: true }).fill(employer.email);
    await page.getByLabel("Phone number", { exact: true }).fill("12");
    await page.getByLabel("Company name").fill(employer.company ?? "Kaveri Traders");
    await page.getByLabel("Password", { exact: true }).fill(employer.password);
    await page.getByRole("button", { name: "Create Account" }).click();

    await expect(alertOf(page)).toContainText("Registration Failed");
    await expect(page.getByLabel("Phone number", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Full name")).toHaveValue(employer.name);
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(employer.email);
    await expect(page.getByLabel("Company name")).toHaveValue(employer.company ?? "Kaveri Traders");
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
    expect(await guest.signedInAs()).toBeNull();

    await page.getByLabel("Phone number", { exact: true }).fill(employer.phone);
    await page.getByLabel("Password", { exact: true }).fill(employer.password);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(`${baseURL}/employer/dashboard`);
    expect(await guest.signedInAs()).toMatchObject({ email: employer.email, role: "employer" });

    await page.context().clearCookies();
    await page.goto("/signup/candidate");
    const candidate = newAccount("candidate", { email: employer.email });
    await page.getByLabel("Full name").fill(candidate.name);
    await page.getByLabel("Email", { exact: true }).fill(candidate.email);
    await page.getByLabel("Phone number", { exact: true }).fill(candidate.phone);
    await page.getByLabel("Password", { exact: true }).fill(candidate.password);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(alertOf(page)).toContainText("An account with this email already exists");
    await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("aria-invalid", "true");
  } finally {
    await guest.close();
  }
});

test("forgot password without the script: the page says the link is on its way, and it is", async ({
  browser,
  baseURL,
  clientAddress,
  createAccount,
  outbox,
}) => {
  const candidate = await createAccount("candidate");
  const guest = await withoutScript(browser, baseURL!, clientAddress);
  try {
    const { page } = guest;
    await page.goto("/forgot-password");
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("aria-invalid", "true");

    const requestedAt = new Date();
    await page.getByLabel("Email", { exact: true }).fill(candidate.email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Check your inbox" })).toBeVisible();
    await expect(page.getByRole("status")).toContainText(candidate.email);
    expect(new URL(await outbox.resetLinkFor(candidate.email, { after: requestedAt })).pathname).toBe("/reset-password");
    await expect(page).toHaveURL(`${baseURL}/forgot-password`);
  } finally {
    await guest.close();
  }
});

test("a job alert without the script: the list's button leads to the alert's page, whose form posts and sends the confirmation", async ({
  browser,
  baseURL,
  clientAddress,
  makeEmail,
  outbox,
}) => {
  const email = makeEmail();
  const guest = await withoutScript(browser, baseURL!, clientAddress);
  try {
    const { page } = guest;
    await page.goto("/jobs?q=plumber&location=Hebbal");
    await page.getByRole("link", { name: "Alert me to jobs like these" }).first().click();
    await expect(page).toHaveURL(`${baseURL}/alerts/new?q=plumber&location=Hebbal`);
    await expect(page.locator("form[method=post]", { has: page.getByRole("button", { name: "Save alert" }) })).toHaveCount(1);

    await page.getByLabel("Your e-mail").fill("not-an-address");
    await page.getByRole("button", { name: "Save alert" }).click();
    await expect(page.getByLabel("Your e-mail")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Your e-mail")).toHaveValue("not-an-address");

    await page.getByLabel("Your e-mail").fill(email);
    await page.getByRole("radio", { name: /Once a day/ }).check();
    await page.getByRole("button", { name: "Save alert" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Check your e-mail" })).toBeVisible();
    await expect(page.getByRole("status")).toContainText(email);
    const confirmation = await outbox.newestMailTo(email);
    expect(confirmation.subject).toBe("Nagara Jobs: confirm your job alert");
    expect(confirmation.text).toContain("plumber · Hebbal");
    // What was typed never went into an address.
    expect(guest.addresses.filter((address) => address.includes(encodeURIComponent(email)) || address.includes(email))).toEqual([]);
  } finally {
    await guest.close();
  }
});

test("contact without the script: a guest's request is kept on the page, which asks them to log in", async ({ browser, baseURL, clientAddress }) => {
  const guest = await withoutScript(browser, baseURL!, clientAddress);
  const contact = uniqueEmail("asks");
  try {
    const { page } = guest;
    await page.goto("/contact");
    await page.getByLabel("Your name").fill("Ravi Kumar");
    await page.getByLabel("Phone number or email").fill(contact);
    await page.getByLabel("How can we help?").fill("We need five drivers for our Mysuru depot.");
    await page.getByRole("button", { name: "Request Consultation" }).click();

    await expect(page).toHaveURL(`${baseURL}/contact`);
    await expect(alertOf(page)).toContainText("Login Required");
    await expect(page.getByLabel("Your name")).toHaveValue("Ravi Kumar");
    await expect(page.getByLabel("Phone number or email")).toHaveValue(contact);
    await expect(page.getByLabel("How can we help?")).toHaveValue("We need five drivers for our Mysuru depot.");
    expect(guest.addresses.filter((address) => address.includes("drivers") || address.includes(encodeURIComponent(contact)))).toEqual([]);
  } finally {
    await guest.close();
  }
});

test("a login tapped before the take-over is answered by the server, and the page drawn again is then the script's", async ({
  browser,
  baseURL,
  clientAddress,
  createAccount,
}) => {
  const candidate = await createAccount("candidate");
  const context = await browser.newContext({ baseURL, serviceWorkers: "block", extraHTTPHeaders: { "X-Forwarded-For": clientAddress } });
  const problems: string[] = [];
  context.on("console", (message) => {
    // The browser logs the refused login's 401 as a failed load of the page.
    if (message.type() === "error" && !/status of 401/.test(message.text())) problems.push(message.text());
  });
  context.on("weberror", (error) => problems.push(error.error().message));
  const page = await context.newPage();
  try {
    // The first page's scripts are held (a slow phone); the page drawn after the post gets them.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/[^?]+\.js$/, async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    await page.goto("/login/candidate", { waitUntil: "commit" });
    await expect(page.getByRole("button", { name: "Login", exact: true })).toBeVisible();
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "");
    await page.getByLabel("Email", { exact: true }).fill(candidate.email);
    await page.getByLabel("Password", { exact: true }).fill("not-my-password-1");
    await page.getByRole("button", { name: "Login", exact: true }).click();

    // The server's answer, drawn before any script: then the scripts come, and take it over.
    await expect(alertOf(page)).toContainText("Invalid email or password.");
    release();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "", { timeout: 15_000 });
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(candidate.email);
    await page.getByLabel("Password", { exact: true }).fill(candidate.password);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page).toHaveURL(`${baseURL}/jobs`);
    await expect(page.getByRole("banner").getByRole("button", { name: new RegExp(candidate.name) })).toBeVisible();
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});
