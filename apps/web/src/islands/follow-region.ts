/**
 * Keeps a region of a guest's page drawn as islands (ADR 071) in step with the site, as the app's
 * query cache does with the server's events: loaded after the page is ready, it opens the event
 * stream (lib/server-event-stream.ts) and, on an event of the region's topic, fetches the page's
 * server HTML for the same address (the same cookie, so the same language) and puts the region
 * (`[data-region="<name>"]`) it draws in place of the one on the page, with its islands taken over
 * again. The app refetches its query on any event of the topic; so does this, and it replaces the
 * region only when the server draws it differently. A reconnection asks again (events may be missed).
 * A page the server no longer draws (its job closed or gone) is loaded again instead, once no toast
 * or dialog is on it: the app's shell then says what became of it.
 */
import { eventTopics, type EventTopic } from "@app/shared/events";
import type { PageIslands } from "./boot";

type Follow = { region: string; topic: EventTopic; islands: PageIslands };

/** Swaps `next` in for `current`, keeping the reader's place: the scroll, and the focus where it can. */
function swap(current: HTMLElement, next: HTMLElement, islands: PageIslands) {
  const focused = document.activeElement instanceof HTMLElement && current.contains(document.activeElement) ? document.activeElement : null;
  const { scrollX, scrollY } = window;
  islands.unmountIn(current);
  current.replaceWith(next);
  islands.hydrateIn(next);
  window.scrollTo(scrollX, scrollY);
  if (!focused) return;
  // The same control if the new region has it (by its id), else the region's heading, so the keyboard is not sent back to the top.
  const again = (focused.id && next.querySelector<HTMLElement>(`#${CSS.escape(focused.id)}`)) || next.querySelector<HTMLElement>("h1");
  if (again) {
    if (!again.hasAttribute("tabindex") && !again.matches("a[href], button, input, select, textarea")) again.tabIndex = -1;
    again.focus({ preventScroll: true });
  }
}

/**
 * Loads the page again once nothing on it has been said or asked for a second: a toast on screen
 * (the "Thank you" of the very report that hid the job) or an open dialog would go with the page,
 * and the toast of a dialog just closed may take a moment to come.
 */
function reloadWhenSaid() {
  const saying = () => document.querySelector("[data-sonner-toast], [role='dialog'], [role='alertdialog']") !== null;
  let quiet = 0;
  const timer = window.setInterval(() => {
    quiet = saying() ? 0 : quiet + 1;
    if (quiet < 2) return;
    window.clearInterval(timer);
    location.reload();
  }, 500);
}

export async function followRegion({ region, topic, islands }: Follow): Promise<() => void> {
  const selector = `[data-region="${CSS.escape(region)}"]`;
  let drawn = document.querySelector<HTMLElement>(selector)?.innerHTML;
  let asking = false;
  let askAgain = false;

  const refresh = async () => {
    if (asking) {
      askAgain = true;
      return;
    }
    asking = true;
    try {
      const response = await fetch(`${location.pathname}${location.search}`, {
        credentials: "include",
        cache: "no-store",
        headers: { accept: "text/html" },
      });
      if (!response.headers.get("content-type")?.includes("text/html")) return;
      const page = new DOMParser().parseFromString(await response.text(), "text/html");
      const next = page.querySelector<HTMLElement>(selector);
      // The server draws no region for a page that is gone (a job closed, filled or taken down: 410 or
      // 404 with the app's shell, which then says so from the API): the page is loaded again to say it.
      if (!next && (response.status === 404 || response.status === 410)) {
        reloadWhenSaid();
        return;
      }
      const current = document.querySelector<HTMLElement>(selector);
      // Another language (switched in another tab) or not a page of this kind: left as it is, as the next load will draw it.
      if (!next || !current || page.documentElement.lang !== document.documentElement.lang || next.innerHTML === drawn) return;
      drawn = next.innerHTML;
      swap(current, document.importNode(next, true), islands);
      if (page.title) document.title = page.title;
    } catch {
      // Offline or the server away: the region stays as it is until the next event or reconnection.
    } finally {
      asking = false;
      if (askAgain) {
        askAgain = false;
        void refresh();
      }
    }
  };

  const { connectServerEvents } = await import("@/lib/server-event-stream");
  // The stream invalidates query keys; here each invalidation is "ask the server for the region again".
  const asked = { invalidateQueries: () => refresh() };
  const keys = Object.fromEntries(eventTopics.map((name) => [name, name === topic ? [[region]] : []])) as Record<EventTopic, string[][]>;
  return connectServerEvents(asked as unknown as Parameters<typeof connectServerEvents>[0], keys);
}
