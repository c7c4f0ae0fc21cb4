/**
 * The public pages drawn on the server for guests (ADR 027): the web app's own renderer
 * (apps/web/src/entry-server.tsx, built into apps/web/dist-ssr) fills index.html's `#root` with the
 * page and adds the answers it was drawn from, which the browser's script takes over. A phone on a
 * slow network sees the jobs when the HTML and the stylesheet have arrived instead of after the
 * whole script.
 *
 * The renderer's API calls are answered in-process by this app, as the visitor (their address, so
 * rate limits count them; their visitor id, so a job view and a visit count once, as from the
 * browser) but never with their other cookies: the pages are drawn as a guest sees them, so a
 * request with a session gets index.html as it is. So does every page when the renderer was not
 * built (the tests' stand-in web app) or fails: the browser then draws the page itself, as before.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Context, Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { getSessionCookie } from "better-auth/cookies";
import { sitePaths } from "@app/shared/site-paths";
import { sessionCookiePrefix } from "../../auth/auth.ts";
import type { AppEnv } from "../../http/env.ts";
import { ensureVisitorId, visitorCookieName } from "../../http/visitor.ts";

/** `incomplete`: some of the page's reads failed, drawn as loading for the browser to ask again (entry-server.tsx). */
type RenderedPage = { html: string; language: string; state: string; status: number; incomplete?: boolean; reads?: string[] };
/** A posted form's success: where to go on to, with the API's cookies (the session). */
type FollowOn = { location: string; status: number; cookies: string[] };
/** A form posted to a page, as the browser sent it. */
export type PostedForm = { body: string; contentType: string };
type RenderPage = (url: URL, cookies: string | undefined, posted?: PostedForm) => Promise<RenderedPage | FollowOn | null>;
type RendererModule = { createPageRenderer: (options: { fetch: typeof fetch; timeZone: string }) => Promise<RenderPage> };

/** The pages a guest can open, and their `sitePaths` patterns; accounts' areas need a session. */
const renderedPages = [
  sitePaths.home,
  sitePaths.jobs,
  sitePaths.job,
  sitePaths.company,
  sitePaths.courses,
  sitePaths.course,
  sitePaths.contact,
  sitePaths.login,
  sitePaths.signUp,
  sitePaths.phoneLogin,
  sitePaths.phoneSignUp,
  sitePaths.forgotPassword,
  sitePaths.alertNew,
  sitePaths.confirmEmail,
].map((pattern) => new RegExp(`^${pattern.replace(/:[a-z]+/gi, "[^/]+")}/?$`, "i"));

/**
 * The request being rendered and its visitor id, which the renderer's API calls are made as, and
 * the API addresses they read (the page lists them, for its service worker to keep; main.tsx).
 */
const renderingRequest = new AsyncLocalStorage<{ c: Context<AppEnv>; visitorId: string; reads: string[] }>();

/** Headers of the visitor's request that the in-process API calls carry; cookies never. */
const forwardedHeaders = ["x-forwarded-for", "user-agent", "accept-language"];

/**
 * A letter of each script a page's language is written in: the fonts preloaded for a page are the
 * faces whose unicode-range holds one of them (apps/web/src/styles/index.css). Faces for rarer
 * characters (ADR 030) and the toggle's five Kannada letters are left to the browser to fetch when
 * the page shows such a character.
 */
const pageLetters: Record<string, number[]> = { en: [0x61], kn: [0x61, 0x0c85] };

/** Whether a `unicode-range` descriptor (`U+0020-007E, U+00A0`; none is every code point) holds `codePoint`. */
export function rangeHolds(range: string | undefined, codePoint: number): boolean {
  if (range === undefined) return true;
  return range.split(",").some((part) => {
    const [from = "", to = from] = part.trim().replace(/^U\+/i, "").split("-");
    const low = Number.parseInt(from.replace(/\?/g, "0"), 16);
    const high = Number.parseInt(to.replace(/\?/g, "F"), 16);
    return codePoint >= low && codePoint <= high;
  });
}

