/**
 * A guest's /jobs whose jobs the server could not read when it drew the page (its read of
 * `GET /api/jobs` answered 503, as on a lost database connection): the server draws the page without
 * them, "Loading jobs..." in their place (entry-server.tsx leaves a failed answer out), and its script,
 * once ready, asks the server for the list again (islands/job-list-region.ts). Drawn still without them,
 * the list says so (SPEC.md §8) in an alert with Try again, and the toast, in English and Kannada; no
 * job is shown meanwhile. Once the server reads the jobs again, Try again, pressed from the keyboard,
 * shows them on the same page, the search kept, and leaves the cursor on the list.
 *
 * The read is the server's own, in-process (server-render.ts), which the browser cannot reach: the
 * page and the region's loads are answered with the app's own server renderer (the build's
 * dist-ssr/entry-server.js, as the server runs it), whose API calls go to the real server, the list's
 * read alone answered 503. The rest of the page (its head, styles, scripts) is the server's own.
 */
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Page, Route } from "@playwright/test";
import { uniqueWord } from "@app/shared/factories";
import { expect, postJobViaApi, test } from "./fixtures";

// The page's own requests are the spec's to route: a service worker's would pass by page.route.
test.use({ serviceWorkers: "block" });

const texts = {
  en: {
    search: "Search jobs",
    jobs: "Jobs",
    loading: "Loading jobs...",
    errorTitle: "Error loading jobs",
    error: "Failed to load job listings. Please try again.",
    retry: "Try again",
    count: "2 jobs found",
  },
  kn: {
    search: "ಉದ್ಯೋಗಗಳನ್ನು ಹುಡುಕಿ",
    jobs: "ಉದ್ಯೋಗಗಳು",
    loading: "ಉದ್ಯೋಗಗಳು ಲೋಡ್ ಆಗುತ್ತಿವೆ...",
    errorTitle: "ಉದ್ಯೋಗಗಳು ಲೋಡ್ ಆಗಲಿಲ್ಲ",
    error: "ಉದ್ಯೋಗಗಳ ಪಟ್ಟಿ ಲೋಡ್ ಆಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.",
    retry: "ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ",
    count: "2 ಉದ್ಯೋಗಗಳು ಸಿಕ್ಕಿವೆ",
  },
} as const;

type RenderPage = (url: URL, cookies: string | undefined) => Promise<{ html: string; state: string } | null>;
type RendererModule = { createPageRenderer: (options: { fetch: typeof fetch; timeZone: string }) => Promise<RenderPage> };

const rendererFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../dist-ssr/entry-server.js");
let renderer: Promise<RenderPage> | undefined;

/**
 * The app's server renderer, its API calls answered by the server at `baseURL` as the server's own
 * are (the site's origin, the reader's cookies), but for the list's read: 503, as the API answers a
 * read whose database connection was lost (http/errors.ts).
 */
function rendererWithoutJobs(baseURL: string, timeZone: string) {
  const apiFetch = async (input: string | URL | Request, init?: RequestInit) => {
    const target = new URL(String(input instanceof Request ? input.url : input), baseURL);
    if (target.pathname === "/api/jobs") {
      const body = { error: { code: "service_unavailable", message: "The site is busy for a moment. Please try again in a few seconds.", requestId: "" } };
      return new Response(JSON.stringify(body), { status: 503, headers: { "content-type": "application/json", "retry-after": "5" } });
    }
    const headers = new Headers(init?.headers);
    headers.set("origin", new URL(baseURL).origin);
    if (rendering.cookies) headers.set("cookie", rendering.cookies);
    return fetch(target, { ...init, headers });
  };
  renderer ??= (import(pathToFileURL(rendererFile).href) as Promise<RendererModule>).then((module) =>
    module.createPageRenderer({ fetch: apiFetch as typeof fetch, timeZone }),
  );
  return renderer;
}
/** The cookies of the request being drawn (renders run one at a time, as on the server). */
const rendering: { cookies?: string } = {};

/**
 * Answers `route` (the page, or its list's region) with the server's page for its address, its `#root`
 * and the answers it was drawn from as the server draws them when its read of the jobs fails.
 */
