/**
 * `npm test`: every suite — units and web components, the API on PGlite and (with
 * TEST_DATABASE_URL) on PostgreSQL, then the browser suite in Debian's Chromium. Ends with one
 * summary line, "N passed, N failed".
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildWebIfNeeded, root } from "./build-web.mjs";

/** The browser suite runs in Chromium's headless shell (ADR 065); the screenshots and benches in the full browser. */
const chromium = "/usr/bin/chromium";
const chromiumHeadlessShell = "/usr/bin/chromium-headless-shell";
const nginx = "/usr/sbin/nginx";
const pdftotext = "/usr/bin/pdftotext";

/**
 * Debian's chromium and its headless shell for the browser suite, poppler-utils for the test that reads a made résumé
 * back, and nginx for the cluster test of the PostgreSQL suite.
 */
function ensureDebianPackages() {
  const missing = [];
  if (!existsSync(chromium)) missing.push("chromium");
  if (!existsSync(chromiumHeadlessShell)) missing.push("chromium-headless-shell");
  if (!existsSync(pdftotext)) missing.push("poppler-utils");
  if (process.env.TEST_DATABASE_URL && !existsSync(nginx)) missing.push("nginx");
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    console.error(`Missing: install Debian's ${missing.join(" and ")} (apt-get install ${missing.join(" ")}) and run again.`);
    process.exit(1);
  }
  console.log(`Installing Debian's ${missing.join(" and ")} for the browser suite, the résumé test and the cluster test…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [["update", "-qq"], ["install", "-y", "-qq", ...missing]]) {
    const result = spawnSync("apt-get", args, { stdio: "inherit", env });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

if (!process.env.TEST_DATABASE_URL) {
  console.warn("TEST_DATABASE_URL is not set: the PostgreSQL API suite is skipped (CI sets it).");
}
/** Each part's wall time, printed at the end: where a slow run spent it. */
const times = [];
function timed(part, action) {
  const started = performance.now();
  const result = action();
  times.push([part, (performance.now() - started) / 1000]);
  return result;
}

ensureDebianPackages();
timed("web build", buildWebIfNeeded);

const reports = mkdtempSync(path.join(os.tmpdir(), "nj-test-reports-"));
const vitestReport = path.join(reports, "vitest.json");
const playwrightReport = path.join(reports, "playwright.json");

const unitStatus = timed("vitest (units, web, API on PGlite, PostgreSQL and S3)", () =>
  run("npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestReport}`]),
);
const e2eStatus = timed("playwright (browser suite)", () =>
  run("npx", ["playwright", "test", "-c", "apps/web/playwright.config.ts", "--reporter=list,json"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
  }),
);

function firstLine(message) {
  return String(message ?? "").trim().split("\n")[0].slice(0, 300);
}

/** Playwright's failed and flaky tests, as "file:line › title: first line of the error". */
function playwrightFailures(suites) {
  const found = [];
  for (const suite of suites) {
    found.push(...playwrightFailures(suite.suites ?? []));
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== "unexpected" && test.status !== "flaky") continue;
        const error = test.results?.find((result) => result.error)?.error?.message;
        found.push(`${spec.file}:${spec.line} › ${spec.title} (${test.status}): ${firstLine(error)}`);
      }
    }
  }
  return found;
}

const vitest = readJson(vitestReport);
const playwright = readJson(playwrightReport);
const passed = (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0);
const failed =
  (vitest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0);
const ranNothing = !vitest || !playwright;
console.log("");
for (const [part, seconds] of times) console.log(`time: ${part}: ${seconds.toFixed(0)} s`);
/** The test files that took longest, summed over the suites that ran them (a file of the API suite runs on each database). */
const byFile = new Map();
for (const file of vitest?.testResults ?? []) {
  const name = path.relative(root, file.name);
  byFile.set(name, (byFile.get(name) ?? 0) + (file.endTime - file.startTime) / 1000);
}
const slowest = [...byFile].sort((first, second) => second[1] - first[1]).slice(0, 8);
if (slowest.length > 0) console.log(`time: slowest vitest files: ${slowest.map(([name, seconds]) => `${name} ${seconds.toFixed(0)} s`).join(", ")}`);
/** The browser specs that took longest, each file's tests summed (their workers ran side by side). */
const bySpec = new Map();
(function sumSpecs(suites) {
  for (const suite of suites) {
    sumSpecs(suite.suites ?? []);
    for (const spec of suite.specs ?? []) {
      const seconds = (spec.tests ?? []).flatMap((test) => test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0) / 1000, 0);
      bySpec.set(spec.file, (bySpec.get(spec.file) ?? 0) + seconds);
    }
  }
})(playwright?.suites ?? []);
const slowestSpecs = [...bySpec].sort((first, second) => second[1] - first[1]).slice(0, 8);
if (slowestSpecs.length > 0) console.log(`time: slowest browser specs: ${slowestSpecs.map(([name, seconds]) => `${name} ${seconds.toFixed(0)} s`).join(", ")}`);
/** What failed, by name and first line, so a CI log cut short still says which test to look at. */
for (const file of vitest?.testResults ?? []) {
  const name = path.relative(root, file.name);
  const failures = (file.assertionResults ?? []).filter((test) => test.status === "failed");
  if (failures.length === 0 && file.status === "failed") console.log(`failed: ${name}: ${firstLine(file.message)}`);
  for (const test of failures) console.log(`failed: ${name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
}
for (const spec of playwrightFailures(playwright?.suites ?? [])) console.log(`failed: ${spec}`);
console.log(`vitest: ${vitest?.numPassedTests ?? 0} passed, ${vitest?.numFailedTests ?? 0} failed (${vitest?.numTotalTests ?? 0} total)`);
console.log(`playwright: ${playwright?.stats?.expected ?? 0} passed, ${playwright?.stats?.unexpected ?? 0} failed, ${playwright?.stats?.flaky ?? 0} flaky`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(unitStatus !== 0 || e2eStatus !== 0 || ranNothing ? 1 : 0);
