/**
 * i18next set up once for the app: both languages bundled (packages/i18n), the choice kept on the
 * device under `language`, and `<html lang>` following it so screen readers and fonts switch too.
 */
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { resources } from "@app/i18n/index.ts";
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

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: readStoredLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...languages],
  interpolation: { escapeValue: false },
  initAsync: false,
});
document.documentElement.lang = i18n.language;
i18n.on("languageChanged", applyLanguage);

/** The language in use, narrowed to the two the app offers. */
export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
}

export function setLanguage(language: Language) {
  return i18n.changeLanguage(language);
}
