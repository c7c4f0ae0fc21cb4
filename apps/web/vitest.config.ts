/**
 * The web app's tests, in two projects. Most files share one module graph per worker ("web",
 * `isolate: false`): each renders its own app into a clean DOM (testing/setup.ts), and the suite runs
 * in about two fifths of the time it takes when every file imports React, the router and the texts
 * afresh. The few that test what happens the first time a module or text arrives need them fresh
 * ("web-fresh", one graph per file).
 */
import { fileURLToPath, URL } from "node:url";
import { configDefaults, defineProject, type TestProjectInlineConfiguration } from "vitest/config";
import react from "@vitejs/plugin-react";

/** Tests of a first arrival: the accounts' texts (guards), sonner's module (toaster). */
const freshModuleTests = ["src/app/guards.test.tsx", "src/components/ui/toaster.test.tsx"];

function webProject(test: TestProjectInlineConfiguration["test"]) {
  return defineProject({
    root: fileURLToPath(new URL(".", import.meta.url)),
    resolve: {
      alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
    },
    plugins: [react()],
    test: {
      environment: "happy-dom",
      setupFiles: ["./src/testing/setup.ts"],
      restoreMocks: true,
      unstubGlobals: true,
      // A file's first test transforms the lazy route modules it renders: 3–5 s on a loaded 2-core
      // machine before anything is asserted, where Vitest's default allows 5 s for the whole test.
      testTimeout: 15_000,
      ...test,
    },
  });
}

export const webProjects = [
  webProject({ name: "web", include: ["src/**/*.test.{ts,tsx}", "*.test.ts"], exclude: [...configDefaults.exclude, ...freshModuleTests], isolate: false }),
  webProject({ name: "web-fresh", include: freshModuleTests }),
];

export default webProjects[0];
