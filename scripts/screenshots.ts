/**
 * `npm run screenshots`: the main screens of the demo, in English and Kannada, at a phone's width
 * (390×844) and a desktop's (1280×800), written to docs/screenshots/ as PNG. It starts its own server
 * as `npm run demo` does (the demo seed, then the server's bundle with plain Node), on a temporary
 * DATA_DIR and a free port, signs in as the demo's candidate, employer and admin for their pages,
 * and stops that server when done. Each picture is the first screen of its page, as a reader sees it
 * on opening it, in a palette PNG (about a third of the bytes of the browser's own).
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "@playwright/test";
// sharp is the server's image library (apps/server re-encodes logos with it); here it shrinks the PNGs.
import sharp from "sharp";
import { buildServer, serverNodeArgs } from "./build-server.mjs";
import { freePort } from "./cluster-processes.mjs";

const root = path.resolve(import.meta.dirname, "..");
const outputFolder = path.join(root, "docs/screenshots");
/** The demo seed's logins (apps/server/src/cli/seed-demo.ts): one password for all. */
const demoPassword = "demo-pass-123";
const logins = {
  candidate: "candidate1@example.com",
  employer: "employer1@example.com",
  admin: "admin@example.com",
} as const;
type Role = keyof typeof logins;

const languages = ["en", "kn"] as const;
const widths = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
} as const;

/** A screen: its file name, who looks at it, and its address (`{job}` is the demo's first sample job). */
const screens: { name: string; address: string; role?: Role }[] = [
  { name: "home", address: "/" },
  { name: "jobs", address: "/jobs" },
  { name: "job", address: "/jobs/{job}" },
  { name: "courses", address: "/courses" },
  { name: "candidate-profile", address: "/candidate/profile", role: "candidate" },
  { name: "candidate-start", address: "/candidate/start?step=1", role: "candidate" },
  { name: "employer-dashboard", address: "/employer/dashboard", role: "employer" },
  { name: "employer-company", address: "/employer/dashboard?tab=company", role: "employer" },
  { name: "admin-dashboard", address: "/admin/dashboard", role: "admin" },
];

const chromiumArgs = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

type Server = { origin: string; stop: () => Promise<void> };

