/**
 * Every area file exists in both languages with exactly the same key paths, and no text is empty
 * (ARCHITECTURE.md principle 4). Read from disk, so a file one language lacks is caught too.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { accountAreas, appAreas, loadAccountTranslation, loadAppTranslation, loadJobSearchTranslation, loadPageArea, loadTranslation, pageAreas } from "./index.ts";

const localesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "locales");
const languages = ["en", "kn"] as const;

type Tree = { [key: string]: unknown };

function areaFiles(language: string) {
  return readdirSync(path.join(localesDir, language))
    .filter((file) => file.endsWith(".json"))
    .sort();
}

function readArea(language: string, file: string): Tree {
  return JSON.parse(readFileSync(path.join(localesDir, language, file), "utf8")) as Tree;
}

/** Leaf key paths with their values: { "a.b": "text" }. */
function flatten(tree: Tree, prefix = ""): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const keyPath = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "object" && value !== null && !Array.isArray(value)) {
      for (const [nested, leaf] of flatten(value as Tree, keyPath)) entries.set(nested, leaf);
    } else {
      entries.set(keyPath, value);
    }
  }
  return entries;
}

/** `{{name}}` placeholders, which a translation must keep. */
function placeholders(text: string) {
  return [...text.matchAll(/\{\{\s*-?\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1]).sort();
}

describe("locales", () => {
  it("has the same area files in every language", () => {
    const [first, ...others] = languages.map(areaFiles);
    expect(first?.length).toBeGreaterThan(0);
    for (const files of others) expect(files).toEqual(first);
  });

  const areas = [...new Set(languages.flatMap(areaFiles))];

  describe.each(areas)("%s", (file) => {
    const trees = languages.map((language) => flatten(readArea(language, file)));
    const english = trees[0] ?? new Map<string, unknown>();

    it.each(languages.slice(1).map((language, index) => [language, trees[index + 1] ?? new Map()] as const))(
      "%s has exactly the English keys",
      (_language, translated) => {
        expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
      },
    );

    it.each(languages.map((language, index) => [language, trees[index] ?? new Map()] as const))(
      "%s has a non-empty text for every key",
      (_language, tree) => {
        const bad = [...tree].filter(([, value]) => typeof value !== "string" || value.trim() === "").map(([key]) => key);
        expect(bad).toEqual([]);
      },
    );

    it.each(languages.slice(1).map((language, index) => [language, trees[index + 1] ?? new Map()] as const))(
      "%s keeps the English placeholders",
      (_language, translated) => {
        const mismatched = [...english]
          .filter(([key, value]) => {
            const other = translated.get(key);
            return typeof value === "string" && typeof other === "string"
              && placeholders(value).join() !== placeholders(other).join();
          })
          .map(([key]) => key);
        expect(mismatched).toEqual([]);
      },
    );
  });
});

describe("the chunks of each language", () => {
  it.each(languages)("%s: every area is in exactly one: every page's, the app's, a page area's own, or the accounts'", async (language) => {
    const [everyPage, app, accounts, ...pages] = await Promise.all([
      loadTranslation[language](),
      loadAppTranslation[language](),
      loadAccountTranslation[language](),
      ...pageAreas.map((area) => loadPageArea(language, area)),
    ]);
    expect(Object.keys(accounts).sort()).toEqual([...accountAreas].sort());
    expect(Object.keys(app).sort()).toEqual([...appAreas].sort());
    expect(Object.keys(everyPage).sort()).toEqual(["common", "errors", "not-found", "shell"]);
    expect(pages.map((texts) => Object.keys(texts))).toEqual(pageAreas.map((area) => [area]));
    for (const texts of pages) expect(Object.values(texts)[0]).toEqual(readArea(language, `${Object.keys(texts)[0]}.json`));
    const all = [...Object.keys(everyPage), ...Object.keys(app), ...Object.keys(accounts), ...pages.flatMap((texts) => Object.keys(texts))].sort();
    expect(all).toEqual(areaFiles(language).map((file) => file.replace(/\.json$/, "")));
  });

  it.each(languages)("%s: /jobs' islands' part of the app's texts is the app's own texts at each of its keys", async (language) => {
    const [part, app] = await Promise.all([loadJobSearchTranslation[language](), loadAppTranslation[language]()]);
    const keys = [...flatten(part as Tree).keys()];
    // The list's First page, and what it says of its loads (apps/web/src/features/jobs/components/job-list-state.tsx).
    const list = ["firstPage", "loading", "updating", "errorTitle", "errorDescription", "offlineShowingEarlier", "offlineNothingLoaded"].map((key) => `jobs.list.${key}`);
    expect(keys).toEqual(expect.arrayContaining(["jobs.filters.title", "jobs.filters.sorts.nearest", "jobs.types.Full-time", ...list, "alerts.button.label"]));
    const appTexts = flatten(app as Tree);
    for (const [key, text] of flatten(part as Tree)) expect([key, text]).toEqual([key, appTexts.get(key)]);
    // The filters and the job types whole, so that a key added to them is not left out of the islands.
    expect(flatten(part as Tree).size).toBe(
      [...appTexts.keys()].filter((key) => /^jobs\.(filters|types)\./.test(key)).length + [...list, "alerts.button.label"].length,
    );
  });
});
