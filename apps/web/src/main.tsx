import "@/app/class-merge";
import "@/lib/zod-jitless";
import "@/styles/index.css";
import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { hydrate } from "@tanstack/react-query";
import { App } from "@/app/app";
import { createAppRouter } from "@/app/router";
import { prepareFormatters, setDefaultTimeZone } from "@/lib/format";
import { currentLanguage, i18n, i18nReady, loadAppTexts, setLanguage, storedLanguage } from "@/lib/i18n";
import { nextTask } from "@/lib/next-task";
import { addLaterFonts } from "@/lib/page-styles";
import { createQueryClient } from "@/lib/query-client";
import { registerServiceWorker } from "@/lib/service-worker";
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

// The app's areas come with the first language (a page's islands load only the every-page texts).
const appTextsReady = loadAppTexts();
void Promise.all([i18nReady.catch(() => undefined), appTextsReady.catch(() => undefined), routerReady]).then(async ([, , router]) => {
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

registerServiceWorker({ serverRendered });
