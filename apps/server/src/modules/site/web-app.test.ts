import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import sharp from "sharp";
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redirectedSitePaths, sitePaths } from "@app/shared/site-paths";
import { jobs, user } from "../../db/schema/index.ts";
import { shortJobReference } from "../../notifications/phone-texts.ts";
import { createTestApp, postJob, signUpAgent, type TestApp } from "../../test/test-app.ts";

const shell =
  '<!doctype html><html><head><title>Nagara Jobs</title>\n    <meta name="description" content="Find a job in your city." /></head><body><div id=root></div></body></html>';

let testApp: TestApp;
let webRoot: string;
let jobId: string;
let companySlug: string;
let filledJobId: string;

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(os.tmpdir(), "nj-web-"));
  writeFileSync(path.join(webRoot, "index.html"), shell);
  mkdirSync(path.join(webRoot, "assets"));
  writeFileSync(path.join(webRoot, "assets", "index-abc123.js"), "console.log('app');");
  writeFileSync(path.join(webRoot, "assets", "index-abc123.js.br"), brotliCompressSync("console.log('app');"));
  writeFileSync(path.join(webRoot, "manifest.webmanifest"), "{}");
  writeFileSync(path.join(webRoot, "service-worker.js"), "self.skipWaiting();");
  // The build's record of its chunks: the entry, and the job list's module with one module of its own and one it shares with the entry.
  mkdirSync(path.join(webRoot, ".vite"));
  writeFileSync(
    path.join(webRoot, ".vite", "manifest.json"),
    JSON.stringify({
      "index.html": { file: "assets/index-abc123.js", isEntry: true, imports: ["_framework.js"] },
      "_framework.js": { file: "assets/framework-f1.js" },
      "src/app/routes/jobs.tsx": { file: "assets/jobs-j1.js", imports: ["_framework.js", "_job-card.js", "index.html"] },
      "_job-card.js": { file: "assets/job-card-c1.js" },
      "../../packages/i18n/en.ts": { file: "assets/en-t1.js", isDynamicEntry: true },
      "../../packages/i18n/kn.ts": { file: "assets/kn-t1.js", isDynamicEntry: true },
      // A page module grouped with what only it uses: no key of its own (route-files.json names its file).
      "_job-detail-d1.js": { file: "assets/job-detail-d1.js", name: "job-detail", imports: ["_framework.js", "_job-card.js"] },
      "src/app/routes/company.tsx": { file: "assets/company-p1.js", imports: ["_framework.js", "_job-card.js"] },
      ...Object.fromEntries(
        ["en", "kn"].flatMap((language) =>
          ["job-detail", "reports", "courses", "companies"].map((area) => [`../../packages/i18n/locales/${language}/${area}.json`, { file: `assets/${area}-${language}1.js`, isDynamicEntry: true }]),
        ),
      ),
    }),
  );
  writeFileSync(path.join(webRoot, ".vite", "route-files.json"), JSON.stringify({ files: { "src/app/routes/job-detail.tsx": "assets/job-detail-d1.js" }, styles: {} }));
  testApp = await createTestApp({}, { webRoot });
  const employer = await signUpAgent(testApp, "employer");
  jobId = (await postJob(employer.agent, { title: "Loom Operator" })).id;
  companySlug = (await employer.agent.api.employer.company.$get().then((response) => response.json())).page.slug;
  filledJobId = (await postJob(employer.agent, { title: "Weaver" })).id;
  await testApp.db.update(jobs).set({ status: "filled" }).where(eq(jobs.id, filledJobId));
});
afterAll(async () => {
  await testApp.close();
  rmSync(webRoot, { recursive: true, force: true });
});

/** A page as a browser or a crawler reads it: untyped, the pages are served beside the API. */
async function getPage(pagePath: string, headers: Record<string, string> = {}) {
  const response = await testApp.app.request(pagePath, { headers });
  return { status: response.status, type: response.headers.get("content-type"), body: await response.text() };
}

