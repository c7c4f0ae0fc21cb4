import { chromium } from "@playwright/test";
import { execSync } from "node:child_process";
const base = "http://127.0.0.1:3999";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"] });
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const page = await context.newPage();
await page.goto(`${base}/login/candidate`, { waitUntil: "load" });
await page.waitForTimeout(1500);
await page.getByLabel("Email").fill("candidate1@example.com");
await page.getByLabel("Password", { exact: true }).fill("demo-pass-123");
await page.getByLabel("Password", { exact: true }).press("Enter");
await page.waitForTimeout(3000);
await page.goto(`${base}/jobs`, { waitUntil: "load" });
await page.waitForTimeout(2500);
execSync(`psql -h 127.0.0.1 -U postgres nj_demo -c "update candidate_profiles set last_seen_at = now() - interval '3 days' where user_id = (select id from \\"user\\" where email = 'candidate1@example.com')"`);
for (const language of ["en", "kn"]) {
  await context.addCookies([{ name: "language", value: language, url: base }]);
  for (const [width, height] of [[390, 844], [1280, 900]]) {
    await page.setViewportSize({ width, height });
    await page.goto(`${base}/jobs`, { waitUntil: "load" });
    await page.waitForTimeout(3000);
    await page.screenshot({ path: `/tmp/shot-jobs-${language}-${width}.png`, fullPage: width === 390 ? false : false });
    await page.goto(`${base}/candidate/profile?tab=for-you`, { waitUntil: "load" });
    await page.waitForTimeout(3000);
    await page.screenshot({ path: `/tmp/shot-foryou-${language}-${width}.png` });
    await page.goto(`${base}/candidate/profile`, { waitUntil: "load" });
    await page.waitForTimeout(3000);
    const wanted = page.getByRole("region", { name: language === "en" ? "The work you want" : "ನಿಮಗೆ ಬೇಕಾದ ಕೆಲಸ" });
    await wanted.scrollIntoViewIfNeeded();
    await wanted.screenshot({ path: `/tmp/shot-wanted-${language}-${width}.png` });
  }
}
await browser.close();
