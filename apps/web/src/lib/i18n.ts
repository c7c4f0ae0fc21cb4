/**
 * i18next set up once for the app: the reader's choice kept on the device (the `language` cookie,
 * which the server reads to render a page in it; lib/cookies.ts), and `<html lang>` following it so
 * screen readers and fonts switch too.
 *
 * Only the language on screen is downloaded (packages/i18n, one chunk per language): a small backend
 * hands i18next that chunk. main.tsx renders once `i18nReady` has settled, so the first paint is
 * already translated; switching language loads the other chunk first, then re-renders.
 * Not a top-level await: that would switch off the bundler's chunk merging for the whole app.
 *
 * The module also runs on the server (entry-server.tsx), where there is no document: the server
 * loads both languages and picks one per render.
 */
import i18next, { type BackendModule } from "i18next";
import { initReactI18next } from "react-i18next";
import { accountAreas, loadAccountTranslation, loadTranslation, type Translation } from "@app/i18n/index.ts";
import { isLanguage, languageCookie, languages, type Language } from "@app/shared/constants";
import { readCookie, writeCookie } from "./cookies";

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

/** Set once a signed-in page wants the account areas (`loadAccountTexts`): every language loaded from then on brings them. */
let withAccountTexts = false;

/** The flag is read once the guests' texts are there, so a language loading when it is set still gets the account areas. */
async function readTranslation(language: Language): Promise<Translation> {
  const texts = await loadTranslation[language]();
  return withAccountTexts ? { ...texts, ...(await loadAccountTranslation[language]()) } : texts;
}

const localeChunks: BackendModule = {
  type: "backend",
  init() {},
  read(language, _namespace, callback) {
    if (!isLanguage(language)) return callback(new Error(`No translation for ${language}`), false);
    readTranslation(language).then(
      (translation) => callback(null, translation),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18n = i18next.createInstance();

/** Settles once the stored (or default) language is loaded; render nothing before. */
export const i18nReady: Promise<void> = i18n
  .use(localeChunks)
  .use(initReactI18next)
  .init({
    lng: firstLanguage(),
    // No fallback language: it would download English for every Kannada reader, and
    // packages/i18n/locales.test.ts already guarantees both languages have every key.
    fallbackLng: false,
    supportedLngs: [...languages],
    interpolation: { escapeValue: false },
  })
  .then(() => {
    if (!inBrowser) return;
    // A choice an earlier version kept in local storage only: the server renders in it from now on.
    if (readCookie(LANGUAGE_STORAGE_KEY) === undefined && storedLanguage() !== DEFAULT_LANGUAGE) {
      writeCookie(LANGUAGE_STORAGE_KEY, storedLanguage());
    }
    document.documentElement.lang = i18n.language;
    // Only a later change is the reader's choice to keep on the device.
    i18n.on("languageChanged", applyLanguage);
  });

/** The language in use, narrowed to the two the app offers. */
export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
}

export function setLanguage(language: Language) {
  return i18n.changeLanguage(language);
}

const accountTextRequests = new Map<Language, Promise<void>>();

/**
 * The texts of the signed-in areas (`accountAreas` in packages/i18n), which a guest's pages never
 * download: added to every language already loaded, and loaded with any language from then on. The
 * account routes' guards wait for it (app/guards.tsx). A failed download is tried again next time.
 */
export function loadAccountTexts(): Promise<void> {
  withAccountTexts = true;
  const loaded = languages.filter((language) => i18n.hasResourceBundle(language, "translation"));
  for (const language of loaded) {
    if (accountTextRequests.has(language) || i18n.getResource(language, "translation", accountAreas[0]) !== undefined) continue;
    const request = loadAccountTranslation[language]().then(
      (texts) => void i18n.addResourceBundle(language, "translation", texts, true, true),
      (error: unknown) => {
        accountTextRequests.delete(language);
        throw error;
      },
    );
    accountTextRequests.set(language, request);
  }
  return Promise.all(loaded.map((language) => accountTextRequests.get(language))).then(() => undefined);
}
