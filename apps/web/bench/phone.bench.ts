/**
 * `npm run bench:phone` (issue 13): the site as a cheap phone on a slow network sees it. The real
 * server with 10,000 jobs (apps/server/bench/seeded-server.ts), Debian's Chromium through Playwright,
 * every page throttled over CDP (CPU 4× slower, 400 ms round trip, 400 kbit/s each way) on a phone's
 * screen. Each page three times cold (a fresh browser context: empty cache, no service worker), each
 * followed by a warm visit in the same context once the service worker is active; medians printed:
 * time to the page's main content and to its take-over by the script, bytes transferred by type, long
 * tasks and layout shift.
 * `PHONE_RUNS` and `PHONE_PAGES` (below) shorten a run. Not part of `npm test` or `npm run bench`. docs/performance.md says what the figures mean.
 */
import os from "node:os";
import { chromium, type BrowserContext, type Page } from "@playwright/test";
import { startSeededServer } from "../../server/bench/seeded-server.ts";

const jobCount = Number(process.env.PHONE_JOBS ?? 10_000);
const runs = Number(process.env.PHONE_RUNS ?? 3);
/** A quicker look at some pages only: `PHONE_PAGES="/jobs,/jobs/{id}"` (the names in the printed table). */
const onlyPages = process.env.PHONE_PAGES?.split(",").map((name) => name.trim());
/**
 * `PHONE_DEBUG=1`: also print each visit's long tasks (start + duration, ms), its content and ready times,
 * and each request's start, response and end (s from the first request) and size: where the time went.
 */
const debug = process.env.PHONE_DEBUG === "1";
const launchArgs = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

/** The throttling: 400 kbit/s is 50,000 bytes a second. */
const throttling = { cpuSlowdown: 4, latencyMs: 400, bytesPerSecond: 50_000 };
/** Lighthouse's mobile screen (a Moto G Power), so both tools lay out the same page. */
const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
/** Measuring ends when no request is under way and none has ended for this long (after the load event and the content). */
const quietMs = 3000;

type Target = { name: string; path: string; language: "en" | "kn"; content: string[] };

/** What the page records about itself, from before its first script (see observePage). */
type PageMarks = { contentMs: number | null; readyMs: number | null; lcpMs: number; cls: number; longTasks: number[]; longTaskStarts: number[] };

type Visit = { contentMs: number; readyMs: number; lcpMs: number; cls: number; longTaskCount: number; longTaskMaxMs: number; bytes: Record<ByteKind, number> };

const byteKinds = ["document", "script", "css", "font", "fetch", "image", "other"] as const;
type ByteKind = (typeof byteKinds)[number];

/** CDP's resource types, grouped as the issue counts them (fetch is fetch() and XHR together). */
function byteKind(type: string | undefined): ByteKind {
  switch (type) {
    case "Document":
      return "document";
    case "Script":
      return "script";
    case "Stylesheet":
      return "css";
    case "Font":
      return "font";
    case "Fetch":
    case "XHR":
      return "fetch";
    case "Image":
      return "image";
    default:
      return "other";
  }
}

/**
 * Runs in the page before its own scripts: observers for long tasks, layout shifts (CLS as Chrome
 * defines it: the worst session window, shifts right after input left out) and LCP, and the moment
 * every `content` selector matches a visible element with text. That moment is taken after the next
 * frame, when the content has been painted. Playwright sends it as source, so it is self-contained
 * and names no inner function (tsx would wrap a named one in a `__name` helper the page lacks).
 */
function observePage(content: string[]) {
  const marks: PageMarks = { contentMs: null, readyMs: null, lcpMs: 0, cls: 0, longTasks: [], longTaskStarts: [] };
  (window as unknown as { __phoneBench: PageMarks }).__phoneBench = marks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      marks.longTasks.push(entry.duration);
      marks.longTaskStarts.push(entry.startTime);
    }
  }).observe({ type: "longtask", buffered: true });
  const session = { start: 0, last: 0, value: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (entry.hadRecentInput) continue;
      if (entry.startTime - session.last > 1000 || entry.startTime - session.start > 5000) Object.assign(session, { start: entry.startTime, value: 0 });
      session.value += entry.value;
      session.last = entry.startTime;
      marks.cls = Math.max(marks.cls, session.value);
    }
  }).observe({ type: "layout-shift", buffered: true });
  new PerformanceObserver((list) => {
    marks.lcpMs = list.getEntries().at(-1)?.startTime ?? marks.lcpMs;
  }).observe({ type: "largest-contentful-paint", buffered: true });

  // Ready: the script has taken the page over (`<html data-hydrated>`, app.tsx), so its buttons work.
  new MutationObserver((_changes, readyObserver) => {
    if (!document.documentElement.hasAttribute("data-hydrated")) return;
    readyObserver.disconnect();
    marks.readyMs = performance.now();
    // The document, not its <html>: there is none yet when this runs.
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });

  const observer = new MutationObserver(() => {
    const shown = content.every((selector) => {
      const element = document.querySelector(selector);
      return element !== null && element.checkVisibility() && element.getBoundingClientRect().height > 0 && (element.textContent ?? "").trim() !== "";
    });
    if (!shown) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => (marks.contentMs = performance.now())));
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * Cold visits only: the page's service worker registration (main.tsx, on the load event) waits until
 * the measurement is over. Registered at once, the worker would precache the whole app at full speed
 * (CDP throttles the page, not the worker) and then answer the page's late requests, fonts above
 * all, from its cache: a cold visit faster and lighter than a phone's. Page-side, as Playwright's
 * own `serviceWorkers: "block"` is; self-contained like observePage.
 */
