/**
 * Runs before every web test file: jest-dom matchers, a clean DOM, both storages, cookies and language between
 * tests, and a console.error that fails the test unless the test said it expected one.
 */
import "@testing-library/jest-dom/vitest";
// The app's cn, as main.tsx installs it (tests render the app).
import "@/app/class-merge";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, vi, type MockInstance } from "vitest";
import { pageAreas } from "@app/i18n/index.ts";
import { i18n, i18nReady, loadAppTexts, loadPageTexts } from "@/lib/i18n";

// Route modules are lazy: the first visit to a page transforms it, which has taken 5–7 s on a
// loaded 2-core machine (the tests' own timeout is 15 s, apps/web/vitest.config.ts).
configure({ asyncUtilTimeout: 10_000 });

// Components are rendered outside the routes and dialogs that load their page areas' texts.
beforeAll(async () => {
  await i18nReady;
  await Promise.all([loadAppTexts(), loadPageTexts(pageAreas)]);
});

let consoleError: MockInstance<typeof console.error>;

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  await i18n.changeLanguage("en");
  // After the language: changing it keeps the choice in a cookie.
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
  consoleError = vi.spyOn(console, "error");
});

afterEach(() => {
  cleanup();
  const calls = consoleError.mock.calls;
  consoleError.mockRestore();
  if (calls.length > 0) {
    const first = calls[0]?.map((value: unknown) => (value instanceof Error ? value.stack : String(value))).join(" ");
    throw new Error(`console.error was called ${calls.length} time(s) without expectConsoleError(); first: ${first}`);
  }
});
