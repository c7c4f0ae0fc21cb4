import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const sonnerImport = { name: "sonner", message: "Import toast from @/components/ui/toaster: it loads sonner on the first toast." };
const iconsBarrel = {
  name: "lucide-react",
  allowTypeImports: true,
  message: 'Import each icon from its own module (lucide-react/icons/map-pin): the build splits the icons a guest\'s pages use from the rest by who imports them.',
};

// One-way imports in the web app (ARCHITECTURE.md, ADR 009): components, lib and config → features
// → app. A feature may use another feature's api/ modules, nothing else of it. `@/` paths are checked
// by name; relative paths may not cross a boundary, so every crossing is spelled with `@/`.
const sharedCodePatterns = [
  { group: ["@/features", "@/features/**", "@/app", "@/app/**"], message: "Shared code does not import features or app/." },
  { regex: "^(\\./)?(\\.\\./)+(app|features)(/|$)", message: "Shared code does not import features or app/." },
];
const featurePatterns = [
  { group: ["@/app", "@/app/**"], message: "Features do not import from app/: let the route pass it in, or move it to lib/ or components/." },
  {
    regex: "^@/features(?!/[^/]+/api/[^/]+$)(/|$)",
    message: "A feature imports only another feature's api/ modules (keys, queryOptions, fetchers, mutation hooks), never its components or hooks.",
  },
];
/** The admin feature sits above the others and composes their api/ modules; none of them imports it. */
const lowerFeaturePatterns = [
  {
    group: ["@/features/admin", "@/features/admin/**"],
    message: "A lower feature does not import the admin feature, which imports it: share the key through lib/ (lib/admin-keys.ts).",
  },
];
/** A relative path that climbs `levels` folders or more: from `levels - 1` folders deep in a feature, out of it. */
const leavingTheFeature = (levels) => ({
  regex: `^(\\./)?(\\.\\./){${levels}}`,
  message: "Leave a feature through an @/ path, which the import rules check, not a relative one.",
});
const restrictImports = (patterns, paths = [sonnerImport, iconsBarrel]) => ({
  "no-restricted-imports": ["error", { paths, patterns }],
});

/** Import patterns of each server layer, relative or not ("../modules/x.ts", "../../app.ts"). */
const serverLayerPatterns = {
  auth: ["**/auth/*", "**/auth/**"],
  realtime: ["**/realtime/*", "**/realtime/**"],
  http: ["**/http/*", "**/http/**"],
  modules: ["**/modules/*", "**/modules/**"],
  app: ["**/app.ts", "**/dependencies.ts", "**/cli/*", "**/cli/**", "**/test/*", "**/test/**"],
};

function serverLayers(layers) {
  return layers.map(({ files, forbidden }) => ({
    files: files.map((pattern) => `apps/server/src/${pattern}`),
    ignores: ["apps/server/src/**/*.test.ts", "apps/server/src/**/*test-helpers.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: forbidden.map((layer) => ({
        group: serverLayerPatterns[layer],
        message: `A lower server layer does not import ${layer === "app" ? "the app" : `${layer}/`} (imports flow app → modules → http → auth/realtime → base).`,
      })) }],
    },
  }));
}

export default tseslint.config(
  { ignores: ["**/dist/**", "**/dist-ssr/**", "**/dev-dist/**", "**/node_modules/**", "data/**", "data-demo/**", "test-results/**", "playwright-report/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Toasts go through components/ui/toaster.tsx, which loads sonner with the first toast; icons come
  // one module each.
  {
    files: ["apps/web/src/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { paths: [sonnerImport, iconsBarrel] }],
    },
  },
  // In a feature: the `@/` rules everywhere, and, by how many folders deep a file sits below its
  // feature's folder, no relative path out of the feature (no feature nests deeper than this).
  // Every feature but admin also keeps away from the admin feature.
  { files: ["apps/web/src/features/**/*.{ts,tsx}"], rules: restrictImports(featurePatterns) },
  ...[0, 1, 2, 3].flatMap((depth) => {
    const files = [`apps/web/src/features/*/${"*/".repeat(depth)}*.{ts,tsx}`];
    const patterns = [...featurePatterns, leavingTheFeature(depth + 1)];
    return [
      { files, rules: restrictImports(patterns) },
      { files, ignores: ["apps/web/src/features/admin/**"], rules: restrictImports([...patterns, ...lowerFeaturePatterns]) },
    ];
  }),
  {
    files: ["apps/web/src/components/**/*.{ts,tsx}", "apps/web/src/lib/**/*.{ts,tsx}", "apps/web/src/config/**/*.{ts,tsx}"],
    rules: restrictImports(sharedCodePatterns),
  },
  // The one module that imports sonner, lazily.
  {
    files: ["apps/web/src/components/ui/toaster.tsx"],
    rules: restrictImports(sharedCodePatterns, [iconsBarrel]),
  },
  // A page's parts reach the router and the page's reads through adapters (ADR 071): @/lib/navigation
  // and @/lib/page-query, or a feature's api/ hooks. A part drawn in an island then needs no router
  // and no query cache. The exceptions are parts only the full app draws (a route's layout, the sign-in
  // pages, signed-in forms). A rule of its own, so the import rules above still apply.
  {
    files: ["apps/web/src/components/**/*.{ts,tsx}", "apps/web/src/features/*/components/**/*.{ts,tsx}", "apps/web/src/app/shell/**/*.{ts,tsx}"],
    ignores: [
      "apps/web/src/**/*.test.{ts,tsx}",
      "apps/web/src/components/unsaved-changes-guard.tsx",
      "apps/web/src/app/shell/{admin-layout,root-layout,navigation-progress}.tsx",
      "apps/web/src/features/auth/components/{login-form,login-page,phone-sign-in-page,sign-up-page}.tsx",
      "apps/web/src/features/applications/components/apply-dialog.tsx",
      "apps/web/src/features/candidates/components/{start-flow,resume-upload}.tsx",
      "apps/web/src/features/conversations/components/unread-messages-link.tsx",
      "apps/web/src/features/courses/components/course-catalogue.tsx",
    ],
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", {
        paths: [
          { name: "react-router", allowTypeImports: true, message: "A part links and reads the address through @/lib/navigation (ADR 071): an island has no router." },
          {
            name: "@tanstack/react-query",
            allowTypeImports: true,
            message: "A part reads through its feature's api/ hooks or usePageQuery (@/lib/page-query, ADR 071): an island has no query cache.",
          },
        ],
      }],
    },
  },
  // Server layers (ADR 010): app (app.ts, index.ts, dependencies.ts, cli/, test/) → modules/ → http/ →
  // auth/, realtime/ → base (config, db, errors, mail, outbox, payments, phone, storage). Tests sit above them all.
  ...serverLayers([
    {
      files: ["config.ts", "server-files.ts", "analytics/**", "db/**", "errors/**", "mail/**", "outbox/**", "payments/**", "phone/**", "storage/**"],
      forbidden: ["auth", "realtime", "http", "modules", "app"],
    },
    { files: ["auth/**", "realtime/**"], forbidden: ["http", "modules", "app"] },
    { files: ["http/**"], forbidden: ["modules", "app"] },
    { files: ["modules/**"], forbidden: ["app"] },
  ]),
  {
    files: ["packages/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["**/apps/**"], message: "Packages never import the apps." }] }],
    },
  },
);