function holdServiceWorker() {
  const container = navigator.serviceWorker;
  const register = container.register.bind(container);
  const released = new Promise<void>((resolve) => {
    (window as unknown as { __phoneBenchRelease: () => void }).__phoneBenchRelease = resolve;
  });
  container.register = (...args) => released.then(() => register(...args));
}

async function throttle(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: throttling.latencyMs,
    downloadThroughput: throttling.bytesPerSecond,
    uploadThroughput: throttling.bytesPerSecond,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttling.cpuSlowdown });
  return cdp;
}

/**
 * One visit of `url` in a new page of `context`, throttled, measured until the page has gone quiet.
 * A cold visit then lets the service worker register and keeps the page open until the worker is
 * active (its files precached), so the next visit is a warm one.
 */
async function visit(context: BrowserContext, url: string, mode: "cold" | "warm"): Promise<Visit> {
  const page = await context.newPage();
  try {
    if (mode === "cold") await page.addInitScript(holdServiceWorker);
    const cdp = await throttle(context, page);
    const types = new Map<string, string>();
    const bytes = Object.fromEntries(byteKinds.map((kind) => [kind, 0])) as Record<ByteKind, number>;
    // Requests under way, and when the last one ended: a font can take longer than `quietMs` alone.
    // The event stream (/api/events, read with fetch) never ends, and is left out: a few hundred bytes.
    const pending = new Set<string>();
    let lastEnded = Date.now();
    const ended = (requestId: string) => {
      pending.delete(requestId);
      lastEnded = Date.now();
    };
    // PHONE_DEBUG: each request's path, start and end (s, from the first request) and size.
    const waterfall = new Map<string, { path: string; start: number; response?: number; end?: number; bytes?: number }>();
    cdp.on("Network.requestWillBeSent", (event) => {
      types.set(event.requestId, event.type ?? "Other");
      if (debug) waterfall.set(event.requestId, { path: new URL(event.request.url).pathname, start: event.timestamp });
      if (new URL(event.request.url).pathname !== "/api/events") pending.add(event.requestId);
    });
    cdp.on("Network.responseReceived", (event) => {
      types.set(event.requestId, event.type);
      const request = waterfall.get(event.requestId);
      if (request) request.response = event.timestamp;
    });
    // encodedDataLength: what crossed the network, headers included; 0 from the service worker's cache.
    cdp.on("Network.loadingFinished", (event) => {
      bytes[byteKind(types.get(event.requestId))] += event.encodedDataLength;
      const request = waterfall.get(event.requestId);
      if (request) Object.assign(request, { end: event.timestamp, bytes: event.encodedDataLength });
      ended(event.requestId);
    });
    cdp.on("Network.loadingFailed", (event) => ended(event.requestId));

    await page.goto(url, { waitUntil: "load", timeout: 180_000 });
    await page.waitForFunction(() => {
      const marks = (window as unknown as { __phoneBench: PageMarks }).__phoneBench;
      return marks.contentMs !== null && marks.readyMs !== null;
    }, undefined, {
      timeout: 120_000,
      polling: 250,
    });
    // At most a minute more: a request whose end never comes must not stop the whole bench.
    const deadline = Date.now() + 60_000;
    while ((pending.size > 0 || Date.now() - lastEnded < quietMs) && Date.now() < deadline) await page.waitForTimeout(250);
    const marks = await page.evaluate(() => (window as unknown as { __phoneBench: PageMarks }).__phoneBench);
    if (debug) {
      const tasks = marks.longTasks.map((duration, index) => `${Math.round(marks.longTaskStarts[index] ?? 0)}+${Math.round(duration)}`);
      console.log(`  ${url} ${mode}: content ${Math.round(marks.contentMs ?? 0)}, ready ${Math.round(marks.readyMs ?? 0)}; long tasks ${tasks.join(" ")}`);
      const first = Math.min(...[...waterfall.values()].map((request) => request.start));
      for (const request of waterfall.values()) {
        const end = request.end === undefined ? "…" : (request.end - first).toFixed(2);
        const response = request.response === undefined ? "…" : (request.response - first).toFixed(2);
        console.log(`    ${(request.start - first).toFixed(2)}–${response}–${end} s ${((request.bytes ?? 0) / 1024).toFixed(1)} KB ${request.path}`);
      }
    }
    if (mode === "cold") {
      await page.evaluate(async () => {
        (window as unknown as { __phoneBenchRelease: () => void }).__phoneBenchRelease();
        await navigator.serviceWorker.ready;
      });
    }
    return {
      contentMs: marks.contentMs!,
      readyMs: marks.readyMs!,
      lcpMs: marks.lcpMs,
      cls: marks.cls,
      longTaskCount: marks.longTasks.length,
      longTaskMaxMs: Math.max(0, ...marks.longTasks),
      bytes,
    };
  } finally {
    await page.close();
  }
}

