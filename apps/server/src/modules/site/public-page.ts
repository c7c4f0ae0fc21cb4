/**
 * The head of the public pages without a record of their own (home, jobs, courses, contact), so a
 * link to them shared on WhatsApp or Facebook previews with a title, a description and the share
 * picture, and search engines get one canonical address. The texts are the web app's English ones.
 */
import { sitePaths } from "@app/shared/site-paths";
import contact from "@app/i18n/locales/en/contact.json" with { type: "json" };
import home from "@app/i18n/locales/en/home.json" with { type: "json" };
import pages from "@app/i18n/locales/en/pages.json" with { type: "json" };
import { replaceTitle, shareableHead } from "./page-head.ts";

type PublicPage = { title: string; description: string };

const publicPages: Record<string, PublicPage> = {
  [sitePaths.home]: { title: home.hero.title, description: home.hero.subtitle },
  [sitePaths.jobs]: pages.jobs,
  [sitePaths.courses]: pages.courses,
  [sitePaths.contact]: { title: contact.title, description: contact.subtitle },
};

/** The public page a path shows (its `sitePaths` pattern), or null for any other page (logins, dashboards). */
export function publicPagePath(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "").toLowerCase() : pathname;
  return Object.hasOwn(publicPages, path) ? path : null;
}

/** index.html with the page's head, or null for a page that has none of its own (logins, dashboards). */
export function renderPublicPage(indexHtml: string, pathname: string, options: { publicUrl: string; siteName: string }): string | null {
  const path = publicPagePath(pathname);
  const page = path === null ? undefined : publicPages[path];
  if (!path || !page) return null;
  const title = `${page.title} | ${options.siteName}`;
  const head = shareableHead({ title, shareTitle: title, description: page.description, publicUrl: options.publicUrl, path, siteName: options.siteName });
  return replaceTitle(indexHtml, head);
}
