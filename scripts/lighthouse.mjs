/**
 * `npm run lighthouse` (issue 13): Lighthouse in its default mobile mode (a Moto G Power's screen,
 * simulated 4× CPU slowdown, 150 ms round trip, 1.6 Mbit/s) on the five public pages of the real
 * server with 10,000 jobs (apps/server/bench/seeded-server.ts), in Debian's Chromium, one fresh
 * browser per page. Prints the performance and accessibility scores, LCP, TBT and CLS of each page
 * and the accessibility audits that fail; writes the JSON reports to a temporary folder.
 * Runs with tsx (the server helper is TypeScript); not part of `npm test`. See docs/performance.md.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startSeededServer } from "../apps/server/bench/seeded-server.ts";

const jobCount = Number(process.env.LIGHTHOUSE_JOBS ?? 10_000);
const chromeFlags = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

const score = (category) => (category?.score == null ? "n/a" : String(Math.round(category.score * 100)));
const value = (audit, format) => (audit?.numericValue == null ? "n/a" : format(audit.numericValue));

console.log(`Starting the server with ${jobCount.toLocaleString("en-IN")} jobs…`);
const server = await startSeededServer(jobCount);
const reports = mkdtempSync(path.join(os.tmpdir(), "nj-lighthouse-"));
const pages = [
  ["/", "home"],
  ["/jobs", "jobs"],
  [`/jobs/${server.jobId}`, "job"],
  ["/courses", "courses"],
  ["/login/candidate", "login-candidate"],
];
try {
  console.log(`\nLighthouse, mobile (load average ${os.loadavg().map((load) => load.toFixed(2)).join(", ")})`);
  console.log(`  ${"page".padEnd(18)} perf  a11y    LCP s  TBT ms    CLS  failing accessibility audits`);
  let version = "";
  for (const [pagePath, name] of pages) {
    // Lighthouse sometimes fails to record its trace (NO_NAVSTART) and says to run it again: up to
    // three tries, each in a browser of its own (an empty cache and no service worker, a first visit).
    let result;
    for (let attempt = 1; attempt <= 3; attempt++) {
      const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags });
      try {
        result = await lighthouse(`${server.origin}${pagePath}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility"],
        });
      } finally {
        chrome.kill();
      }
      if (result?.lhr.runtimeError?.code !== "NO_NAVSTART") break;
      console.log(`  ${pagePath}: no trace recorded (NO_NAVSTART), try ${attempt} of 3`);
    }
    if (!result) throw new Error(`Lighthouse returned nothing for ${pagePath}`);
    const { lhr } = result;
    // benchmarkIndex: Lighthouse's measure of this machine's speed; figures compare only between
    // machines of a like index (docs/performance.md).
    version =
      `Lighthouse ${lhr.lighthouseVersion} in ${lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? "Chromium"}` +
      `, benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)}`;
    writeFileSync(path.join(reports, `${name}.json`), result.report);
    if (lhr.runtimeError) console.log(`  ${pagePath}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const failing = lhr.categories.accessibility.auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
      .map((ref) => ref.id);
    console.log(
      `  ${(pagePath.startsWith("/jobs/") ? "/jobs/{id}" : pagePath).padEnd(18)} ${score(lhr.categories.performance).padStart(4)}  ${score(lhr.categories.accessibility).padStart(4)}` +
        `  ${value(lhr.audits["largest-contentful-paint"], (ms) => (ms / 1000).toFixed(2)).padStart(7)}` +
        `  ${value(lhr.audits["total-blocking-time"], (ms) => String(Math.round(ms))).padStart(6)}` +
        `  ${value(lhr.audits["cumulative-layout-shift"], (shift) => shift.toFixed(3)).padStart(5)}  ${failing.join(", ") || "none"}`,
    );
  }
  console.log(`\n  ${version}; JSON reports: ${reports}`);
} finally {
  await server.stop();
}
