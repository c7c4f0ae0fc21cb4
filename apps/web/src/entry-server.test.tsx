/**
 * The server's render of a guest's page (entry-server.tsx) when its own read of the page's data fails:
 * `GET /api/jobs` (or one job's `GET /api/jobs/:id`) answered 503 as on a lost database connection,
 * 500, or not answered at all (the network failed, or timed out). The page is still drawn, 200, in
 * the reader's language: the shell, the search form as typed, and "Loading…" where the jobs go, never
 * a job, not one from an earlier render either; and the state the browser takes the page over from
 * holds no failed answer, so the browser asks again (islands/page-state.ts) rather than showing it.
 *
 * This is the renderer the server loads (server-render.ts), its API calls answered here as the
 * server answers them in-process; the browser's side is e2e/jobs-first-read-fails.spec.ts. The job
 * page drawn without its job is told to the server (`incomplete`), which then runs the app on it, not
 * the page's islands, for the app to ask again (server-render.test.ts).
 */
import { within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Job } from "@app/shared/jobs";
import { setApiFetch } from "@/lib/api-client";
import { setDefaultTimeZone } from "@/lib/format";
import { json, testSite } from "@/testing/render-app";
import { testJob } from "@/testing/factories";
import { filterOptions, searchResult } from "@/features/jobs/test-utils";
import { createPageRenderer, type PageState, type RenderedPage } from "./entry-server";

const texts = {
  en: {
    title: "Browse Jobs",
    search: "Search jobs",
    loading: "Loading jobs...",
    jobLoading: "Loading job details...",
    jobNotFound: "Job Not Found",
    count: /jobs? found/,
  },
  kn: {
    title: "ಉದ್ಯೋಗಗಳನ್ನು ನೋಡಿ",
    search: "ಉದ್ಯೋಗಗಳನ್ನು ಹುಡುಕಿ",
    loading: "ಉದ್ಯೋಗಗಳು ಲೋಡ್ ಆಗುತ್ತಿವೆ...",
    jobLoading: "ಉದ್ಯೋಗದ ವಿವರಗಳು ಲೋಡ್ ಆಗುತ್ತಿವೆ...",
    jobNotFound: "ಉದ್ಯೋಗ ಸಿಗಲಿಲ್ಲ",
    count: /ಉದ್ಯೋಗಗಳು? ಸಿಕ್ಕಿ/,
  },
} as const;
type Language = keyof typeof texts;
/** The reader's language is their `language` cookie, as on the server (no cookie: English). */
const cookieFor = (language: Language) => (language === "kn" ? "language=kn" : undefined);

/** How the server's read of the jobs fails. */
const failures = {
  "503 service_unavailable": () =>
    new Response(
      JSON.stringify({ error: { code: "service_unavailable", message: "The site is busy for a moment. Please try again in a few seconds.", requestId: "r1" } }),
      { status: 503, headers: { "content-type": "application/json", "retry-after": "5" } },
    ),
  "500 internal": () => json({ error: { code: "internal", message: "Something went wrong on our side.", requestId: "r2" } }, 500),
  "a network error": () => Promise.reject(new TypeError("fetch failed")),
  "a timeout": () => Promise.reject(new DOMException("The operation was aborted due to timeout", "TimeoutError")),
} satisfies Record<string, () => Response | Promise<Response>>;

const job: Job = testJob({ title: "Tailor Ravindra", type: "Part-time" });

/** What the server's in-process API answers; `jobs` and `job` are switched by each test. */
const api: { jobs: () => Response | Promise<Response>; job: () => Response | Promise<Response> } = {
  jobs: () => searchResult([job]),
  job: () => json({ job, saved: false, application: null }),
};

async function apiFetch(input: RequestInfo | URL): Promise<Response> {
  const url = new URL(String(input instanceof Request ? input.url : input), "http://localhost");
  if (url.pathname === "/api/site") return json(testSite);
  if (url.pathname === "/api/accounts/me") return json({ user: null });
  if (url.pathname === "/api/jobs/options") return filterOptions([{ value: "Part-time", count: 1 }]);
  if (url.pathname === "/api/jobs") return api.jobs();
  if (url.pathname === `/api/jobs/${job.id}`) return api.job();
  return json({ error: { code: "not_found", message: "Not found", requestId: "r0" } }, 404);
}

let renderPage: Awaited<ReturnType<typeof createPageRenderer>>;

beforeAll(async () => {
  renderPage = await createPageRenderer({ fetch: apiFetch, timeZone: "Asia/Kolkata" });
});

afterAll(() => {
  // The web tests share one module graph (vitest.config.ts): the API goes back to the page's fetch.
  setApiFetch((input, init) => fetch(input, init));
  setDefaultTimeZone(undefined);
});

afterEach(() => {
  document.body.replaceChildren();
  api.jobs = () => searchResult([job]);
  api.job = () => json({ job, saved: false, application: null });
});

