import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless","--no-sandbox","--disable-gpu"] });
const base = "http://127.0.0.1:3100";
for (const [lang, width, height, name] of [["kn", 390, 844, "phone-kn"], ["en", 1280, 800, "desktop-en"]]) {
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1 });
  await context.addCookies([{ name: "language", value: lang, url: base }]);
  const page = await context.newPage();
  const errors = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  await page.goto(base + "/jobs/b92a7bab-b074-4e99-b3b4-c84beb65b9f6");
  await page.waitForSelector("html[data-hydrated]");
  const share = page.locator("main").getByRole("button", { name: lang === "kn" ? /ಹಂಚ/ : "Share" }).first();
  await share.focus();
  await page.keyboard.press("Enter");
  await page.getByRole("menu").waitFor();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/share-${name}.png` });
  console.log(name, "focused:", await page.evaluate(() => document.activeElement?.textContent), "errors:", errors);
  await context.close();
}
await browser.close();