/**
 * What the server does with the page's stylesheet (ADR 027), read once from the build.
 * - `inline`: the links replaced by the stylesheet itself. A page drawn on the server is ready to
 *   show once its styles are there; as a separate file they came a round trip later and shared the
 *   phone's bandwidth with the script. Its font addresses are absolute (`/assets/…`). Where the
 *   page's shell names the page's own stylesheet (`data-page-styles`, ADR 046), that one, marked
 *   with the whole sheet's address, which the script loads before it shows another page
 *   (apps/web/src/lib/page-styles.ts). The font faces the page's own sheet leaves out (the Latin
 *   ones, apps/web/vite.config.ts) follow it in a `<template id="later-fonts">`, which the script
 *   adds to the page once it has taken it over: until then the text is in the device's own font, and
 *   the phone's bandwidth goes to the script.
 * - `unmarked`: the link as it is, for a page the browser draws.
 * - `preloadFonts`: for the service worker, which holds the stylesheet and the fonts: the link
 *   stays, and the fonts of the page's language are asked for at once, not when the text is laid
 *   out (the text waits for them, briefly, before it is drawn); not those the device may have.
 */
function stylesheets(webRoot: string) {
  const styles = new Map<string, string | null>();
  const read = (href: string) => {
    if (!styles.has(href)) {
      const file = path.join(webRoot, href);
      const css = href.startsWith("/assets/") && existsSync(file) ? readFileSync(file, "utf8") : null;
      styles.set(href, css?.includes("</style") ? null : css);
    }
    return styles.get(href) ?? null;
  };
  const links = /<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>/g;
  const fontFaces = /@font-face\s*\{[^}]*\}/g;
  const fontFiles = (css: string, letters: number[]) =>
    [...css.matchAll(fontFaces)].flatMap(([face]) => {
      const range = /unicode-range:\s*([^;}]+)/.exec(face)?.[1];
      const file = /url\("?(\/assets\/[^)"]+\.woff2)"?\)/.exec(face)?.[1];
      // A face the device may have (`local()`, ADR 049) is not preloaded: the preload would read the
      // file even where the device's own font is used, and Chromium warns of a preload not used.
      return file && !face.includes("local(") && letters.some((letter) => rangeHolds(range, letter)) ? [file] : [];
    });
  /** The page's own stylesheet, which its shell names (page-preloads.ts), without the mark. */
  const pageStyles = (link: string) => /data-page-styles="([^"]+\.css)"/.exec(link)?.[1];
  const unmarked = (link: string) => link.replace(/ data-page-styles="[^"]*"/, "");
  return {
    inline: (html: string) =>
      html.replace(links, (link, href: string) => {
        const own = pageStyles(link);
        const ownCss = own === undefined ? null : read(own);
        if (ownCss !== null) {
          const later = (read(href)?.match(fontFaces) ?? []).filter((face) => !ownCss.includes(face));
          const laterFonts = later.length > 0 ? `<template id="later-fonts"><style>${later.join("")}</style></template>` : "";
          return `<style data-full-stylesheet="${href}">${ownCss}</style>${laterFonts}`;
        }
        const css = read(href);
        return css === null ? unmarked(link) : `<style>${css}</style>`;
      }),
    preloadFonts: (html: string, language: string) =>
      html.replace(links, (link, href: string) => {
        const files = fontFiles(read(href) ?? "", pageLetters[language] ?? []);
        return unmarked(link) + files.map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${file}">`).join("");
      }),
    unmarked: (html: string) => html.replace(links, unmarked),
  };
}