/**
 * What the service worker downloaded to precache the app, after the cold visit and unthrottled: its
 * own requests, outside the page's figures. A file the page had just loaded may come from the HTTP cache.
 */
async function precached(context: BrowserContext) {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent("serviceworker"));
  return worker.evaluate(() => {
    const entries = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
    return {
      files: entries.length,
      bytes: entries.reduce((sum, entry) => sum + entry.transferSize, 0),
      ms: Math.max(0, ...entries.map((entry) => entry.responseEnd)) - Math.min(...entries.map((entry) => entry.startTime)),
    };
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function medianVisit(visits: Visit[]): Visit {
  const of = (pick: (visit: Visit) => number) => median(visits.map(pick));
  return {
    contentMs: of((visit) => visit.contentMs),
    readyMs: of((visit) => visit.readyMs),
    lcpMs: of((visit) => visit.lcpMs),
    cls: of((visit) => visit.cls),
    longTaskCount: of((visit) => visit.longTaskCount),
    longTaskMaxMs: of((visit) => visit.longTaskMaxMs),
    bytes: Object.fromEntries(byteKinds.map((kind) => [kind, of((visit) => visit.bytes[kind])])) as Record<ByteKind, number>,
  };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const seconds = (ms: number) => (ms / 1000).toFixed(2);

function row(name: string, mode: string, visit: Visit) {
  const total = byteKinds.reduce((sum, kind) => sum + visit.bytes[kind], 0);
  const cells = [
    name.padEnd(18),
    mode.padEnd(5),
    seconds(visit.contentMs).padStart(7),
    seconds(visit.readyMs).padStart(6),
    seconds(visit.lcpMs).padStart(6),
    kb(total).padStart(7),
    ...byteKinds.map((kind) => kb(visit.bytes[kind]).padStart(6)),
    `${visit.longTaskCount} / ${Math.round(visit.longTaskMaxMs)}`.padStart(10),
    visit.cls.toFixed(3).padStart(6),
  ];
  return `  ${cells.join(" ")}`;
}

async function main() {
  console.log(`Starting the server with ${jobCount.toLocaleString("en-IN")} jobs…`);
  const server = await startSeededServer(jobCount);
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: launchArgs }).catch(async (error: unknown) => {
    await server.stop();
    throw error;
  });
  const targets: Target[] = [
    { name: "/", path: "/", language: "en", content: ["main h1"] },
    { name: "/jobs", path: "/jobs", language: "en", content: ["main article h3 a"] },
    { name: "/jobs (kn)", path: "/jobs", language: "kn", content: ["main article h3 a"] },
    { name: "/jobs/{id}", path: `/jobs/${server.jobId}`, language: "en", content: ["main h1#job-title", "main #job-description + p"] },
    { name: "/courses", path: "/courses", language: "en", content: ["main h1", "main article h3"] },
    { name: "/login/candidate", path: "/login/candidate", language: "en", content: ["main h1", "main form button[type=submit]"] },
  ];
  try {
    console.log(
      `\nPhone under throttling: CPU ${throttling.cpuSlowdown}× slower, ${throttling.latencyMs} ms round trip, ${(throttling.bytesPerSecond * 8) / 1000} kbit/s down and up, ${phone.viewport.width}×${phone.viewport.height} screen; median of ${runs} runs (load average ${os.loadavg().map((load) => load.toFixed(2)).join(", ")})`,
    );
    console.log(
      "  content: navigation start to the main content painted; ready: the script has taken the page over; KB transferred (headers included); long tasks count / max ms",
    );
    console.log(`  ${"page".padEnd(18)} ${"visit"} content  ready    LCP  KB all ${byteKinds.map((kind) => kind.slice(0, 6).padStart(6)).join(" ")} long tasks    CLS`);
    let precache: { files: number; bytes: number; ms: number } | undefined;
    for (const target of targets.filter((candidate) => !onlyPages || onlyPages.includes(candidate.name))) {
      const cold: Visit[] = [];
      const warm: Visit[] = [];
      for (let run = 0; run < runs; run += 1) {
        const context = await browser.newContext({ ...phone, serviceWorkers: "allow" });
        try {
          // A reader's language choice: the cookie the server renders pages in, as the toggle leaves it.
          await context.addCookies([{ name: "language", value: target.language, url: server.origin }]);
          await context.addInitScript(observePage, target.content);
          const url = `${server.origin}${target.path}`;
          cold.push(await visit(context, url, "cold"));
          precache ??= await precached(context);
          warm.push(await visit(context, url, "warm"));
        } finally {
          await context.close();
        }
      }
      console.log(row(target.name, "cold", medianVisit(cold)));
      console.log(row("", "warm", medianVisit(warm)));
    }
    if (precache) {
      console.log(`\n  After a cold visit to / the service worker precaches ${precache.files} files, downloading ${kb(precache.bytes)} KB more in ${seconds(precache.ms)} s (not in the figures above).`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