async function drawWithoutJobs(route: Route, baseURL: string) {
  const response = await route.fetch();
  const html = await response.text();
  const pageState = /<script type="application\/json" id="page-state">([\s\S]*?)<\/script>/.exec(html);
  if (!pageState) throw new Error(`The server did not draw ${route.request().url()}`);
  const { timeZone } = JSON.parse(pageState[1]!) as { timeZone: string };
  const renderPage = await rendererWithoutJobs(baseURL, timeZone);
  rendering.cookies = await route.request().headerValue("cookie") ?? undefined;
  const drawn = await renderPage(new URL(route.request().url()), rendering.cookies);
  if (!drawn) throw new Error(`The renderer did not draw ${route.request().url()}`);
  const body = html.replace(
    /<div id="root">[\s\S]*?<\/div>(\s*)<script type="application\/json" id="page-state">[\s\S]*?<\/script>/,
    (_, space: string) => `<div id="root">${drawn.html}</div>${space}<script type="application/json" id="page-state">${drawn.state}</script>`,
  );
  const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !["content-encoding", "content-length"].includes(name)));
  await route.fulfill({ status: response.status(), headers, body });
}

/**
 * /jobs, the page and its list's region, drawn as when the server cannot read the jobs while `failing()`;
 * each region load waits for `held` first.
 */
async function routeJobs(page: Page, baseURL: string, failing: () => boolean, held: () => Promise<void>) {
  await page.route(
    (url) => url.pathname === "/jobs",
    async (route) => {
      const region = route.request().headers()["x-page-region"] !== undefined;
      if (region) await held();
      if (!failing() || (!region && route.request().resourceType() !== "document")) return route.continue();
      return drawWithoutJobs(route, baseURL);
    },
  );
}

for (const language of ["en", "kn"] as const) {
  const t = texts[language];
  test(`says the jobs failed to load when the server's first read of them fails, and Try again shows them once it reads them (${language})`, async ({
    page,
    context,
    request,
    baseURL,
    createAccount,
  }) => {
    test.slow();
    await context.addCookies([{ name: "language", value: language, url: baseURL! }]);
    const word = uniqueWord();
    await createAccount("employer");
    await postJobViaApi(request, baseURL!, { title: `Tailor ${word}`, type: "Part-time" });
    await postJobViaApi(request, baseURL!, { title: `Cook ${word}`, type: "Full-time" });

    let failing = true;
    let release = () => {};
    let regionHeld = new Promise<void>((resolve) => (release = resolve));
    await routeJobs(page, baseURL!, () => failing, () => regionHeld);

    await page.goto(`/jobs?q=${word}`);
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await expect(page.locator("html")).toHaveAttribute("data-server-rendered", "");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    const region = page.locator('[data-region="jobs"]');

    // Drawn without its jobs, the list says it is loading them while the script asks the server again.
    await expect(region.getByRole("status").filter({ hasText: t.loading })).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(0);
    await expect(page.getByRole("searchbox", { name: t.search })).toHaveValue(word);

    // The server, asked again, still cannot read them: the list says so, with Try again, and the toast.
    release();
    const failure = region.getByRole("alert").filter({ hasText: t.error });
    await expect(failure).toBeVisible();
    await expect(page.locator("[data-sonner-toast]").getByText(t.errorTitle)).toBeVisible();
    await expect(region.getByRole("status").filter({ hasText: t.loading })).toHaveCount(0);
    await expect(page.getByRole("article")).toHaveCount(0);
    await expect(page.getByRole("searchbox", { name: t.search })).toHaveValue(word);
    const retry = failure.getByRole("button", { name: t.retry });
    await expect(retry).toBeEnabled();

    // The server reads the jobs again; Try again, from the keyboard, shows them in place of the failure.
    failing = false;
    regionHeld = Promise.resolve();
    await retry.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("article", { name: `Tailor ${word}` })).toBeVisible();
    await expect(page.getByRole("article", { name: `Cook ${word}` })).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(2);
    await expect(region.getByRole("status").filter({ hasText: t.count })).toBeVisible();
    await expect(failure).toHaveCount(0);
    await expect(page.getByRole("list", { name: t.jobs, exact: true })).toHaveAttribute("aria-busy", "false");
    await expect(page).toHaveURL(`${baseURL}/jobs?q=${word}`);
    await expect(page.getByRole("searchbox", { name: t.search })).toHaveValue(word);
    // The button went with the failure: the cursor is left on the list's heading, not on the page's body.
    await expect(region.getByRole("heading", { name: t.jobs, exact: true })).toBeFocused();
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage === true)).toBe(true);
  });
}
