/**
 * Serves the built web app: hashed assets with a long cache, job and course pages with their own head tags,
 * the sitemap, and index.html for every page of the web app (`@app/shared/site-paths`) so the browser
 * router takes over. Any other path gets the same index.html with a 404 and `noindex`: the browser
 * router shows its "page not found", and crawlers and link checkers see that it is one.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Context, Hono } from "hono";
import { z } from "zod";
import { isLanguage, languages } from "@app/shared/constants";
import { serveStatic } from "@hono/node-server/serve-static";
import { isSitePath, sitePaths } from "@app/shared/site-paths";
import { renderCompanyPage, renderMissingCompanyPage } from "../companies/company-page.ts";
import { getCompanyPage, listSitemapCompanyPages } from "../companies/companies.service.ts";
import { renderCoursePage, renderMissingCoursePage } from "../courses/course-page.ts";
import { getActiveCourse, listCourses } from "../courses/courses.service.ts";
import { getJobById, listSitemapJobs } from "../jobs/jobs.service.ts";
import { renderGoneJobPage, renderJobPage, renderSitemap } from "../jobs/job-page.ts";
import { sharePicture, sharePictureSize, sharePictureTexts, sharePictureVersion } from "../jobs/share-picture.ts";
import { getVerifiedWebsite } from "../verification/verification.service.ts";
import { languageChoiceRoute } from "./language-choice.ts";
import { postedPageForms } from "./posted-forms.ts";
import { replaceTitle, unknownPageHead } from "./page-head.ts";
import { pageShells, type PageScript } from "./page-preloads.ts";
import { publicPagePath, renderPublicPage } from "./public-page.ts";
import { readerLanguage } from "./reader-language.ts";
import { serverRenderer } from "./server-render.ts";
import { AppError } from "../../errors/app-error.ts";
import type { AppEnv } from "../../http/env.ts";
import { unexpectedErrorStatus, validationHook } from "../../http/errors.ts";
import { zValidator } from "../../http/route-docs.ts";
import { findQueryFault, findTextFault } from "../../http/input-text.ts";

/** `?lang=` of a job's page or picture: the language of a link shared by a Kannada reader, whose preview a crawler fetches without their cookie. */
const previewQuery = z.object({ lang: z.enum(languages).optional(), v: z.string().max(64).optional() });

