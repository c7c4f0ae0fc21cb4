import { readFileSync } from "node:fs";
import { constants as zlibConstants } from "node:zlib";
import { createHash } from "node:crypto";
import path from "node:path";
import { fileURLToPath, URL } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { VitePWA } from "vite-plugin-pwa";
import type { Rolldown } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";
// A relative path: the config is bundled by itself, and Node cannot load the package's TypeScript.
import { earlyTapsScript } from "../../packages/shared/src/early-taps.ts";
import { classNames, pageFiles, pageStylesheet } from "./page-styles.ts";

const apiTarget = "http://127.0.0.1:3000";
const outDir = fileURLToPath(new URL("./dist", import.meta.url));

type ViteManifestChunk = { file: string; css?: string[]; assets?: string[]; imports?: string[]; isEntry?: boolean; src?: string };

/**
 * Both languages' texts, every page's, the app's, the page areas' and the signed-in areas' (a
 * language switch offline still finds its words), and the toasts (offline, errors are told by one).
 */
const shellModules = /(packages\/i18n\/((en|kn)(-app|-account)?\.ts|locales\/(en|kn)\/[a-z-]+\.json)|node_modules\/sonner\/dist\/index\.mjs)$/;

/**
 * The Latin faces, left out of a guest page's own stylesheet and added once the script has taken the
 * page over (page-styles.ts): until then its English text is drawn in the device's own font, and the
 * script, which makes the page work, has the phone's bandwidth to itself.
 */
const laterFontFamilies = ["Noto Sans"];

/** Fonts left to the runtime cache: Kannada's, and the faces for Latin's rarer characters (ADR 030). */
const fetchedWhenUsed = /kannada-(400|700)|noto-sans-latin-(400|700)-normal/;

/**
 * The app shell the service worker precaches: the entries with everything they import statically, their
 * stylesheet and the fonts that stylesheet names for English text, both languages' texts, and the
 * routes of the pages a guest gets as islands (ADR 071). The
 * pages' own modules, the fonts of `fetchedWhenUsed` and the admin's code are cached when first used
 * (runtimeCaching below; main.tsx hands the worker what the first page loaded before the worker was there).
 */
function shellFiles(): Set<string> {
  const manifest = JSON.parse(readFileSync(`${outDir}/.vite/manifest.json`, "utf8")) as Record<string, ViteManifestChunk>;
  const shell = new Set<string>();
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || shell.has(chunk.file)) return;
    shell.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) if (!fetchedWhenUsed.test(file)) shell.add(file);
    for (const imported of chunk.imports ?? []) add(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry || shellModules.test(chunk.src ?? key)) add(key);
  }
  // The app's route of each page a guest gets as islands: offline, the app's shell draws the page, and
  // the guest's visits never loaded that route (the route-files plugin below names its file).
  const routeFiles = JSON.parse(readFileSync(`${outDir}/.vite/route-files.json`, "utf8")) as { files: Record<string, string> };
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  for (const route of islandPageRoutes) add(keyOfFile.get(routeFiles.files[route] ?? "") ?? route);
  return shell;
}

/** The app's routes of the pages that have islands entries (src/islands/, the build's inputs below). */
const islandPageRoutes = [
  "src/app/routes/job-detail.tsx",
  "src/app/routes/jobs.tsx",
  "src/app/routes/home.tsx",
  "src/app/routes/courses.tsx",
  "src/app/routes/course-detail.tsx",
  "src/app/routes/company.tsx",
];

/**
 * What every page runs: React and React DOM, the router, the query cache, the class-name
 * helpers, and Radix's Slot and Label (a button as a link, a form's labels: under 1 KB).
 */
const frameworkPackages =
  /node_modules[\\/](react|react-dom|scheduler|react-router|use-sync-external-store|@tanstack[\\/](query-core|react-query)|hono|tailwind-merge|clsx|class-variance-authority|@radix-ui[\\/]react-(slot|compose-refs|label|primitive))[\\/]/;
const iconsPackage = /node_modules[\\/]lucide-react[\\/]/;
/** The app's shared parts: UI components, helpers, settings, the job list's parts, the texts' loader. */
const sharedAppModules =
  /apps[\\/]web[\\/]src[\\/](components|lib|config|features[\\/]jobs[\\/](components|hooks|api))[\\/]|packages[\\/]shared[\\/]|packages[\\/]i18n[\\/](index|page-areas)\.ts$/;
/** Vite's helper for dynamic imports, a few hundred bytes every page has. */
const passThrough = /^\0vite[\\/]preload-helper/;

