/**
 * Head tags of a page served before any script runs (job and course pages): escaped text, JSON-LD
 * that no text can break out of, and index.html with the page's own tags in place of its title.
 */
import type { Language } from "@app/shared/constants";
import enNotFound from "@app/i18n/locales/en/not-found.json" with { type: "json" };
import knNotFound from "@app/i18n/locales/kn/not-found.json" with { type: "json" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** JSON inside <script>: `<` escaped so no text can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/** The first `length` characters of a text on one line, for descriptions. */
export function summary(text: string, length = 200): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
}

/** A picture a shared link shows: its path on the site, its size and what it says. */
export interface ShareImage {
  path: string;
  width: number;
  height: number;
  alt: string;
}

/** The site's own picture (1200×630, apps/web/public): pages without one of their own show it. */
export const shareImage: ShareImage = { path: "/og-image.png", width: 1200, height: 630, alt: "Local jobs in your city" };

/** Open Graph's names of the languages (`og:locale`). */
const ogLocales: Record<Language, string> = { en: "en_IN", kn: "kn_IN" };

/**
 * The tags of a page that can be shared: title, description, canonical URL (`publicUrl` + the
 * page's path), Open Graph with the share picture and the texts' language, and JSON-LD when the
 * page has some.
 */

export function shareableHead(page: {
  title: string;
  shareTitle: string;
  description: string;
  publicUrl: string;
  path: string;
  siteName: string;
  /** The language of the texts above: the reader's for the public pages, English for a job's or a course's own. */
  language?: Language;
  jsonLd?: unknown;
  /** The page's own picture (a job's); the site's otherwise. */
  image?: ShareImage;
}): string {
  const url = `${page.publicUrl}${page.path}`;
  const language = page.language ?? "en";
  const image = page.image ?? shareImage;
  return [
    `<title>${escapeHtml(page.title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}">`,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeHtml(page.siteName)}">`,
    `<meta property="og:locale" content="${ogLocales[language]}">`,
    ...Object.entries(ogLocales)
      .filter(([other]) => other !== language)
      .map(([, locale]) => `<meta property="og:locale:alternate" content="${locale}">`),
    `<meta property="og:title" content="${escapeHtml(page.shareTitle)}">`,
    `<meta property="og:description" content="${escapeHtml(page.description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta property="og:image" content="${escapeHtml(`${page.publicUrl}${image.path}`)}">`,
    `<meta property="og:image:width" content="${image.width}">`,
    `<meta property="og:image:height" content="${image.height}">`,
    `<meta property="og:image:alt" content="${escapeHtml(image.alt)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    ...(page.jsonLd === undefined ? [] : [`<script type="application/ld+json">${scriptJson(page.jsonLd)}</script>`]),
  ].join("\n    ");
}

/** index.html for a page that is not there: its title, and search engines told not to index it. */
export function notFoundHead(title: string): string {
  return `<title>${escapeHtml(title)}</title>\n    <meta name="robots" content="noindex">`;
}

const notFoundTitles: Record<Language, string> = { en: enNotFound.title, kn: knNotFound.title };

/** The head of an unknown address: the title the web app's 404 page gives itself, in the reader's language. */
export function unknownPageHead(siteName: string, language: Language): string {
  return notFoundHead(`${notFoundTitles[language]} | ${siteName}`);
}

const descriptionTag = /\s*<meta name="description"[^>]*>/;

/** index.html with `tags` in place of its title, and of its generic description when `tags` bring their own (one per page). */
export function replaceTitle(indexHtml: string, tags: string): string {
  const html = tags.includes('name="description"') ? indexHtml.replace(descriptionTag, "") : indexHtml;
  return /<title>[\s\S]*?<\/title>/.test(html)
    ? html.replace(/<title>[\s\S]*?<\/title>/, tags)
    : html.replace("</head>", `    ${tags}\n  </head>`);
}
