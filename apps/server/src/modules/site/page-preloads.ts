/**
 * The public pages' own modules, named in their HTML as `<link rel="modulepreload">`, so a phone
 * downloads them beside the app's entry instead of after it has run (one round trip and their
 * transfer, on the critical path, saved). Which files: the build's `.vite/manifest.json` gives each
 * page module's static imports; what the entry already preloads (index.html) is left out. A page
 * module the build grouped with what only that page uses has no key of its own in the manifest:
 * `.vite/route-files.json` (apps/web/vite.config.ts) names its file. Without a manifest (a build
 * without one, the tests' stand-in web app) pages are served as they are.
 *
 * The same file names each guest page's own stylesheet (apps/web/page-styles.ts): the page's shell
 * marks its stylesheet link with it (`data-page-styles`), which the server's renderer inlines in
 * place of the whole sheet (server-render.ts).
 *
 * Every page also preloads the texts of the reader's language (their cookie, as the server draws the
 * page and the script first reads it), which the entry otherwise asks for only once it runs: on a
 * phone's network a round trip and 7–10 KB later, before the page can be taken over. That is the
 * every-page chunk, the app's (not in a page's islands shell: the islands do not use them), and the
 * page's own areas (packages/i18n's `pageAreas`, which its route loads with
 * its module: apps/web/src/app/router.tsx).
 *
 * A page a guest reads drawn by the server may be taken over as islands (ADR 071): its shell then runs
 * the page's islands entry (apps/web/src/islands/) instead of the app's, and preloads that entry's
 * imports in place of the app's.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { PageArea } from "@app/i18n/page-areas.ts";
import { languages, type Language } from "@app/shared/constants";
import { sitePaths } from "@app/shared/site-paths";

/** Which module of the web app's router (apps/web/src/app/router.tsx) draws each public page. */
const pageModules = {
  [sitePaths.home]: "src/app/routes/home.tsx",
  [sitePaths.jobs]: "src/app/routes/jobs.tsx",
  [sitePaths.job]: "src/app/routes/job-detail.tsx",
  [sitePaths.company]: "src/app/routes/company.tsx",
  [sitePaths.courses]: "src/app/routes/courses.tsx",
  [sitePaths.course]: "src/app/routes/course-detail.tsx",
} as const;

/** The texts each page's route loads with its module (`withTexts` in apps/web/src/app/router.tsx). */
const pageTexts: Partial<Record<keyof typeof pageModules, readonly PageArea[]>> = {
  [sitePaths.job]: ["job-detail", "reports"],
  [sitePaths.company]: ["companies", "job-detail"],
  [sitePaths.courses]: ["courses"],
  [sitePaths.course]: ["courses", "validation"],
};

/** The pages whose server-drawn HTML a guest's browser takes over as islands, by their entry (ADR 071). */
const islandEntries: Partial<Record<keyof typeof pageModules, string>> = {
  [sitePaths.jobs]: "src/islands/jobs-page.tsx",
  [sitePaths.job]: "src/islands/job-page.tsx",
  [sitePaths.home]: "src/islands/home-page.tsx",
  [sitePaths.courses]: "src/islands/courses-page.tsx",
  [sitePaths.course]: "src/islands/course-page.tsx",
  [sitePaths.company]: "src/islands/company-page.tsx",
};

/**
 * The texts a page's islands load (its entry's `areas`) where they are not its route's: the islands
 * of a course page need no form's messages, nor a company page's any page area.
 */
const islandPageTexts: Partial<Record<keyof typeof pageModules, readonly PageArea[]>> = {
  [sitePaths.course]: ["courses"],
  [sitePaths.company]: [],
};

/** The islands that use their part of the app's texts (/jobs': the filters', the job types'): their shells preload it too. */
const islandsWithJobSearchTexts = new Set<string>([sitePaths.jobs]);

/** What apps/web/vite.config.ts writes to .vite/route-files.json: each route module's file, and the guest pages' own stylesheets. */
type RouteFiles = { files: Record<string, string>; styles: Record<string, string> };

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };

/** The files a chunk needs before it runs: itself and its static imports, recursively. */
function filesOf(manifest: Record<string, ManifestChunk>, key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) filesOf(manifest, imported, files);
  return files;
}

/** The module of each language's every-page texts (packages/i18n/index.ts imports them on demand). */
const textModules: Record<Language, string> = { en: "../../packages/i18n/en.ts", kn: "../../packages/i18n/kn.ts" };
/** The module of each language's texts the app's pages use and a page's islands do not (main.tsx loads them with the first). */
const appTextModules: Record<Language, string> = { en: "../../packages/i18n/en-app.ts", kn: "../../packages/i18n/kn-app.ts" };
/** The module of each language's part of the app's texts that /jobs' islands use (apps/web/src/islands/jobs-page.tsx). */
const jobSearchTextModules: Record<Language, string> = { en: "../../packages/i18n/en-job-search.ts", kn: "../../packages/i18n/kn-job-search.ts" };
const areaModule = (language: Language, area: PageArea) => `../../packages/i18n/locales/${language}/${area}.json`;