type ModuleGraph = {
  getModuleInfo(id: string): {
    importedIds: readonly string[];
    importers: readonly string[];
    dynamicImporters: readonly string[];
    isEntry: boolean;
  } | null;
};

/** The pages only signed-in people reach (router.tsx's lazy routes): the rest are a guest's. */
const accountPages = /apps[\\/]web[\\/]src[\\/](app[\\/]routes[\\/](admin[\\/]|candidate-profile|employer-dashboard)|features[\\/]auth[\\/]components[\\/]admin-login-page)/;
const routerModule = /apps[\\/]web[\\/]src[\\/]app[\\/]router\.tsx$/;
const routeModules = /apps[\\/]web[\\/]src[\\/]app[\\/]routes[\\/][^\0]*\.tsx$/;
const webRoot = fileURLToPath(new URL(".", import.meta.url));
/** Modules that load, on every page, what they import lazily once the page is up: the event stream. */
const everyPageLoadsLater = /apps[\\/]web[\\/]src[\\/]lib[\\/]server-events\.ts$/;

/**
 * Whether a guest's visit loads the module before it asks for more: the entry imports it, or a guest
 * page's module does, statically, or every page does once it is up (the event stream; a page's
 * dialogs and menus that load on use do not count). The
 * shared groups below split by it, so that a guest's page does not download the parts and icons only
 * the accounts' areas use.
 */
function reachedByGuests(id: string, graph: ModuleGraph, seen = new Set<string>()): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  const info = graph.getModuleInfo(id);
  if (!info) return false;
  if (info.isEntry) return true;
  if (!accountPages.test(id) && info.dynamicImporters.some((importer) => routerModule.test(importer))) return true;
  if (info.dynamicImporters.some((importer) => everyPageLoadsLater.test(importer))) return true;
  return info.importers.some((importer) => reachedByGuests(importer, graph, seen));
}

/** A page's islands entry (ADR 071): a guest's server-drawn page runs it instead of the app. */
const islandsEntry = /apps[\\/]web[\\/]src[\\/]islands[\\/][^\\/]+\.tsx$/;

/** Whether an entry matching `entry` imports the module, statically. */
function reachedByEntry(entry: RegExp, id: string, graph: ModuleGraph, seen = new Set<string>()): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  const info = graph.getModuleInfo(id);
  if (!info) return false;
  if (info.isEntry && entry.test(id)) return true;
  return info.importers.some((importer) => reachedByEntry(entry, importer, graph, seen));
}

/**
 * Whether a page's islands load the module before they ask for more. What they load stays out of the
 * app's groups (framework, icons, app), which would bring the router and the query cache with them:
 * what the app's entry loads too is a group of its own (below), and the page's parts, which the app
 * loads with the page's route, another.
 */
const reachedByIslands = (id: string, graph: ModuleGraph) => reachedByEntry(islandsEntry, id, graph);

const reachedByAppEntry = (id: string, graph: ModuleGraph) => reachedByEntry(/index\.html$/, id, graph);

/** The pages' islands entries (their names: `job-page`) that import the module, statically. */
function islandsEntriesOf(id: string, graph: ModuleGraph, pages = new Set<string>(), seen = new Set<string>()): Set<string> {
  if (seen.has(id)) return pages;
  seen.add(id);
  const info = graph.getModuleInfo(id);
  if (!info) return pages;
  if (info.isEntry && islandsEntry.test(id)) pages.add(path.basename(id, ".tsx"));
  for (const importer of info.importers) islandsEntriesOf(importer, graph, pages, seen);
  return pages;
}

/**
 * The group of a module a page's islands load before they ask for more: `islands` if the app's entry
 * loads it too, else the parts of the one page whose islands load it (`job-page-parts`), or of
 * several (`islands-parts`).
 */
function islandsGroup(id: string, graph: ModuleGraph): string | null {
  const pages = islandsEntriesOf(id, graph);
  if (pages.size === 0) return null;
  if (reachedByAppEntry(id, graph)) return "islands";
  return pages.size === 1 ? `${[...pages][0]}-parts` : "islands-parts";
}

/**
 * Which of a guest's pages load the module before they ask for more (as `reachedByGuests`): "entry"
 * for every page, else the page modules (the router's lazy routes) and "later" for the event stream.
 */
function guestRoots(id: string, graph: ModuleGraph, roots = new Set<string>(), seen = new Set<string>()): Set<string> {
  if (seen.has(id)) return roots;
  seen.add(id);
  const info = graph.getModuleInfo(id);
  if (!info) return roots;
  if (info.isEntry) roots.add("entry");
  if (!accountPages.test(id) && info.dynamicImporters.some((importer) => routerModule.test(importer))) roots.add(id);
  if (info.dynamicImporters.some((importer) => everyPageLoadsLater.test(importer))) roots.add("later");
  for (const importer of info.importers) guestRoots(importer, graph, roots, seen);
  return roots;
}