export function serverRenderer(app: Hono<AppEnv>, webRoot: string) {
  const rendererFile = path.join(webRoot, "..", "dist-ssr", "entry-server.js");
  const styles = stylesheets(webRoot);
  let renderer: Promise<RenderPage | null> | undefined;

  const inProcessFetch = (input: string | URL | Request, init?: RequestInit) => {
    const visitor = renderingRequest.getStore();
    if (!visitor) throw new Error("An API call outside a server render");
    const { c, visitorId, reads } = visitor;
    const target = String(input instanceof Request ? input.url : input);
    if ((init?.method ?? "GET") === "GET") reads.push(target);
    const headers = new Headers(init?.headers);
    for (const name of forwardedHeaders) {
      const value = c.req.header(name);
      if (value) headers.set(name, value);
    }
    headers.set("cookie", `${visitorCookieName}=${visitorId}`);
    // The site's own call: a posted form's origin was checked by its page's route (web-app.ts).
    headers.set("origin", new URL(c.var.deps.config.publicUrl).origin);
    return Promise.resolve(app.request(target, { ...init, headers }, c.env));
  };

  const load = async ({ logger, config }: Context<AppEnv>["var"]["deps"]) => {
    if (!existsSync(rendererFile)) return null;
    try {
      const module = (await import(pathToFileURL(rendererFile).href)) as RendererModule;
      // The pages' dates are days in the site's time zone, not this machine's (lib/format.ts).
      return await module.createPageRenderer({ fetch: inProcessFetch as typeof fetch, timeZone: config.site.timeZone });
    } catch (error) {
      logger.error({ err: error }, "The server renderer failed to load; pages are drawn in the browser");
      return null;
    }
  };

  /** The page as the renderer draws it for this request, or null where it is not drawn (no renderer, or it failed). */
  const drawPage = async (c: Context<AppEnv>, posted?: PostedForm): Promise<RenderedPage | FollowOn | null> => {
    const { logger, config } = c.var.deps;
    renderer ??= load(c.var.deps);
    const renderPage = await renderer;
    if (!renderPage) return null;
    try {
      const url = new URL(c.req.path + new URL(c.req.url).search, config.publicUrl);
      const visitorId = ensureVisitorId(c);
      const reads: string[] = [];
      const page = await renderingRequest.run({ c, visitorId, reads }, () => renderPage(url, c.req.header("cookie"), posted));
      return page && "html" in page ? { ...page, reads } : page;
    } catch (error) {
      logger.error({ err: error, path: c.req.path }, "A page failed to render on the server; the browser draws it");
      return null;
    }
  };

  /** `html` with the drawn page in its `#root` and the answers it was drawn from. */
  const fillShell = (c: Context<AppEnv>, html: string, page: RenderedPage) => {
    // The service worker's own request for the page (navigation preload, vite.config.ts): it holds
    // the stylesheet and fonts, so a link costs nothing there, and the page is 14 KB lighter. So does
    // a page drawn as islands asking for itself to draw a region again (`X-Page-Region`,
    // apps/web/src/islands/follow-region.ts), which takes the region and the answers only.
    c.header("vary", "Service-Worker-Navigation-Preload, X-Page-Region", { append: true });
    const stylesHeld = c.req.header("service-worker-navigation-preload") !== undefined || c.req.header("x-page-region") !== undefined;
    return (stylesHeld ? styles.preloadFonts(html, page.language) : styles.inline(html))
      .replace(/<html[^>]*>/, `<html lang="${page.language}" data-server-rendered>`)
      .replace(
        /<div id="?root"?><\/div>/,
        () =>
          `<div id="root">${page.html}</div>\n    <script type="application/json" id="page-state">${page.state}</script>` +
          `\n    <script type="application/json" id="page-reads">${JSON.stringify(page.reads ?? []).replace(/</g, "\\u003c")}</script>`,
      );
  };

  /**
   * `html` (index.html with its head) with the page drawn into it, or `html` as it is where the page
   * is not drawn on the server. A drawn page goes into `drawnHtml` where the page has one: the same
   * head, running the page's islands instead of the app (ADR 071, page-preloads.ts). A page whose
   * islands do not ask again for what the server failed to read (`islandsAskAgain: false`: the job
   * page, whose job is the server's HTML only) runs the app when drawn without it: the app asks for
   * it, and shows it, or that it could not be loaded with Try again, where the islands would have
   * left "Loading" on screen.
   */
  async function render(c: Context<AppEnv>, html: string, drawnHtml = html, { islandsAskAgain = true } = {}): Promise<string> {
    if (!renderedPages.some((pattern) => pattern.test(c.req.path))) return styles.unmarked(html);
    if (getSessionCookie(c.req.raw.headers, { cookiePrefix: sessionCookiePrefix })) return styles.unmarked(html);
    const page = await drawPage(c);
    if (!page || !("html" in page)) return styles.unmarked(html);
    return fillShell(c, page.incomplete && !islandsAskAgain ? html : drawnHtml, page);
  }

  /**
   * A form posted to its page before the script ran (apps/web/src/lib/form-echo.tsx): the page's
   * action answers it as the visitor, signed out, like the page itself. It follows on (303, with
   * the API's cookies) or draws the page again with the fields and the error, at the API's status.
   * Without a renderer the post cannot be answered: the reader is sent back to the page.
   */
  async function answerPost(c: Context<AppEnv>, html: string, posted: PostedForm): Promise<Response> {
    c.header("cache-control", "no-store");
    const page = await drawPage(c, posted);
    if (page && "location" in page) {
      for (const cookie of page.cookies) c.header("set-cookie", cookie, { append: true });
      return c.redirect(page.location, 303);
    }
    if (!page) return c.redirect(c.req.path + new URL(c.req.url).search, 303);
    return c.html(fillShell(c, html, page), page.status as ContentfulStatusCode);
  }

  return { render, answerPost };
}
