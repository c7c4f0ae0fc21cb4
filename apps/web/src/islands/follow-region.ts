/**
 * A region of a guest's page drawn as islands (ADR 071), drawn again from the server's HTML: loaded
 * after the page is ready, it fetches the page's server HTML (the same cookie, so the same language)
 * and puts the region (`[data-region="<name>"]`) it draws in place of the one on the page, with its
 * islands taken over again, and hands the page's islands the answers that page was drawn from.
 *
 * - `follow(topic, id)`: keeps the region in step with the site, as the app's query cache does with the
 *   server's events: it opens the event stream (lib/server-event-stream.ts) and, on an event of the
 *   topic, asks for the same address again, replacing the region only when the server draws it
 *   differently. The list follows any event of the topic, as the app's queries do; a job page only
 *   those about its job (`id`) or about no one job (an employer verified, many jobs at once). A
 *   reconnection asks again (events may be missed). Not under an open dialog, which may be an
 *   island's of the region: asked again once it has closed.
 * - `show(address)`: draws another address of the same page in place (/jobs' search, its filters and
 *   its pages: islands/document-navigation.tsx's `showInPlace` and `linksInPlace`); the last address
 *   asked wins.
 *
 * A page the server no longer draws (its job closed or gone) is loaded again instead, once no toast
 * or dialog is on it: the app's shell then says what became of it.
 */
import { eventTopics, type EventTopic } from "@app/shared/events";
import type { PageIslands } from "./boot";
import { readPageState } from "./page-state";

type RegionOptions = {
  region: string;
  islands: PageIslands;
  /**
   * Whether a region the server drew holds its answer: one whose read failed on the server is drawn
   * waiting for it (entry-server.tsx), and is not put in place of one that has it.
   */
  answered?: (region: HTMLElement) => boolean;
  /** Told as each load starts (`loading`) and how it ends, for the page to say so; `show` says whether it was `show`'s. */
  told?: (outcome: LoadOutcome, show: boolean) => void;
};

/** How a load of the region went: drawn, not asked for want of a network, or not answered with the region. */
export type LoadOutcome = "loading" | "shown" | "offline" | "failed";

/** A dialog or toast on screen: the reader is being told or asked something. */
const dialogOpen = () => document.querySelector("[role='dialog'], [role='alertdialog']") !== null;
const saying = () => dialogOpen() || document.querySelector("[data-sonner-toast]") !== null;

/** Calls `then` once `busy` has been false for a second (checked every half second). */
function whenQuiet(busy: () => boolean, then: () => void) {
  let quiet = 0;
  const timer = window.setInterval(() => {
    quiet = busy() ? 0 : quiet + 1;
    if (quiet < 2) return;
    window.clearInterval(timer);
    then();
  }, 500);
}

/** The element in `region` that has the focus, or null. */
const focusIn = (region: HTMLElement | null) =>
  document.activeElement instanceof HTMLElement && region?.contains(document.activeElement) ? document.activeElement : null;

/** Nothing has the focus: the page's body has it, as when the focused control was disabled or removed. */
const focusLost = () => document.activeElement === null || document.activeElement === document.body;

/**
 * Swaps `next` in for `current`, keeping the reader's place: the scroll, and the focus where it can.
 * `lost`: the region's control that had the focus as the load began and has lost it meanwhile (a
 * Retry, disabled while it loads): the focus was the region's all the same.
 */
function swap(current: HTMLElement, next: HTMLElement, islands: PageIslands, lost: HTMLElement | null = null) {
  const focused = focusIn(current) ?? (lost && focusLost() ? lost : null);
  const { scrollX, scrollY } = window;
  islands.unmountIn(current);
  current.replaceWith(next);
  islands.hydrateIn(next);
  window.scrollTo(scrollX, scrollY);
  if (!focused) return;
  // The same control if the new region has it (by its id), else the region's heading, else the region,
  // so the keyboard is not sent back to the top.
  const again =
    (focused.id && next.querySelector<HTMLElement>(`#${CSS.escape(focused.id)}`)) || next.querySelector<HTMLElement>("h1") || next.querySelector<HTMLElement>("h2") || next;
  if (!again.hasAttribute("tabindex") && !again.matches("a[href], button, input, select, textarea")) again.tabIndex = -1;
  again.focus({ preventScroll: true });
}

/**
 * A live region of the region (`role="status"` with an id, such as the list's count) is kept, with
 * the new region's words: a screen reader announces a change of its text, not a new element.
 */
function keepLiveRegions(current: HTMLElement, next: HTMLElement) {
  for (const status of next.querySelectorAll<HTMLElement>("[role='status'][id]")) {
    const kept = current.querySelector<HTMLElement>(`#${CSS.escape(status.id)}[role='status']`);
    if (!kept || kept.textContent === status.textContent) continue;
    kept.textContent = status.textContent;
    status.replaceWith(kept);
  }
}

