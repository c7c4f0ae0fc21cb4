/**
 * The app's texts set up once (lib/translator.ts, ADR 047): the reader's choice kept on the device
 * (the `language` cookie, which the server reads to render a page in it; lib/cookies.ts), and
 * `<html lang>` following it so screen readers and fonts switch too.
 *
 * Only the language on screen is downloaded, and of it only what the pages shown so far use
 * (packages/i18n): the every-page chunk first, a page's own areas with its module (`withTexts`), the
 * accounts' areas through the guards. main.tsx renders once `i18nReady` has settled, so the first
 * paint is already translated; switching language loads the other language's chunks first, then
 * re-renders.
 * Not a top-level await: that would switch off the bundler's chunk merging for the whole app.
 *
 * The module also runs on the server (entry-server.tsx), where there is no document: the server
 * loads both languages and picks one per render.
 */
import { useSyncExternalStore } from "react";
import {
  accountAreas,
  appAreas,
  loadAccountTranslation,
  loadAppTranslation,
  loadJobSearchTranslation,
  loadPageArea,
  loadTranslation,
  pageAreas,
  type PageArea,
  type Translation,
} from "@app/i18n/index.ts";
import { isLanguage, languageCookie, languages, type Language } from "@app/shared/constants";
import { readCookie, writeCookie } from "./cookies";
import { Translator, type Texts } from "./translator";

export type { TFunction, Translator } from "./translator";

/** The reader's choice: a cookie (the server draws pages in it) and local storage, under one name. */
export const LANGUAGE_STORAGE_KEY = languageCookie;
export const DEFAULT_LANGUAGE: Language = "en";

export { isLanguage };

const inBrowser = typeof document !== "undefined";

/** The reader's choice: the cookie, or local storage where an earlier version kept it. */
export function storedLanguage(): Language {
  const fromCookie = readCookie(LANGUAGE_STORAGE_KEY);
  if (isLanguage(fromCookie)) return fromCookie;
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    // Storage can be unavailable (private mode, blocked cookies, the server): fall back to the default.
    return DEFAULT_LANGUAGE;
  }
}

/**
 * The language of the first render. A page the server rendered (`<html data-server-rendered>`) is
 * taken over in the language it was drawn in, or React would find other words than it expects;
 * main.tsx then switches to the stored choice if that differs.
 */
function firstLanguage(): Language {
  if (!inBrowser) return DEFAULT_LANGUAGE;
  const root = document.documentElement;
  if (root.hasAttribute("data-server-rendered") && isLanguage(root.lang)) return root.lang;
  return storedLanguage();
}

function applyLanguage(language: string) {
  document.documentElement.lang = language;
  writeCookie(LANGUAGE_STORAGE_KEY, language);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not stored: the cookie still holds it.
  }
}

/** Set once the app wants its areas (`loadAppTexts`): every language loaded from then on brings them. */
let withAppTexts = false;
/** Set once /jobs' islands want their part of the app's texts (`loadJobSearchTexts`). */
let withJobSearchTexts = false;
/** Set once a signed-in page wants the account areas (`loadAccountTexts`): every language loaded from then on brings them. */
let withAccountTexts = false;
/** The page areas asked for so far (`loadPageTexts`): every language loaded from then on brings them. */
const wantedPageAreas = new Set<PageArea>();

/** The flags are read once the every-page texts are there, so a language loading when they change still gets the areas. */
async function readTranslation(language: Language): Promise<Texts> {
  const texts = await loadTranslation[language]();
  const more = await Promise.all([
    // First, so that the app's whole areas, where they come too, stand in place of its part of them.
    ...(withJobSearchTexts && !withAppTexts ? [loadJobSearchTranslation[language]()] : []),
    ...(withAppTexts ? [loadAppTranslation[language]()] : []),
    ...(withAccountTexts ? [loadAccountTranslation[language]()] : []),
    ...[...wantedPageAreas].map((area) => loadPageArea(language, area)),
  ]);
  return Object.assign(texts, ...more) as Texts;
}

export const i18n = new Translator({
  language: firstLanguage(),
  // No fallback language, which would download English for every Kannada reader:
  // packages/i18n/locales.test.ts already guarantees both languages have every key.
  load: readTranslation,
  // A key of an area not loaded yet: a page or dialog that did not ask for its texts (withTexts).
  // Reported as an error, which the test suites fail on; a key that is simply not a text (a
  // server's field message with its own default) is not.
  onMissingKey: (language, key) => {
    const area = key.split(".")[0] ?? "";
    const known = [...pageAreas, ...appAreas, ...accountAreas].includes(area as never);
    if (known) console.error(`No text for "${key}" (${language}): were the "${area}" texts loaded (withTexts)?`);
  },
});

