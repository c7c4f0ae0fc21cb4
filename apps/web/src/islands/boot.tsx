/**
 * What every page's islands entry does (ADR 071): a guest's page the server drew, of which only the
 * interactive parts (`<Island>`, components/island.tsx) are taken over, each a root of its own,
 * with the document's navigation and the server's answers (`#page-state`) in place of the router and
 * the query cache. Once every island has committed, the page is ready (`data-hydrated`, which the
 * early-taps script waits for to replay a held tap), the later fonts come, the service worker is
 * registered, and a device whose stored language differs from the one the page was drawn in asks the
 * server for the page in it, as the language switch does.
 */
import { startTransition, StrictMode, useLayoutEffect, type ComponentType, type ReactNode } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import type { PageArea } from "@app/i18n/page-areas.ts";
import { Toaster } from "@/components/ui/toaster";
import { paths } from "@/config/paths";
import { prepareFormatters, setDefaultTimeZone } from "@/lib/format";
import { currentLanguage, i18nReady, loadJobSearchTexts, loadPageTexts, storedLanguage } from "@/lib/i18n";
import { NavigationProvider } from "@/lib/navigation";
import { nextTask } from "@/lib/next-task";
import { PageQueryProvider } from "@/lib/page-query";
import { addLaterFonts } from "@/lib/page-styles";
import { registerServiceWorker } from "@/lib/service-worker";
import { documentNavigation } from "./document-navigation";
import { pageStateQuery, readPageState, type PageStateQuery } from "./page-state";

// Each island's own props, whatever they are: the server wrote them for this very component.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type IslandParts = Record<string, ComponentType<any>>;

/** Rendered after an island's part: its layout effect runs once React has taken the island over. */
function Committed({ onCommit }: { onCommit: () => void }) {
  useLayoutEffect(onCommit, [onCommit]);
  return null;
}

function IslandProviders({ usePageQuery, children }: { usePageQuery: ReturnType<typeof pageStateQuery>; children: ReactNode }) {
  return (
    <StrictMode>
      <NavigationProvider value={documentNavigation}>
        <PageQueryProvider usePageQuery={usePageQuery}>{children}</PageQueryProvider>
      </NavigationProvider>
    </StrictMode>
  );
}

/** The page drawn in another language than this device's choice (a cookie the server did not have): asked again in it. */
function askForStoredLanguage() {
  const language = storedLanguage();
  if (language === currentLanguage()) return;
  const form = document.createElement("form");
  form.method = "post";
  form.action = paths.language.href();
  for (const [name, value] of [["language", language], ["back", `${location.pathname}${location.search}`]]) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name!;
    input.value = value!;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}

/** What a page may do with its islands once it is ready: take over those a region brings, or let go of those it drops. */
export type PageIslands = {
  /** Takes over each island inside `container` (a region the page has just drawn from the server's HTML). */
  hydrateIn: (container: ParentNode) => void;
  /** Unmounts each island inside `container`, before the page replaces it. */
  unmountIn: (container: ParentNode) => void;
  /** The answers a page fetched for the region was drawn from, for the islands' reads (islands/page-state.ts). */
  takeAnswers: PageStateQuery["takeAnswers"];
  /** A page being fetched, whose answers the islands' reads wait for before they ask by themselves. */
  expectAnswers: PageStateQuery["expectAnswers"];
};

export async function bootIslands(
  parts: IslandParts,
  {
    areas,
    jobSearchTexts = false,
    afterReady,
  }: {
    areas: readonly PageArea[];
    /** Whether the islands use /jobs' part of the app's texts (the filters', the job types', the alert button's label). */
    jobSearchTexts?: boolean;
    afterReady?: (islands: PageIslands) => void;
  },
) {
  const state = readPageState();
  // Dates as the server wrote them: in the site's time zone (lib/format.ts).
  setDefaultTimeZone(state?.timeZone);
  const usePageQuery = pageStateQuery(state);
  await Promise.all([
    i18nReady.catch(() => undefined),
    loadPageTexts(areas).catch(() => undefined),
    jobSearchTexts ? loadJobSearchTexts().catch(() => undefined) : undefined,
  ]);
  await nextTask();

  const islands = [...document.querySelectorAll<HTMLElement>("[data-island]")];
  let waiting = islands.length;
  const roots = new Map<HTMLElement, Root>();
  const ready = () => {
    document.documentElement.setAttribute("data-hydrated", "");
    addLaterFonts();
    registerServiceWorker({ serverRendered: true, islands: true });
    askForStoredLanguage();
    // The Intl formatters' locale data (100 ms or more on a slow phone), which a job page's islands do
    // not need to be taken over: after ready, in a task of its own, for what formats later (Share's
    // message). /jobs' filters' counts below a thousand need no formatter (lib/format.ts).
    void nextTask().then(() => prepareFormatters(currentLanguage()));
    afterReady?.({
      hydrateIn: (container) => {
        for (const island of container.querySelectorAll<HTMLElement>("[data-island]")) hydrate(island, () => undefined);
      },
      unmountIn: (container) => {
        for (const island of container.querySelectorAll<HTMLElement>("[data-island]")) {
          roots.get(island)?.unmount();
          roots.delete(island);
        }
      },
      takeAnswers: usePageQuery.takeAnswers,
      expectAnswers: usePageQuery.expectAnswers,
    });
  };
  const committed = () => {
    waiting -= 1;
    if (waiting === 0) ready();
  };

  // The toasts, a root of their own: sonner loads with the first toast.
  const toaster = document.createElement("div");
  document.body.append(toaster);
  createRoot(toaster).render(
    <IslandProviders usePageQuery={usePageQuery}>
      <Toaster />
    </IslandProviders>,
  );

  function hydrate(island: HTMLElement, done: () => void) {
    const name = island.dataset.island ?? "";
    const Part = parts[name];
    if (!Part) {
      console.error(`The page has an island this entry does not know: ${name}`);
      done();
      return;
    }
    const props = JSON.parse(island.dataset.islandProps ?? "{}") as Record<string, unknown>;
    // Each island once it commits; StrictMode runs a layout effect twice in development only.
    let once = false;
    const onCommit = () => {
      if (once) return;
      once = true;
      done();
    };
    // As a transition the take-over yields to the browser between islands on a slow phone.
    startTransition(() => {
      const root = hydrateRoot(
        island,
        <IslandProviders usePageQuery={usePageQuery}>
          <Part {...props} />
          <Committed onCommit={onCommit} />
        </IslandProviders>,
        {
          // React then draws the island afresh: it works, but the server's part was wasted, so say so.
          onRecoverableError: (error, info) => console.error(`The island ${name} could not be taken over`, error, info.componentStack),
        },
      );
      roots.set(island, root);
    });
  }

  if (islands.length === 0) ready();
  for (const island of islands) hydrate(island, committed);
}