/**
 * Whether a module belongs with what every guest page loads: the entry brings it, or two guest pages
 * or more do. What only one page uses stays with that page.
 */
function sharedByGuestPages(id: string, graph: ModuleGraph): boolean {
  const roots = guestRoots(id, graph);
  return roots.has("entry") || roots.size >= 2;
}

/** The chunk of the one guest page that loads the module first (named after the page's module), or null. */
function onlyGuestPage(id: string, graph: ModuleGraph): string | null {
  const roots = [...guestRoots(id, graph)];
  const page = roots.length === 1 ? roots[0]! : "entry";
  return page === "entry" || page === "later" ? null : path.basename(page).replace(/\.[jt]sx?$/, "");
}

/**
 * A shared module whose static imports, all the way down, are only the framework, the icons and
 * other such modules: grouping it costs a page nothing it would not load anyway. A component that
 * brings the form library or the validation schemas stays with the pages that use it.
 */
function isLight(id: string, graph: ModuleGraph, seen = new Set<string>()): boolean {
  if (seen.has(id) || passThrough.test(id)) return true;
  seen.add(id);
  if (/node_modules/.test(id)) return frameworkPackages.test(id) || iconsPackage.test(id);
  if (!sharedAppModules.test(id)) return false;
  return (graph.getModuleInfo(id)?.importedIds ?? []).every((imported) => isLight(imported, graph, seen));
}

// React Router's package exports point at its development build; production builds use the one
// without dev-only warnings and checks.
const reactRouterProduction = fileURLToPath(
  new URL("../../node_modules/react-router/dist/production/index.mjs", import.meta.url),
);