/** Settles once the stored (or default) language is loaded; render nothing before. */
export const i18nReady: Promise<void> = i18n.loadLanguages([i18n.language]).then(() => {
  if (!inBrowser) return;
  // A choice an earlier version kept in local storage only: the server renders in it from now on.
  if (readCookie(LANGUAGE_STORAGE_KEY) === undefined && storedLanguage() !== DEFAULT_LANGUAGE) {
    writeCookie(LANGUAGE_STORAGE_KEY, storedLanguage());
  }
  document.documentElement.lang = i18n.language;
  // Only a later change is the reader's choice to keep on the device.
  i18n.on("languageChanged", applyLanguage);
});

function subscribeToLanguage(onChange: () => void) {
  i18n.on("languageChanged", onChange);
  return () => i18n.off("languageChanged", onChange);
}

/**
 * The texts for a component, in the language on screen: it draws again when the language changes.
 * `t` is the same function while the language stays.
 */
export function useTranslation() {
  const language = useSyncExternalStore(subscribeToLanguage, () => i18n.language, () => i18n.language);
  return { t: i18n.getFixedT(language), i18n };
}

/** The language on screen. */
export function currentLanguage(): Language {
  return i18n.language;
}

export function setLanguage(language: Language) {
  return i18n.changeLanguage(language);
}

/** Texts asked for and not yet there, by language and the area ("account" for the accounts' chunk). */
const textRequests = new Map<string, Promise<void>>();

/** Adds `load`'s texts to every language already loaded, once; a failed download is tried again next time. */
function addToLoadedLanguages(area: string, isLoaded: (language: Language) => boolean, load: (language: Language) => Promise<Translation>) {
  const loaded = languages.filter((language) => i18n.hasTexts(language));
  for (const language of loaded) {
    const requestKey = `${language} ${area}`;
    if (textRequests.has(requestKey) || isLoaded(language)) continue;
    const request = load(language).then(
      (texts) => i18n.addTexts(language, texts),
      (error: unknown) => {
        textRequests.delete(requestKey);
        throw error;
      },
    );
    textRequests.set(requestKey, request);
  }
  return Promise.all(loaded.map((language) => textRequests.get(`${language} ${area}`))).then(() => undefined);
}

/**
 * The texts of some guest pages only (`pageAreas` in packages/i18n): added to every language already
 * loaded, and loaded with any language from then on. A page or dialog that uses them loads them with
 * its module (`withTexts`).
 */
export function loadPageTexts(areas: readonly PageArea[]): Promise<void> {
  for (const area of areas) wantedPageAreas.add(area);
  return Promise.all(
    areas.map((area) =>
      addToLoadedLanguages(area, (language) => i18n.getResource(language, area) !== undefined, (language) => loadPageArea(language, area)),
    ),
  ).then(() => undefined);
}

/** A page's or a dialog's module, once it and the texts of `areas` are both there. */
export async function withTexts<T>(areas: readonly PageArea[], load: () => Promise<T>): Promise<T> {
  const [module] = await Promise.all([load(), loadPageTexts(areas)]);
  return module;
}

/**
 * The texts the app's pages use and a page's islands do not (`appAreas` in packages/i18n: the job
 * list, home, the guards…): added to every language already loaded, and loaded with any language from
 * then on. The app's entry (main.tsx) asks for them before it draws; a page's islands never do.
 */
export function loadAppTexts(): Promise<void> {
  withAppTexts = true;
  // `home`: an area /jobs' islands' part of the app's texts (loadJobSearchTexts) does not hold.
  return addToLoadedLanguages("app", (language) => i18n.getResource(language, "home") !== undefined, (language) => loadAppTranslation[language]());
}

/**
 * What /jobs' islands use of the app's texts (the filters, the job types, the alert button's label:
 * packages/i18n's en-job-search.ts), without the rest of the app's chunk: added to every language
 * already loaded, and loaded with any language from then on. A dialog of theirs that uses more asks
 * for the app's texts (`loadAppTexts`).
 */
export function loadJobSearchTexts(): Promise<void> {
  withJobSearchTexts = true;
  return addToLoadedLanguages(
    "job-search",
    (language) => i18n.getResource(language, "jobs.filters") !== undefined,
    (language) => loadJobSearchTranslation[language](),
  );
}

/**
 * The texts of the signed-in areas (`accountAreas` in packages/i18n), which a guest's pages never
 * download, with every page area (the accounts' pages use the forms', the courses'…): added to every
 * language already loaded, and loaded with any language from then on. The account routes' guards
 * wait for it (app/guards.tsx). A failed download is tried again next time.
 */
export function loadAccountTexts(): Promise<void> {
  withAccountTexts = true;
  return Promise.all([
    loadAppTexts(),
    addToLoadedLanguages(
      "account",
      (language) => i18n.getResource(language, accountAreas[0]) !== undefined,
      (language) => loadAccountTranslation[language](),
    ),
    loadPageTexts(pageAreas),
  ]).then(() => undefined);
}
