import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless","--no-sandbox","--disable-gpu"] });
for (const path of process.argv.slice(2)) {
  const context = await browser.newContext({ serviceWorkers: "block" });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  const rows = new Map();
  cdp.on("Network.responseReceived", (e) => rows.set(e.requestId, { url: e.response.url, type: e.type, enc: e.response.headers["content-encoding"] ?? e.response.headers["Content-Encoding"] }));
  cdp.on("Network.loadingFinished", (e) => { const r = rows.get(e.requestId); if (r) r.bytes = e.encodedDataLength; });
  await page.goto("http://127.0.0.1:3100" + path, { waitUntil: "networkidle" });
  await page.waitForTimeout(1000);
  let total = 0;
  console.log("==", path);
  for (const r of rows.values()) { total += r.bytes ?? 0; console.log(String(((r.bytes ?? 0)/1024).toFixed(1)).padStart(7), r.type.padEnd(10), r.enc ?? "-", r.url.replace("http://127.0.0.1:3100","")); }
  console.log("total", (total/1024).toFixed(1));
  await context.close();
}
await browser.close();