/** The demo's data on a fresh DATA_DIR, and the server on it, as `npm run demo` runs them. */
async function startDemoServer(): Promise<Server> {
  const build = spawnSync(process.execPath, ["scripts/build-web.mjs"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) throw new Error("the web app failed to build");

  const dataDir = mkdtempSync(path.join(os.tmpdir(), "nj-screenshots-"));
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const { ADMIN_PASSWORD: _adminPassword, ...inherited } = process.env;
  const env = {
    ...inherited,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: origin,
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    SMTP_URL: "",
    ADMIN_EMAIL: logins.admin,
    LOG_LEVEL: "warn",
    // The local region's index is built once per machine (about 7 s), as the browser suite keeps it.
    GEOIP_CACHE_DIR: path.join(os.tmpdir(), "nj-geo-cache"),
  };
  const bundle = path.join(root, "apps/server/dist", `screenshots-${port}`);
  const removeFolders = () => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(bundle, { recursive: true, force: true });
  };

  const seeded = spawnSync(process.execPath, ["--import", "tsx", "apps/server/src/cli/seed-demo.ts"], { cwd: root, stdio: ["ignore", "ignore", "inherit"], env });
  if (seeded.status !== 0) {
    removeFolders();
    throw new Error("the demo seed failed");
  }
  const entry = await buildServer(bundle);
  const child = spawn(process.execPath, serverNodeArgs(entry, env), { cwd: root, stdio: ["ignore", "ignore", "inherit"], env });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) process.kill(child.pid!, "SIGTERM");
    await exited;
    removeFolders();
  };

  const deadline = Date.now() + 60_000;
  for (;;) {
    const ready = await fetch(`${origin}/readyz`).then((response) => response.ok, () => false);
    if (ready) return { origin, stop };
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error("the demo server did not start");
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The demo's first hand-written job, which has a Kannada title and description. */
async function sampleJobId(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/jobs?q=${encodeURIComponent("Software Developer")}`);
  const body = (await response.json()) as { jobs: { id: string; title: string }[] };
  const job = body.jobs.find((candidate) => candidate.title === "Software Developer");
  if (!job) throw new Error("the demo's Software Developer job is missing");
  return job.id;
}

async function signIn(context: BrowserContext, origin: string, role: Role) {
  const response = await context.request.post(`${origin}/api/accounts/sign-in/${role}`, {
    data: { email: logins[role], password: demoPassword },
    headers: { origin },
  });
  if (response.status() !== 200) throw new Error(`sign-in of ${logins[role]}: ${response.status()} ${await response.text()}`);
}

/** The page is the script's, its data has come, its fonts are drawn and nothing is still moving in. */
async function settle(page: Page) {
  await page.waitForFunction(() => {
    const html = document.documentElement;
    return !html.hasAttribute("data-server-rendered") || html.hasAttribute("data-hydrated");
  });
  await page.getByRole("heading", { level: 1 }).first().waitFor();
  await page.locator(".animate-pulse.bg-muted:visible, [aria-busy=true]").first().waitFor({ state: "detached", timeout: 15_000 }).catch(() => undefined);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // Lists fade in and toasts slide in; their transitions are short.
  await page.waitForTimeout(400);
}

async function shoot(browser: Browser, origin: string, jobId: string) {
  mkdirSync(outputFolder, { recursive: true });
  for (const language of languages) {
    for (const [widthName, device] of Object.entries(widths)) {
      const contexts = new Map<Role | "guest", BrowserContext>();
      const contextFor = async (role: Role | "guest") => {
        const existing = contexts.get(role);
        if (existing) return existing;
        const context = await browser.newContext({ ...device, deviceScaleFactor: 1, locale: language === "kn" ? "kn-IN" : "en-IN" });
        await context.addCookies([
          { name: "language", value: language, url: origin },
          { name: "launch-notice-dismissed", value: "1", url: origin },
        ]);
        if (role !== "guest") await signIn(context, origin, role);
        contexts.set(role, context);
        return context;
      };
      for (const screen of screens) {
        const context = await contextFor(screen.role ?? "guest");
        const page = await context.newPage();
        await page.goto(`${origin}${screen.address.replace("{job}", jobId)}`);
        await settle(page);
        const file = path.join(outputFolder, `${screen.name}-${language}-${widthName}.png`);
        const picture = await page.screenshot({ animations: "disabled", caret: "hide" });
        writeFileSync(file, await sharp(picture).png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 }).toBuffer());
        console.log(`  ${path.relative(root, file)}`);
        await page.close();
      }
      for (const context of contexts.values()) await context.close();
    }
  }
}

/**
 * What travels outside the site, in Kannada: the sample job's share picture (as WhatsApp's preview
 * fetches it) and a résumé made from the demo candidate's profile, its first page drawn by poppler's
 * pdftoppm (the CI installs poppler-utils).
 */
async function shootKannadaPictures(browser: Browser, origin: string, jobId: string) {
  const share = await fetch(`${origin}/jobs/${jobId}/share.png?lang=kn`);
  if (!share.ok) throw new Error(`the share picture: ${share.status}`);
  const shareFile = path.join(outputFolder, "share-picture-kn.png");
  writeFileSync(shareFile, await sharp(Buffer.from(await share.arrayBuffer())).png({ palette: true, quality: 90, effort: 10 }).toBuffer());
  console.log(`  ${path.relative(root, shareFile)}`);

  const context = await browser.newContext();
  try {
    await signIn(context, origin, "candidate");
    const made = await context.request.post(`${origin}/api/profile/resume/made`, { data: { language: "kn" }, headers: { origin } });
    if (!made.ok()) throw new Error(`making the résumé: ${made.status()} ${await made.text()}`);
    const { profile } = (await made.json()) as { profile: { resume: { id: string } | null } };
    const pdf = await context.request.get(`${origin}/api/files/${profile.resume!.id}`);
    const folder = mkdtempSync(path.join(os.tmpdir(), "nj-resume-"));
    try {
      writeFileSync(path.join(folder, "resume.pdf"), await pdf.body());
      const drawn = spawnSync("pdftoppm", ["-png", "-r", "72", "-singlefile", "resume.pdf", "resume"], { cwd: folder, stdio: "inherit" });
      if (drawn.status !== 0) throw new Error("pdftoppm could not draw the résumé");
      const resumeFile = path.join(outputFolder, "resume-kn.png");
      writeFileSync(resumeFile, await sharp(path.join(folder, "resume.png")).png({ palette: true, quality: 90, effort: 10 }).toBuffer());
      console.log(`  ${path.relative(root, resumeFile)}`);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  } finally {
    await context.close();
  }
}

console.log("Starting the demo on a temporary DATA_DIR…");
const server = await startDemoServer();
let browser: Browser | undefined;
try {
  browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: chromiumArgs });
  const jobId = await sampleJobId(server.origin);
  await shoot(browser, server.origin, jobId);
  await shootKannadaPictures(browser, server.origin, jobId);
} finally {
  await browser?.close();
  await server.stop();
}
