/**
 * What a shared company page link shows before any script runs: its own <title>, Open Graph tags
 * for the preview, and schema.org Organization JSON-LD (name, logo, url, the website as `sameAs`).
 */
import type { CompanyPage } from "@app/shared/companies";
import type { Language } from "@app/shared/constants";
import enCompanies from "@app/i18n/locales/en/companies.json" with { type: "json" };
import knCompanies from "@app/i18n/locales/kn/companies.json" with { type: "json" };
import { notFoundHead, replaceTitle, shareableHead, summary } from "../site/page-head.ts";

const companyTexts: Record<Language, typeof enCompanies> = { en: enCompanies, kn: knCompanies };

interface CompanyPageOptions {
  publicUrl: string;
  siteName: string;
  city: string;
  language: Language;
}

export function organizationJsonLd(page: CompanyPage, options: Pick<CompanyPageOptions, "publicUrl">) {
  return {
    "@context": "https://schema.org/",
    "@type": "Organization",
    name: page.name,
    url: `${options.publicUrl}/companies/${page.slug}`,
    ...(page.logoUrl ? { logo: `${options.publicUrl}${page.logoUrl}` } : {}),
    ...(page.website ? { sameAs: page.website } : {}),
    ...(page.about ? { description: summary(page.about, 500) } : {}),
    ...(page.locality ? { address: { "@type": "PostalAddress", addressLocality: page.locality, addressRegion: "Karnataka", addressCountry: "IN" } } : {}),
  };
}

/** index.html with the company page's head tags, in the reader's language, in place of the generic title. */
export function renderCompanyPage(indexHtml: string, page: CompanyPage, options: CompanyPageOptions): string {
  const texts = companyTexts[options.language].page;
  const about = (options.language === "kn" && page.aboutKn) || page.about;
  const place = page.locality ?? options.city;
  const head = shareableHead({
    title: `${page.name} · ${place} | ${options.siteName}`,
    shareTitle: page.name,
    description: summary(about || texts.jobsAt.replace("{{name}}", page.name)),
    publicUrl: options.publicUrl,
    path: `/companies/${page.slug}`,
    siteName: options.siteName,
    language: options.language,
    jsonLd: organizationJsonLd(page, options),
  });
  return replaceTitle(indexHtml, head);
}

/** index.html for a company page that is gone (410) or never was (404), titled as the page will say it, not to be indexed. */
export function renderMissingCompanyPage(indexHtml: string, siteName: string, language: Language, gone: boolean): string {
  const texts = companyTexts[language];
  return replaceTitle(indexHtml, notFoundHead(`${gone ? texts.gone.title : texts.notFound.title} | ${siteName}`));
}
