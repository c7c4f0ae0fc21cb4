/**
 * The head of the public pages without a record of their own (home, jobs, courses, contact), so a
 * link to them shared on WhatsApp or Facebook previews with a title, a description and the share
 * picture, and search engines get one canonical address. The texts are the web app's own, in the
 * reader's language (English for a crawler, which sends no language cookie).
 */
import type { Language } from "@app/shared/constants";
import { sitePaths } from "@app/shared/site-paths";
import enContact from "@app/i18n/locales/en/contact.json" with { type: "json" };
import enHome from "@app/i18n/locales/en/home.json" with { type: "json" };
import enPages from "@app/i18n/locales/en/pages.json" with { type: "json" };
import knContact from "@app/i18n/locales/kn/contact.json" with { type: "json" };
import knHome from "@app/i18n/locales/kn/home.json" with { type: "json" };
import knPages from "@app/i18n/locales/kn/pages.json" with { type: "json" };
import { replaceTitle, shareableHead } from "./page-head.ts";

type PublicPage = { title: string; description: string };

function publicPagesIn(texts: { home: typeof enHome; pages: typeof enPages; contact: typeof enContact }): Record<string, PublicPage> {
  return {
    [sitePaths.home]: { title: texts.home.hero.title, description: texts.home.hero.subtitle },
    [sitePaths.jobs]: texts.pages.jobs,
    [sitePaths.courses]: texts.pages.courses,
    [sitePaths.contact]: { title: texts.contact.title, description: texts.contact.subtitle },
  };
}

const publicPages: Record<Language, Record<string, PublicPage>> = {
  en: publicPagesIn({ home: enHome, pages: enPages, contact: enContact }),
  kn: publicPagesIn({ home: knHome, pages: knPages, contact: knContact }),
};

/** The public page a path shows (its `sitePaths` pattern), or null for any other page (logins, dashboards). */
export function publicPagePath(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "").toLowerCase() : pathname;
  return Object.hasOwn(publicPages.en, path) ? path : null;
}

/** index.html with the page's head, or null for a page that has none of its own (logins, dashboards). */
export function renderPublicPage(
  indexHtml: string,
  pathname: string,
  options: { publicUrl: string; siteName: string; language: Language },
): string | null {
  const path = publicPagePath(pathname);
  const page = path === null ? undefined : publicPages[options.language][path];
  if (!path || !page) return null;
  const title = `${page.title} | ${options.siteName}`;
  const head = shareableHead({
    title,
    shareTitle: title,
    description: page.description,
    publicUrl: options.publicUrl,
    path,
    siteName: options.siteName,
    language: options.language,
  });
  return replaceTitle(indexHtml, head);
}