/** Every page pattern of the web app with its parameters filled in with real values. */
function everyPage(): string[] {
  const values: Record<string, string> = { "/jobs/:id": `/jobs/${jobId}`, "/courses/:id": "/courses/course1", "/companies/:slug": `/companies/${companySlug}` };
  const walk = (tree: string | object): string[] =>
    typeof tree === "string" ? [values[tree] ?? tree.replace(":type", "candidate")] : Object.values(tree).flatMap(walk);
  return walk(sitePaths);
}

describe("the web app's pages", () => {
  it("answers 200 with the app shell for every page and redirect of the web app", async () => {
    const pages = [...everyPage(), ...redirectedSitePaths, "/login/employer", "/signup/employer"];
    expect(pages).toEqual(expect.arrayContaining(["/", "/jobs", `/jobs/${jobId}`, "/courses", "/courses/course1", "/login/candidate", "/admin/dashboard", "/employer/dashboard", "/candidate/profile", "/contact"]));
    for (const page of pages) {
      const response = await getPage(page);
      expect(response.status, page).toBe(200);
      expect(response.body, page).toContain("<div id=root></div>");
      expect(response.body, page).not.toContain("noindex");
    }
  });

  it("matches pages the way the web app's router does: any case, a trailing slash, a query", async () => {
    for (const page of ["/JOBS", "/jobs/", "/Admin/Dashboard/", "/candidate/profile?tab=applications", "/login/recruiter"]) {
      expect((await getPage(page)).status, page).toBe(200);
    }
  });

  it("answers 404 with the app shell and noindex for any other path, so the app still shows its 404 page", async () => {
    // The build's own records (.vite) are the server's to read, not files to serve.
    for (const page of ["/no-such-page", "/jobs/a/b", "/admin/nope", "/candidate", "/employer", "/courses/course1/extra", "/index", "/.vite/manifest.json", "/.vite/route-files.json"]) {
      const response = await getPage(page);
      expect(response.status, page).toBe(404);
      expect(response.type, page).toContain("text/html");
      expect(response.body, page).toContain("<div id=root></div>");
      // The title the app's own 404 page gives itself, so the tab does not change when it takes over.
      expect(response.body, page).toContain("<title>Oops! Page not found | Nagara Jobs</title>");
      expect(response.body, page).toContain('<meta name="robots" content="noindex">');
    }
    expect((await getPage("/no-such-page", { cookie: "language=kn" })).body).toContain("<title>ಅಯ್ಯೋ! ಪುಟ ಸಿಗಲಿಲ್ಲ | Nagara Jobs</title>");
  });

  it("keeps 410 for a filled job, 404 for an unknown one, and static files and the API as they were", async () => {
    expect((await getPage(`/jobs/${filledJobId}`)).status).toBe(410);
    expect((await getPage("/jobs/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect(await getPage("/assets/index-abc123.js")).toMatchObject({ status: 200, body: "console.log('app');" });
    expect(await getPage("/manifest.webmanifest")).toMatchObject({ status: 200, body: "{}" });
    expect((await getPage("/index.html")).status).toBe(200);
    const api = await getPage("/api/no-such-route");
    expect(api.status).toBe(404);
    expect(JSON.parse(api.body)).toMatchObject({ error: { code: "not_found" } });
  });

  it("sends a text's short links on before the pages: /j/<job> to the job's page, /s/<token> to an unsubscribe page; a bad one is the 404 page", async () => {
    const toJob = await testApp.app.request(`/j/${shortJobReference(jobId)}`);
    expect([toJob.status, toJob.headers.get("location")]).toEqual([301, `/jobs/${jobId}`]);
    const toStop = await testApp.app.request("/s/AAAAAAAAAAAAAAAA");
    expect([toStop.status, toStop.headers.get("location")]).toEqual([302, "/alerts/unsubscribe"]);
    const unknown = await getPage("/j/not-a-job");
    expect([unknown.status, unknown.type]).toEqual([404, expect.stringContaining("text/html")]);
    expect(unknown.body).toContain("<title>Oops! Page not found | Nagara Jobs</title>");
  });
});

describe("the hashed files", () => {
  it("sends the build's Brotli copy to a browser that takes it, and the file itself to one that does not", async () => {
    const brotli = await testApp.app.request("/assets/index-abc123.js", { headers: { "accept-encoding": "gzip, deflate, br, zstd" } });
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(brotli.headers.get("content-type")).toContain("text/javascript");
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe("console.log('app');");

    const plain = await testApp.app.request("/assets/index-abc123.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe("console.log('app');");
  });

  it("carries only the headers that act on a file, while pages keep the whole policy", async () => {
    const asset = await testApp.app.request("/assets/index-abc123.js");
    expect(asset.headers.get("x-content-type-options")).toBe("nosniff");
    expect(asset.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    // Never revalidated, so no date to revalidate by either.
    for (const header of ["content-security-policy", "x-frame-options", "referrer-policy", "strict-transport-security", "last-modified", "x-request-id"]) {
      expect(asset.headers.get(header), header).toBeNull();
    }

    const page = await testApp.app.request("/jobs");
    expect(page.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(page.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(page.headers.get("x-frame-options")).toBe("DENY");
    // The worker is not hashed: it must be asked for again so an update reaches people.
    const worker = await testApp.app.request("/service-worker.js");
    expect(worker.headers.get("cache-control")).toBe("no-cache");
    expect(worker.headers.get("content-security-policy")).toContain("default-src 'self'");
  });
});

describe("compression", () => {
  it("sends pages Brotli-compressed to a browser that takes it, gzip to one that takes only that, and the API as before", async () => {
    const brotli = await testApp.app.request(`/jobs/${jobId}`, { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(brotli.status).toBe(200);
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(brotli.headers.get("content-length")).toBeNull();
    expect(brotli.headers.get("vary")).toContain("Accept-Encoding");
    expect(brotli.headers.get("content-security-policy")).toContain("default-src 'self'");
    const page = brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString();
    expect(page).toContain("<div id=root></div>");
    expect(page).toContain('"@type":"JobPosting"');

    const gone = await testApp.app.request(`/jobs/${filledJobId}`, { headers: { "accept-encoding": "br" } });
    expect(gone.status).toBe(410);
    expect(brotliDecompressSync(Buffer.from(await gone.arrayBuffer())).toString()).toContain("<div id=root></div>");

    const gzip = await testApp.app.request(`/jobs/${jobId}`, { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(page);

    const api = await testApp.app.request("/api/jobs", { headers: { "accept-encoding": "gzip, br" } });
    expect(api.headers.get("content-encoding")).toBe("gzip");
    expect(JSON.parse(gunzipSync(Buffer.from(await api.arrayBuffer())).toString())).toHaveProperty("jobs");
  });
});

describe("what a shared link previews", () => {
  /** The content of each `<meta>` or `<link>` matching `attribute="name"`, in order. */
  const tags = (body: string, attribute: string, name: string) =>
    [...body.matchAll(new RegExp(`<(?:meta|link) ${attribute}="${name}" (?:content|href)="([^"]*)"`, "g"))].map((match) => match[1]);

  it("gives the home, jobs, courses and contact pages a title, one description, a canonical address and Open Graph with the picture", async () => {
    const { publicUrl } = testApp.deps.config;
    for (const [page, canonical, title] of [
      ["/", "/", "Find a job in your city | Nagara Jobs"],
      ["/jobs?q=driver&page=2", "/jobs", "Browse Jobs | Nagara Jobs"],
      ["/courses/", "/courses", "Skills Development Courses | Nagara Jobs"],
      ["/Contact", "/contact", "Contact Us | Nagara Jobs"],
    ] as const) {
      const { status, body } = await getPage(page);
      expect(status, page).toBe(200);
      expect(body, page).toContain(`<title>${title}</title>`);
      expect(tags(body, "name", "description"), page).toHaveLength(1);
      expect(tags(body, "rel", "canonical"), page).toEqual([`${publicUrl}${canonical}`]);
      expect(tags(body, "property", "og:title"), page).toEqual([title]);
      expect(tags(body, "property", "og:url"), page).toEqual([`${publicUrl}${canonical}`]);
      expect(tags(body, "property", "og:image"), page).toEqual([`${publicUrl}/og-image.png`]);
      expect(tags(body, "property", "og:image:width"), page).toEqual(["1200"]);
      expect(tags(body, "property", "og:image:height"), page).toEqual(["630"]);
      expect(tags(body, "property", "og:locale"), page).toEqual(["en_IN"]);
      expect(tags(body, "property", "og:locale:alternate"), page).toEqual(["kn_IN"]);
    }
  });

  it("titles and describes them in Kannada for a reader who chose it, as the page itself then shows", async () => {
    const kannada = { cookie: "language=kn" };
    const jobs = await getPage("/jobs", kannada);
    expect(jobs.body).toContain("<title>ಉದ್ಯೋಗಗಳನ್ನು ನೋಡಿ | Nagara Jobs</title>");
    expect(tags(jobs.body, "name", "description")).toEqual(["ನಗರ ಮತ್ತು ಸುತ್ತಮುತ್ತಲಿನ ಉದ್ಯೋಗದಾತರ ಉದ್ಯೋಗಗಳು."]);
    expect(tags(jobs.body, "property", "og:locale")).toEqual(["kn_IN"]);
    expect(tags(jobs.body, "property", "og:locale:alternate")).toEqual(["en_IN"]);
    // Gone and missing pages too; a cookie of no known language is English.
    expect((await getPage(`/jobs/${filledJobId}`, kannada)).body).toContain("<title>ಉದ್ಯೋಗ ಸಿಗಲಿಲ್ಲ | Nagara Jobs</title>");
    expect((await getPage(`/jobs/${filledJobId}`)).body).toContain("<title>Job Not Found | Nagara Jobs</title>");
    const missingCourse = await getPage("/courses/00000000-0000-4000-8000-000000000000", kannada);
    expect(missingCourse.status).toBe(404);
    expect(missingCourse.body).toContain("<title>ಕೋರ್ಸ್ ಸಿಗಲಿಲ್ಲ | Nagara Jobs</title>");
    expect((await getPage("/jobs", { cookie: "language=fr" })).body).toContain("<title>Browse Jobs | Nagara Jobs</title>");
  });

  it("gives a job's page its own description only, with the picture and its JSON-LD", async () => {
    const { body } = await getPage(`/jobs/${jobId}`);
    const descriptions = tags(body, "name", "description");
    expect(descriptions).toHaveLength(1);
    expect(descriptions[0]).not.toBe("Find a job in your city.");
    expect(tags(body, "property", "og:image")).toEqual([expect.stringMatching(new RegExp(`^${testApp.deps.config.publicUrl}/jobs/${jobId}/share\\.png\\?lang=en&#38;v=[\\w-]{16}$`))]);
    expect(body).toContain('"@type":"JobPosting"');
  });

  it("leaves the pages without a record of their own (sign-in, dashboards) with the app's generic head", async () => {
    for (const page of ["/login/candidate", "/employer/dashboard"]) {
      const { body } = await getPage(page);
      expect(tags(body, "name", "description"), page).toEqual(["Find a job in your city."]);
      expect(tags(body, "property", "og:title"), page).toEqual([]);
    }
  });
});

describe("what a page preloads", () => {
  const preloads = (body: string) => [...body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);

  it("names the job list's own modules in its HTML, not those the entry already brings, and the reader's texts", async () => {
    for (const page of ["/jobs", "/jobs?q=driver", "/Jobs/"]) {
      expect(preloads((await getPage(page)).body), page).toEqual(["/assets/jobs-j1.js", "/assets/job-card-c1.js", "/assets/en-t1.js"]);
    }
    expect(preloads((await getPage("/jobs", { cookie: "language=kn" })).body)).toEqual(["/assets/jobs-j1.js", "/assets/job-card-c1.js", "/assets/kn-t1.js"]);
  });

  it("names a job's page's modules, and with the reader's every-page texts the texts only its page uses", async () => {
    expect(preloads((await getPage(`/jobs/${jobId}`)).body)).toEqual([
      "/assets/job-detail-d1.js",
      "/assets/job-card-c1.js",
      "/assets/en-t1.js",
      "/assets/job-detail-en1.js",
      "/assets/reports-en1.js",
    ]);
    expect(preloads((await getPage(`/jobs/${jobId}`, { cookie: "language=kn" })).body)).toEqual([
      "/assets/job-detail-d1.js",
      "/assets/job-card-c1.js",
      "/assets/kn-t1.js",
      "/assets/job-detail-kn1.js",
      "/assets/reports-kn1.js",
    ]);
    // The course list's module is not in this build's list: only its texts.
    expect(preloads((await getPage("/courses")).body)).toEqual(["/assets/en-t1.js", "/assets/courses-en1.js"]);
  });

  it("names a company's page's modules, and with the reader's every-page texts the texts only its page uses", async () => {
    expect(preloads((await getPage(`/companies/${companySlug}`)).body)).toEqual([
      "/assets/company-p1.js",
      "/assets/job-card-c1.js",
      "/assets/en-t1.js",
      "/assets/companies-en1.js",
      "/assets/job-detail-en1.js",
    ]);
    expect(preloads((await getPage(`/companies/${companySlug}`, { cookie: "language=kn" })).body)).toEqual([
      "/assets/company-p1.js",
      "/assets/job-card-c1.js",
      "/assets/kn-t1.js",
      "/assets/companies-kn1.js",
      "/assets/job-detail-kn1.js",
    ]);
  });

  it("preloads only the texts of the reader's language for a page the build does not list, and for the other pages", async () => {
    for (const page of ["/", "/contact", "/login/candidate"]) {
      expect(preloads((await getPage(page)).body), page).toEqual(["/assets/en-t1.js"]);
      expect(preloads((await getPage(page, { cookie: "language=kn" })).body), page).toEqual(["/assets/kn-t1.js"]);
    }
    expect(preloads((await getPage("/no-such-page")).body)).toEqual([]);
  });
});

describe("the language switch before the page's script (POST /language)", () => {
  const choose = (form: Record<string, string>, origin = testApp.deps.config.publicUrl) =>
    testApp.app.request("/language", { method: "POST", headers: { origin }, body: new URLSearchParams(form) });

  it("keeps the choice in the language cookie and sends the reader back to their page, drawn in it", async () => {
    const response = await choose({ language: "kn", back: "/jobs?q=driver&type=Full-time" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/jobs?q=driver&type=Full-time");
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^language=kn;/);
    expect(cookie).not.toMatch(/HttpOnly/i);

    const page = await getPage("/jobs", { cookie: "language=kn" });
    expect(page.body).toContain(`<meta property="og:locale" content="kn_IN">`);
  });

  it("also sends a signed-in person's texts in the chosen language from then on", async () => {
    const candidate = await signUpAgent(testApp, "candidate");
    const response = await candidate.agent.fetch("/language", { method: "POST", body: new URLSearchParams({ language: "kn", back: "/profile" }) });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/profile");
    const settings = await candidate.agent.api.notifications.preferences.$get();
    expect(await settings.json()).toMatchObject({ language: "kn" });
    // An employer's too; the admin has no texts, and a guest only the cookie.
    const employer = await signUpAgent(testApp, "employer");
    await employer.agent.fetch("/language", { method: "POST", body: new URLSearchParams({ language: "kn", back: "/" }) });
    expect(await (await employer.agent.api.notifications.preferences.$get()).json()).toMatchObject({ language: "kn" });
  });

  it("sends a reader home when the page to return to is not one of this site's", async () => {
    for (const back of ["https://elsewhere.example/", "//elsewhere.example/", "/\\elsewhere.example", "jobs", "/jobs\r\nSet-Cookie: a=b", "/jobs\u0000"]) {
      const response = await choose({ language: "en", back });
      expect(response.status, back).toBe(303);
      expect(response.headers.get("location"), back).toBe("/");
    }
  });

  it("refuses an unknown language and another site's form, and sets nothing", async () => {
    const unknown = await choose({ language: "fr", back: "/jobs" });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { error: { code: string; fields: Record<string, string[]> } }).error).toMatchObject({
      code: "invalid_input",
      fields: { language: expect.any(Array) },
    });
    expect(unknown.headers.get("set-cookie")).toBeNull();

    const foreign = await choose({ language: "kn", back: "/jobs" }, "https://elsewhere.example");
    expect(foreign.status).toBe(403);
    expect(((await foreign.json()) as { error: { code: string } }).error.code).toBe("origin_forbidden");
    expect(foreign.headers.get("set-cookie")).toBeNull();
  });
});

describe("hostile page addresses", () => {
  /** Every page pattern, with `value` (already encoded) in place of each of its parameters. */
  const pagesWith = (value: string) => {
    const walk = (tree: string | object): string[] => (typeof tree === "string" ? [tree.replace(/:[a-z]+/gi, value)] : Object.values(tree).flatMap(walk));
    return walk(sitePaths);
  };

  it("answers a NUL byte or a lone surrogate in a page's path with the 404 page, a control character in its query with a 400 page", async () => {
    for (const page of ["/courses/%00", "/courses/a%00b", `/jobs/${jobId}%00`, "/login/%00", "/%ED%A0%80", "/courses/%E0%A4"]) {
      const { status, type, body } = await getPage(page);
      expect(status, page).toBe(404);
      expect(type, page).toMatch(/^text\/html/);
      expect(body, page).toContain('<meta name="robots" content="noindex">');
    }
    for (const page of ["/jobs?q=%00", "/courses?view=a%01b", "/?x=%07"]) {
      expect((await getPage(page)).status, page).toBe(400);
    }
    // A course that exists is still a page.
    expect((await getPage("/courses/course1")).status).toBe(200);
  });

  it("never answers 500, whatever stands in a page's path or query", async () => {
    const hostile = fc.oneof(
      fc.constantFrom("%00", "a%00b", "%ED%A0%80", "%E0%A4", "%25", "..%2F..%2Fetc", "%0A", "x".repeat(3000), "%F0%9F%98%80", "ಕನ್ನಡ"),
      fc.string({ unit: "binary", maxLength: 20 }).map(encodeURIComponent),
    );
    await fc.assert(
      fc.asyncProperty(hostile, hostile, async (value, query) => {
        for (const page of pagesWith(value)) {
          const { status, type } = await getPage(`${page}?q=${query}`);
          expect(status, page).toBeLessThan(500);
          expect(type, page).toMatch(/^text\/html/);
        }
      }),
      { numRuns: 25 },
    );
  });
});

describe("a job's own share picture", () => {
  const pictureOf = (body: string) => {
    const [content] = [...body.matchAll(/<meta property="og:image" content="([^"]*)"/g)].map((match) => match[1]!.replaceAll("&#38;", "&"));
    return new URL(content!).pathname + new URL(content!).search;
  };
  const altOf = (body: string) => body.match(/<meta property="og:image:alt" content="([^"]*)"/)?.[1];

  it("is a 1200×630 PNG named by what it shows, kept for good at that name, in the language of the link", async () => {
    const english = pictureOf((await getPage(`/jobs/${jobId}`)).body);
    const kannadaPage = (await getPage(`/jobs/${jobId}?lang=kn`)).body;
    const kannada = pictureOf(kannadaPage);
    expect(english).toMatch(/\?lang=en&v=/);
    expect(kannada).toMatch(/\?lang=kn&v=/);
    // A Kannada reader's link previews in Kannada whatever the crawler's cookie; the page itself stays in the reader's language.
    expect(altOf(kannadaPage)).toContain("ತಿಂಗಳಿಗೆ");
    expect((await getPage(`/jobs/${jobId}`, { cookie: "language=kn" })).body).toContain("lang=kn&#38;v=");

    const drawn = await Promise.all([english, kannada].map((picture) => testApp.app.request(picture)));
    for (const response of drawn) {
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/png");
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    }
    const [englishPng, kannadaPng] = await Promise.all(drawn.map(async (response) => Buffer.from(await response.arrayBuffer())));
    expect(await sharp(englishPng!).metadata()).toMatchObject({ format: "png", width: 1200, height: 630 });
    expect(await sharp(kannadaPng!).metadata()).toMatchObject({ format: "png", width: 1200, height: 630 });
    // WhatsApp leaves out the picture of a preview past about 300 KB.
    for (const png of [englishPng!, kannadaPng!]) expect(png.byteLength).toBeLessThan(300 * 1024);
    expect(Buffer.compare(englishPng!, kannadaPng!)).not.toBe(0);
    // Asked again, the same picture comes from the disk; an old or missing version gets today's picture, not cached.
    expect(Buffer.from(await (await testApp.app.request(english)).arrayBuffer()).equals(englishPng!)).toBe(true);
    const unversioned = await testApp.app.request(`/jobs/${jobId}/share.png`);
    expect(unversioned.status).toBe(200);
    expect(unversioned.headers.get("cache-control")).toBe("no-cache");
  });

  it("is drawn again under a new name when the job changes, and there is none for a job no longer open", async () => {
    const employer = await signUpAgent(testApp, "employer");
    const job = await postJob(employer.agent, { title: "Tailor", salary: "12000 - 15000" });
    const before = pictureOf((await getPage(`/jobs/${job.id}`)).body);
    await testApp.db.update(jobs).set({ salaryMax: 18000 }).where(eq(jobs.id, job.id));
    const after = pictureOf((await getPage(`/jobs/${job.id}`)).body);
    expect(after).not.toBe(before);
    expect(altOf((await getPage(`/jobs/${job.id}`)).body)).toContain("₹18,000");

    await testApp.db.update(jobs).set({ status: "pending_review" }).where(eq(jobs.id, job.id));
    for (const picture of [before, after, `/jobs/${filledJobId}/share.png`, "/jobs/00000000-0000-4000-8000-000000000000/share.png", "/jobs/not-a-job/share.png"]) {
      const response = await testApp.app.request(picture);
      expect(response.status, picture).toBe(404);
      expect(await response.json()).toMatchObject({ error: { code: "not_found" } });
    }
  });

  it("shows the Verified badge once the employer is verified: another picture, and the badge's words in its description", async () => {
    const employer = await signUpAgent(testApp, "employer");
    const job = await postJob(employer.agent, { title: "Silk Weaver", location: "Hebbal, Mysuru" });
    const plain = pictureOf((await getPage(`/jobs/${job.id}`)).body);
    expect(altOf((await getPage(`/jobs/${job.id}`)).body)).not.toContain("Verified");

    await testApp.db.update(user).set({ verifiedAt: new Date() }).where(eq(user.id, employer.user.id));
    const english = (await getPage(`/jobs/${job.id}`)).body;
    const badged = pictureOf(english);
    expect(badged).not.toBe(plain);
    expect(altOf(english)).toMatch(/ · Verified employer$/);
    // In Kannada, the place too, where the localities know its parts.
    expect(altOf((await getPage(`/jobs/${job.id}?lang=kn`)).body)).toMatch(/ · ಹೆಬ್ಬಾಳ, ಮೈಸೂರು · .+ · ಪರಿಶೀಲಿತ ಉದ್ಯೋಗದಾತ$/);
    const picture = async (address: string) => Buffer.from(await (await testApp.app.request(address)).arrayBuffer());
    const withBadge = await picture(badged);
    await testApp.db.update(user).set({ verifiedAt: null }).where(eq(user.id, employer.user.id));
    expect(Buffer.compare(await picture(plain), withBadge)).not.toBe(0);
  });

  it("refuses a language it does not have, where a page drawn with one shows the reader's", async () => {
    const page = await getPage(`/jobs/${jobId}?lang=hi`);
    expect(page.status).toBe(200);
    expect(pictureOf(page.body)).toMatch(/\?lang=en&v=/);
    const response = await testApp.app.request(`/jobs/${jobId}/share.png?lang=hi`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: "invalid_input" } });
  });
});

