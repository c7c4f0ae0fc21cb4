/**
 * The service worker, registered by every entry (the app's main.tsx, a page's islands): once the
 * page has loaded; a failure only costs offline support. The worker takes control by itself
 * (clientsClaim, skipWaiting in vite.config.ts), so the plain browser call does everything
 * workbox-window did here, without its download on the first page.
 */

/** Whether the worker answered this page's requests from the start (every visit after the first). */
const controlledFromStart = typeof navigator !== "undefined" && "serviceWorker" in navigator && navigator.serviceWorker.controller !== null;

/**
 * The worker precaches only the app shell, and caches other modules and the jobs and courses read as
 * they pass through it. On the first visit this page's own came before the worker: asked for again
 * once it controls the page, they pass through it (the modules from the HTTP cache), so this page
 * opens offline next time. A page the server rendered read its jobs on the server: it lists those
 * reads (`#page-reads`), and they are asked for here. A page drawn as islands (ADR 071) asks for its
 * reads even when the worker had it from the start: it is reached by a page load, never by the app,
 * whose navigation would have read its jobs through the worker.
 */
async function cacheLoadedAssets(serverRendered: boolean, islands: boolean) {
  if (controlledFromStart && !islands) return;
  if (!navigator.serviceWorker.controller) {
    await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }));
  }
  const serverReads = serverRendered ? (JSON.parse(document.getElementById("page-reads")?.textContent ?? "[]") as string[]) : [];
  // Its modules came through the worker already when it had the page from the start.
  const resources = controlledFromStart ? [] : performance.getEntriesByType("resource").map((entry) => entry.name);
  const loaded = [...resources, ...serverReads].map((address) => new URL(address, location.href));
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

/**
 * Registers /service-worker.js once the page has loaded; `serverRendered`: the page came drawn, with
 * `#page-reads`; `islands`: it runs a page's islands, not the app.
 */
export function registerServiceWorker({ serverRendered, islands = false }: { serverRendered: boolean; islands?: boolean }) {
  if (!("serviceWorker" in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register("/service-worker.js", { scope: "/" })
      .then(() => navigator.serviceWorker.ready)
      .then(() => cacheLoadedAssets(serverRendered, islands))
      .catch((error: unknown) => {
        console.error("Service worker registration failed", error);
      });
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
