import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { isLanguage, languageCookie, type Language } from "@app/shared/constants";

/**
 * The language a page is drawn in for this reader: their choice from the language switch (its
 * cookie, which the web app's renderer reads too), else English, as for a crawler.
 */
export function readerLanguage(c: Context): Language {
  const chosen = getCookie(c, languageCookie);
  return isLanguage(chosen) ? chosen : "en";
}
