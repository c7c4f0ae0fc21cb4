/**
 * The translation resources, one language at a time. Each file locales/<lang>/<area>.json becomes
 * the key prefix `<area>.` (validation.email.required, errors.login_failed, …). A page loads only
 * the language it shows, and of it only the areas it uses:
 * - the areas every page uses, a page's islands (ADR 071) too (the shell, errors…), are one chunk per
 *   language (en.ts, kn.ts);
 * - the areas the app's pages use and a page's islands do not (`appAreas`: the job list, home, the
 *   guards…) are one chunk per language (en-app.ts, kn-app.ts), which the app loads with the first;
 *   of them, /jobs' islands load only the parts they use (the filters, the job types: en-job-search.ts,
 *   kn-job-search.ts), the same files read as modules of their own;
 * - the areas of some guest pages only (`pageAreas`: the forms' messages, the courses, a job's
 *   page…) are a chunk each, loaded with the page or dialog that uses them;
 * - the areas only signed-in people's pages use are one chunk per language (en-account.ts,
 *   kn-account.ts), which a guest's pages never load.
 */
type Tree = { [key: string]: string | Tree };
/** One language's texts: area name (the file name) → its keys. */
export type Translation = Record<string, Tree>;

/** Turns `{ "./locales/en/auth.json": {…} }` into `{ auth: {…} }`. */
function areasOf(files: Record<string, Tree>): Translation {
  const translation: Translation = {};
  for (const [file, tree] of Object.entries(files)) {
    const area = /\/([a-z-]+)\.json$/.exec(file)?.[1];
    if (area) translation[area] = tree;
  }
  return translation;
}

/** The areas in the account chunks; the glob patterns of en.ts, kn.ts and the *-account.ts files name them too. */
export const accountAreas = ["admin", "audit", "dashboard", "employer", "candidates", "messages", "interviews", "talent-pool", "verification", "notifications"] as const;

/** The areas in the app's chunks; the glob patterns of en.ts, kn.ts and the *-app.ts files name them too. */
export const appAreas = ["alerts", "applications", "guard", "home", "jobs", "pages"] as const;

import type { PageArea } from "./page-areas.ts";

export { pageAreas, type PageArea } from "./page-areas.ts";

const pageAreaFiles: Record<string, Record<string, () => Promise<Tree>>> = {
  en: import.meta.glob<Tree>("./locales/en/{auth,companies,contact,courses,donation,job-detail,reports,validation}.json", { import: "default" }),
  kn: import.meta.glob<Tree>("./locales/kn/{auth,companies,contact,courses,donation,job-detail,reports,validation}.json", { import: "default" }),
};

/** One page area's texts in `language`, as `{ [area]: texts }`. */
export async function loadPageArea(language: string, area: PageArea): Promise<Translation> {
  const load = pageAreaFiles[language]?.[`./locales/${language}/${area}.json`];
  if (!load) throw new Error(`No ${area} texts in ${language}`);
  return { [area]: await load() };
}

export const loadTranslation = {
  en: async () => areasOf((await import("./en.ts")).files),
  kn: async () => areasOf((await import("./kn.ts")).files),
} satisfies Record<string, () => Promise<Translation>>;

export const loadAppTranslation = {
  en: async () => areasOf((await import("./en-app.ts")).files),
  kn: async () => areasOf((await import("./kn-app.ts")).files),
} satisfies Record<string, () => Promise<Translation>>;

/** What /jobs' islands use of the app's areas (en-job-search.ts), as `{ jobs: {…}, alerts: {…} }`: a part of each area, not whole areas. */
export const loadJobSearchTranslation = {
  en: async () => (await import("./en-job-search.ts")).texts as Translation,
  kn: async () => (await import("./kn-job-search.ts")).texts as Translation,
} satisfies Record<string, () => Promise<Translation>>;

export const loadAccountTranslation = {
  en: async () => areasOf((await import("./en-account.ts")).files),
  kn: async () => areasOf((await import("./kn-account.ts")).files),
} satisfies Record<string, () => Promise<Translation>>;
