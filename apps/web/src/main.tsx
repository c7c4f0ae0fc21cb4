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
  navigator.serviceWorker.register("/service-worker.js", { scope: "/" }).catch((error: unknown) => {
    console.error("Service worker registration failed", error);
  });
}
if ("serviceWorker" in navigator) {
  if (document.readyState === "complete") registerServiceWorker();
  else window.addEventListener("load", registerServiceWorker, { once: true });
}
