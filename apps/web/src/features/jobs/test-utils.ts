/** Jobs and fake `/api/jobs*` answers for the jobs feature's tests, on top of `@/testing/render-app`. */
import type { Mock } from "vitest";
import type { FilterOption, Job, JobSearchResult } from "@app/shared/jobs";
import { json } from "@/testing/render-app";

export function searchResult(jobs: Job[], overrides: Partial<JobSearchResult> = {}) {
  return json({ jobs, totalCount: jobs.length, moreThanCount: false, page: 1, pageSize: 10, suggestion: null, ...overrides });
}

export function filterOptions(types: FilterOption[] = [], locations: FilterOption[] = []) {
  return json({ types, locations });
}

export const emptyStats = () => json({ activeJobs: 0, candidates: 0, companies: 0 });

/** The query strings of every GET to `path` so far, as plain objects. */
export function queriesTo(fetchMock: Mock<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>, path: string) {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input instanceof Request ? input.url : input), "http://localhost"))
    .filter((url) => url.pathname === path)
    .map((url) => Object.fromEntries(url.searchParams));
}

/** A promise the test settles by hand, to look at a page while a request is still on its way. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
