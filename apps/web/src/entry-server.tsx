/**
 * The server's render of the public pages (ADR 027). A phone on a slow network sees the jobs as soon
 * as the HTML and the stylesheet have arrived, long before the script; the script then takes the
 * page over (main.tsx hydrates it) with the same answers, so nothing is fetched or drawn twice.
 *
 * Built by `vite build --ssr` into apps/web/dist-ssr and loaded by the server
 * (apps/server/src/modules/site/server-render.ts), which hands it a fetch that answers the API calls
 * in-process. Pages are rendered for guests only: the server asks the API as nobody, so a signed-in
 * reader's page would show the wrong account.
 */
import "@/app/class-merge";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from "react-router";
import { dehydrate, QueryClient, skipToken, type Query } from "@tanstack/react-query";
import { languages, type Language } from "@app/shared/constants";
import { AppProviders } from "@/app/providers";
import { routes } from "@/app/router";
import { setApiFetch } from "@/lib/api-client";
import { cookieValue, renderWithCookies } from "@/lib/cookies";
import { setDefaultTimeZone } from "@/lib/format";
import { i18n, i18nReady, isLanguage, loadAccountTexts, DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY } from "@/lib/i18n";
import { queryDefaults } from "@/lib/query-client";
import "@/lib/zod-jitless";

type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

export type RenderedPage = {
  /** What goes inside `<div id="root">`. */
  html: string;
  language: Language;
  /** JSON for `<script type="application/json" id="page-state">`, already safe inside HTML. */
  state: string;
  /** The page's status: 200, or a posted form's refusal (400, 401, 429…). */
  status: number;
  /**
   * Some of the page's reads failed (an error answer, or none): drawn without them, "loading" in their
   * place and left out of `state`, for the browser to ask again.
   */
  incomplete: boolean;
};

/** A posted form's answer that is not a page: follow on to `location`, with the API's cookies. */
export type FollowOn = { location: string; status: number; cookies: string[] };

/** A form posted to its page before the script ran (lib/form-echo.tsx): its body as the browser sent it. */
export type PostedForm = { body: string; contentType: string };

/** What main.tsx reads back from `#page-state`. */
export type PageState = {
  queries: ReturnType<typeof dehydrate>;
  loaderData: StaticHandlerContext["loaderData"];
  /** A posted form's echo (lib/form-echo.tsx), for the page drawn again after the post. */
  actionData: StaticHandlerContext["actionData"];
  /** The site's time zone, the page's dates were written in (lib/format.ts). */
  timeZone: string;
};

/**
 * Renders are repeated until the page asks for nothing new: each render shows which queries the page
 * needs (its components create them in the cache), those are fetched, and the page is drawn again
 * with their answers. A page that needs more rounds than this is drawn with what it has.
 */
const maxFetchRounds = 3;

/** `<` escaped, so no text in the data can close the script element it sits in. */
function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

function isEnabled(query: Query) {
  const { enabled, queryFn } = query.options as { enabled?: boolean | ((query: Query) => boolean); queryFn?: unknown };
  if (queryFn === skipToken || queryFn === undefined) return false;
  return typeof enabled === "function" ? enabled(query) : enabled !== false;
}

/**
 * Loads both languages and returns the page renderer. `fetch` answers the API calls the pages make
 * (paths such as `/api/jobs?page=1`); renders run one at a time on the event loop, which is what
 * lets them share the one i18next instance and switch its language for each.
 */
export async function createPageRenderer(options: { fetch: Fetch; timeZone: string }) {
  setApiFetch(options.fetch);
  setDefaultTimeZone(options.timeZone);
  await i18nReady;
  await i18n.loadLanguages([...languages]);
  // Every area of both: the pages' own (a route module's `withTexts` would load them during the
  // render, too late for its first pass) and the accounts'.
  await loadAccountTexts();
  const handler = createStaticHandler(routes);

  return async function renderPage(url: URL, cookies: string | undefined, posted?: PostedForm): Promise<RenderedPage | FollowOn | null> {
    const request = posted
      ? new Request(url, { method: "POST", body: posted.body, headers: { "content-type": posted.contentType } })
      : new Request(url);
    const context = await handler.query(request);
    if (context instanceof Response) {
      // A posted form's success goes on (a 303 with the session); any other redirect (an old
      // address, an unknown sign-up type) is the browser router's to follow.
      const location = context.headers.get("location");
      if (posted && location) return { location, status: context.status, cookies: context.headers.getSetCookie() };
      return null;
    }
    const chosen = cookieValue(cookies ?? "", LANGUAGE_STORAGE_KEY);
    const language: Language = isLanguage(chosen) ? chosen : DEFAULT_LANGUAGE;
    // No retries: a failed answer leaves its part of the page to the browser, as below.
    const queryClient = new QueryClient({ defaultOptions: { queries: { ...queryDefaults, retry: false } } });
    const router = createStaticRouter(handler.dataRoutes, context);

    const render = () => {
      // Synchronous from the language switch to the last byte: no other render can come between.
      void i18n.changeLanguage(language);
      if (i18n.language !== language) throw new Error(`i18next did not switch to ${language} synchronously`);
      return renderWithCookies(cookies, () =>
        renderToString(
          <StrictMode>
            <AppProviders queryClient={queryClient}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppProviders>
          </StrictMode>,
        ),
      );
    };

    const asked = new Set<string>();
    let incomplete = false;
    let html = render();
    for (let round = 0; round < maxFetchRounds; round++) {
      const needed = queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.status === "pending" && !asked.has(query.queryHash) && isEnabled(query));
      if (needed.length === 0) break;
      for (const query of needed) asked.add(query.queryHash);
      await Promise.all(needed.map((query) => queryClient.prefetchQuery({ ...query.options, queryKey: query.queryKey })));
      // What failed is left out, so the page shows it loading, as the browser will before it asks again.
      if (queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === "error" }).length > 0) incomplete = true;
      queryClient.removeQueries({ predicate: (query) => query.state.status === "error" });
      html = render();
    }

    const state: PageState = {
      queries: dehydrate(queryClient),
      loaderData: context.loaderData,
      actionData: context.actionData,
      timeZone: options.timeZone,
    };
    queryClient.clear();
    return { html, language, state: jsonForHtml(state), status: context.statusCode, incomplete };
  };
}
