/**
 * How the server puts a renderer's page into index.html (server-render.ts), with a stand-in renderer
 * that asks the API as the real one does (apps/web/src/entry-server.tsx; the browser suite's
 * server-rendering.spec.ts drives that one). The stand-in lists the jobs it reads, shows one job
 * (which counts a view), fails on /contact, and answers a posted form by signing in as a candidate.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { jobViews } from "../../db/schema/index.ts";
import { createTestApp, postJob, sessionCookie, signUpAgent, whoIs, type TestApp } from "../../test/test-app.ts";
import { rangeHolds } from "./server-render.ts";

const stylesheet = '<link rel="stylesheet" crossorigin href="/assets/index-s1.css">';
// As the build's stylesheet has them: a face for English text, one for Latin's rarer letters, two for
// Kannada, the bold one taken from the device when it has it (ADR 049).
const css =
  '@font-face{font-family:Noto Sans;font-weight:400;src:url(/assets/latin-core-400.woff2)format("woff2");unicode-range:U+0020-007E,U+00A0}' +
  '@font-face{font-family:Noto Sans;font-weight:400;src:url(/assets/latin-400.woff2)format("woff2");unicode-range:U+00A1-00FF,U+2000-206F}' +
  '@font-face{font-family:Noto Sans Kannada;font-weight:400;src:url(/assets/kannada-400.woff2)format("woff2");unicode-range:U+0C80-0CF3,U+200C-200D}' +
  '@font-face{font-family:Noto Sans Kannada;font-weight:700;src:local(Noto Sans Kannada Bold),url(/assets/kannada-700.woff2)format("woff2");unicode-range:U+0C80-0CF3}main{color:#123}';
// A page's own sheet keeps the Kannada faces and leaves the Latin ones for after the take-over (apps/web/page-styles.ts).
const kannadaFaces = css.match(/@font-face\{font-family:Noto Sans Kannada;[^}]*\}/g)!.join("");
const pageCss = `${kannadaFaces}main{color:#456}`;
const fontPreload = (file: string) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${file}.woff2">`;
// As the build writes it: the app's entry and what it imports preloaded, then the stylesheet.
const appScript = '<script type="module" crossorigin src="/assets/index-e1.js"></script><link rel="modulepreload" crossorigin href="/assets/framework-f1.js"><link rel="modulepreload" crossorigin href="/assets/react-r1.js">';
const shell = `<!doctype html><html lang="en"><head><title>Nagara Jobs</title>${appScript}${stylesheet}</head><body><div id="root"></div></body></html>`;

const standInRenderer = `
export async function createPageRenderer({ fetch, timeZone }) {
  return async function renderPage(url, cookies, posted) {
    if (url.pathname === "/contact") throw new Error("This page cannot be drawn");
    if (posted) {
      const form = Object.fromEntries(new URLSearchParams(posted.body));
      const response = await fetch("/api/accounts/sign-in/candidate", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(form) });
      if (response.ok) return { location: "/jobs", status: 303, cookies: response.headers.getSetCookie() };
      return { html: "<p>refused " + response.status + "</p>", language: "en", state: "{}", status: response.status };
    }
    if (url.pathname === "/signup/old") return null;
    const language = /(^|; )language=kn/.test(cookies ?? "") ? "kn" : "en";
    const job = /^\\/jobs\\/(.+)$/.exec(url.pathname);
    const response = await fetch(job ? "/api/jobs/" + job[1] : "/api/jobs" + url.search);
    // A read that failed is left for the browser to ask again, as the real renderer leaves it.
    if (!response.ok) return { html: "<p>Loading " + response.status + "</p>", language, state: JSON.stringify({ timeZone }), status: 200, incomplete: true };
    const body = await response.json();
    const titles = job ? [body.job.title] : body.jobs.map((item) => item.title);
    return { html: "<ul>" + titles.map((title) => "<li>" + title + "</li>").join("") + "</ul>", language, state: JSON.stringify({ page: 1, timeZone }) };
  };
}
`;

let testApp: TestApp;
let folder: string;
let jobId: string;

beforeAll(async () => {
  folder = mkdtempSync(path.join(os.tmpdir(), "nj-ssr-"));
  const webRoot = path.join(folder, "dist");
  mkdirSync(webRoot);
  writeFileSync(path.join(webRoot, "index.html"), shell);
  mkdirSync(path.join(webRoot, "assets"));
  writeFileSync(path.join(webRoot, "assets", "index-s1.css"), css);
  // A build that made the job page its own stylesheet (apps/web/page-styles.ts).
  mkdirSync(path.join(webRoot, ".vite"));
  // The job page and the job list have their islands' entries (ADR 071), which share React with the app's.
  writeFileSync(
    path.join(webRoot, ".vite", "manifest.json"),
    JSON.stringify({
      "index.html": { file: "assets/index-e1.js", isEntry: true, imports: ["_framework.js", "_react.js"] },
      "src/islands/job-page.tsx": { file: "assets/job-page-i1.js", isEntry: true, imports: ["_react.js", "_islands.js"] },
      "src/islands/jobs-page.tsx": { file: "assets/jobs-page-i3.js", isEntry: true, imports: ["_react.js", "_islands.js"] },
      "src/islands/home-page.tsx": { file: "assets/home-page-h1.js", isEntry: true, imports: ["_react.js", "_islands.js"] },
      "src/islands/course-page.tsx": { file: "assets/course-page-c1.js", isEntry: true, imports: ["_react.js", "_islands.js", "_course-parts.js"] },
      "_course-parts.js": { file: "assets/course-parts-c2.js" },
      "_framework.js": { file: "assets/framework-f1.js" },
      "_react.js": { file: "assets/react-r1.js" },
      "_islands.js": { file: "assets/islands-i2.js" },
    }),
  );
  const jobPage = "src/app/routes/job-detail.tsx";
  writeFileSync(
    path.join(webRoot, ".vite", "route-files.json"),
    JSON.stringify({ files: { [jobPage]: "assets/job-detail-d1.js" }, styles: { [jobPage]: "assets/page-job-detail-p1.css" } }),
  );
  writeFileSync(path.join(webRoot, "assets", "page-job-detail-p1.css"), pageCss);
  mkdirSync(path.join(folder, "dist-ssr"));
  writeFileSync(path.join(folder, "dist-ssr", "entry-server.js"), standInRenderer);
  testApp = await createTestApp({ SITE_TIME_ZONE: "Asia/Dubai" }, { webRoot });
  const employer = await signUpAgent(testApp, "employer");
  jobId = (await postJob(employer.agent, { title: "Loom Operator" })).id;
  await postJob(employer.agent, { title: "Silk Dyer" });
});

afterAll(async () => {
  await testApp.close();
  rmSync(folder, { recursive: true, force: true });
});

async function getPage(pagePath: string, headers: Record<string, string> = {}) {
  const response = await testApp.app.request(pagePath, { headers });
  return { status: response.status, body: await response.text(), setCookie: response.headers.get("set-cookie") ?? "" };
}

describe("pages drawn on the server", () => {
  it("draws a guest's job list into #root from the API's answer, marked for the browser to take over", async () => {
    const { status, body } = await getPage("/jobs?q=dyer");
    expect(status).toBe(200);
    expect(body).toContain('<html lang="en" data-server-rendered>');
    expect(body).toContain('<div id="root"><ul><li>Silk Dyer</li></ul></div>');
    // The renderer was given the site's time zone (SITE_TIME_ZONE) to write dates in.
    expect(body).toContain('<script type="application/json" id="page-state">{"page":1,"timeZone":"Asia/Dubai"}</script>');
    // Its styles in the page: nothing else stands between the HTML and the first paint.
    expect(body).toContain(`<style>${css}</style>`);
    expect(body).not.toContain(stylesheet);
    // What it read, for the page's service worker to keep for a visit offline.
    expect(body).toContain('<script type="application/json" id="page-reads">["/api/jobs?q=dyer"]</script>');
  });

  it("links the stylesheet instead when the service worker asks, since it holds the file, and preloads the language's fonts", async () => {
    const fromWorker = { "service-worker-navigation-preload": "true" };
    const response = await testApp.app.request("/jobs?q=dyer", { headers: fromWorker });
    const body = await response.text();
    expect(body).toContain('<div id="root"><ul><li>Silk Dyer</li></ul></div>');
    // The faces of the language's letters only: the rarer Latin characters' face comes if a page has one.
    // (After the stylesheet, with the page's islands' preloads, if any, after them.)
    const fontsOf = (html: string) => [...html.matchAll(/<link rel="preload" as="font"[^>]*>/g)].map((match) => match[0]);
    expect(body).toContain(stylesheet + fontPreload("latin-core-400"));
    expect(fontsOf(body)).toEqual([fontPreload("latin-core-400")]);
    expect(body).not.toContain("<style>");
    expect(response.headers.get("vary")).toContain("Service-Worker-Navigation-Preload");

    const kannada = await getPage("/jobs?q=dyer", { ...fromWorker, cookie: "language=kn" });
    // Not a face the device may have: its file would be read even where the device's font is drawn.
    expect(kannada.body).toContain(stylesheet + fontPreload("latin-core-400") + fontPreload("kannada-400"));
    expect(fontsOf(kannada.body)).toEqual([fontPreload("latin-core-400"), fontPreload("kannada-400")]);
    expect(kannada.body).not.toContain("kannada-700");
  });

  it("links the stylesheet too for a page drawn as islands that asks for itself to draw a region again", async () => {
    const response = await testApp.app.request("/jobs?q=dyer", { headers: { "x-page-region": "jobs" } });
    const body = await response.text();
    expect(body).toContain('<div id="root"><ul><li>Silk Dyer</li></ul></div>');
    expect(body).toContain(stylesheet);
    expect(body).not.toContain("<style>");
    expect(response.headers.get("vary")).toContain("X-Page-Region");
  });

  it("draws the page in the language of the reader's cookie", async () => {
    const { body } = await getPage("/jobs", { cookie: "language=kn" });
    expect(body).toContain('<html lang="kn" data-server-rendered>');
  });

  it("leaves the page to the browser for a signed-in reader, whose page the server does not draw", async () => {
    const candidate = await signUpAgent(testApp, "candidate");
    const { body } = await candidate.agent.get("/jobs");
    expect(body).toContain('<div id="root"></div>');
    expect(body).toContain(stylesheet);
    expect(body).not.toContain("data-server-rendered");
  });

  it("asks the API as the visitor: a job shown counts one view for the visitor id it gives the browser", async () => {
    const first = await getPage(`/jobs/${jobId}`);
    expect(first.body).toContain("<li>Loom Operator</li>");
    const visitorId = /nj_vid=([0-9a-f-]+)/.exec(first.setCookie)?.[1];
    expect(visitorId).toBeDefined();
    await getPage(`/jobs/${jobId}`, { cookie: `nj_vid=${visitorId}` });
    const views = await testApp.db.select().from(jobViews).where(eq(jobViews.jobId, jobId));
    expect(views.map((view) => view.visitorId)).toEqual([visitorId]);
  });

  it("inlines a page's own stylesheet where the build made one, marked with the whole sheet's address, which a page it does not draw links", async () => {
    const { body } = await getPage(`/jobs/${jobId}`);
    expect(body).toContain("<li>Loom Operator</li>");
    const latinFaces = css.match(/@font-face\{font-family:Noto Sans;[^}]*\}/g)!.join("");
    expect(body).toContain(`<style data-full-stylesheet="/assets/index-s1.css">${pageCss}</style><template id="later-fonts"><style>${latinFaces}</style></template>`);
    expect(body).not.toContain("data-page-styles");

    const fromWorker = await getPage(`/jobs/${jobId}`, { "service-worker-navigation-preload": "true" });
    expect(fromWorker.body).toContain(stylesheet + fontPreload("latin-core-400"));
    expect(fromWorker.body).not.toContain("data-page-styles");

    const candidate = await signUpAgent(testApp, "candidate");
    const signedIn = await candidate.agent.get(`/jobs/${jobId}`);
    expect(signedIn.body).toContain(stylesheet);
    expect(signedIn.body).not.toContain("data-page-styles");
    expect(signedIn.body).not.toContain("<style");
  });

  it("runs a guest's job page, job list, home and course page, drawn, as their islands: their entry and its imports preloaded in place of the app's; a page it does not draw runs the app", async () => {
    const scripts = (body: string) => [...body.matchAll(/<script type="module" crossorigin src="([^"]+)">/g)].map((match) => match[1]);
    const preloads = (body: string) => [...body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);

    const { body } = await getPage(`/jobs/${jobId}`);
    expect(body).toContain("<li>Loom Operator</li>");
    expect(scripts(body)).toEqual(["/assets/job-page-i1.js"]);
    expect(preloads(body)).toEqual(["/assets/react-r1.js", "/assets/islands-i2.js"]);
    // In Kannada too, and the head is the job's own either way.
    const kannada = await getPage(`/jobs/${jobId}`, { cookie: "language=kn" });
    expect(scripts(kannada.body)).toEqual(["/assets/job-page-i1.js"]);
    expect(kannada.body).toContain("Loom Operator");

    // The job list has its own islands.
    const list = (await getPage("/jobs?q=dyer")).body;
    expect(list).toContain("<li>Silk Dyer</li>");
    expect(scripts(list)).toEqual(["/assets/jobs-page-i3.js"]);
    expect(preloads(list)).toEqual(["/assets/react-r1.js", "/assets/islands-i2.js"]);
    // Home and a course page have theirs; a course page's own parts are preloaded too.
    expect(scripts((await getPage("/")).body)).toEqual(["/assets/home-page-h1.js"]);
    const course = (await (await testApp.app.request("/api/courses")).json()) as { courses: { id: string }[] };
    const coursePage = await getPage(`/courses/${course.courses[0]!.id}`, { cookie: "language=kn" });
    expect(scripts(coursePage.body)).toEqual(["/assets/course-page-c1.js"]);
    expect(preloads(coursePage.body)).toEqual(["/assets/react-r1.js", "/assets/islands-i2.js", "/assets/course-parts-c2.js"]);
    // A page drawn whose islands this build did not make (/courses, here) runs the app.
    expect(scripts((await getPage("/courses")).body)).toEqual(["/assets/index-e1.js"]);
    // A signed-in reader's job page is the app's.
    const candidate = await signUpAgent(testApp, "candidate");
    const signedIn = String((await candidate.agent.get(`/jobs/${jobId}`)).body);
    expect(scripts(signedIn)).toEqual(["/assets/index-e1.js"]);
    expect(preloads(signedIn)).toEqual(["/assets/framework-f1.js", "/assets/react-r1.js"]);
    expect(scripts(String((await candidate.agent.get("/")).body))).toEqual(["/assets/index-e1.js"]);
  });

  it("serves index.html as it is where the renderer fails or declines, and for the accounts' areas", async () => {
    for (const page of ["/contact", "/signup/old", "/employer/dashboard", "/admin/dashboard"]) {
      const { status, body } = await getPage(page);
      expect(status, page).toBe(200);
      expect(body, page).toContain('<div id="root"></div>');
      expect(body, page).not.toContain("data-server-rendered");
    }
  });
});

describe("a job page whose job the server could not read", () => {
  const scripts = (body: string) => [...body.matchAll(/<script type="module" crossorigin src="([^"]+)">/g)].map((match) => match[1]);
  const connectionLost = () => new Error("Connection terminated unexpectedly");

  /** The database's reads fail from the `from`th on (1: all of them), as when its connection is lost. */
  function failReads(error: () => Error, from = 1) {
    const select = testApp.deps.db.select.bind(testApp.deps.db);
    let count = 0;
    return vi.spyOn(testApp.deps.db, "select").mockImplementation(((...args: Parameters<typeof select>) => {
      count += 1;
      if (count >= from) throw error();
      return select(...args);
    }) as typeof select);
  }

  for (const language of ["en", "kn"] as const) {
    it(`is the site's page, drawn with the job loading and running the app, 503 with Retry-After when the database's connection is lost (${language})`, async () => {
      const reads = failReads(connectionLost);
      try {
        const response = await testApp.app.request(`/jobs/${jobId}`, { headers: language === "kn" ? { cookie: "language=kn" } : {} });
        const body = await response.text();
        expect(response.status).toBe(503);
        expect(response.headers.get("retry-after")).toBe("2");
        expect(response.headers.get("content-type")).toMatch(/^text\/html/);
        expect(body).toContain(`<html lang="${language}" data-server-rendered>`);
        // The renderer's own read of the job failed too: drawn as loading, and the app asks for it again.
        expect(body).toContain('<div id="root"><p>Loading 503</p></div>');
        expect(scripts(body)).toEqual(["/assets/index-e1.js"]);
        expect(body).not.toContain("service_unavailable");
      } finally {
        reads.mockRestore();
      }
    });
  }

  it("is the site's page, 500, when the read fails otherwise", async () => {
    const reads = failReads(() => new Error("The job's row could not be read"));
    try {
      const response = await testApp.app.request(`/jobs/${jobId}`);
      expect(response.status).toBe(500);
      expect(response.headers.get("retry-after")).toBeNull();
      const body = await response.text();
      expect(body).toContain('<html lang="en" data-server-rendered>');
      expect(body).toContain('<div id="root"><p>Loading 500</p></div>');
      expect(scripts(body)).toEqual(["/assets/index-e1.js"]);
    } finally {
      reads.mockRestore();
    }
  });

  it("runs the app, not the page's islands, when the server read the job but its renderer could not, for the app to ask for it again", async () => {
    // The page's own read answers; the renderer's, through the API, does not.
    const reads = failReads(connectionLost, 2);
    try {
      const response = await testApp.app.request(`/jobs/${jobId}`);
      const body = await response.text();
      expect(response.status).toBe(200);
      expect(body).toContain("<title>Loom Operator");
      expect(body).toContain('<div id="root"><p>Loading 503</p></div>');
      expect(scripts(body)).toEqual(["/assets/index-e1.js"]);
    } finally {
      reads.mockRestore();
    }
    // Read, the job's page runs its islands again.
    expect(scripts((await getPage(`/jobs/${jobId}`)).body)).toEqual(["/assets/job-page-i1.js"]);
  });
});

