import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless","--no-sandbox","--disable-gpu"] });
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
const url = "http://127.0.0.1:3100" + (process.argv[2] ?? "/jobs");
async function visit(label) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 400, downloadThroughput: 50000, uploadThroughput: 50000 });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForTimeout(3000);
  const t = await page.evaluate(() => {
    const n = performance.getEntriesByType("navigation")[0];
    const paints = Object.fromEntries(performance.getEntriesByType("paint").map((p) => [p.name, Math.round(p.startTime)]));
    const scripts = performance.getEntriesByType("resource").filter((r) => r.initiatorType === "script" || r.name.endsWith(".js")).map((r) => Math.round(r.responseEnd));
    return { workerStart: Math.round(n.workerStart), requestStart: Math.round(n.requestStart), responseStart: Math.round(n.responseStart), responseEnd: Math.round(n.responseEnd), domInteractive: Math.round(n.domInteractive), dcl: Math.round(n.domContentLoadedEventEnd), load: Math.round(n.loadEventEnd), paints, lastScript: Math.max(...scripts), hydrated: document.documentElement.hasAttribute("data-hydrated"), res: performance.getEntriesByType("resource").filter((r) => r.startTime < 1500).map((r) => [r.name.split("/").pop().slice(0, 30), Math.round(r.startTime), Math.round(r.responseEnd)]) };
  });
  console.log(label, JSON.stringify(t));
  await page.close();
}
await visit("cold");
await new Promise((r) => setTimeout(r, 3000));
await visit("warm");
await visit("warm2");
await browser.close();