export function pageRegion({ region, islands, answered = () => true, told = () => undefined }: RegionOptions) {
  const selector = `[data-region="${CSS.escape(region)}"]`;
  let drawn = document.querySelector<HTMLElement>(selector)?.innerHTML;
  /** Each load's number: an answer to an older one than the last shown is dropped. */
  let asked = 0;
  let shown = 0;
  let lastShow = 0;
  let refreshing = false;
  let refreshAgain = false;

  /** The page at `address` as the server draws it, or null (offline, the server away, not a page). */
  const fetchPage = async (address: string) => {
    // Without the page's styles (the server then links them), which the page has: a page of ten jobs 18.5 KB → 8.5 (Brotli).
    const response = await fetch(address, { credentials: "include", cache: "no-store", headers: { accept: "text/html", "x-page-region": region } });
    if (!response.headers.get("content-type")?.includes("text/html")) return null;
    return { status: response.status, page: new DOMParser().parseFromString(await response.text(), "text/html") };
  };

  /** Hands the islands the answers `page` was drawn from, and puts its region in place if it differs; an answer older than the last shown is dropped. */
  const put = (page: Document, load: number, lost: HTMLElement | null = null) => {
    if (load < shown) return;
    shown = load;
    const next = page.querySelector<HTMLElement>(selector);
    const current = document.querySelector<HTMLElement>(selector);
    // Another language (switched in another tab) or not a page of this kind: left as it is, as the next load will draw it.
    if (!next || !current || page.documentElement.lang !== document.documentElement.lang) return;
    islands.takeAnswers(readPageState(page));
    if (page.title) document.title = page.title;
    if (next.innerHTML === drawn) return;
    drawn = next.innerHTML;
    const imported = document.importNode(next, true) as HTMLElement;
    keepLiveRegions(current, imported);
    swap(current, imported, islands, lost);
  };

  /** The same address again, for an event: the region replaced only if the server draws it differently. */
  const refresh = async (): Promise<void> => {
    if (refreshing) {
      refreshAgain = true;
      return;
    }
    if (dialogOpen()) {
      refreshing = true;
      whenQuiet(dialogOpen, () => {
        refreshing = false;
        void refresh();
      });
      return;
    }
    refreshing = true;
    const load = ++asked;
    // Of a load a later one has overtaken, nothing is said.
    const tell = (outcome: LoadOutcome) => load === asked && told(outcome, false);
    tell("loading");
    try {
      const fetched = await fetchPage(`${location.pathname}${location.search}`);
      const next = fetched?.page.querySelector<HTMLElement>(selector);
      // The server draws no region for a page that is gone (a job closed, filled or taken down: 410 or
      // 404 with the app's shell, which then says so from the API): the page is loaded again to say it.
      if (fetched && !next && (fetched.status === 404 || fetched.status === 410)) {
        whenQuiet(saying, () => location.reload());
        return;
      }
      // Not answered: the region stays as it is until the next event or reconnection.
      if (!fetched || !next || !answered(next)) {
        tell("failed");
        return;
      }
      put(fetched.page, load);
      tell("shown");
    } catch {
      // Offline or the server away: the region stays as it is until the next event or reconnection.
      tell("offline");
    } finally {
      refreshing = false;
      if (refreshAgain) {
        refreshAgain = false;
        void refresh();
      }
    }
  };

  /**
   * Another address of the page, drawn in place, the page told meanwhile. Not drawn by the server (a
   * network gone, a failure) the region stays as it was; drawn without its answer, it is put in place,
   * where it waits for it.
   */
  const show = async (address: URL): Promise<void> => {
    const load = ++asked;
    lastShow = load;
    // Read before the page is told: a Retry that asked for the load is disabled while it goes, which takes the focus from it.
    const focusedAtStart = focusIn(document.querySelector<HTMLElement>(selector));
    told("loading", true);
    const loading = fetchPage(`${address.pathname}${address.search}`).then(
      (fetched) => fetched,
      () => "offline" as const,
    );
    islands.expectAnswers(loading);
    const fetched = await loading;
    if (load !== lastShow) return;
    const next = fetched === "offline" ? null : fetched?.page.querySelector<HTMLElement>(selector);
    if (fetched !== "offline" && fetched && next) put(fetched.page, load, focusedAtStart);
    told(fetched === "offline" ? "offline" : next && answered(next) ? "shown" : "failed", true);
    // The region not drawn again (the load failed again, or drew the same), the control that lost the
    // focus while it loaded has it back once it is enabled again (after the islands' render).
    if (focusedAtStart?.isConnected && focusLost()) window.setTimeout(() => focusLost() && focusedAtStart.isConnected && focusedAtStart.focus({ preventScroll: true }));
  };

  /**
   * Follows the site's events of `topic` (or of each of several, as the app's queries of the region
   * do: app/server-event-keys.ts); of those that name what changed, only `id`'s where one is given.
   */
  const follow = async (topic: EventTopic | readonly EventTopic[], id?: string): Promise<() => void> => {
    const { connectServerEvents } = await import("@/lib/server-event-stream");
    // The stream invalidates query keys; here each invalidation is "ask the server for the region again".
    const client = { invalidateQueries: () => refresh() };
    const topics: readonly EventTopic[] = typeof topic === "string" ? [topic] : topic;
    const keys = Object.fromEntries(eventTopics.map((name) => [name, topics.includes(name) ? [[region]] : []])) as Record<EventTopic, string[][]>;
    const concerns = (_: EventTopic, changed: string | undefined) => id === undefined || changed === undefined || changed === id;
    return connectServerEvents(client as unknown as Parameters<typeof connectServerEvents>[0], keys, "/api/events", concerns);
  };

  return { refresh, show, follow };
}

/** A page's follower (the job page's, home's, the courses'): its region drawn again on each event of `topic` about `id` (or about no one thing). */
export function followRegion({ region, topic, id, islands }: RegionOptions & { topic: EventTopic | readonly EventTopic[]; id?: string }): Promise<() => void> {
  return pageRegion({ region, islands }).follow(topic, id);
}