const preloadLinks = (files: Iterable<string>) => [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);

/**
 * `links` placed ahead of the stylesheet, which the server inlines in a drawn page (10 KB of it,
 * Brotli): on a phone's link the browser then asks for the scripts before that has arrived, not
 * after it. Before `</head>` where there is no stylesheet.
 */
function withPreloads(html: string, links: string[]): string {
  if (links.length === 0) return html;
  const stylesheet = html.indexOf('<link rel="stylesheet"');
  if (stylesheet < 0) return html.replace("</head>", `  ${links.join("\n    ")}\n  </head>`);
  return `${html.slice(0, stylesheet)}${links.join("\n    ")}\n    ${html.slice(stylesheet)}`;
}

/** Which script runs a page: the app (index.html's entry), or the page's islands where it has them and the server drew it. */
export type PageScript = "app" | "islands";

/**
 * index.html for a page (a `sitePaths` pattern, or null for any other page) in the reader's
 * language, with the page's modules and the language's texts preloaded; as `islands`, a page that
 * has an islands entry runs it instead of the app.
 */
export function pageShells(webRoot: string, indexHtml: string): (page: string | null, language: Language, script?: PageScript) => string {
  const manifestFile = path.join(webRoot, ".vite", "manifest.json");
  if (!existsSync(manifestFile)) return () => indexHtml;
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, ManifestChunk>;
  const routeFilesFile = path.join(webRoot, ".vite", "route-files.json");
  const routeFiles: RouteFiles = existsSync(routeFilesFile) ? (JSON.parse(readFileSync(routeFilesFile, "utf8")) as RouteFiles) : { files: {}, styles: {} };
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const chunkOf = (module: string) => (manifest[module] ? module : (keyOfFile.get(routeFiles.files[module] ?? "") ?? module));
  const withStyles = (html: string, module: string) => {
    const styles = routeFiles.styles[module];
    return styles ? html.replace(/<link rel="stylesheet"/, `<link rel="stylesheet" data-page-styles="/${styles}"`) : html;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry && key.endsWith("index.html")) ?? Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const preloadedByEntry = entry ? filesOf(manifest, entry) : new Set<string>();
  const withLinks = (links: string[]) => withPreloads(indexHtml, links);
  const shells = new Map<string, string>();
  for (const language of languages) {
    const islandTexts = preloadLinks(filesOf(manifest, textModules[language]));
    const texts = [...islandTexts, ...preloadLinks(filesOf(manifest, appTextModules[language]))];
    shells.set(language, withLinks(texts));
    for (const [page, module] of Object.entries(pageModules)) {
      const files = [...filesOf(manifest, chunkOf(module))].filter((file) => !preloadedByEntry.has(file));
      const areas = (pageTexts[page as keyof typeof pageModules] ?? []).map((area) => manifest[areaModule(language, area)]?.file ?? "");
      shells.set(`${language} ${page}`, withStyles(withLinks([...preloadLinks(files), ...texts, ...preloadLinks(areas.filter(Boolean))]), module));
      const islands = islandEntries[page as keyof typeof pageModules];
      if (islands && manifest[islands] && entry) {
        // The app's entry and its preloads give way to the islands entry's own.
        const islandFiles = [...filesOf(manifest, islands)].filter((file) => file !== manifest[islands]!.file);
        const islandAreas = islandPageTexts[page as keyof typeof pageModules]?.map((area) => manifest[areaModule(language, area)]?.file ?? "") ?? areas;
        const links = [...preloadLinks(islandFiles), ...islandTexts, ...(islandsWithJobSearchTexts.has(page) ? preloadLinks(filesOf(manifest, jobSearchTextModules[language])) : []), ...preloadLinks(islandAreas.filter(Boolean))];
        const shell = withPreloads(
          indexHtml
            .replace(`src="/${manifest[entry]!.file}"`, `src="/${manifest[islands]!.file}"`)
            .replace(/\n?[ \t]*<link rel="modulepreload" crossorigin href="\/([^"]+)">/g, (link, file: string) => (preloadedByEntry.has(file) ? "" : link)),
          links,
        );
        shells.set(`${language} ${page} islands`, withStyles(shell, module));
      }
    }
  }
  return (page, language, script = "app") =>
    (script === "islands" && page ? shells.get(`${language} ${page} islands`) : undefined) ??
    shells.get(page ? `${language} ${page}` : language) ??
    shells.get(language) ??
    indexHtml;
}
