import { fileURLToPath, URL } from "node:url";
import { defineProject } from "vitest/config";
import preact from "@preact/preset-vite";
import { preactInPlaceOfReact } from "./preact-compat.ts";

const nodeModule = (path: string) => fileURLToPath(new URL(`../../node_modules/${path}`, import.meta.url));

export default defineProject({
  root: fileURLToPath(new URL(".", import.meta.url)),
  resolve: {
    alias: [
      { find: "@", replacement: fileURLToPath(new URL("./src", import.meta.url)) },
      // The components are tested on Preact, as they run (ADR 029). Node would load these packages'
      // CommonJS builds itself, past the aliases, and so with React: their ES module builds instead.
      { find: /^@testing-library\/react$/, replacement: nodeModule("@testing-library/react/dist/@testing-library/react.esm.js") },
      { find: /^react-router$/, replacement: nodeModule("react-router/dist/development/index.mjs") },
      { find: /^recharts$/, replacement: nodeModule("recharts/es6/index.js") },
      { find: /^react-dom\/test-utils$/, replacement: "preact/test-utils" },
      ...preactInPlaceOfReact,
    ],
  },
  plugins: [preact({ reactAliasesEnabled: false, prefreshEnabled: false, devToolsEnabled: false })],
  test: {
    name: "web",
    environment: "happy-dom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./src/testing/setup.ts"],
    restoreMocks: true,
    unstubGlobals: true,
    // Packages go through the aliases above, and so run on Preact too.
    server: { deps: { inline: true } },
    // A CommonJS package that needs React (the charts' store) is bundled first, which applies them.
    deps: { optimizer: { client: { enabled: true, include: ["use-sync-external-store/shim/with-selector"] } } },
  },
});