/** A job everyone may see: active and not past its end. A held, closed or expired job has no page and no picture. */
function isOpen(job: { status: string; expiresAt: string | null }): boolean {
  return job.status === "active" && (job.expiresAt === null || new Date(job.expiresAt) > new Date());
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path that is not valid percent-encoding, or that decodes to text the API would refuse. */
function namesNoPage(pathname: string): boolean {
  try {
    return findTextFault(decodeURIComponent(pathname)) !== null;
  } catch {
    return true;
  }
}

export function serveWebApp(app: Hono<AppEnv>, webRoot: string) {
  const root = path.relative(process.cwd(), webRoot) || ".";
  const indexHtml = readFileSync(path.join(webRoot, "index.html"), "utf8");
  const shellFor = pageShells(webRoot, indexHtml);
  const drawn = serverRenderer(app, webRoot);
  /**
   * index.html with the page's own head where it has one (public-page.ts) and the preloads of its
   * language; as `islands`, running the page's islands where it has them (ADR 071), else the app.
   */
  const pageShell = (c: Context<AppEnv>, script?: PageScript) => {
    const { publicUrl, site } = c.var.deps.config;
    const shell = shellFor(publicPagePath(c.req.path), readerLanguage(c), script);
    return renderPublicPage(shell, c.req.path, { publicUrl, siteName: site.name, language: readerLanguage(c) }) ?? shell;
  };

  app.get("/sitemap.xml", async (c) => {
    const { db, config } = c.var.deps;
    c.header("content-type", "application/xml; charset=utf-8");
    const [jobs, { courses }, companies] = await Promise.all([listSitemapJobs(db), listCourses(db, { view: "all" }), listSitemapCompanyPages(db)]);
    return c.body(renderSitemap(config.publicUrl, { jobs, courses, companies }));
  });

  /**
   * The pages' addresses obey the API's text rule (http/input-text.ts): a path value with a NUL
   * byte or a lone surrogate names no page (404, like any unknown address), and such a query is
   * refused (400). The database would refuse those texts, and a page must never answer 500 for them.
   */
  app.on(["GET", "HEAD"], "*", async (c, next) => {
    if (c.req.path.startsWith("/assets/")) return next();
    // The build's own records (.vite/manifest.json, route-files.json): the server reads them, nobody fetches them.
    if (!namesNoPage(new URL(c.req.url).pathname) && !c.req.path.startsWith("/.vite/")) {
      if (!findQueryFault(c)) return next();
      // A bad query on a real page is that page's to show: the app refuses the search itself.
      c.header("cache-control", "no-cache");
      return c.html(indexHtml, 400);
    }
    c.header("cache-control", "no-cache");
    return c.html(replaceTitle(indexHtml, unknownPageHead(c.var.deps.config.site.name, readerLanguage(c))), 404);
  });

  languageChoiceRoute(app);
  postedPageForms(app, (c, posted) => drawn.answerPost(c, pageShell(c), posted));

  app.get("/robots.txt", (c) => c.text(`User-agent: *\nAllow: /\nSitemap: ${c.var.deps.config.publicUrl}/sitemap.xml\n`));

  /**
   * A job page whose job the server could not read: its database connection lost (503, with
   * Retry-After, as the API answers) or any other failure (500). Still the site's page, not the API's
   * error: drawn in the reader's language with the job loading, running the app, which asks for the
   * job again and shows it, or "Could not load this job" with Try again.
   */
  const unreadJobPage = async (c: Context<AppEnv>, error: unknown) => {
    const status = unexpectedErrorStatus(c, error);
    const shell = shellFor(sitePaths.job, readerLanguage(c));
    return [await drawn.render(c, shell, shell, { islandsAskAgain: false }), status] as const;
  };

  app.get("/jobs/:id", async (c) => {
    const { db, config } = c.var.deps;
    const id = c.req.param("id");
    const language = readerLanguage(c);
    c.header("cache-control", "no-cache");
    const job = uuidPattern.test(id) ? await getJobById(db, id, null).catch((error: unknown) => ({ unread: error })) : null;
    if (job && "unread" in job) {
      const [html, status] = await unreadJobPage(c, job.unread);
      return c.html(html, status);
    }
    if (!job) return c.html(renderGoneJobPage(indexHtml, config.site.name, language), 404);
    if (!isOpen(job)) return c.html(renderGoneJobPage(indexHtml, config.site.name, language), 410);
    const website = job.employerVerified ? await getVerifiedWebsite(db, job.employerId) : null;
    // A page is drawn whatever else its address carries; only a known language changes the preview.
    const asked = c.req.query("lang");
    const previewLanguage = isLanguage(asked) ? asked : language;
    const pictureTexts = sharePictureTexts(job, previewLanguage, { name: config.site.name, publicUrl: config.publicUrl });
    const image = {
      path: `/jobs/${job.id}/share.png?lang=${previewLanguage}&v=${sharePictureVersion(pictureTexts)}`,
      ...sharePictureSize,
      alt: [pictureTexts.title, pictureTexts.pay, pictureTexts.place, pictureTexts.company, pictureTexts.verified].filter(Boolean).join(" · "),
    };
    const withHead = (shell: string) =>
      renderJobPage(shell, job, { publicUrl: config.publicUrl, siteName: config.site.name, city: config.site.city, language, website, image });
    // Drawn for a guest, the page runs its islands (ADR 071); anyone else's, or one drawn without its job, runs the app.
    return c.html(
      await drawn.render(c, withHead(shellFor(sitePaths.job, language)), withHead(shellFor(sitePaths.job, language, "islands")), { islandsAskAgain: false }),
    );
  });

  // The job's own share picture, in the language of the link (`lang`), drawn once per version.
  app.get("/jobs/:id/share.png", zValidator("query", previewQuery, validationHook), async (c) => {
    const { db, config } = c.var.deps;
    const id = c.req.param("id");
    const job = uuidPattern.test(id) ? await getJobById(db, id, null) : null;
    if (!job || !isOpen(job)) throw new AppError("not_found");
    const query = c.req.valid("query");
    const pictureTexts = sharePictureTexts(job, query.lang ?? readerLanguage(c), { name: config.site.name, publicUrl: config.publicUrl });
    const picture = await sharePicture(pictureTexts, path.join(config.dataDir, "share-pictures"), path.join(config.dataDir, "fonts"));
    // The version in the address names exactly this picture: kept for good. Any other address may change.
    c.header("cache-control", query.v === sharePictureVersion(pictureTexts) ? "public, max-age=31536000, immutable" : "no-cache");
    c.header("content-type", "image/png");
    return c.body(new Uint8Array(picture));
  });

  app.get("/companies/:slug", async (c) => {
    const { db, config } = c.var.deps;
    const language = readerLanguage(c);
    c.header("cache-control", "no-cache");
    // As a guest sees it: a held page's texts stay out of its head too.
    const page = await getCompanyPage(db, c.req.param("slug"), null).catch((error: unknown) => {
      if (error instanceof AppError && (error.code === "not_found" || error.code === "gone")) return error.code;
      throw error;
    });
    if (typeof page === "string") return c.html(renderMissingCompanyPage(indexHtml, config.site.name, language, page === "gone"), page === "gone" ? 410 : 404);
    const withHead = (shell: string) => renderCompanyPage(shell, page, { publicUrl: config.publicUrl, siteName: config.site.name, city: config.site.city, language });
    // Drawn for a guest, the page runs its islands (ADR 071); anyone else's runs the app.
    return c.html(await drawn.render(c, withHead(shellFor(sitePaths.company, language)), withHead(shellFor(sitePaths.company, language, "islands"))));
  });

  app.get("/courses/:id", async (c) => {
    const { db, config } = c.var.deps;
    c.header("cache-control", "no-cache");
    const course = await getActiveCourse(db, c.req.param("id")).catch((error: unknown) => {
      if (error instanceof AppError && error.code === "not_found") return null;
      throw error;
    });
    if (!course) return c.html(renderMissingCoursePage(indexHtml, config.site.name, readerLanguage(c)), 404);
    const withHead = (shell: string) => renderCoursePage(shell, course, { publicUrl: config.publicUrl, siteName: config.site.name });
    // Drawn for a guest, the page runs its islands (ADR 071); anyone else's runs the app.
    return c.html(await drawn.render(c, withHead(shellFor(sitePaths.course, readerLanguage(c))), withHead(shellFor(sitePaths.course, readerLanguage(c), "islands"))));
  });

  /** index.html drawn for guests (server-render.ts): a page drawn runs its islands where it has them (/jobs), else the app. */
  const pageHtml = (c: Context<AppEnv>) => drawn.render(c, pageShell(c), pageShell(c, "islands"));
  // Before the static files, which would answer "/" with index.html as it is on disk.
  app.get("/", async (c) => {
    c.header("cache-control", "no-cache");
    return c.html(await pageHtml(c));
  });

  // Headers are set once the file is served (a header set by serveStatic's onFound can be lost
  // with the response it was made for).
  app.use("/assets/*", async (c, next) => {
    await next();
    // Hashed names: a file's bytes never change under its name, so it is never revalidated, and
    // its date would be 46 bytes more on each of a page's 15 files over a phone's connection.
    if (c.res.ok) {
      c.header("cache-control", "public, max-age=31536000, immutable");
      c.res.headers.delete("last-modified");
      // Nor its request id (the log keeps it): 52 bytes more on each file, and a file's request has
      // nothing to report.
      c.res.headers.delete("x-request-id");
    }
  });
  // The build writes each script and stylesheet also Brotli-compressed (.br, vite.config.ts).
  app.use("/assets/*", serveStatic({ root, precompressed: true }));
  app.use("*", async (c, next) => {
    await next();
    // The service worker and the page must be revalidated so updates reach people.
    if (c.res.ok && /(\/service-worker\.js|\.html)$/.test(c.req.path)) c.header("cache-control", "no-cache");
  });
  app.use("*", serveStatic({ root }));
  app.get("*", async (c) => {
    c.header("cache-control", "no-cache");
    if (isSitePath(c.req.path)) return c.html(await pageHtml(c));
    return c.html(replaceTitle(indexHtml, unknownPageHead(c.var.deps.config.site.name, readerLanguage(c))), 404);
  });
}
