/**
 * Where the focus goes when a region of a page drawn as islands is loaded again by a control inside
 * it (follow-region.ts's `show`), such as /jobs' Try again: the browser takes the focus from the
 * Retry as it is disabled for the load, and the keyboard's reader must not be sent back to the page's
 * top. The browser suite's jobs-first-read-fails.spec.ts holds it in Chromium.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PageIslands } from "./boot";
import { pageRegion, type LoadOutcome } from "./follow-region";

const islands: PageIslands = { hydrateIn: vi.fn(), unmountIn: vi.fn(), takeAnswers: vi.fn(), expectAnswers: vi.fn() };

const failure = '<div role="alert"><p>Failed to load job listings. Please try again.</p><button type="button">Try again</button></div>';

/** The server's page for an address, its region holding `region`. */
function serverPage(region: string) {
  return new Response(`<!doctype html><html lang="en"><head><title>Jobs</title></head><body><div data-region="jobs">${region}</div></body></html>`, {
    headers: { "content-type": "text/html; charset=utf-8" },
  });
}

/** As Chromium does with a focused button that is disabled: the focus goes to the page's body. */
function disable(button: HTMLButtonElement) {
  button.blur();
  button.disabled = true;
}

const retryButton = () => document.querySelector<HTMLButtonElement>('[data-region="jobs"] button')!;

beforeEach(() => {
  document.documentElement.lang = "en";
  document.body.innerHTML = `<h1>Jobs</h1><input type="search" aria-label="Search jobs"><div data-region="jobs">${failure}</div>`;
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

describe("a region loaded again by its own Retry", () => {
  it("gives the focus to the region's heading once it is drawn, though the Retry lost it while it loaded", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => serverPage('<h2>Jobs</h2><ul aria-label="Jobs" aria-busy="false"><li>Tailor</li></ul>')));
    const retry = retryButton();
    retry.focus();
    const list = pageRegion({ region: "jobs", islands, told: (outcome) => outcome === "loading" && disable(retry) });

    await list.show(new URL("http://localhost/jobs?q=tailor"));

    expect(document.querySelector('[data-region="jobs"] li')?.textContent).toBe("Tailor");
    expect(document.activeElement).toBe(document.querySelector('[data-region="jobs"] h2'));
  });

  it("gives the focus back to the Retry when the load fails again", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => serverPage(failure)));
    const retry = retryButton();
    retry.focus();
    const told = (outcome: LoadOutcome) => {
      if (outcome === "loading") disable(retry);
      else retry.disabled = false;
    };
    const list = pageRegion({ region: "jobs", islands, answered: () => false, told });

    await list.show(new URL("http://localhost/jobs?q=tailor"));
    await new Promise((resolve) => setTimeout(resolve, 10));

    expect(retryButton()).toBe(retry);
    expect(document.activeElement).toBe(retry);
  });

  it("leaves the focus where the reader took it while the region loaded", async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        await answered;
        return serverPage('<h2>Jobs</h2><ul aria-label="Jobs" aria-busy="false"><li>Tailor</li></ul>');
      }),
    );
    const retry = retryButton();
    retry.focus();
    const list = pageRegion({ region: "jobs", islands, told: (outcome) => outcome === "loading" && disable(retry) });

    const shown = list.show(new URL("http://localhost/jobs?q=tailor"));
    const search = document.querySelector<HTMLInputElement>("input[type=search]")!;
    search.focus();
    answer();
    await shown;
    await new Promise((resolve) => setTimeout(resolve, 10));

    expect(document.querySelector('[data-region="jobs"] li')?.textContent).toBe("Tailor");
    expect(document.activeElement).toBe(search);
  });
});