export default defineConfig(({ mode, isSsrBuild }) => ({
  root: webRoot,
  resolve: {
    alias: [
      { find: "@", replacement: fileURLToPath(new URL("./src", import.meta.url)) },
      ...(mode === "production" ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  // The server's renderer (`vite build --ssr`, entry-server.tsx) is one file with every package in
  // it, so the server needs nothing of the web app's dependencies at run time.
  ssr: { noExternal: true },
  // Its packages pick their build by process.env.NODE_ENV when they run, which the server does not
  // set: without this, the server drew pages with React's development build, about half as fast.
  define: isSsrBuild && mode === "production" ? { "process.env.NODE_ENV": JSON.stringify("production") } : {},
  plugins: [
    // JSX for React's automatic runtime, and Fast Refresh in development.
    react(),
    tailwindcss(),
    // Taps made before the script has taken a server-drawn page over, held and replayed (ADR 033):
    // in the page itself, so it runs before any download.
    {
      name: "early-taps",
      transformIndexHtml: () => [{ tag: "script", children: earlyTapsScript, injectTo: "head" }],
    },
    // Which file holds each route module, which the manifest does not say for a module in a group
    // (codeSplitting below), and each guest page's own stylesheet (page-styles.ts): the server's page
    // preloads and its renderer read them (apps/server/src/modules/site/page-preloads.ts).
    !isSsrBuild && {
      name: "route-files",
      apply: "build",
      enforce: "post",
      generateBundle(_options, bundle) {
        const chunks = new Map<string, Rolldown.OutputChunk>();
        const files: Record<string, string> = {};
        for (const output of Object.values(bundle)) {
          if (output.type !== "chunk") continue;
          chunks.set(output.fileName, output);
          for (const id of output.moduleIds) if (routeModules.test(id)) files[path.relative(webRoot, id)] = output.fileName;
        }
        const sheet = Object.values(bundle).find((output) => output.type === "asset" && /^assets\/index-[\w-]+\.css$/.test(output.fileName));
        const entry = [...chunks.values()].find((chunk) => chunk.isEntry && chunk.name === "index");
        if (!sheet || sheet.type !== "asset" || !entry) throw new Error("The build has no stylesheet or no entry");
        const css = String(sheet.source);
        const shell = { content: readFileSync(path.join(webRoot, "index.html"), "utf8"), extension: "html" };
        const styles: Record<string, string> = {};
        for (const [module, file] of Object.entries(files)) {
          if (accountPages.test(path.join(webRoot, module)) || file === entry.fileName) continue;
          const page = chunks.get(file);
          if (!page) continue;
          const classes = classNames([shell, ...pageFiles(entry, page, chunks).map((chunk) => ({ content: chunk.code, extension: "js" }))]);
          const pageCss = pageStylesheet(css, classes, laterFontFamilies);
          const hash = createHash("sha256").update(pageCss).digest("base64url").slice(0, 8);
          styles[module] = `assets/page-${path.basename(module, ".tsx")}-${hash}.css`;
          this.emitFile({ type: "asset", fileName: styles[module], source: pageCss });
        }
        this.emitFile({ type: "asset", fileName: ".vite/route-files.json", source: JSON.stringify({ files, styles }, null, 2) });
      },
    },
    // Each file also as .br at Brotli's best (the server sends it to browsers that take it, see
    // web-app.ts): a fifth smaller than the gzip the server would make on the fly.
    !isSsrBuild &&
    compression({
      algorithms: [defineAlgorithm("brotliCompress", { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } })],
      include: /\.(js|css|svg|webmanifest)$/,
      threshold: 1024,
      skipIfLargerOrEqual: true,
      logLevel: "silent",
    }),
    !isSsrBuild &&
    VitePWA({
      strategies: "generateSW",
      filename: "service-worker.js",
      // Registered by main.tsx with navigator.serviceWorker.register, on page load.
      injectRegister: false,
      manifest: {
        name: "Nagara Jobs",
        short_name: "Nagara Jobs",
        description: "Local jobs and courses in English and Kannada.",
        lang: "en",
        start_url: "/",
        scope: "/",
        display: "standalone",
        background_color: "#f9fafc",
        theme_color: "#0058a3",
        icons: [
          { src: "/pwa-192.png", sizes: "192x192", type: "image/png" },
          { src: "/pwa-512.png", sizes: "512x512", type: "image/png" },
          { src: "/pwa-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
      workbox: {
        clientsClaim: true,
        skipWaiting: true,
        cleanupOutdatedCaches: true,
        globPatterns: ["**/*.{js,css,html,svg,png,woff2}"],
        // The manifest's icons are in the glob already: listed twice they were precached twice.
        // The share picture is for link previews, not for the app.
        globIgnores: ["**/pwa-*.png", "og-image.png"],
        manifestTransforms: [
          (entries) => {
            const shell = shellFiles();
            return { manifest: entries.filter((entry) => !entry.url.startsWith("assets/") || shell.has(entry.url)), warnings: [] };
          },
        ],
        // Pages come from the network (the first route below), not from a worker's own shell route,
        // which vite-plugin-pwa would otherwise register ahead of every other route.
        navigateFallback: null,
        // Nor may the precache answer "/" with its index.html (the shell), as it would by default.
        directoryIndex: "",
        // The worker asks for the page while it is still starting up, instead of after.
        navigationPreload: true,
        runtimeCaching: [
          {
            // Pages from the network: a guest's come drawn by the server (ADR 027), on screen sooner
            // than the app shell could draw them from the worker's cache, which must then fetch their
            // data. Offline, the precached app shell draws the page from what the worker keeps. API calls, health checks and the sitemap are the server's alone.
            urlPattern: ({ request, url, sameOrigin }) =>
              sameOrigin && request.mode === "navigate" && !/^\/(api\/|healthz$|readyz$|sitemap\.xml$)/.test(url.pathname),
            handler: "NetworkOnly",
            options: { precacheFallback: { fallbackURL: "/index.html" } },
          },
          {
            // Hashed file names never change their bytes: once fetched, served from the cache.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/assets/"),
            handler: "CacheFirst",
            options: { cacheName: "assets", expiration: { maxEntries: 150, maxAgeSeconds: 60 * 60 * 24 * 60 }, cacheableResponse: { statuses: [200] } },
          },
          {
            // Jobs and courses last seen, for a reload without a network (the list says it is offline).
            urlPattern: ({ url, sameOrigin, request }) =>
              sameOrigin && request.method === "GET" && /^\/api\/(jobs|courses)(\/[^/]+)?$/.test(url.pathname) && url.pathname !== "/api/jobs/saved",
            handler: "NetworkFirst",
            options: {
              cacheName: "api",
              networkTimeoutSeconds: 10,
              expiration: { maxEntries: 60, maxAgeSeconds: 60 * 60 * 24 * 7 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ],
  server: {
    proxy: {
      "/api": apiTarget,
      "/healthz": apiTarget,
      "/readyz": apiTarget,
    },
  },
  build: isSsrBuild ? { outDir: "dist-ssr", emptyOutDir: true, copyPublicDir: false, sourcemap: true } : {
    outDir: "dist",
    emptyOutDir: true,
    // .vite/manifest.json: which files make the app shell (shellFiles above).
    manifest: true,
    sourcemap: true,
    rolldownOptions: {
      // The app (index.html), and each guest page's islands (ADR 071).
      input: {
        index: fileURLToPath(new URL("./index.html", import.meta.url)),
        ...Object.fromEntries(
          ["job-page", "jobs-page", "home-page", "courses-page", "course-page", "company-page"].map((page) => [page, fileURLToPath(new URL(`./src/islands/${page}.tsx`, import.meta.url))]),
        ),
      },
      output: {
        // On a phone's connection every file costs a round trip (HTTP/1.1 fetches six at a time), and
        // the bundler's own split gave a page 40 files, many under 1 KB. What every page runs is one
        // file, and the icons another; the pages and what only some of them use stay split.
        codeSplitting: {
          groups: [
            // What of those packages a guest's page runs (infinite lists, say, only the messages use).
            // What a page's islands load before they are ready that the app's entry loads too: React and
            // React DOM, the navigation, the texts' runtime, the class helpers. One file, compressed
            // whole (as two, React apart, it was 0.7–1.0 KB more), which a guest who goes on from a
            // page's islands to the app has cached; never the router or the query cache (ADR 071).
            // The entries and their boot stay in their own files: a module of the group runs wherever
            // the group is loaded, and the app must not boot islands.
            {
              name: (id, graph) => (reachedByIslands(id, graph) && reachedByAppEntry(id, graph) ? "islands" : null),
              debugName: "islands",
              test: /^(?!\0)(?!.*apps[\\/]web[\\/]src[\\/]islands[\\/])/,
              priority: 31,
            },
            // A page's own parts (the job page's Share, Report, a guest's Apply and Save; /jobs' filters;
            // the courses' tabs), which the app loads with the page's route: a file per page, so the app's
            // other pages do not load them, and one of what several pages' islands share (a guest's Enroll
            // Now, the notice a login link carries). Not their imports with them: with them (the groups'
            // default), the first page's parts took React and React DOM before the group above could.
            {
              name: (id, graph) => islandsGroup(id, graph),
              debugName: "island parts",
              test: /^(?!\0)(?!.*apps[\\/]web[\\/]src[\\/]islands[\\/])/,
              priority: 30,
              includeDependenciesRecursively: false,
            },
            { name: (id, graph) => (reachedByGuests(id, graph) ? "framework" : null), debugName: "framework", test: frameworkPackages, priority: 20 },
            // The localities' points, which the job list's "Use my location" loads when pressed (ADR 043).
            { name: "localities", test: /packages[\\/]shared[\\/]src[\\/](localities|locality-distance)\.ts$/, priority: 12 },
            // The icons, and the app's own small shared parts (buttons, cards, formatting, the job
            // card): the split by use made 20 files of 1–2 KB for a job list, each a request and its
            // headers. Each is two files: what every guest page or several of them use, and what only
            // the accounts' areas load (the app imports each icon from its own module to make that
            // split); what one guest page alone uses stays with it. The guests' group comes first: a
            // module both use (the icons' base, the API client) goes there, not into the accounts'
            // group with the module that brought it.
            { name: (id, graph) => (sharedByGuestPages(id, graph) && !reachedByIslands(id, graph) ? "icons" : null), debugName: "icons", test: iconsPackage, priority: 11 },
            { name: (id, graph) => (reachedByGuests(id, graph) ? null : "account-icons"), debugName: "account-icons", test: iconsPackage, priority: 10 },
            // The job alerts' calls and texts, which the job list, the alert pages and the alert dialog share.
            { name: "job-alerts", test: /apps[\\/]web[\\/]src[\\/]features[\\/]alerts[\\/](api[\\/]|components[\\/]alert-format\.ts$)/, priority: 8, includeDependenciesRecursively: false },
            // A guest page's module with everything only it loads first (an account page may share
            // some): one file, not a file of a few hundred bytes for each part it shares with them.
            { name: (id, graph) => onlyGuestPage(id, graph), debugName: "guest page", test: /^(?!\0)/, priority: 7, includeDependenciesRecursively: false },
            {
              name: (id, graph) => (isLight(id, graph) && sharedByGuestPages(id, graph) && !reachedByIslands(id, graph) ? "app" : null),
              debugName: "app",
              test: sharedAppModules,
              priority: 6,
            },
            { name: (id, graph) => (isLight(id, graph) && !reachedByGuests(id, graph) ? "account-app" : null), debugName: "account-app", test: sharedAppModules, priority: 5 },
          ],
        },
      },
    },
  },
}));
