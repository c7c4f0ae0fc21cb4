/**
 * i18next set up once for the app: the choice kept on the device under `language`, and `<html lang>`
 * following it so screen readers and fonts switch too.
 *
 * Only the language on screen is downloaded (packages/i18n, one chunk per language): a small backend
 * hands i18next that chunk. main.tsx renders once `i18nReady` has settled, so the first paint is
 * already translated; switching language loads the other chunk first, then re-renders.
 * Not a top-level await: that would switch off the bundler's chunk merging for the whole app.
 */
import i18next, { type BackendModule } from "i18next";
import { initReactI18next } from "react-i18next";
import { loadTranslation } from "@app/i18n/index.ts";
import { languages, type Language } from "@app/shared/constants";

export const LANGUAGE_STORAGE_KEY = "language";
export const DEFAULT_LANGUAGE: Language = "en";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

function readStoredLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    // Storage can be unavailable (private mode, blocked cookies): fall back to the default.
    return DEFAULT_LANGUAGE;
  }
}

function applyLanguage(language: string) {
  document.documentElement.lang = language;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not stored: the choice still holds until the page is closed.
  }
}

const localeChunks: BackendModule = {
  type: "backend",
  init() {},
  read(language, _namespace, callback) {
    if (!isLanguage(language)) return callback(new Error(`No translation for ${language}`), false);
    loadTranslation[language]().then(
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
    lng: readStoredLanguage(),
    // No fallback language: it would download English for every Kannada reader, and
    // packages/i18n/locales.test.ts already guarantees both languages have every key.
    fallbackLng: false,
    supportedLngs: [...languages],
    interpolation: { escapeValue: false },
  })
  .then(() => {
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