/** The drawn page as the browser gets it: its `#root` as a document, and the state it is taken over from. */
async function draw(path: string, language: Language) {
  const page = await renderPage(new URL(path, "http://localhost"), cookieFor(language));
  if (!page || !("html" in page)) throw new Error(`${path} was not drawn`);
  const root = document.createElement("div");
  root.id = "root";
  root.innerHTML = page.html;
  document.body.append(root);
  return { page: page satisfies RenderedPage, root: within(root), element: root, state: JSON.parse(page.state) as PageState };
}

/** The keys of the answers the page state holds. */
const heldKeys = (state: PageState) => state.queries.queries.map((query) => query.queryKey);

describe("a guest's /jobs drawn on the server when its read of the jobs fails", () => {
  for (const language of ["en", "kn"] as const) {
    const t = texts[language];
    for (const [failure, answer] of Object.entries(failures)) {
      it(`is drawn, 200, with the search as typed and Loading jobs, and no failed answer in its state: ${failure} (${language})`, async () => {
        // Drawn once with the jobs, so a job left over from an earlier render would show.
        const before = await draw("/jobs?q=tailor&type=Part-time&verified=true", language);
        expect(before.root.getByRole("article", { name: "Tailor Ravindra" })).toBeInTheDocument();
        expect(before.page.incomplete).toBe(false);
        document.body.replaceChildren();

        api.jobs = answer;
        const { page, root, element, state } = await draw("/jobs?q=tailor&type=Part-time&verified=true", language);

        expect(page.status).toBe(200);
        expect(page.language).toBe(language);
        // Told to the server, which runs the app on a page whose islands would not ask again (server-render.ts).
        expect(page.incomplete).toBe(true);
        expect(root.getByRole("heading", { level: 1, name: t.title })).toBeInTheDocument();
        // The search form keeps what was asked for.
        expect(root.getByRole("searchbox", { name: t.search })).toHaveValue("tailor");
        expect(element.querySelector<HTMLSelectElement>('select[name="type"]')).toHaveValue("Part-time");
        expect(element.querySelector<HTMLInputElement>('input[name="verified"]')).toBeChecked();
        // Where the jobs go: that they are loading, no job and no count.
        const region = within(element.querySelector<HTMLElement>('[data-region="jobs"]')!);
        expect(region.getByRole("status")).toHaveTextContent(t.loading);
        expect(root.queryAllByRole("article")).toHaveLength(0);
        expect(root.queryByText("Tailor Ravindra")).toBeNull();
        expect(root.queryByText(t.count)).toBeNull();
        expect(root.queryByRole("alert")).toBeNull();
        // The browser is left to ask for the jobs: the state has the answers that came (the site, the
        // filter options), not the failed list.
        expect(heldKeys(state)).toContainEqual(["site"]);
        expect(heldKeys(state)).toContainEqual(["jobs", "options", { q: "tailor", type: "Part-time", verified: "true" }]);
        expect(heldKeys(state).filter((key) => key[0] === "jobs" && key[1] === "list")).toEqual([]);
        expect(state.queries.queries.filter((query) => query.state.status !== "success")).toEqual([]);
        expect(page.state).not.toMatch(/service_unavailable|"internal"|fetch failed|TimeoutError|Tailor Ravindra/);
      });
    }
  }
});

describe("a guest's job page drawn on the server when its read of the job fails", () => {
  for (const language of ["en", "kn"] as const) {
    const t = texts[language];
    for (const [failure, answer] of Object.entries(failures)) {
      it(`is drawn, 200, saying the job is loading, with no job and no failed answer in its state: ${failure} (${language})`, async () => {
        const before = await draw(`/jobs/${job.id}`, language);
        expect(before.root.getByRole("heading", { level: 1, name: "Tailor Ravindra" })).toBeInTheDocument();
        expect(before.page.incomplete).toBe(false);
        document.body.replaceChildren();

        api.job = answer;
        const { page, root, state } = await draw(`/jobs/${job.id}`, language);

        expect(page.status).toBe(200);
        expect(page.language).toBe(language);
        // Told to the server, which runs the app on a page whose islands would not ask again (server-render.ts).
        expect(page.incomplete).toBe(true);
        expect(root.getByRole("status")).toHaveTextContent(t.jobLoading);
        expect(root.queryByText("Tailor Ravindra")).toBeNull();
        expect(root.queryByRole("heading", { level: 1 })).toBeNull();
        // Not a missing job: the browser asks again, and says so if that fails too (job-detail-page.tsx).
        expect(root.queryByText(t.jobNotFound)).toBeNull();
        expect(heldKeys(state)).toContainEqual(["site"]);
        expect(heldKeys(state).filter((key) => key[0] === "jobs" && key[1] === "detail")).toEqual([]);
        expect(state.queries.queries.filter((query) => query.state.status !== "success")).toEqual([]);
        expect(page.state).not.toMatch(/service_unavailable|"internal"|fetch failed|TimeoutError|Tailor Ravindra/);
      });
    }
  }
});
