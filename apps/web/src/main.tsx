import "@/lib/zod-jitless";
import "@/styles/index.css";
import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { hydrate } from "@tanstack/react-query";
import { App } from "@/app/app";
import { createAppRouter } from "@/app/router";
import { prepareFormatters, setDefaultTimeZone } from "@/lib/format";
import { currentLanguage, i18n, i18nReady, setLanguage, storedLanguage } from "@/lib/i18n";
import { nextTask } from "@/lib/next-task";
import { addLaterFonts } from "@/lib/page-styles";
import { createQueryClient } from "@/lib/query-client";
import { cn } from "@/lib/utils";
import type { PageState } from "./entry-server";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

/**
 * The server renders the public pages for guests (entry-server.tsx): the HTML already shows the
 * page, with the answers it was drawn from in `#page-state`. The script then takes it over
 * (hydrates) instead of drawing it again. Every other page starts empty and is drawn here.
 */
const stateElement = document.documentElement.hasAttribute("data-server-rendered") ? document.getElementById("page-state") : null;
const pageState = stateElement?.textContent ? (JSON.parse(stateElement.textContent) as PageState) : null;
const serverRendered = pageState !== null;
const queryClient = createQueryClient();
if (pageState) {
  hydrate(queryClient, pageState.queries);
  // Dates as the server wrote them: in the site's time zone (lib/format.ts).
  setDefaultTimeZone(pageState.timeZone);
}

// The first paint waits for the reader's language (lib/i18n.ts), so it never shows raw keys.
const routerReady = createAppRouter(
  pageState ? { hydrationData: { loaderData: pageState.loaderData, actionData: pageState.actionData } } : {},
);

/**
 * Drawn by the server in another language than this device's choice (a cookie it did not have):
 * switched once the take-over is done, since a change during it would not match the server's HTML.
 */
function switchToStoredLanguage() {
  const language = storedLanguage();
  if (language !== i18n.language) void setLanguage(language);
}

/** Once the page is the script's: the fonts the server left for then, and the reader's language. */
function afterTakeOver() {
  addLaterFonts();
  switchToStoredLanguage();
}

/**
 * Two one-time costs the take-over would meet inside its first slice are paid first, each in a task
 * of its own: the locale data of the Intl formatters, and tailwind-merge's table of classes (built on
 * the first `cn`).
 */
async function prepareTakeOver() {
  await nextTask();
  prepareFormatters(currentLanguage());
  await nextTask();
  cn("p-0", "p-1");
  await nextTask();
}

void Promise.all([i18nReady.catch(() => undefined), routerReady]).then(async ([, router]) => {
  if (!serverRendered) {
    createRoot(root).render(
      <StrictMode>
        <App router={router} queryClient={queryClient} />
      </StrictMode>,
    );
    return;
  }
  await prepareTakeOver();
  // As a transition the take-over yields to the browser every few milliseconds instead of holding
  // a slow phone's CPU; the page's regions (HydrateLater) follow the shell, each a boundary React
  // takes over on its own, at once if the reader taps inside it first.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App router={router} queryClient={queryClient} onReady={afterTakeOver} />
      </StrictMode>,
      {
        // React then draws the page afresh: it works, but the server's page was wasted, so say so.
        onRecoverableError: (error, info) => console.error("The server's page could not be taken over", error, info.componentStack),
      },
    );
  });
});

/**
 * Registers /service-worker.js once the page has loaded; a failure only costs offline support.
 * The worker takes control by itself (clientsClaim, skipWaiting in vite.config.ts), so the plain
 * browser call does everything workbox-window did here, without its download on the first page.
 */
function registerServiceWorker() {
  navigator.serviceWorker
    .register("/service-worker.js", { scope: "/" })
    .then(() => navigator.serviceWorker.ready)
    .then(cacheLoadedAssets)
    .catch((error: unknown) => {
      console.error("Service worker registration failed", error);
    });
}

/** Whether the worker answered this page's requests from the start (every visit after the first). */
const controlledFromStart = "serviceWorker" in navigator && navigator.serviceWorker.controller !== null;

/**
 * The worker precaches only the app shell, and caches other modules and the jobs and courses read as
 * they pass through it. On the first visit this page's own came before the worker: asked for again
 * once it controls the page, they pass through it (the modules from the HTTP cache), so this page
 * opens offline next time. A page the server rendered read its jobs on the server: it lists those
 * reads (`#page-reads`), and they are asked for here.
 */
async function cacheLoadedAssets() {
  if (controlledFromStart) return;
  if (!navigator.serviceWorker.controller) {
    await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }));
  }
  const serverReads = serverRendered ? (JSON.parse(document.getElementById("page-reads")?.textContent ?? "[]") as string[]) : [];
  const loaded = [...performance.getEntriesByType("resource").map((entry) => entry.name), ...serverReads].map((address) => new URL(address, location.href));
  // What vite.config.ts's runtimeCaching keeps (its patterns are copied into the worker as text, so
  // they cannot share this code): modules, and the public reads of jobs and courses. Resource
  // entries do not say their method: a job saved before the worker took over left its
  // PUT /api/jobs/{id}/saved here, which asked for again as a GET was a 404 in the console.
  const worthKeeping = loaded.filter(
    (url) =>
      url.origin === location.origin &&
      (url.pathname.startsWith("/assets/") ||
        (/^\/api\/(jobs|courses)(\/[^/]+)?$/.test(url.pathname) && url.pathname !== "/api/jobs/saved")),
  );
  await Promise.all(worthKeeping.map((url) => fetch(url).catch(() => undefined)));
}
if ("serviceWorker" in navigator) {
  if (document.readyState === "complete") registerServiceWorker();
  else window.addEventListener("load", registerServiceWorker, { once: true });
}
