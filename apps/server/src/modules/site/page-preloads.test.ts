/**
 * Where a page's shell names its scripts: ahead of the stylesheet, which the server puts into a drawn
 * page whole (about 10 KB, Brotli), so that a phone asks for the scripts before that has arrived.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sitePaths } from "@app/shared/site-paths";
import { pageShells } from "./page-preloads";

const webRoot = mkdtempSync(path.join(os.tmpdir(), "page-preloads-"));
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

const indexHtml =
  '<!doctype html><html><head><title>Nagara Jobs</title>\n    <script type="module" crossorigin src="/assets/index-e1.js"></script>\n' +
  '    <link rel="modulepreload" crossorigin href="/assets/framework-f1.js">\n    <link rel="stylesheet" crossorigin href="/assets/index-s1.css">\n' +
  "    <script>/* early taps */</script>\n  </head><body><div id=\"root\"></div></body></html>";
mkdirSync(path.join(webRoot, ".vite"));
writeFileSync(
  path.join(webRoot, ".vite", "manifest.json"),
  JSON.stringify({
    "index.html": { file: "assets/index-e1.js", isEntry: true, imports: ["_framework.js"] },
    "_framework.js": { file: "assets/framework-f1.js" },
    "src/app/routes/job-detail.tsx": { file: "assets/job-detail-d1.js", imports: ["_framework.js"] },
    "src/islands/job-page.tsx": { file: "assets/job-page-i1.js", isEntry: true, imports: ["_islands.js"] },
    "_islands.js": { file: "assets/islands-r1.js" },
    "src/app/routes/jobs.tsx": { file: "assets/jobs-l1.js", imports: ["_framework.js"] },
    "src/islands/jobs-page.tsx": { file: "assets/jobs-page-i1.js", isEntry: true, imports: ["_islands.js"] },
    "../../packages/i18n/en-job-search.ts": { file: "assets/en-job-search-t1.js" },
    "../../packages/i18n/en.ts": { file: "assets/en-t1.js" },
    "../../packages/i18n/en-app.ts": { file: "assets/en-app-t1.js" },
    "../../packages/i18n/locales/en/job-detail.json": { file: "assets/job-detail-en1.js" },
    "../../packages/i18n/locales/en/reports.json": { file: "assets/reports-en1.js" },
  }),
);

const shells = pageShells(webRoot, indexHtml);
const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => ({ href: match[1], at: match.index }));

describe("a page's shell", () => {
  it("names a job page's islands and their texts, each ahead of the stylesheet", () => {
    const html = shells(sitePaths.job, "en", "islands");
    expect(html).toContain('<script type="module" crossorigin src="/assets/job-page-i1.js"></script>');
    const stylesheet = html.indexOf('<link rel="stylesheet"');
    expect(preloads(html).map(({ href }) => href)).toEqual(["/assets/islands-r1.js", "/assets/en-t1.js", "/assets/job-detail-en1.js", "/assets/reports-en1.js"]);
    for (const { href, at } of preloads(html)) expect(at, href).toBeLessThan(stylesheet);
  });

  it("names /jobs' islands with their part of the app's texts, not the app's whole texts", () => {
    const html = shells(sitePaths.jobs, "en", "islands");
    expect(html).toContain('<script type="module" crossorigin src="/assets/jobs-page-i1.js"></script>');
    expect(preloads(html).map(({ href }) => href)).toEqual(["/assets/islands-r1.js", "/assets/en-t1.js", "/assets/en-job-search-t1.js"]);
    // The app's /jobs has the app's texts and not the islands' part of them.
    expect(preloads(shells(sitePaths.jobs, "en")).map(({ href }) => href)).toEqual(
      expect.arrayContaining(["/assets/framework-f1.js", "/assets/en-app-t1.js", "/assets/jobs-l1.js"]),
    );
    expect(shells(sitePaths.jobs, "en")).not.toContain("en-job-search");
  });

  it("names the app's page modules and texts ahead of the stylesheet too, after the entry's own", () => {
    for (const html of [shells(sitePaths.job, "en"), shells(null, "en")]) {
      const stylesheet = html.indexOf('<link rel="stylesheet"');
      expect(preloads(html)[0]?.href).toBe("/assets/framework-f1.js");
      expect(preloads(html).map(({ href }) => href)).toContain("/assets/en-app-t1.js");
      for (const { href, at } of preloads(html)) expect(at, href).toBeLessThan(stylesheet);
    }
  });
});