describe("forms posted before the script (posted-forms.ts)", () => {
  const post = (pagePath: string, form: Record<string, string>, headers: Record<string, string> = { origin: testApp.deps.config.publicUrl }) =>
    testApp.app.request(pagePath, { method: "POST", headers, body: new URLSearchParams(form) });

  it("answers with the page's action as the visitor: it goes on with the API's session, or the page is drawn again at the API's status", async () => {
    const candidate = await signUpAgent(testApp, "candidate");
    const credentials = { email: candidate.input.email, password: candidate.input.password };

    const refused = await post("/login/candidate", { ...credentials, password: "not-the-password-1" });
    expect(refused.status).toBe(401);
    expect(refused.headers.get("cache-control")).toBe("no-store");
    expect(await refused.text()).toContain('<div id="root"><p>refused 401</p></div>');
    expect(sessionCookie(refused)).toBeUndefined();

    const signedIn = await post("/login/candidate", credentials);
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get("location")).toBe("/jobs");
    const session = sessionCookie(signedIn);
    expect(session).toBeDefined();
    const agent = testApp.agent({ cookie: session!.split(";")[0]! });
    expect(await whoIs(agent)).toMatchObject({ email: credentials.email, role: "candidate" });
  });

  it("refuses a post from another site, a body that is not a form, and a page that takes no form, signing nobody in", async () => {
    const candidate = await signUpAgent(testApp, "candidate");
    const form = { email: candidate.input.email, password: candidate.input.password };
    const foreign = await post("/login/candidate", form, { origin: "https://elsewhere.example" });
    expect(foreign.status).toBe(403);
    expect(((await foreign.json()) as { error: { code: string } }).error.code).toBe("origin_forbidden");
    const crossSite = await post("/login/candidate", form, { "sec-fetch-site": "cross-site" });
    expect(crossSite.status).toBe(403);
    const json = await testApp.app.request("/login/candidate", {
      method: "POST",
      headers: { origin: testApp.deps.config.publicUrl, "content-type": "application/json" },
      body: JSON.stringify(form),
    });
    expect(json.status).toBe(415);
    const tooLarge = await post("/login/candidate", { ...form, padding: "x".repeat(40_000) });
    expect(tooLarge.status).toBe(413);
    for (const response of [foreign, crossSite, json, tooLarge]) expect(sessionCookie(response)).toBeUndefined();
    for (const pagePath of ["/login/admin", "/jobs", "/employer/dashboard"]) {
      expect((await post(pagePath, form)).status, pagePath).toBe(404);
    }
  });

  it("sends the reader back to the page when the page cannot be drawn", async () => {
    const response = await post("/contact", { name: "Ravi", contact: "ravi@example.com", message: "Drivers wanted" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/contact");
  });
});

describe("rangeHolds", () => {
  it("reads a font face's unicode-range as CSS does: single code points, ranges, wildcards and none", () => {
    const english = "U+0020-007E, U+00A0, U+2013-2014";
    expect(rangeHolds(english, 0x61)).toBe(true);
    expect(rangeHolds(english, 0xa0)).toBe(true);
    expect(rangeHolds(english, 0x2014)).toBe(true);
    expect(rangeHolds(english, 0xe9)).toBe(false);
    expect(rangeHolds(english, 0x0c85)).toBe(false);
    expect(rangeHolds("u+0c??", 0x0c85)).toBe(true);
    expect(rangeHolds("U+0C??", 0x0d00)).toBe(false);
    expect(rangeHolds(undefined, 0x0c85)).toBe(true);
  });
});
