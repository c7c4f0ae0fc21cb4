import "@/lib/zod-jitless";
import "@/styles/index.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "@/app/app";
import { i18nReady } from "@/lib/i18n";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// The first paint waits for the reader's language (lib/i18n.ts), so it never shows raw keys.
void i18nReady.finally(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

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
 * opens offline next time.
 */
async function cacheLoadedAssets() {
  if (controlledFromStart) return;
  if (!navigator.serviceWorker.controller) {
    await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }));
  }
  const loaded = performance.getEntriesByType("resource").map((entry) => new URL(entry.name));
  // What vite.config.ts's runtimeCaching keeps (its patterns are copied into the worker as text, so
  // they cannot share this code): modules, and the public reads of jobs and courses.
  const worthKeeping = loaded.filter(
    (url) =>
      url.origin === location.origin &&
      (url.pathname.startsWith("/assets/") ||
        (/^\/api\/(jobs|courses)(\/|$)/.test(url.pathname) && !url.pathname.startsWith("/api/jobs/saved"))),
  );
  await Promise.all(worthKeeping.map((url) => fetch(url).catch(() => undefined)));
}
if ("serviceWorker" in navigator) {
  if (document.readyState === "complete") registerServiceWorker();
  else window.addEventListener("load", registerServiceWorker, { once: true });
}
